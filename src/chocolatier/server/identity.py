"""Players' names as Unicode TR39 (security mechanisms) asks: no invisible characters, no
mixed-script look-alikes, and one account per confusable skeleton.

The checks are ICU's (``icu.SpoofChecker`` from PyICU, which implements TR39 itself: its
identifier profile, restriction levels and confusable skeletons, from the Unicode data of the
ICU the package was built against):

* an account's name keeps to TR39's recommended identifier characters (plus its "inclusion"
  punctuation ``' - . :`` and the like, spaces and ``_``): no default-ignorable or invisible
  character (U+3164 HANGUL FILLER, U+2800 BRAILLE BLANK, ZERO WIDTH JOINER, soft hyphens), no
  emoji, no stacked combining marks;
* it is *moderately restrictive*: one script, or Latin with one other script that is not
  Cyrillic or Greek (``Vіctim`` with a Cyrillic ``і`` is refused, ``山田 Yamada`` is not);
* its skeleton (:func:`skeleton`, TR39's confusable mapping: ``m`` and ``rn``, ``l`` and
  ``1`` and ``I`` are one) is unique among the accounts (stored in ``accounts.skeleton``), so a
  whole-script look-alike (``Асе`` in Cyrillic) of an existing name is taken too.

A guest's name (lobby seats) may hold any visible text, emoji included, but no invisible
character either, and neither its key nor its skeleton may be an account's.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

import icu

MAX_NAME = 40

_CHECKER = icu.SpoofChecker()
_ALLOWED = icu.UnicodeSet()
_ALLOWED.addAll(_CHECKER.getRecommendedUnicodeSet())
_ALLOWED.addAll(_CHECKER.getInclusionUnicodeSet())
_ALLOWED.addAll(icu.UnicodeSet(r"[\u0020_]"))
_CHECKER.setAllowedUnicodeSet(_ALLOWED)
_CHECKER.setRestrictionLevel(icu.URestrictionLevel.MODERATELY_RESTRICTIVE)
_CHECKER.setChecks(icu.USpoofChecks.RESTRICTION_LEVEL | icu.USpoofChecks.INVISIBLE
                   | icu.USpoofChecks.CHAR_LIMIT | icu.USpoofChecks.MIXED_NUMBERS)
_CHARACTERS = icu.USpoofChecks.CHAR_LIMIT | icu.USpoofChecks.INVISIBLE
# what a guest's name may not hold: characters that show as nothing (TR39 lists the
# default-ignorable ones as restricted; the blanks below are letters or symbols that look empty)
_INVISIBLE = icu.UnicodeSet(
    r"[[:Default_Ignorable_Code_Point:][:Cf:][:Co:][:Cn:]\u2800\u115F\u1160\u3164\uFFA0]")


class BadNameError(ValueError):
    """A refused name: its machine ``code`` and an English message for API users."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def name_key(name: str) -> str:
    """The form under which names are unique: NFKC, case-folded, spaces collapsed."""
    return " ".join(unicodedata.normalize("NFKC", name).casefold().split())


def skeleton(name: str) -> str:
    """The confusable skeleton under which names are unique: TR39's skeleton of the NFKC name,
    case-folded, and the skeleton of that (so that "VlCTlM" with small Ls, "VICTIM" and
    "Victirn" are one, as they look), spaces collapsed."""
    raw = str(_CHECKER.getSkeleton(0, unicodedata.normalize("NFKC", name)))
    return " ".join(str(_CHECKER.getSkeleton(0, raw.casefold())).split())


# what the lobby names a seat nobody named ("Player 2", "Bot 3 (random)"): no account's
_DIGITS = "".join(sorted({skeleton(d) for d in "0123456789"}))
_DEFAULT_NAME = re.compile(rf"(?:{skeleton('player')}|{skeleton('bot')}) [{_DIGITS}]+(?: \(.*\))?")


def default_name(name: str) -> bool:
    """Whether ``name`` is (or looks like) one the lobby gives seats nobody named."""
    return _DEFAULT_NAME.fullmatch(skeleton(name)) is not None


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise BadNameError("bad-name", "a name is text")
    return " ".join(unicodedata.normalize("NFKC", value).split())


def account_name(value: Any) -> str:
    """An account's name as it will be shown (NFKC, spaces collapsed), or :class:`BadNameError`:
    ``bad-name`` (not 1–40 characters), ``name-characters`` (outside TR39's identifier
    characters: invisible, emoji, symbols), ``name-mixed-scripts`` (look-alike mixed scripts)."""
    name = _text(value)
    if not 1 <= len(name) <= MAX_NAME:
        raise BadNameError("bad-name", f"a name is 1 to {MAX_NAME} visible characters")
    failed = _CHECKER.check(name)
    if failed & _CHARACTERS:
        raise BadNameError("name-characters",
                         "a name is letters, digits, spaces and - ' . _ (nothing invisible)")
    if failed:
        raise BadNameError("name-mixed-scripts",
                         "a name is written in one script (Latin may go with one more)")
    return name


def has_invisible(name: str) -> bool:
    """Whether ``name`` holds a character that shows as nothing (see the module)."""
    return any(_INVISIBLE.contains(char) for char in name)
