"""The web table in headless Chromium: a whole game by clicking, an invited friend, a reload in
the middle of a game, and a spectator who sees nothing hidden."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from chocolatier.core import GameRecord, Match
from tests.browser.conftest import LiveServer, open_table_form
from tests.server.test_security import hidden_cards

pytestmark = pytest.mark.browser

MY_TURN = """() => (document.querySelector('#turn') || {}).textContent === 'Your move.'
  || document.querySelector('#score-table') !== null"""


def create_table(page: Any, server: LiveServer, seats: list[str], game: str = "factory") -> str:
    """Create a table from the lobby form; returns its id."""
    page.goto(server.url + "/")
    open_table_form(page)
    if game != "factory":
        page.select_option("#game", game)
    page.fill("#name", "Ann")
    while page.locator("#seats select").count() > len(seats):
        page.click("#remove-seat")
    for index, value in enumerate(seats[1:], start=1):
        page.select_option(f"select[name=seat{index}]", value)
    page.click("#create")
    page.wait_for_url(re.compile(r"/t/"))
    page.wait_for_selector("body[data-seq]")
    return str(page.url.rsplit("/", 1)[1])


def join_by_invite(page: Any, invite: str, name: str) -> None:
    """Take the seat an invite link offers, as ``name``, and wait for the running table. The
    page reloads with its seat once joined: waiting for that reload first keeps a later
    ``evaluate`` from landing in the page being left (its table may already be running)."""
    page.goto(invite)
    page.fill("#join-name", name)
    with page.expect_navigation():
        page.click("#join-button")
    page.wait_for_function("() => document.body.dataset.status === 'running'")


def click_something(page: Any, rng: random.Random) -> None:
    """One move made by clicking: a highlighted board thing (confirming in the chooser when it
    opens) or one of the offered buttons; waits until the server answered."""
    seq = page.evaluate("document.body.dataset.seq")
    board = page.locator("#board .can-act, #decision .can-act")
    buttons = page.locator("#actions > button.action")
    choices = [board.nth(i) for i in range(board.count())]
    choices += [buttons.nth(i) for i in range(buttons.count())]
    assert choices, "it is my move but nothing is offered"
    rng.choice(choices).click()
    chooser = page.locator("#chooser:not(.hidden) button.choice")
    if chooser.count():
        chooser.nth(rng.randrange(chooser.count())).click()
    page.wait_for_function(
        "seq => document.body.dataset.seq !== seq || "
        "document.querySelector('#message').classList.contains('error')", arg=seq)
    message = page.locator("#message")
    assert "error" not in (message.get_attribute("class") or ""), message.text_content()


def test_a_whole_game_against_three_bots_by_clicking_with_a_reload(
    live_server: LiveServer, browser: Any
) -> None:
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    create_table(page, live_server, ["me", "bot:random", "bot:random", "bot:random"])
    rng = random.Random(3)
    moves = 0
    while True:
        page.wait_for_function(MY_TURN, timeout=30000)
        if page.locator("#score-table").count():
            break
        click_something(page, rng)
        moves += 1
        if moves == 25:
            # a reload in the middle of the game: the seat and the game are still there
            log_before = page.locator("#log li").count()
            page.reload()
            page.wait_for_selector("body[data-seq]")
            assert page.locator("#log li").count() >= log_before
            assert "(you)" in page.locator("#seats").text_content()
    table = page.locator("#score-table")
    assert "total" in table.text_content()
    assert table.locator("thead th").count() == 5
    assert moves > 40
    assert not errors


def test_a_friend_joins_by_invite_and_a_spectator_sees_nothing_hidden(
    live_server: LiveServer, browser: Any
) -> None:
    ann = browser.new_context().new_page()
    table_id = create_table(ann, live_server, ["me", "human", "bot:random", "bot:random"])
    ann.wait_for_selector("#invite-link")
    invite = ann.locator("#invite-link").input_value()
    assert "invite=" in invite
    bob = browser.new_context().new_page()
    join_by_invite(bob, invite, "Bob")
    spectator = browser.new_context().new_page()
    frames: list[str] = []
    spectator.on("websocket", lambda ws: ws.on("framereceived", lambda f: frames.append(str(f))))
    spectator.goto(invite)  # a private table is watched by its link (every seat is taken)
    spectator.wait_for_selector("body[data-seq]")
    rng = random.Random(5)
    while int(ann.evaluate("document.body.dataset.seq")) < 60:
        for page in (ann, bob):
            if page.evaluate(MY_TURN):
                click_something(page, rng)
    # Everybody sees the same moves.
    seq = ann.evaluate("document.body.dataset.seq")
    for page in (bob, spectator):
        page.wait_for_function("seq => document.body.dataset.seq === seq", arg=seq)
    log = ann.locator("#log li").all_text_contents()
    assert bob.locator("#log li").all_text_contents() == log
    assert spectator.locator("#log li").all_text_contents() == log
    assert "Bob" in ann.locator("#seats").text_content()
    # The spectator cannot act and was never sent a card still in a deck.
    assert spectator.locator("#actions button").count() == 0
    assert "spectator" in spectator.locator("#status").text_content()
    live = live_server.app.state.hub.tables[table_id]
    match = Match(GameRecord(live.data.game, ["a"] * 4, live.data.seed, live.data.options))
    for entry in list(live.match.log)[: int(seq)]:
        match.push_notation(entry.seat, entry.move)
    hidden = hidden_cards(match.state)
    assert hidden
    # the page's drawings (art.js: path data such as "L13 12") are not words from the server
    page_text = re.sub(r"<svg\b.*?</svg>", "", spectator.content(), flags=re.S)
    seen = set(re.findall(r"[\w-]+", " ".join(frames) + page_text))
    assert not seen & hidden
