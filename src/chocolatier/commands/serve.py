"""``chocolatier serve``: the web table (lobby, live games, bots) on SQLite or PostgreSQL."""

from __future__ import annotations

import typer

from chocolatier.commands.common import (
    DATABASE_OPTION,
    LANG_OPTION,
    fail,
    need_extra,
    old_option,
    renamed,
)


def register(app: typer.Typer) -> None:
    """Add the ``serve`` command."""
    app.command("serve")(serve_command)


def serve_command(
    host: str = typer.Option("127.0.0.1", "--host"),
    port: int = typer.Option(8000, "--port"),
    database: str | None = DATABASE_OPTION,
    bot_delay: float = typer.Option(0.4, "--bot-delay", min=0.0),
    allow_seeds: bool = typer.Option(False, "--allow-seeds"),
    max_tables: int = typer.Option(20, "--max-tables", min=1),
    max_connections: int = typer.Option(64, "--max-connections", min=1),
    cards_dir: str | None = typer.Option(None, "--cards"),
    old_cards_dir: str | None = old_option("--cards-dir"),
    bot_workers: int | None = typer.Option(None, "--bot-workers", min=1),
    forwarded_allow_ips: str | None = typer.Option(None, "--forwarded-allow-ips"),
    log_level: str = typer.Option("info", "--log-level"),
    log_json: bool = typer.Option(False, "--log-json"),
    lang: str = LANG_OPTION,
) -> None:
    """Serve the web table; open http://HOST:PORT in a browser."""
    need_extra("serve", "server")
    if database is not None and database.startswith("postgresql"):
        need_extra("serve", "server", "psycopg")  # the PostgreSQL driver
    import os
    from pathlib import Path

    from chocolatier.server.app import create_app
    from chocolatier.server.config import ServerConfig, uvicorn_options
    from chocolatier.server.guard import raise_file_limit
    from chocolatier.server.logs import json_wanted, log_config
    from chocolatier.server.shutdown import serve
    from chocolatier.server.storage import default_database_url, display_url

    cards_dir = renamed(old_cards_dir, "--cards-dir", "--cards", cards_dir)
    if cards_dir is not None and not Path(cards_dir).is_dir():
        from chocolatier.commands.errors import not_a_folder

        fail(not_a_folder(cards_dir))
    config = ServerConfig(
        database_url=database or default_database_url(),
        bot_delay=bot_delay,
        allow_seeds=allow_seeds,
        max_open_tables_per_client=max_tables,
        max_connections_per_client=max_connections,
        cards_dir=cards_dir,
        tune_gc=True,
        forwarded_allow_ips=forwarded_allow_ips,
        bot_workers=bot_workers or max(1, (os.cpu_count() or 2) - 1),
        bot_processes=True,
    )
    raise_file_limit()
    typer.echo(
        f"chocolatier: http://{host}:{port}  (database {display_url(config.database_url)})",
        err=True,
    )
    serve(create_app(config), host=host, port=port, log_level=log_level,
          log_config=log_config(json_wanted(log_json), log_level), **uvicorn_options(config))
