"""Bad files given to the command line (issue #12): each is refused with exit code 2 and one line
naming the file and what is wrong, never a traceback. The fuzz test at the end feeds generated
malformed records and card folders through ``replay``, ``analyze`` and ``cards``."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner, Result

from chocolatier.cli import app

GOLDEN = Path(__file__).parent / "golden" / "factory" / "random-2p-turns-seed-21.json"
runner = CliRunner()


def golden() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(GOLDEN.read_text())
    return data


def run(*args: str) -> Result:
    return runner.invoke(app, list(args))


def assert_refused(result: Result, *words: str, case: str = "") -> str:
    """Exit code 2, one line on stderr holding ``words``, no traceback; returns the line."""
    assert result.exit_code == 2, (case, result.exit_code, result.output, result.exception)
    assert result.exception is None or isinstance(result.exception, SystemExit), (
        case, result.exception)
    # besides the message, stderr may only show a progress bar (analyze's)
    lines = [line for line in result.stderr.strip().splitlines() if "━" not in line]
    assert len(lines) == 1 and lines[0].startswith("error: "), (case, result.stderr)
    assert "Traceback" not in result.output, case
    for word in words:
        assert word in lines[0], (case, word, lines[0])
    return lines[0]


def write(path: Path, data: Any) -> Path:
    path.write_bytes(data if isinstance(data, bytes) else json.dumps(data).encode())
    return path


# -- 8. records that are not UTF-8, nested too deeply, too large ---------------------------


def test_a_record_that_is_not_utf8_is_named_and_analyze_goes_on(tmp_path: Path) -> None:
    bad = tmp_path / "latin1.json"
    data = golden()
    data["players"][0] = "Jos\u00e9"
    bad.write_bytes(json.dumps(data, ensure_ascii=False).encode("latin-1"))
    assert_refused(run("replay", str(bad)), str(bad), "not UTF-8")
    write(tmp_path / "good.json", golden())
    result = run("analyze", str(tmp_path), "--json")
    assert_refused(result, str(bad), "not UTF-8")
    report = json.loads(result.stdout)
    assert report["records"] == 2 and report["groups"][0]["games"] == 1


def test_deeply_nested_and_huge_records_are_refused_quickly(tmp_path: Path) -> None:
    nested = b"[" * 10**5 + b"]" * 10**5
    deep = write(tmp_path / "deep.json", b'{"options": {"a": ' + nested + b"}}")
    assert_refused(run("replay", str(deep)), str(deep), "nested too deeply")
    (tmp_path / "big").mkdir()
    huge = tmp_path / "big" / "huge.json"
    with huge.open("wb") as handle:
        handle.truncate(200 * 2**20)  # a sparse 200 MB file
    started = time.monotonic()
    assert_refused(run("replay", str(huge)), str(huge), "200.0 MB", "limited to 8 MB")
    assert_refused(run("analyze", str(huge.parent)), str(huge), "limited to 8 MB")
    assert time.monotonic() - started < 5


# -- 9. card files that are binary, UTF-16 or nested too deeply ----------------------------

ORDER = '[[order]]\nid = "S01"\nsize = "small"\nsource = "confirmed"\nnote = ""\n' \
    '[[order.stages]]\nchocolates = ["boxed"]\nmoney = 9\n'


@pytest.mark.parametrize(
    "content, reason",
    [
        (bytes(range(256)) * 4, "not UTF-8"),
        (ORDER.encode("utf-16"), "not UTF-8"),
        (("x = " + "[" * 5000 + "]" * 5000).encode(), "nested too deeply"),
        (b"x = 1\n" * 200_000, "limited to 1024 KB"),
    ],
)
def test_bad_card_files_are_named(tmp_path: Path, content: bytes, reason: str) -> None:
    cards = tmp_path / "cards"
    cards.mkdir()
    (cards / "orders.toml").write_bytes(content)
    assert_refused(run("cards", "--cards", str(cards)), str(cards / "orders.toml"), reason)
    simulate = run("simulate", "--players", "2", "--games", "1", "--cards", str(cards))
    assert_refused(simulate, str(cards / "orders.toml"), reason)


# -- 10. records validated on load, the field named ----------------------------------------


def _truncated_with_result() -> dict[str, Any]:
    data = golden()
    data["moves"] = data["moves"][:10]
    return data


@pytest.mark.parametrize(
    "change, words",
    [
        (lambda d: d.update(seed=-1), ["field 'seed'", ">= 0"]),
        (lambda d: d.update(seed=2**63), ["field 'seed'"]),
        (lambda d: d.update(result="won"), ["field 'result'"]),
        (lambda d: d["moves"][0].update(seat=True), ["move 1", "field 'moves[0].seat'", "bool"]),
        (lambda d: d["moves"][4].update(seat=2), ["move 5", "seat 2 in a game of 2 players"]),
        (lambda d: d.update(reslt={}), ["unknown field `reslt`"]),
        (lambda d: d.update(_truncated_with_result()), ["has a result", "10 moves end before"]),
    ],
)
def test_records_are_validated_on_load(
    tmp_path: Path, change: Callable[[dict[str, Any]], None], words: list[str]
) -> None:
    data = golden()
    change(data)
    path = write(tmp_path / "record.json", data)
    assert_refused(run("replay", str(path)), str(path), *words)


def test_the_golden_record_still_replays(tmp_path: Path) -> None:
    assert run("replay", str(GOLDEN)).exit_code == 0


# -- fuzzing -------------------------------------------------------------------------------

WRONG_VALUES: dict[str, list[Any]] = {
    "game": [None, 1, True, [], "nope", ""],
    "players": [None, "Ann", [1, 2], [], ["a"] * 9, [None, "b"]],
    "seed": [None, -1, -(2**63), 2**63, 2**64, 1.5, "7", True],
    "moves": [None, {}, "x", [1], [[0, "x"]], [{"seat": 0}], [{"seat": 0, "move": 5}],
              [{"seat": -1, "move": "x"}], [{"seat": 0, "move": "x", "why": 1}]],
    "options": [None, [], "x", 3, {"mode": "nope"}, {"nope": 1}, {"card_overrides": 5}],
    "result": ["won", 1, [], {"scores": "x"}, {"scores": [1, 2]},
               {"scores": [1, 2], "winners": [0], "extra": 1}],
    "format": ["other", 1, None],
    "format_version": [2, "1", None, 1.0],
    "engine_version": [1, None, []],
    "snapshot": ["x", 1, [], {}, {"format": "nope"}, {"game": "factory", "state": {"day": -1}}],
}
GARBAGE = ["", " ", "\x00", "take", "take parts 99", "\u202e\ud7ff", "x" * 5000, "done done",
           "1 2 3", "shift", "\U0001f36b"]


def malformed_records(rng: random.Random) -> Iterator[tuple[str, bytes]]:
    """(what, file content) of records that are each wrong in some way."""
    for field, values in WRONG_VALUES.items():
        for value in values:
            data = golden()
            data[field] = value
            yield f"{field}={value!r}"[:60], json.dumps(data).encode()
    text = json.dumps(golden())
    for _ in range(25):
        data = golden()
        index = rng.randrange(12)
        kind = rng.choice(["text", "seat", "drop", "swap", "cut"])
        if kind == "text":
            data["moves"][index]["move"] = rng.choice(GARBAGE)
        elif kind == "seat":
            data["moves"][index]["seat"] = 1 - data["moves"][index]["seat"]
        elif kind == "drop":
            del data["moves"][index]
        elif kind == "swap":
            moves = data["moves"]
            moves[index], moves[index + 1] = moves[index + 1], moves[index]
        else:
            data["moves"] = data["moves"][: index + 1]  # keeps its result: truncated
        if data != golden():
            yield f"move {index + 1} {kind}", json.dumps(data).encode()
    for _ in range(15):
        cut = rng.randrange(len(text.rstrip()) - 1)
        yield f"cut at {cut}", text[:cut].encode()
    for depth in (1_000, 20_000):
        yield f"nested {depth}", ('{"options": {"a": ' + "[" * depth + "]" * depth + "}}").encode()
    yield "utf-16", text.encode("utf-16")
    yield "latin-1 byte", text.replace('"move": "', '"move": "\u00e9', 1).encode("latin-1")
    yield "lone surrogate", text.replace('"game": "', '"game": "\\ud800', 1).encode()
    for raw in (b"", b" ", b"null", b"[]", b"1", b'"record"', b"\xef\xbb\xbf{", b"\x00" * 64,
                bytes(rng.randrange(256) for _ in range(300)), b"{" * 10 + b"}" * 10):
        yield f"raw {raw[:12]!r}", raw


CARD_FILES = ["parts.toml", "orders.toml", "employees.toml", "stores.toml", "solo.toml",
              "board.toml"]
BAD_CARDS = [
    b"[[order]]\nid = 5\n",
    b'[[order]]\nid = "S01"\nsize = "huge"\n',
    b'[[order]]\nid = "ZZZ"\n',
    b'[[order]]\nid = "S01"\n[[order]]\nid = "S01"\n',
    b"[[part]]\nid = []\n",
    b"order = 3\n",
    b"title = 'extra'\n[[order]]\n",
    b"[[order]]\n" + b"id = 'S01'\n" * 2,
    b"x = [",
    b"= 1",
    b"[[employee]]\nid = \"E01\"\nname = 5\n",
    b"[[store]]\nid = \"nope\"\n",
    b"[[solo]]\nid = \"W01\"\ntype = \"weekly_target\"\nobjectives = 3\n",
    b"[[part]]\nid = \"A01\"\ncost = -1\n",
]


def malformed_card_folders(rng: random.Random) -> Iterator[tuple[str, str, bytes]]:
    """(what, file name, content) of card files that are each wrong in some way."""
    for content in BAD_CARDS:
        yield f"cards {content[:20]!r}", rng.choice(CARD_FILES[:5]), content
    for _ in range(8):
        yield "binary", rng.choice(CARD_FILES), bytes(rng.randrange(256) for _ in range(200))
    yield "utf-16", "orders.toml", ORDER.encode("utf-16-le")
    yield "nested", "parts.toml", ("x = " + "[" * 3000 + "]" * 3000).encode()
    yield "inline nested", "parts.toml", ("x = " + "{a = " * 3000 + "1" + "}" * 3000).encode()
    yield "unknown file", "cookies.toml", ORDER.encode()
    yield "truncated", "orders.toml", ORDER.encode()[: rng.randrange(10, len(ORDER) - 5)]


def test_fuzz_malformed_records_and_card_folders(tmp_path: Path) -> None:
    rng = random.Random(12)
    records = list(malformed_records(rng))
    folders = list(malformed_card_folders(rng))
    assert len(records) + len(folders) >= 100
    for number, (what, content) in enumerate(records):
        folder = tmp_path / f"records-{number}"
        folder.mkdir()
        path = write(folder / "record.json", content)
        assert_refused(run("replay", str(path)), str(path), case=what)
        assert_refused(run("analyze", str(folder)), str(path), case=what)
    for number, (what, name, content) in enumerate(folders):
        folder = tmp_path / f"cards-{number}"
        folder.mkdir()
        (folder / name).write_bytes(content)
        assert_refused(run("cards", "--cards", str(folder)), name, case=what)
