"""§Components: the data file holds every printed number, validated on load."""

from __future__ import annotations

import itertools
import tomllib
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from chocolatier.chocolatl.data import load_data, parse_data
from chocolatier.core.errors import CardDataError


def packaged() -> dict[str, Any]:
    text = resources.files("chocolatier.chocolatl").joinpath("data", "chocolatl.toml").read_text()
    return tomllib.loads(text)


def test_packaged_numbers_follow_the_sources() -> None:
    data = load_data()
    assert data.rounds == 7
    assert data.score_limit == 40
    assert data.markers_per_player == 9
    assert data.highest_card == 12
    assert data.kitchen[0] == (8, 4)  # round 1 pays 8 / 4
    assert [layer.value for layer in data.layers] == [5, 4, 3, 2]
    assert data.tlachtli_points == (6, 3)
    assert len(data.tlachtli[0]) + len(data.tlachtli[1]) == 12
    assert (data.black_dice, data.huts) == (7, 7)


def test_reconstructed_numbers_are_marked() -> None:
    marked = load_data().reconstructed
    assert "kitchen round 2" in marked and "kitchen round 1" not in marked
    assert "pyramid layer 1" in marked
    assert "tlachtli six" in marked and "tlachtli three" in marked
    assert "track band 1" in marked


def test_reward_cards_beat_cacao_cards_on_average() -> None:
    data = load_data()
    for stack in data.tlachtli:
        assert sum(stack) / len(stack) > data.highest_card / 2


def test_kitchen_values_never_rise() -> None:
    kitchen = load_data().kitchen
    assert all(a[0] >= b[0] and a[1] >= b[1] for a, b in itertools.pairwise(kitchen))
    assert kitchen[-1][1] == 0  # "possibly 0"


def test_track_colours() -> None:
    data = load_data()
    assert data.colour(0) == "red"  # the start space counts as red
    assert data.colour(-3) == "red"
    assert {data.colour(s) for s in range(1, 41)} == {"red", "gold", "green"}
    assert data.colour(999) == data.track[-1].colour


def test_load_from_a_file(tmp_path: Path) -> None:
    source = resources.files("chocolatier.chocolatl").joinpath("data", "chocolatl.toml")
    path = tmp_path / "mine.toml"
    path.write_text(source.read_text().replace("values = [8, 4]", "values = [9, 5]"))
    assert load_data(path).kitchen[0] == (9, 5)


def test_unreadable_and_malformed_files(tmp_path: Path) -> None:
    with pytest.raises(CardDataError, match="cannot read"):
        load_data(tmp_path / "missing.toml")
    bad = tmp_path / "bad.toml"
    bad.write_text("[game\n")
    with pytest.raises(CardDataError, match="not valid TOML"):
        load_data(bad)


@pytest.mark.parametrize(
    ("mutate", "entry", "field"),
    [
        (lambda d: d["game"].pop("rounds"), "game.rounds", None),
        (lambda d: d["game"]["rounds"].update(value="7"), "game.rounds", "value"),
        (lambda d: d["game"]["rounds"].update(source="guessed"), "game.rounds", "source"),
        (lambda d: d["kitchen"][1].update(values=[3, 7]), "kitchen round 2", "values"),
        (lambda d: d["kitchen"][1].update(round=3), "kitchen round 2", "round"),
        (lambda d: d["kitchen"].pop(), "kitchen", None),
        (lambda d: d["pyramid"][0].update(size=0), "pyramid layer 1", "size"),
        (lambda d: d["tlachtli"][1].update(stack="six"), "tlachtli", "stack"),
        (lambda d: d["tlachtli"][0].update(values=[]), "tlachtli six", "values"),
        (lambda d: d["track"][1].update(first=7), "track band 2", "first"),
        (lambda d: d["track"][0].update(colour="blue"), "track band 1", "colour"),
        (
            lambda d: d["scoring"]["tlachtli_points"].update(value=[6]),
            "scoring.tlachtli_points",
            "value",
        ),
        (lambda d: d["supply"]["huts"].update(value=True), "supply.huts", "value"),
    ],
)
def test_validation_names_entry_and_field(mutate: Any, entry: str, field: str | None) -> None:
    data = packaged()
    mutate(data)
    with pytest.raises(CardDataError) as caught:
        parse_data(data, "test.toml")
    assert caught.value.file == "test.toml"
    assert caught.value.card_id == entry
    assert caught.value.field == field


def test_missing_tables() -> None:
    data = packaged()
    del data["track"]
    with pytest.raises(CardDataError, match=r"\[\[track\]\]"):
        parse_data(data)
