"""Subcommands of the ``chocolatier`` command, one module each.

Every module defines ``register(app: typer.Typer) -> None`` that adds its command(s).
"""
