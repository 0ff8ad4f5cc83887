"""What a chat line or a spectator's name may hold once cleaned: no invisible characters that
reorder or hide text, and no towers of combining marks.

* Bidirectional controls (the embeddings, overrides and isolates U+202A–202E, U+2066–2069, the
  marks U+200E/U+200F and U+061C) are stripped: an override in one line turns the text of the
  page around it backwards ("Trojan Source"), and a line can pass for another one.
* Zero-width and other default-ignorable characters (U+200B–200D, U+2060–2064, U+FEFF, U+180E,
  the soft hyphen, the Hangul fillers, the blank braille cell, every other format character)
  are stripped: they make look-alike and invisible names and hide words from a reader or a
  filter.
* A run of combining marks is cut to :data:`MAX_MARKS` after its base character (the text is
  NFC-normalised first, so accented letters count as one): 499 marks on one letter draw a
  column over every line above and below it ("Zalgo"), while no script needs more than a few
  (pointed Hebrew with a cantillation mark holds 4 on one letter).
"""

from __future__ import annotations

import unicodedata

MAX_MARKS = 4

# bidirectional formatting characters (Unicode's Bidi_Control property)
BIDI_CONTROLS = frozenset(
    "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)
# characters that draw nothing and are not spaces: zero-width ones, joiners, invisible
# operators, the byte-order mark, the Mongolian vowel separator, the soft hyphen, the
# Hangul fillers and the blank braille cell (which render blank and so make invisible names)
INVISIBLE = frozenset(
    "\u00ad\u034f\u180e\u200b\u200c\u200d\u2060\u2061\u2062\u2063\u2064\ufeff"
    "\u115f\u1160\u3164\uffa0\u2800"
)
_STRIPPED = BIDI_CONTROLS | INVISIBLE


def _stripped(char: str) -> bool:
    # every other format character (Cf: interlinear annotations, tags, ...) goes too
    return char in _STRIPPED or unicodedata.category(char) == "Cf"


def clean_text(value: str) -> str:
    """``value`` without bidirectional controls or invisible characters and with every run of
    combining marks cut to :data:`MAX_MARKS` (NFC-normalised; nothing else changes)."""
    out: list[str] = []
    marks = 0
    for char in unicodedata.normalize("NFC", value):
        if _stripped(char):
            continue
        if unicodedata.category(char).startswith("M"):
            marks += 1
            if marks > MAX_MARKS:
                continue
        else:
            marks = 0
        out.append(char)
    return "".join(out)
