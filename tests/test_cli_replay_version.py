"""``chocolatier replay`` of a record made by an engine version it does not know says so (exit
2, in the reader's language) instead of replaying silently into another game (issue 23)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from chocolatier import __version__
from chocolatier.cli import app

GOLDEN = Path(__file__).parent / "golden" / "factory" / "random-2p-turns-seed-21.json"
SAID = {
    "en": "was made by engine version “9.9.9”, which this chocolatier",
    "zh": "由引擎版本“9.9.9”生成",
    "ja": "エンジンのバージョン「9.9.9」で作られました",
    "es": "se hizo con la versión del motor «9.9.9»",
}


def record_of(tmp_path: Path, version: str | None) -> Path:
    data = json.loads(GOLDEN.read_text(encoding="utf-8"))
    if version is None:
        del data["engine_version"]
    else:
        data["engine_version"] = version
    path = tmp_path / "record.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("lang", sorted(SAID))
def test_an_unknown_engine_version_is_refused_in_the_readers_language(
    tmp_path: Path, lang: str
) -> None:
    path = record_of(tmp_path, "9.9.9")
    result = CliRunner().invoke(app, ["replay", str(path), "--lang", lang])
    assert result.exit_code == 2
    assert SAID[lang] in result.output and __version__ in result.output
    assert "1." not in result.stdout  # no move was replayed


def test_a_record_without_an_engine_version_is_refused(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["replay", str(record_of(tmp_path, None))])
    assert result.exit_code == 2 and "does not say which engine version" in result.output


def test_a_record_of_this_engine_replays(tmp_path: Path) -> None:
    assert CliRunner().invoke(app, ["replay", str(record_of(tmp_path, __version__))]).exit_code == 0
