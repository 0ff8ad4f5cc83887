"""TypeScript declarations of the JSON Schemas that clients read (``docs/schema/``): the web
client's JSDoc types check against them (``web-tools/types/contract.d.ts``, written by
``chocolatier schema --typescript``). Each schema becomes a namespace of its ``$defs``; the
subset of JSON Schema that msgspec exports is all that is read (numbers' and strings' bounds say
nothing to TypeScript and are left out)."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

_IDENTIFIER = re.compile(r"^[A-Za-z_$][A-Za-z0-9_$]*$")
_REF = "#/$defs/"
_PRIMITIVES = {"string": "string", "integer": "number", "number": "number",
               "boolean": "boolean", "null": "null"}


def _key(name: str) -> str:
    return name if _IDENTIFIER.match(name) else json.dumps(name)


def _comment(text: str | None, indent: str) -> list[str]:
    if not text:
        return []
    lines = text.replace("*/", "*\\/").splitlines()
    if len(lines) == 1:
        return [f"{indent}/** {lines[0]} */"]
    return [f"{indent}/**", *(f"{indent} * {line}".rstrip() for line in lines), f"{indent} */"]


def _union(parts: list[str]) -> str:
    unique = list(dict.fromkeys(parts))
    return " | ".join(unique) if unique else "never"


def _type(schema: Mapping[str, Any] | bool, indent: str) -> str:
    """The TypeScript type of a (sub)schema."""
    if schema is True or schema == {}:
        return "unknown"
    if schema is False:
        return "never"
    assert isinstance(schema, Mapping)
    if "$ref" in schema:
        return str(schema["$ref"]).removeprefix(_REF)
    if "enum" in schema:
        return _union([json.dumps(v, ensure_ascii=False) for v in schema["enum"]])
    if "anyOf" in schema:
        return _union([_wrapped(s, indent) for s in schema["anyOf"]])
    kind = schema.get("type")
    if isinstance(kind, list):
        return _union([_type({**schema, "type": k}, indent) for k in kind])
    if kind == "array":
        return f"{_wrapped(schema.get('items', True), indent)}[]"
    if kind == "object":
        return _object(schema, indent)
    if kind in _PRIMITIVES:
        return _PRIMITIVES[kind]
    return "unknown"


def _wrapped(schema: Mapping[str, Any] | bool, indent: str) -> str:
    """A type that can stand in a union or before ``[]``."""
    text = _type(schema, indent)
    return f"({text})" if " | " in text and not text.startswith("{") else text


def _object(schema: Mapping[str, Any], indent: str) -> str:
    properties: Mapping[str, Any] = schema.get("properties", {})
    extra = schema.get("additionalProperties", True)
    if not properties:
        return f"Record<string, {_type(extra, indent)}>"
    required = set(schema.get("required", ()))
    inner = indent + "  "
    lines = ["{"]
    for name, sub in properties.items():
        lines += _comment(sub.get("description") if isinstance(sub, Mapping) else None, inner)
        optional = "" if name in required else "?"
        lines.append(f"{inner}{_key(name)}{optional}: {_type(sub, inner)};")
    lines.append(f"{indent}}}")
    return "\n".join(lines)


def namespace(name: str, schema: Mapping[str, Any]) -> str:
    """The declarations of one schema: a type per ``$defs`` entry, and ``Root`` for the schema
    itself (the view, the message)."""
    out = [*_comment(schema.get("description"), ""), f"declare namespace {name} {{"]
    root = {k: v for k, v in schema.items() if k in ("$ref", "anyOf", "type", "properties")}
    out.append(f"  type Root = {_type(root, '  ')};")
    for def_name, sub in sorted(schema.get("$defs", {}).items()):
        out += _comment(sub.get("description") or sub.get("title"), "  ")
        # type aliases, not interfaces: an object type may then stand where any event (a
        # record of parameters) is taken
        body = _type({k: v for k, v in sub.items() if k != "title"}, "  ")
        out.append(f"  type {def_name} = {body};")
    out.append("}")
    return "\n".join(out)


def declarations(schemas: Mapping[str, Mapping[str, Any]]) -> str:
    """The text of ``contract.d.ts``: one namespace per schema (by namespace name)."""
    head = ("// The contract's types for the web client's type check (tsc, web-tools/), generated\n"
            "// by `chocolatier schema --typescript` from the JSON Schemas of docs/schema/; do not"
            " edit.\n")
    return head + "".join(f"\n{namespace(name, schema)}\n" for name, schema in schemas.items())
