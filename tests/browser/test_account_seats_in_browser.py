"""Accounts and guests in the browser (issue 23), on a desktop (1366×900) and a phone (390×844):
the seat list marks an account's seat (a badge linking to the player's page) and a guest's
differently, a guest cannot take an account's name, and a common password is refused in words."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.browser.conftest import LiveServer, open_table_form

pytestmark = pytest.mark.browser

SCREENS = {"desktop": {"width": 1366, "height": 900}, "phone": {"width": 390, "height": 844}}


def new_page(browser: Any, screen: str) -> tuple[Any, list[str]]:
    page = browser.new_context(viewport=SCREENS[screen], is_mobile=screen == "phone").new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    return page, errors


def account_form(page: Any, name: str, password: str, button: str) -> None:
    page.click("#account-open")
    page.fill("#account-name", name)
    page.fill("#account-password", password)
    page.click(button)


@pytest.mark.parametrize("screen", SCREENS)
def test_account_and_guest_seats_look_different_and_a_guest_cannot_take_the_name(
    live_server: LiveServer, browser: Any, screen: str
) -> None:
    owner, owner_errors = new_page(browser, screen)
    owner.goto(live_server.url + "/")
    account_form(owner, "Victim", "password", "#register")
    owner.wait_for_function(
        "() => document.querySelector('#account-error').textContent !== ''")
    assert "tried first" in owner.locator("#account-error").text_content()
    owner.fill("#account-password", "violet teapot sunrise")
    owner.click("#register")
    owner.wait_for_selector("#my-page")
    open_table_form(owner)
    owner.select_option("select[name=seat1]", "human")
    owner.check("#option-public")
    owner.click("#create")
    owner.wait_for_url(re.compile(r"/t/"))
    owner.wait_for_selector("#invite-link")
    invite = owner.locator("#invite-link").input_value()

    # the lobby's card of the open table marks the account's seat for a stranger
    stranger, stranger_errors = new_page(browser, screen)
    stranger.goto(live_server.url + "/")
    mark = stranger.locator("#open-table-cards .table-card [data-identity=account]").first
    mark.wait_for()
    assert mark.get_attribute("href") == "/players/Victim"
    assert stranger_errors == []

    guest, guest_errors = new_page(browser, screen)
    guest.goto(invite)
    guest.fill("#join-name", "Vіctim")  # with a Cyrillic і
    guest.click("#join-button")
    refusal = guest.locator("#join .error")
    refusal.wait_for()
    guest.wait_for_function("() => document.querySelector('#join .error').textContent !== ''")
    assert "registered player" in refusal.text_content()
    guest.fill("#join-name", "Ann")
    with guest.expect_navigation():
        guest.click("#join-button")
    guest.wait_for_function("() => document.body.dataset.status === 'running'")

    for page in (guest, owner):
        page.wait_for_selector("#seats [data-identity=guest]")
        account = page.locator("#seats li.seat-0 [data-identity=account]")
        assert account.get_attribute("href") == "/players/Victim"
        assert account.is_visible() and "account" in account.text_content()
        guest_mark = page.locator("#seats li.seat-1 [data-identity=guest]")
        assert guest_mark.is_visible() and guest_mark.text_content() == "guest"
        assert page.locator("#seats li.seat-1 [data-identity=account]").count() == 0
        # the two marks do not look alike
        looks = [m.evaluate("e => getComputedStyle(e).backgroundColor + getComputedStyle(e)"
                            ".borderStyle") for m in (account, guest_mark)]
        assert looks[0] != looks[1]
        # the marks stay inside the seat list on a phone (no sideways scroll)
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")
    assert owner_errors == [] and guest_errors == []
