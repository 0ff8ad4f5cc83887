"""The exported JSON Schema: the files in docs/schema are current, a standard validator accepts
real views with it and refuses a broken one, and ``chocolatier schema`` prints it."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
from typer.testing import CliRunner

from chocolatier.cli import app
from chocolatier.core.contract import schema, schema_json

from .games import views_along

DOCS = Path(__file__).resolve().parents[2] / "docs" / "schema"
GAMES = ("factory", "chocolatl")


@pytest.mark.parametrize("game", GAMES)
def test_the_schema_in_docs_is_up_to_date(game: str) -> None:
    path = DOCS / f"{game}.json"
    current = path.read_text(encoding="utf-8") if path.exists() else ""
    assert current == schema_json(game), (
        f"{path} is out of date with chocolatier.{game}.contract; regenerate it with "
        f"`chocolatier schema --game {game} --out docs/schema/{game}.json`"
    )


@pytest.mark.parametrize(("game", "players", "options"), [
    ("factory", 1, {"mode": "turns"}), ("factory", 3, {"mode": "simultaneous"}),
    ("chocolatl", 4, {}),
])
def test_a_json_schema_validator_accepts_real_views(
    game: str, players: int, options: dict[str, object]
) -> None:
    validator = jsonschema.Draft202012Validator(schema(game))
    views = list(views_along(game, players, options, seed=3, codes=set()))
    # a sample spread over the game, and the end (the standard validator is slow)
    for view in [*views[:: max(len(views) // 40, 1)], *views[-(players + 1):]]:
        validator.validate(json.loads(json.dumps(view)))


def test_a_json_schema_validator_refuses_an_unknown_event_code() -> None:
    view = next(v for v in views_along("factory", 2, {}, seed=3, codes=set()) if v["legal"])
    broken = json.loads(json.dumps(view))
    broken["legal"][0]["event"]["code"] = "factory-teleport"
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.Draft202012Validator(schema("factory")).validate(broken)


def test_the_command_prints_and_writes_the_schema(tmp_path: Path) -> None:
    runner = CliRunner()
    printed = runner.invoke(app, ["schema", "--game", "chocolatl"])
    assert printed.exit_code == 0, printed.output
    assert printed.stdout == schema_json("chocolatl")
    out = tmp_path / "factory.json"
    written = runner.invoke(app, ["schema", "--out", str(out)])
    assert written.exit_code == 0, written.output
    assert out.read_text(encoding="utf-8") == schema_json("factory")


def test_the_command_names_a_bad_game_and_a_bad_path(tmp_path: Path) -> None:
    runner = CliRunner()
    bad_game = runner.invoke(app, ["schema", "--game", "chess"])
    assert bad_game.exit_code == 2
    assert "unknown game “chess”" in bad_game.output
    bad_path = runner.invoke(app, ["schema", "--out", str(tmp_path / "no" / "such.json")])
    assert bad_path.exit_code == 2
    assert "cannot write" in bad_path.output
