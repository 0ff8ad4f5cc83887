"""scripts/serve.sh sets up what the README's command table uses: the tournament's ratings and
plots (extra `sim`) as well as the server, so `chocolatier tournament` from that virtualenv does
not die on a missing module after its games."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_serve_sh_installs_and_probes_the_extras_the_readme_commands_use() -> None:
    script = (ROOT / "scripts" / "serve.sh").read_text(encoding="utf-8")
    installed = re.search(r'pip install -q -e "\.\[([a-z,]+)\]"', script)
    assert installed, script
    extras = set(installed.group(1).split(","))
    assert {"server", "sim"} <= extras
    # each installed extra's top-level modules are probed, so an older venv is brought up to date
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    probe = re.search(r'-c "import ([^"]+)"', script)
    assert probe
    probed = {name.strip().split(".")[0] for name in probe.group(1).split(",")}
    for requirement in project["project"]["optional-dependencies"]["sim"]:
        module = re.split(r"[<>=\[ ]", requirement, maxsplit=1)[0]
        assert module in probed, module
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "chocolatier tournament" in readme and "`sim`" in readme
