"""``chocolatier schema``: the JSON Schema of a game's per-seat views, events and legal actions,
or of the table WebSocket protocol (``--protocol``), or all of them as the web client's
TypeScript declarations (``--typescript``)."""

from __future__ import annotations

import sys
from pathlib import Path

import typer

from chocolatier.commands.common import LANG_OPTION, fail, say


def contract_types() -> str:
    """The text of ``web-tools/types/contract.d.ts``: the views of both games and the table
    protocol (the schemas of ``docs/schema/``) as TypeScript namespaces."""
    from chocolatier.core.contract import schema
    from chocolatier.core.schema_ts import declarations
    from chocolatier.server.answers import protocol_schema

    return declarations({"Factory": schema("factory"), "Chocolatl": schema("chocolatl"),
                         "Protocol": protocol_schema()})


def register(app: typer.Typer) -> None:
    """Add the ``schema`` command."""
    app.command("schema")(schema_command)


def schema_command(
    game: str = typer.Option("factory", "--game"),
    out: Path | None = typer.Option(None, "--out", metavar="FILE"),
    protocol: bool = typer.Option(False, "--protocol"),
    typescript: bool = typer.Option(False, "--typescript"),
    lang: str = LANG_OPTION,
) -> None:
    """Print the JSON Schema of what clients read: the view of a seat or a spectator, every
    event (by code) and the legal actions (docs/schema/<game>.json holds the current ones);
    with --protocol, the messages of the table WebSocket (docs/schema/protocol.json); with
    --typescript, all of them as the types the web client is checked against
    (web-tools/types/contract.d.ts)."""
    from chocolatier.core.contract import contract, schema_json
    from chocolatier.core.errors import ChocolatierError

    if typescript:
        game, text = "typescript", contract_types()
    elif protocol:
        from chocolatier.server.answers import protocol_schema_json

        game, text = "protocol", protocol_schema_json()
    else:
        try:
            contract(game)
        except ChocolatierError as exc:
            fail(exc)
        text = schema_json(game)
    if out is None:
        sys.stdout.write(text)
        return
    try:
        out.write_text(text, encoding="utf-8")
    except OSError as exc:
        fail(say("cli-schema-cannot-write", path=str(out), reason=str(exc.strerror or exc)))
    typer.echo(say("cli-schema-wrote", game=game, path=str(out)), err=True)
