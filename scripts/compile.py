"""Optional speed-up: compile the heuristic bot's and the engine's hot modules with mypyc, in place.

The extension modules are built next to their ``.py`` files (``src/chocolatier/**/*.so``) and
Python imports them first (extension suffixes come before ``.py`` in the import system's search),
so a source checkout run with ``PYTHONPATH=src`` or installed editable (``pip install -e``) uses
them at once; ``--clean`` removes them and Python runs the sources again. The compiled modules
play exactly the moves of the sources (see docs/sim.md, Speed, for the check and the figures).

Needs mypy (its ``mypyc``), setuptools and a C compiler (``gcc``); nothing else is downloaded.
Run from any directory with the project's interpreter::

    .venv/bin/python scripts/compile.py            # build (about a minute)
    .venv/bin/python scripts/compile.py --clean    # back to pure Python
    .venv/bin/python scripts/compile.py --list     # the modules and whether each is built

A compiled module is a snapshot of its source: after editing one, build again (or clean), or
Python keeps importing the old extension. The build does not import the package.
"""

from __future__ import annotations

import argparse
import importlib.machinery
import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src"
BUILD = ROOT / "build" / "mypyc"
# The extensions share one runtime library, a top-level module in src/ named after the group.
GROUP = "chocolatier_hot"

# Hot along heuristic games (cProfile of bench/sim.py's games, by module): the planner and the
# valuation, and the engine modules they drive. Modules that construct a compiled class through
# ``Cls.__new__`` (mypyc's ``__new__`` runs ``__init__``) or that others monkeypatch stay out.
MODULES = (
    "chocolatier/bots/factory_heuristic.py",
    "chocolatier/bots/factory_plan.py",
    "chocolatier/bots/factory_value.py",
    "chocolatier/factory/chocolates.py",
    "chocolatier/factory/fulfil.py",
    "chocolatier/factory/invariants.py",
    "chocolatier/factory/operate.py",
    "chocolatier/factory/position.py",
    "chocolatier/factory/roles.py",
    "chocolatier/factory/rules.py",
    "chocolatier/factory/seats.py",
    "chocolatier/factory/staff.py",
    "chocolatier/factory/state.py",
    "chocolatier/factory/stores.py",
)


def built(module: str) -> list[Path]:
    """The extension files built for ``module`` (a path under src/)."""
    source = SRC / module
    stem = source.name.removesuffix(".py")
    return [source.with_name(stem + suffix)
            for suffix in importlib.machinery.EXTENSION_SUFFIXES
            if source.with_name(stem + suffix).exists()]


def runtime_libraries() -> list[Path]:
    """The shared runtime library (or libraries of earlier builds) in src/."""
    return sorted(SRC.glob("*__mypyc*.so")) + sorted(SRC.glob("*__mypyc*.pyd"))


def clean() -> int:
    """Remove every built extension, the runtime library and the build directory."""
    removed = [path for module in MODULES for path in built(module)] + runtime_libraries()
    for path in removed:
        path.unlink()
    shutil.rmtree(BUILD, ignore_errors=True)
    print(f"removed {len(removed)} compiled file(s); chocolatier runs as pure Python")
    return 0


def compile_modules() -> int:
    """Compile ``MODULES`` in place (mypy's type check first: a type error stops the build)."""
    try:
        from mypyc.build import mypycify
        from setuptools import setup
    except ImportError as error:
        print(f"scripts/compile.py needs mypy and setuptools ({error}): "
              "pip install 'mypy>=1.10' setuptools", file=sys.stderr)
        return 2
    if shutil.which(os.environ.get("CC", "gcc")) is None and shutil.which("cc") is None:
        print("scripts/compile.py needs a C compiler (gcc or cc; Debian: apt install gcc)",
              file=sys.stderr)
        return 2
    for path in runtime_libraries():  # a stale runtime from another set of modules
        path.unlink()
    os.chdir(ROOT)  # mypy reads pyproject.toml's [tool.mypy] from here
    BUILD.mkdir(parents=True, exist_ok=True)
    extensions = mypycify(
        [f"src/{module}" for module in MODULES],
        opt_level="3",
        target_dir=str(BUILD / "c"),
        group_name=GROUP,
    )
    setup(
        name="chocolatier-compiled",
        ext_modules=extensions,
        script_args=["-q", "build_ext", "--inplace", "--build-temp", str(BUILD / "temp"),
                     "--build-lib", str(BUILD / "lib")],
    )
    missing = [module for module in MODULES if not built(module)]
    if missing:
        print(f"not built: {', '.join(missing)}", file=sys.stderr)
        return 1
    print(f"compiled {len(MODULES)} modules in place; undo with scripts/compile.py --clean")
    return 0


def list_modules() -> int:
    """Print each module and whether its extension is built (stale: the source is newer)."""
    for module in MODULES:
        extensions = built(module)
        source = (SRC / module).stat().st_mtime
        if not extensions:
            state = "source  "
        elif any(path.stat().st_mtime < source for path in extensions):
            state = "STALE   "  # Python still imports the extension: build again or clean
        else:
            state = "compiled"
        print(f"{state}  src/{module}")
    return 0


def main() -> int:
    """Parse the command line and build, clean or list."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--clean", action="store_true", help="remove the compiled modules")
    group.add_argument("--list", action="store_true", help="list the modules and their state")
    args = parser.parse_args()
    if args.clean:
        return clean()
    if args.list:
        return list_modules()
    return compile_modules()


if __name__ == "__main__":
    sys.exit(main())
