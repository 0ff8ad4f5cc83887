"""The service files shipped in deploy/ are valid for the tools that read them."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.server.processes import ROOT

UNIT = ROOT / "deploy" / "chocolatier@.service"


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="no systemd-analyze here")
def test_the_systemd_unit_verifies(tmp_path: Path) -> None:
    # the unit's command as installed by docs/deploy.md, here this test's own (verify checks
    # that it is an executable)
    chocolatier = Path(sys.executable).with_name("chocolatier")
    unit = tmp_path / "chocolatier@8001.service"
    unit.write_text(UNIT.read_text().replace("/opt/chocolatier/venv/bin/chocolatier",
                                             str(chocolatier)))
    found = subprocess.run(["systemd-analyze", "verify", str(unit)], capture_output=True,
                           text=True, timeout=60)
    complaints = [line for line in (found.stdout + found.stderr).splitlines()
                  if unit.name in line or "chocolatier" in line]
    assert found.returncode == 0 and complaints == [], found.stdout + found.stderr
