"""Fonts for the plots in the reader's language: matplotlib's default font has no Chinese or
Japanese glyphs (it draws empty boxes), so a plot in zh or ja falls back to Debian's Noto CJK
(``fonts-noto-cjk``), with the family that draws that language's forms of shared characters."""

from __future__ import annotations

import matplotlib
from matplotlib import font_manager

#: The Noto CJK family of each language that needs one.
CJK_FAMILIES = {"zh": "Noto Sans CJK SC", "ja": "Noto Sans CJK JP"}
#: What to install when it is missing (Debian's package).
CJK_PACKAGE = "fonts-noto-cjk"


#: matplotlib's own font, which draws Latin text (bot specs, numbers) in every language.
DEFAULT = "DejaVu Sans"


def font_missing(lang: str) -> bool:
    """Whether ``lang`` needs a font that this machine lacks."""
    family = CJK_FAMILIES.get(lang)
    if family is None:
        return False
    try:
        font_manager.findfont(font_manager.FontProperties(family=family),
                              fallback_to_default=False)
    except ValueError:
        return True
    return False


def use_fonts(lang: str) -> None:
    """Make the next plots draw ``lang``'s script: the default font first, then (Chinese,
    Japanese) the language's Noto CJK family for the characters it lacks, when installed."""
    family = CJK_FAMILIES.get(lang)
    fallback = [family] if family is not None and not font_missing(lang) else []
    # A list of families, not one generic family: matplotlib then takes each glyph from the
    # first family that has it (a list under "sans-serif" would only pick one font).
    matplotlib.rcParams["font.family"] = [DEFAULT, *fallback]
