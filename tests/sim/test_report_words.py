"""The reports in the reader's language: ``balance.md``, its plots and the tournament's, worded
from the catalogs (money sources, score categories and cards by name, not by code), drawn with
a font that has the language's characters, and one line when that font is missing."""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest

# Only with the [sim] extra (the plots): a [test]-only environment skips these tests, saying why.
pytest.importorskip("matplotlib", reason="needs the [sim] extra (pip install -e '.[sim]')")

from typer.testing import CliRunner

from chocolatier.cli import app
from chocolatier.commands import reportwords
from chocolatier.i18n import catalog
from chocolatier.sim import plotfonts

runner = CliRunner()
BALANCE = ["balance", "--players", "2", "--games", "2", "--bots", "random", "--min-picks", "1"]


@pytest.mark.parametrize("lang", ["ja", "zh", "es"])
def test_balance_report_in_the_language(tmp_path: Path, lang: str) -> None:
    if plotfonts.font_missing(lang):
        pytest.skip("fonts-noto-cjk is not installed (scripts/test.sh installs it)")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        done = runner.invoke(app, [*BALANCE, "--out", str(tmp_path), "--lang", lang])
    assert done.exit_code == 0, done.output
    # every character of the plots was in a font: matplotlib warns of a glyph it lacks
    assert [w for w in caught if "missing from" in str(w.message)] == []
    words = catalog(lang)
    page = (tmp_path / "balance.md").read_text()
    assert page.startswith(f"# {words.text('report-md-title')}")
    for msg_id in ("report-md-seats", "report-md-money", "report-md-every-card"):
        assert f"## {words.text(msg_id)}" in page
    # sources, categories and cards by their names in the language, not by code
    assert words.text("score-store_palace") in page and "store_palace" not in page
    assert words.text("cli-source-stores") in page
    assert words.text("part-A01") in page
    assert catalog("en").text("report-md-how", threshold=15, picks=1)[:30] not in page
    assert words.text("report-wrote", files="").strip() in done.output


def test_english_balance_report_keeps_its_words(tmp_path: Path) -> None:
    done = runner.invoke(app, [*BALANCE, "--out", str(tmp_path), "--lang", "en"])
    assert done.exit_code == 0, done.output
    page = (tmp_path / "balance.md").read_text()
    assert "| players | games | seat | win rate | 95% CI | fair | mean money |" in page
    assert "The Palace Boutique" in page and "**Department Stores**" in page


def test_a_missing_font_is_said_in_one_line(tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(plotfonts, "font_missing", lambda lang: lang in ("zh", "ja"))
    monkeypatch.setattr(reportwords, "report_words", reportwords.report_words)
    done = runner.invoke(app, [*BALANCE, "--out", str(tmp_path), "--lang", "ja"])
    assert done.exit_code == 0, done.output
    line = catalog("ja").text("report-font-missing", font="Noto Sans CJK JP",
                              package="fonts-noto-cjk")
    assert line in done.output


def test_chinese_and_japanese_plots_take_their_noto_family() -> None:
    import matplotlib

    for lang, family in plotfonts.CJK_FAMILIES.items():
        if plotfonts.font_missing(lang):
            pytest.skip("fonts-noto-cjk is not installed")
        plotfonts.use_fonts(lang)
        assert matplotlib.rcParams["font.family"] == [plotfonts.DEFAULT, family]
    plotfonts.use_fonts("es")
    assert matplotlib.rcParams["font.family"] == [plotfonts.DEFAULT]
