"""The shared renderings: the list of legal actions and the final score table."""

from __future__ import annotations

from rich.console import Console, RenderableType

from chocolatier.core.game import GameResult
from chocolatier.i18n import EventRenderer, catalog
from chocolatier.tui.renderers import RenderContext, render_view
from chocolatier.tui.widgets import COMPACT_AFTER, ActionEntry, render_actions, render_result


def text_of(renderable: RenderableType, width: int = 100) -> str:
    console = Console(record=True, width=width, color_system=None)
    console.print(renderable)
    return console.export_text()


def test_actions_list_numbers_words_and_notation() -> None:
    entries = [
        ActionEntry(1, "take parts 2", "take the 2nd packet of parts"),
        ActionEntry(2, "pass", "pass"),
    ]
    text = text_of(render_actions(entries))
    lines = [line for line in text.splitlines() if "take" in line or "pass" in line]
    assert "1" in lines[0] and "take the 2nd packet of parts" in lines[0]
    assert "take parts 2" in lines[0]
    assert "2" in lines[1] and "pass" in lines[1]


def test_long_action_lists_are_compact_columns_with_every_number() -> None:
    entries = [ActionEntry(i, f"op {i}", f"operate {i}") for i in range(1, COMPACT_AFTER + 10)]
    text = text_of(render_actions(entries))
    for entry in entries:  # in words, not notation (which is still understood when typed)
        assert f"{entry.number}. {entry.text}" in text
    assert "op 1" not in text
    assert "list WORD" in text


def test_many_bids_are_a_grid_of_stations_by_cards_in_the_reader_s_words() -> None:
    stations = ("temple", "kitchen")
    entries = [ActionEntry(number, f"bid {value} {station}", f"Bid {value}",
                           {"code": "chocolatl-bid", "seat": 0, "value": value,
                            "station": station})
               for number, (station, value) in enumerate(
                   ((s, v) for s in stations for v in range(1, 14)), start=1)]
    words = EventRenderer(catalog("ja"))
    text = text_of(render_actions(entries, words))
    kitchen = next(line for line in text.splitlines() if catalog("ja").text("station-kitchen")
                   in line)
    assert kitchen.split()[1:] == [str(n) for n in range(14, 27)]
    assert "bid" not in text and "kitchen" not in text
    assert catalog("ja").text("terminal-bid-grid-how") in text.replace("\n", "")


def test_result_table_ranks_winner_first_with_every_category() -> None:
    result = GameResult(
        scores=(30, 41),
        winners=(1,),
        breakdown=({"corner_shops": 20, "leftovers": 10}, {"corner_shops": 25, "stores": 16}),
    )
    text = text_of(render_result(result, ["Player 1 (you)", "Player 2 (heuristic bot)"]))
    assert text.index("Player 2 (heuristic bot) ★") < text.index("Player 1 (you)")
    rows = {
        cells[0]: cells[1:]
        for line in text.splitlines()
        if len(cells := [c.strip() for c in line.split("│")[1:-1]]) == 3
    }
    assert rows["corner shops"] == ["25", "20"]
    assert rows["stores"] == ["16", "0"]
    assert rows["leftovers"] == ["0", "10"]
    assert rows["total"] == ["41", "30"]


def test_unknown_games_get_the_summary() -> None:
    ctx = RenderContext(0, ["Player 1 (you)", "Player 2 (random bot)"])
    text = text_of(render_view("no-such-game", {"round": 2, "totals": [3, 4]}, ctx))
    assert "round: 2" in text and "totals: [3, 4]" in text and "Player 1 (you)" in text
