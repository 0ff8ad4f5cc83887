"""The web client is type-checked: every module of ``web/js`` opts in to ``tsc`` with
``// @ts-check`` on its first line (``web-tools/tsconfig.json``; ``scripts/test.sh`` runs
``tsc --noEmit`` and ``eslint`` over them), so an editor without the project's configuration
checks it too, and no module opts out nor silences a line (``@ts-nocheck``, ``@ts-ignore``)."""

from __future__ import annotations

from pathlib import Path

WEB_JS = Path(__file__).resolve().parents[2] / "src" / "chocolatier" / "web" / "js"


def test_every_module_opts_in_to_the_type_check() -> None:
    modules = sorted(WEB_JS.glob("*.js"))
    assert len(modules) > 20
    untyped = {m.name for m in modules if m.read_text(encoding="utf-8").split("\n", 1)[0]
               != "// @ts-check"}
    assert untyped == set()


def test_no_module_turns_the_check_off() -> None:
    for module in sorted(WEB_JS.glob("*.js")):
        text = module.read_text(encoding="utf-8")
        assert "@ts-nocheck" not in text and "@ts-ignore" not in text, module.name
