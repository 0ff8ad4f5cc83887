"""A Rich progress bar for batches of games, drawn on stderr so stdout stays the report."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)


@contextmanager
def progress_bar(label: str, total: int) -> Iterator[Callable[[bool], None]]:
    """Yield ``advance(ok)``: call it once per finished game (``ok`` False on an error)."""
    errors = 0
    with Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.fields[errors]}"),
        TimeElapsedColumn(),
        TimeRemainingColumn(),
        console=Console(stderr=True),
    ) as progress:
        task = progress.add_task(label, total=total, errors="")

        def advance(ok: bool) -> None:
            nonlocal errors
            errors += 0 if ok else 1
            shown = f"[red]{errors} errors" if errors else ""
            progress.update(task, advance=1, errors=shown)

        yield advance
