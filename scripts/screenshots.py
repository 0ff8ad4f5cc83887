#!/usr/bin/env python3
"""Screenshots of the web table in each language, for the docs (docs/screenshots/).

Starts the server on a free port with a throw-away database, and with Debian's headless
Chromium takes, per language and per screen size (desktop 1366×900, phone 390×844): the lobby,
a Chocolate Factory table two shifts into the first Run Factory (chocolates on the belt), a
Chocolatl table, a solo (Factory Manager) table with
a card's popover open, the score table of a finished game, the tutorials' coach (Chocolate
Factory, the solo mode, Chocolatl) and the Review tab of a finished
two-player game of heuristic bots with one decision opened (the position before it, the better
move marked; the review is computed by the server as for any reader, about 10 s a language).
Run from the repository root (it reuses the browser tests' server)::

    .venv/bin/python scripts/screenshots.py                 # en, ja and zh
    .venv/bin/python scripts/screenshots.py --lang es en --out /tmp/shots
    .venv/bin/python scripts/screenshots.py --screens review  # only some screens

CJK text needs Debian's fonts-noto-cjk (scripts/test.sh installs it).
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.browser.coach_steps import follow_the_coach  # noqa: E402
from tests.browser.conftest import (  # noqa: E402
    CHROMIUM,
    CHROMIUM_ARGS,
    LiveServer,
    finished_bot_table,
    open_table_form,
)

from chocolatier.i18n import LANGUAGES, catalog  # noqa: E402

SIZES = {"desktop": {"width": 1366, "height": 900}, "phone": {"width": 390, "height": 844}}
NAMES = {"ja": "花子", "zh": "小明", "es": "Lucía", "en": "Ann"}
MY_TURN = "() => (document.querySelector('#turn') || {dataset: {}}).dataset.mine === 'yes'"


def play_a_little(page: Any, moves: int, rng: random.Random) -> None:
    """A few moves by clicking what the page offers (bots answer in between)."""
    for _ in range(moves):
        page.wait_for_function(MY_TURN, timeout=30000)
        seq = page.evaluate("document.body.dataset.seq")
        choices = page.locator("#board .can-act, #decision .can-act, #actions > button.action")
        choices.nth(rng.randrange(choices.count())).click()
        chooser = page.locator("#chooser:not(.hidden) button.choice")
        if chooser.count():
            chooser.nth(rng.randrange(chooser.count())).click()
        page.wait_for_function("seq => document.body.dataset.seq !== seq", arg=seq)


def click_and_wait(page: Any, target: Any) -> None:
    """Click ``target`` (the first choice of a chooser if one opens) and wait for the new state."""
    seq = page.evaluate("document.body.dataset.seq")
    target.click()
    page.wait_for_function("seq => document.body.dataset.seq !== seq || "
                           "document.querySelector('#chooser:not(.hidden) button.choice')", arg=seq)
    chooser = page.locator("#chooser:not(.hidden) button.choice")
    if chooser.count():
        chooser.first.click()
    page.wait_for_function("seq => document.body.dataset.seq !== seq", arg=seq)


def run_my_factory(page: Any, shifts: int) -> None:
    """Draft (the new part below the belt), then run the Roaster and end the shift ``shifts``
    times: chocolates on the belt, in the store room and on their way."""
    shift_done = page.locator("#actions > button.action[data-code=factory-shift-done]")
    while True:
        page.wait_for_function(MY_TURN, timeout=30000)
        if shift_done.count():
            break
        draft = page.locator("#board .slot-bottom.can-act, #board .packet .can-act")
        click_and_wait(page, draft.first)
    for _ in range(shifts):
        roaster = page.locator("#board .factory.mine .slot[data-slot$=':T1'].can-act")
        if roaster.count():
            click_and_wait(page, roaster)
        click_and_wait(page, shift_done)
    page.wait_for_function(MY_TURN, timeout=30000)


def new_table(page: Any, url: str, lang: str, game: str, seats: list[str]) -> None:
    page.goto(url + "/")
    open_table_form(page)
    page.select_option("#game", game)
    page.fill("#name", NAMES[lang])
    while page.locator("#seats select").count() > len(seats):
        page.click("#remove-seat")
    for index, value in enumerate(seats[1:], start=1):
        page.select_option(f"select[name=seat{index}]", value)
    page.click("#create")
    page.wait_for_url(re.compile(r"/t/"))
    page.wait_for_selector("body[data-seq]")


SCREENS = ("lobby", "factory", "chocolatl", "solo", "score", "review", "tutorial",
           "tutorial-solo", "tutorial-chocolatl")
# The solo-mode and Chocolatl tutorials, each at a step that shows much: (tutorial, step)
TUTORIAL_STEPS = {
    "tutorial-solo": ("solo", "spent-once"),  # the objectives met and not met after £7
    "tutorial-chocolatl": ("chocolatl", "field-tie"),  # the revealed stations, a tie pointed at
}


def show_review(page: Any, url: str, table: str) -> None:
    """The Review tab of ``table``, computed if it is not yet, with a blunder (or the first
    decision listed) open."""
    page.goto(f"{url}/t/{table}")
    page.wait_for_selector("#score-table")
    page.click("#tab-review")
    page.wait_for_selector("#review-start, #review-players")  # the tab asks the server first
    if page.locator("#review-start").count():
        page.click("#review-start")
    page.wait_for_selector("#review-players", timeout=600_000)
    worst = page.locator("#review-decisions li.label-blunder button.review-open")
    if not worst.count():
        worst = page.locator("#review-decisions button.review-open")
    worst.first.click()
    page.wait_for_selector("#review-position .review-played")
    page.mouse.move(0, 0)  # no card popover under the pointer
    # the summary at the top of the screen: accuracy, the decisions, then the position below
    page.locator("#review-panel").evaluate("e => e.scrollIntoView({block: 'start'})")


def shoot(browser: Any, server: LiveServer, lang: str, out: Path, finished: str, reviewed: str,
          screens: tuple[str, ...] = SCREENS) -> list[Path]:
    made: list[Path] = []
    for size, viewport in SIZES.items():
        # still pictures: nothing in flight (the belt and the flights stop under reduced motion)
        context = browser.new_context(viewport=viewport, locale=lang, reduced_motion="reduce",
                                      extra_http_headers={"Accept-Language": lang},
                                      is_mobile=size == "phone", device_scale_factor=1)
        page = context.new_page()

        def save(name: str, page: Any = page, size: str = size) -> None:
            path = out / f"{lang}-{name}-{size}.png"
            page.screenshot(path=str(path))
            made.append(path)

        if "lobby" in screens:
            page.goto(server.url + "/")
            page.wait_for_selector(f".table-row[data-table='{finished}']")
            save("lobby")
        if "factory" in screens:
            new_table(page, server.url, lang, "factory", ["me", "bot:heuristic", "bot:heuristic"])
            run_my_factory(page, 2)
            if size == "phone":  # the stores fill the first screen: show the factory
                page.locator("#board .factory.mine").scroll_into_view_if_needed()
            save("factory")
        if "chocolatl" in screens:
            new_table(page, server.url, lang, "chocolatl", ["me", "bot:heuristic", "bot:random"])
            play_a_little(page, 3, random.Random(2))
            page.wait_for_function(MY_TURN, timeout=30000)
            save("chocolatl")
        if "solo" in screens:
            new_table(page, server.url, lang, "factory", ["me"])
            page.wait_for_function(MY_TURN, timeout=30000)
            card = page.locator("#board .packet .employee").first
            if size == "phone":
                card.locator("button.info").click()
            else:
                card.hover()
            page.wait_for_selector("#popover:not(.hidden)")
            save("solo")
        if "score" in screens:
            page.goto(f"{server.url}/t/{finished}")
            page.wait_for_selector("#score-table")
            page.wait_for_selector("#replay-step:not(:empty)")
            page.locator("#result").scroll_into_view_if_needed()
            save("score")
        if "review" in screens:
            show_review(page, server.url, reviewed)
            save("review")
        if "tutorial" in screens:
            page.goto(f"{server.url}/learn")
            page.wait_for_selector("[data-tutorial=factory]")
            save("learn")
            page.click("[data-tutorial=factory] [data-action=start]")
            page.wait_for_url("**/t/**")
            # the Expert Operator's move: the coach pointing at tile 2, the rest dimmed
            follow_the_coach(page, until="shift2-move")
            page.mouse.move(0, 0)
            save("tutorial")
        for screen, (name, step) in TUTORIAL_STEPS.items():
            if screen in screens:
                page.goto(f"{server.url}/learn")
                page.click(f"[data-tutorial={name}] [data-action=start]")
                page.wait_for_url("**/t/**")
                follow_the_coach(page, until=step)
                page.mouse.move(0, 0)
                save(screen)
        context.close()
    return made


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lang", nargs="+", choices=LANGUAGES, default=["en", "ja", "zh"])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--screens", nargs="+", choices=SCREENS, default=list(SCREENS))
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    args.out.mkdir(parents=True, exist_ok=True)
    with (tempfile.TemporaryDirectory() as tmp, LiveServer(Path(tmp) / "shots.sqlite3") as server,
          sync_playwright() as playwright):
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for lang in args.lang:
            words = catalog(lang)
            title = words.text("web-default-title", game=words.text("game-factory"))
            # finished games only for the screens that show them (they take a while)
            finished = finished_bot_table(server, "factory", title) \
                if {"lobby", "score"} & set(args.screens) else ""
            reviewed = finished_bot_table(server, "factory", title, seats=2, bot="heuristic") \
                if "review" in args.screens else ""
            for path in shoot(browser, server, lang, args.out, finished, reviewed,
                              tuple(args.screens)):
                print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
        browser.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
