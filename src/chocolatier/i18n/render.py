"""Events and refusals in words: each parameter is worded by the convention of its name
(``params.json``, shared with the browser), then the event's message is formatted."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from importlib import resources
from typing import Any

from chocolatier.core.errors import IllegalActionError, NotationError, OptionError, RecordError
from chocolatier.i18n.catalog import Catalog


@cache
def param_roles() -> dict[str, str]:
    """Parameter name -> how it is worded (``params.json``)."""
    text = (resources.files("chocolatier.i18n") / "params.json").read_text(encoding="utf-8")
    roles: dict[str, str] = json.loads(text)
    roles.pop("_doc", None)
    return roles


class EventRenderer:
    """Words events for one reader: ``names`` are the players' names by seat (a seat without
    one is "Player N"); ``card_names`` names cards that the catalog does not know (a table's own
    replacement cards)."""

    def __init__(
        self,
        catalog: Catalog,
        names: Sequence[str] = (),
        card_names: Mapping[str, str] | None = None,
    ) -> None:
        self.catalog = catalog
        self.names = list(names)
        self.card_names = dict(card_names or {})
        t = catalog.text
        self._words: dict[str, Callable[[Any, Mapping[str, Any]], str]] = {
            "player": lambda v, _e: self.player(v),
            "players": lambda v, _e: catalog.join([self.player(s) for s in v]),
            "kind": lambda v, _e: self.kind(v),
            "kinds": lambda v, _e: self.kinds(v),
            "icon": lambda v, _e: self.icon(v),
            "part": lambda v, _e: self.part(v) if v else "",
            "card": lambda v, e: (t(f"role-{e['role']}") if e.get("card_type") == "employee"
                                  else self.part(v)),
            "role": lambda v, _e: t(f"role-{v}") if v else "",
            "store": lambda v, _e: t(f"store-{v}") if v else "",
            "station": lambda v, _e: t(f"station-{v}"),
            "mode": lambda v, _e: t(f"mode-{v}"),
            "size": lambda v, _e: t(f"order-size-{v}"),
            "phase": lambda v, _e: t(f"phase-{v}"),
            "step": lambda v, _e: t(f"step-{v}"),
            "score-reason": lambda v, _e: t(f"chocolatl-reason-{v}"),
            "events": lambda v, _e: catalog.join([self.render(x) for x in v]),
            "numbers": lambda v, _e: catalog.join(
                ["–" if x is None else str(x) for x in v]),
            "standings": lambda v, e: catalog.join(
                [t("standing", player=self.player(s), total=e["totals"][s]) for s in v]),
            "scores": lambda v, _e: catalog.join(
                [t("standing", player=self.player(s), total=x) for s, x in enumerate(v)]),
            "list": lambda v, _e: catalog.join([str(x) for x in v]),
            "alternatives": lambda v, _e: catalog.join([str(x) for x in v], style="or"),
            "game": lambda v, _e: catalog.maybe(f"game-{v}") or str(v),
            "rolls": lambda v, _e: catalog.join(
                [t("rolled", player=self.player(s), pips=catalog.join([str(p) for p in r]))
                 for s, r in enumerate(v) if r]),
        }

    def player(self, seat: int) -> str:
        """A seat's name."""
        if 0 <= seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        return self.catalog.text("player-n", n=seat + 1)

    def kind(self, kind: str, count: int = 1) -> str:
        """A chocolate kind."""
        return self.catalog.text(f"kind-{kind}", count=count)

    def icon(self, icon: str) -> str:
        """A chocolate kind or a generic icon."""
        return self.catalog.maybe(f"icon-{icon}", count=1) or self.kind(icon)

    def kinds(self, kinds: Sequence[str]) -> str:
        """Chocolates, grouped by kind with their counts ("2 Chunks + 1 Nut")."""
        counts: dict[str, int] = {}
        for kind in kinds:
            counts[kind] = counts.get(kind, 0) + 1
        return " + ".join(
            self.catalog.text("count-of", count=n, what=self._icon_or_kind(k, n))
            for k, n in counts.items()
        )

    def _icon_or_kind(self, name: str, count: int) -> str:
        return (self.catalog.maybe(f"kind-{name}", count=count)
                or self.catalog.text(f"icon-{name}", count=count))

    def part(self, part_id: str) -> str:
        """A part card's name (the catalog's, else the card's own)."""
        return self.catalog.maybe(f"part-{part_id}") or self.card_names.get(part_id, part_id)

    def objective(self, box: Mapping[str, Any]) -> str:
        """A Factory Manager objective box (the view's ``box`` parameters) in words."""
        kind, store = box["kind"], box.get("store")
        code = f"objective-{kind}-at" if kind == "department_store" and store else \
            f"objective-{kind}"
        return self.catalog.text(
            code, amount=box.get("amount", 0), size=box.get("size") or "any",
            store=self.catalog.text(f"store-{store}") if store else "",
            chocolates=self.kinds(box.get("chocolates", ())), order=box.get("order", ""),
        )

    def args(self, event: Mapping[str, Any]) -> dict[str, Any]:
        """The event's parameters as the catalog message takes them."""
        roles = param_roles()
        out: dict[str, Any] = {}
        for name, value in event.items():
            if name == "code":
                continue
            role = roles.get(name)
            if role == "hidden":
                continue
            if role is not None and value is not None:
                out[name] = self._words[role](value, event)
            elif isinstance(value, bool):
                out[name] = "true" if value else "false"
            elif value is None:
                out[name] = "none"
            else:
                out[name] = value
        return out

    def render(self, event: Mapping[str, Any]) -> str:
        """The event in words."""
        return self.catalog.text(str(event["code"]), **self.args(event))

    def button(self, event: Mapping[str, Any]) -> str:
        """The words for a button that makes this move (its ``.button`` attribute, else the
        log wording)."""
        args = self.args(event)
        text = self.catalog.text(str(event["code"]), attr="button", **args)
        return text if not text.endswith(".button") else self.catalog.text(
            str(event["code"]), **args)


def rule_words(rule: str, catalog: Catalog, game: str | None) -> str:
    """A rule the engine cites (``"§4.2 Grow & Recruit"``) as its section of the rules reference
    in the reader's language (``"§4.2 发展与招募"``); the rule as cited when none matches."""
    if game is None:
        return rule
    from chocolatier.i18n.rules import RulesReferenceError, section_for_rule

    try:
        section = section_for_rule(game, catalog.lang, rule)
    except RulesReferenceError:
        return rule
    return f"§{section.number} {section.title}" if section is not None else rule


def refusal_reason(code: str, params: Mapping[str, Any], catalog: Catalog) -> str:
    """Why a move was refused (the refusal ``code`` and its ``params``), in words: its message
    ``refusal-<code>``."""
    message = f"refusal-{code}"
    # a game without catalog messages of its own (a test game) gets the generic refusal
    known = catalog.maybe(message) is not None
    return EventRenderer(catalog).render(
        {**params, "code": message if known else "refusal-illegal-action"})


def render_refusal(error: IllegalActionError, catalog: Catalog, game: str | None = None) -> str:
    """A refusal in words: its reason, then the rule it names (worded from ``game``'s rules
    reference when the game is given)."""
    reason = refusal_reason(error.code, error.params, catalog)
    return catalog.text("refusal", reason=reason, rule=rule_words(error.rule, catalog, game))


def render_option_error(error: OptionError, catalog: Catalog) -> str:
    """A game setup refused (an unknown game, option or bot, a bad value) in words: its
    message ``option-error-<code>``."""
    return EventRenderer(catalog).render({"code": f"option-error-{error.code}", **error.params})


def notation_reason(error: NotationError, catalog: Catalog) -> str:
    """Why a text is no move, in words (message ``notation-error-<code>``): the words typed, the
    verbs and the forms of the notation are shown as written."""
    return EventRenderer(catalog).render({"code": f"notation-error-{error.code}", **error.params})


def error_words(error: BaseException, catalog: Catalog, game: str | None = None) -> str:
    """An error for a reader: an option error, a refusal (its rule from ``game``'s rules
    reference) or a notation error worded from the catalog, a record whose setup or move the
    engine refused as that refusal with the move it was; any other error by its own text (a
    file's or a parser's reason)."""
    if isinstance(error, OptionError):
        return render_option_error(error, catalog)
    if isinstance(error, IllegalActionError):
        return render_refusal(error, catalog, game)
    if isinstance(error, NotationError):
        reason = notation_reason(error, catalog)
        return catalog.text("notation-error", text=error.text, reason=reason)
    cause = error.__cause__
    if isinstance(error, RecordError) and isinstance(
            cause, OptionError | IllegalActionError | NotationError):
        reason = error_words(cause, catalog, game)
        if error.move_number is None or error.seat is None:
            return catalog.text("record-error-setup", reason=reason)
        seat = EventRenderer(catalog).player(error.seat)
        return catalog.text("record-error-move", number=error.move_number,
                            move=error.move_text or "", seat=seat, reason=reason)
    return str(error)
