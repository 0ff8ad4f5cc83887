"""The web client's contract types (``web-tools/types/contract.d.ts``, read by tsc) are the
JSON Schemas of ``docs/schema/`` as TypeScript, and the committed file is current."""

from __future__ import annotations

from pathlib import Path

from chocolatier.commands.schema import contract_types
from chocolatier.core.schema_ts import namespace

TYPES = Path(__file__).resolve().parents[2] / "web-tools" / "types" / "contract.d.ts"


def test_the_committed_declarations_are_current() -> None:
    assert TYPES.read_text(encoding="utf-8") == contract_types(), (
        "regenerate: `chocolatier schema --typescript --out web-tools/types/contract.d.ts`")


def test_views_events_and_messages_are_declared() -> None:
    text = contract_types()
    for name in ("declare namespace Factory {", "declare namespace Chocolatl {",
                 "declare namespace Protocol {", "  type KeepPending = {",
                 "  type FactoryView = {", "  type ChocolatlView = {"):
        assert name in text
    keep = text.split("  type KeepPending = {", 1)[1].split("\n  }", 1)[0]
    assert "    kept: number;" in keep  # a count, not a list (the Cleanup prompt's old bug)


def test_a_schema_becomes_typescript() -> None:
    schema = {
        "description": "A thing.",
        "$ref": "#/$defs/Thing",
        "$defs": {
            "Thing": {
                "title": "Thing", "description": "What it is.", "type": "object",
                "properties": {
                    "code": {"enum": ["thing-made"]},
                    "count": {"type": "integer", "minimum": 0, "description": "How many."},
                    "name": {"anyOf": [{"type": "string"}, {"type": "null"}]},
                    "two words": {"type": "array", "items": {"enum": ["a", "b"]}},
                    "by_kind": {"type": "object", "additionalProperties": {"type": "number"}},
                    "other": {"$ref": "#/$defs/Other"},
                },
                "required": ["code", "count"],
            },
            "Other": {"type": "array", "items": {"type": "boolean"}},
        },
    }
    assert namespace("Things", schema) == "\n".join([
        "/** A thing. */",
        "declare namespace Things {",
        "  type Root = Thing;",
        "  type Other = boolean[];",
        "  /** What it is. */",
        "  type Thing = {",
        '    code: "thing-made";',
        "    /** How many. */",
        "    count: number;",
        "    name?: string | null;",
        '    "two words"?: ("a" | "b")[];',
        "    by_kind?: Record<string, number>;",
        "    other?: Other;",
        "  };",
        "}",
    ])
