"""The web table in the reader's language, in headless Chromium: the browser's Accept-Language
picks the first page, ``?lang=`` forces one, the header's picker changes it and is remembered,
two players at one table each read their own language, and refusals link to the rules.

Chinese and Japanese pages must hold no English word (``foreign_words``, the check every
renderer test shares); no page may ask for a message its language lacks."""

from __future__ import annotations

import random
import re
import time
from typing import Any

import pytest

from chocolatier.factory.roles import ABILITIES
from chocolatier.i18n import catalog
from chocolatier.i18n.glossary import foreign_words
from tests.browser.conftest import LiveServer, finished_bot_table, open_table_form
from tests.browser.test_table_in_browser import click_something, join_by_invite

pytestmark = pytest.mark.browser

# Names of the players in each language (an English name would be English text on the page).
NAMES = {"ja": "花子", "zh": "小明", "es": "Lucía", "en": "Ann"}
MY_TURN = """() => (document.querySelector('#turn') || {dataset: {}}).dataset.mine === 'yes'"""
AREAS = ["header", "#status", "#board", "#seats", "#actions", "#log", "#message"]


def reader(browser: Any, lang: str, **kwargs: Any) -> Any:
    """A page of a browser whose preferred language is ``lang``."""
    context = browser.new_context(locale=lang, extra_http_headers={"Accept-Language": lang},
                                  **kwargs)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.errors = errors
    return page


def missing(page: Any) -> list[str]:
    """Message ids the page asked for that its language lacks."""
    return list(page.evaluate("[...globalThis.chocolatierMissing]"))


def assert_in_language(page: Any, lang: str, selectors: list[str]) -> None:
    """Everything shown in ``selectors`` is in ``lang`` (no English in zh/ja text)."""
    assert page.evaluate("document.documentElement.lang") == lang
    assert not missing(page), missing(page)
    assert not page.errors
    if lang in ("zh", "ja"):
        for selector in selectors:
            for text in page.locator(selector).all_inner_texts():
                assert not foreign_words(text), (selector, foreign_words(text), text)


def create_from_lobby(page: Any, server: LiveServer, lang: str, seats: list[str],
                      path: str = "/") -> str:
    page.goto(server.url + path)
    open_table_form(page)
    page.fill("#name", NAMES[lang])
    while page.locator("#seats select").count() > len(seats):
        page.click("#remove-seat")
    for index, value in enumerate(seats[1:], start=1):
        page.select_option(f"select[name=seat{index}]", value)
    page.click("#create")
    page.wait_for_url(re.compile(r"/t/"))
    page.wait_for_selector("body[data-seq]")
    return str(page.url.rsplit("/", 1)[1].split("?")[0])


@pytest.mark.parametrize("lang", ["ja", "zh", "es"])
def test_lobby_table_log_and_score_table_in_the_browsers_language(
    live_server: LiveServer, browser: Any, lang: str
) -> None:
    words = catalog(lang)
    finished = finished_bot_table(live_server, "factory", words.text(
        "web-default-title", game=words.text("game-factory")))
    page = reader(browser, lang, viewport={"width": 1366, "height": 900})
    page.goto(live_server.url + "/")
    page.wait_for_selector(f".table-row[data-table='{finished}']")
    open_table_form(page)
    assert page.locator("#create").inner_text() == words.text("web-create-table")
    assert page.locator("#language-picker").input_value() == lang
    assert_in_language(page, lang, ["body"])
    # a table from the lobby: the board, the cards, the choices and the log
    create_from_lobby(page, live_server, lang, ["me", "bot:random", "bot:heuristic"])
    page.wait_for_function(MY_TURN, timeout=30000)
    board = page.locator("#board").inner_text()
    assert words.text("term-store-room") in board
    assert words.text("store-palace") in board and words.text("store-palace-A") in board
    assert words.text("web-employees") in board
    employee = page.locator("#board .employee").first
    role = employee.locator(".part-name").inner_text()
    assert role in {words.text(f"role-{r}") for r in ROLES}
    assert employee.locator(".ability").inner_text() in {
        words.text(ABILITIES[r].text_id, **ABILITIES[r].text_args()) for r in ROLES}
    for _ in range(3):
        page.wait_for_function(MY_TURN, timeout=30000)
        click_something(page, random.Random(2))
    assert page.locator("#log li").count() >= 3
    assert_in_language(page, lang, AREAS)
    # a finished game: the score table and the replay
    page.goto(f"{live_server.url}/t/{finished}")
    page.wait_for_selector("#score-table")
    page.wait_for_selector("#replay-step:not(:empty)")
    header = page.locator("#score-table tbody th").all_inner_texts()
    assert words.text("score-corner_shop_orders") in header
    assert words.text("web-score-total") in header
    assert_in_language(page, lang, [*AREAS, "#result", "#replay"])


ROLES = ("director", "miner", "operator", "salesman", "clerk", "decorator", "mechanic",
         "corner_shop_agent", "expert_miner", "expert_operator", "dealer", "engineer",
         "supervisor", "department_store_agent", "packer", "technician")


def test_lang_in_the_address_forces_the_language(live_server: LiveServer, browser: Any) -> None:
    page = reader(browser, "ja")
    page.goto(live_server.url + "/?lang=es")
    open_table_form(page)
    assert page.evaluate("document.documentElement.lang") == "es"
    assert page.locator("#create").inner_text() == catalog("es").text("web-create-table")
    # not remembered: without it the browser's language is back
    page.goto(live_server.url + "/")
    open_table_form(page)
    assert page.evaluate("document.documentElement.lang") == "ja"
    assert not page.errors


def test_the_picker_changes_the_language_and_is_remembered(
    live_server: LiveServer, browser: Any
) -> None:
    page = reader(browser, "en")
    page.goto(live_server.url + "/")
    open_table_form(page)
    assert page.locator("#create").inner_text() == "Create table"
    with page.expect_navigation():
        page.select_option("#language-picker", "zh")
    open_table_form(page)
    assert page.locator("#create").inner_text() == catalog("zh").text("web-create-table")
    # another page of this browser, and the server's own first guess, read Chinese too
    other = page.context.new_page()
    response = other.goto(live_server.url + "/rules/factory")
    assert response is not None and '<html lang="zh">' in response.text()
    other.wait_for_selector("header [data-l10n-id='web-rules-title']:not(:empty)")
    assert other.locator("header").inner_text().count(catalog("zh").text("web-rules-title"))
    assert not foreign_words(other.locator("header").inner_text())
    assert not page.errors


def test_two_players_at_one_table_read_their_own_languages(
    live_server: LiveServer, browser: Any
) -> None:
    ann = reader(browser, "ja", viewport={"width": 1366, "height": 900})
    table_id = create_from_lobby(ann, live_server, "ja", ["me", "human", "bot:random"])
    ann.wait_for_selector("#invite-link")
    invite = ann.locator("#invite-link").input_value()
    bob = reader(browser, "es", viewport={"width": 1366, "height": 900})
    join_by_invite(bob, invite, NAMES["es"])
    rng = random.Random(4)
    while int(ann.evaluate("document.body.dataset.seq")) < 6:
        for page in (ann, bob):
            if page.evaluate(MY_TURN):
                click_something(page, rng)
    # Both logs as of one position: the bot may still be playing, so each page's log is read
    # with its position number at once, until the two pages show the same position.
    snapshot = """() => ({seq: document.body.dataset.seq,
        codes: [...document.querySelectorAll('#log li')].map(i => i.dataset.code),
        lines: [...document.querySelectorAll('#log li')].map(i => i.innerText)})"""
    deadline = time.monotonic() + 30
    while (mine := ann.evaluate(snapshot))["seq"] != (theirs := bob.evaluate(snapshot))["seq"]:
        assert time.monotonic() < deadline, "the two pages never showed the same position"
        time.sleep(0.05)
    # the same events, each in its reader's words
    assert mine["codes"] == theirs["codes"]
    ann_log, bob_log = mine["lines"], theirs["lines"]
    assert len(ann_log) == len(bob_log) >= 3
    assert all(a != b for a, b in zip(ann_log, bob_log, strict=True))
    assert any(NAMES["es"] in line for line in ann_log + bob_log)
    assert catalog("ja").text("web-you-mark") in ann.locator("#seats").inner_text()
    assert catalog("es").text("web-you-mark") in bob.locator("#seats").inner_text()
    assert_in_language(ann, "ja", AREAS)
    assert_in_language(bob, "es", AREAS)
    assert f"/t/{table_id}" in bob.url


def test_a_refusal_is_worded_and_links_to_its_rule(live_server: LiveServer, browser: Any) -> None:
    page = reader(browser, "zh", viewport={"width": 1366, "height": 900})
    create_from_lobby(page, live_server, "zh", ["me", "bot:random"])
    page.wait_for_function(MY_TURN, timeout=30000)
    # a slot in the draft, before any part was taken: the engine refuses and cites the rule
    page.locator("#board .factory.mine [data-target='slot:T4']").click()
    page.wait_for_selector("#message.error a.rule-link")
    message = page.locator("#message").inner_text()
    assert message.startswith(catalog("zh").text("web-refused", reason=""))
    # the move itself is quoted in its notation (the records' language), nothing else is English
    assert not foreign_words(re.sub(r"“[^”]*”", "", message)), message
    href = page.locator("#message a.rule-link").get_attribute("href")
    assert href is not None and re.fullmatch(r"/rules/factory\?lang=zh#s\d+(-\d+)*", href)
    rules = reader(browser, "en")
    rules.goto(live_server.url + href)
    anchor = href.split("#")[1]
    assert rules.locator(f"section#{anchor}").count() == 1
    assert rules.evaluate("document.documentElement.lang") == "zh"
    assert not page.errors


def test_a_solo_tables_objectives_in_japanese(live_server: LiveServer, browser: Any) -> None:
    page = reader(browser, "ja", viewport={"width": 1366, "height": 900})
    create_from_lobby(page, live_server, "ja", ["me"])
    page.wait_for_selector("#board .solo .objective")
    panel = page.locator("#board .solo").inner_text()
    assert catalog("ja").text("game-factory-manager") in panel
    assert catalog("ja").text("solo-type-weekly_target") in panel
    assert_in_language(page, "ja", [*AREAS, "#board .solo"])


@pytest.mark.parametrize("lang", ["ja", "es"])
@pytest.mark.parametrize("sides", [{"fresh": "C"}, "Z"])
def test_a_refused_setup_is_worded_from_the_servers_code(live_server: LiveServer, browser: Any,
                                                         lang: str, sides: Any) -> None:
    """The server answers a bad option with the engine's code and parameters; the page words
    them in its reader's language, as the Python renderer does."""
    from chocolatier.core import get_game
    from chocolatier.core.errors import OptionError
    from chocolatier.i18n import render_option_error

    page = reader(browser, lang)
    page.goto(live_server.url + "/")
    open_table_form(page)
    shown = page.evaluate("""async (sides) => {
        const { api, errorText } = await import('/static/js/api.js');
        try {
            await api('/api/tables', { method: 'POST', body: { game: 'factory',
                seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
                options: { store_sides: sides } } });
        } catch (err) { return errorText(err); }
        return null;
    }""", sides)
    with pytest.raises(OptionError) as info:
        get_game("factory").normalize_options(2, {"store_sides": sides})
    assert shown == render_option_error(info.value, catalog(lang))
    assert not missing(page) and not page.errors
