"""chocolatier: Chocolate Factory and Chocolatl rules engines, bots, simulation and play."""

from __future__ import annotations

import warnings
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

__version__ = "0.1.0"


def compiled_extensions() -> list[Path]:
    """The extension modules ``scripts/compile.py`` built in the package (none: pure Python)."""
    return sorted(Path(__file__).parent.rglob(f"*{EXTENSION_SUFFIXES[0]}"))


def stale_compiled_modules() -> list[Path]:
    """The sources whose compiled extension (``scripts/compile.py``) is older than they are.

    Python imports an extension before its source, so such a source's edits are not what runs.
    """
    stale = []
    for extension in compiled_extensions():
        source = extension.with_name(extension.name.split(".")[0] + ".py")
        if source.exists() and source.stat().st_mtime > extension.stat().st_mtime:
            stale.append(source)
    return stale


# Checked once at import: a forgotten build after an edit would otherwise run the old code.
for _source in stale_compiled_modules():
    warnings.warn(f"{_source} changed after it was compiled; Python still runs the old build: "
                  "run scripts/compile.py again, or scripts/compile.py --clean",
                  RuntimeWarning, stacklevel=2)
