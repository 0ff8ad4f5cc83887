"""The card sets a server offers besides the default cards: the subfolders of
``chocolatier serve --cards DIR``, each a folder of card files as read by
``chocolatier cards --cards DIR``. A table created with a set stores the cards themselves in its
options (``card_overrides``), so editing the folder later never changes a game being played."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from chocolatier.core import CardDataError, ChocolatierError


class CardSetError(ChocolatierError):
    """A card set that cannot be read, in words fit for the person creating a table."""


class CardSets:
    """The card sets found in one folder (listed anew on each request: sets may be added while
    the server runs)."""

    def __init__(self, folder: str | None) -> None:
        self.folder = Path(folder) if folder is not None else None

    def names(self) -> list[str]:
        """The names of the sets on offer, sorted."""
        if self.folder is None or not self.folder.is_dir():
            return []
        return sorted(
            entry.name for entry in self.folder.iterdir()
            if entry.is_dir() and not entry.name.startswith(".")
        )

    def overrides(self, name: str) -> dict[str, Any]:
        """The card overrides of set ``name``. Raises ``KeyError`` for a set not on offer and
        :class:`CardSetError` (naming the file inside the set, not the server's folders) for a
        malformed one."""
        from chocolatier.factory.cards import read_override_dir

        if self.folder is None or name not in self.names():
            raise KeyError(name)
        try:
            return dict(read_override_dir(self.folder / name))
        except CardDataError as exc:
            raise CardSetError(self.hide_folder(str(exc))) from None

    def hide_folder(self, message: str) -> str:
        """An error message without the server's folder names (``set/file.toml`` stays)."""
        if self.folder is None:
            return message
        return message.replace(str(self.folder) + "/", "").replace(str(self.folder), "")
