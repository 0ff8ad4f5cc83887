"""A position in a few lines of text, made from a view in the reader's language.

The engines keep no text of their own: ``chocolatier replay``, the terminal's fallback board and
the RL environments' text render all describe a position with :func:`summary`, from the same
view every client reads (``State.view``). A game without lines of its own here is shown as its
view's plain values, one a line.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from chocolatier.chocolatl.rules import Phase as ChocolatlPhase
from chocolatier.i18n import content
from chocolatier.i18n.render import EventRenderer

View = Mapping[str, Any]
#: A Chocolatl player's pieces named after the scores (view key, catalog id).
_MARKS = (("hero_king", "item-hero-king"), ("old_man", "item-old-man"))


def summary(view: View, words: EventRenderer) -> str:
    """The position of ``view`` in a few lines."""
    lines = _GAMES.get(str(view.get("game")), _generic)(view, words)
    return "\n".join(lines)


def _factory(view: View, words: EventRenderer) -> list[str]:
    t = words.catalog.text
    phase = str(view["phase"])
    lines = [t("tui-summary-factory", day=t(f"day-{view['day']}"), phase=t(f"phase-{phase}"),
               player=words.player(view["start_player"]))]
    for factory in view["factories"]:
        seat = factory["seat"]
        tracks = words.catalog.join(
            [t("tui-summary-track", store=t(f"store-{store['id']}"), space=store["markers"][seat])
             for store in view["stores"]])
        lines.append(t(
            "tui-summary-factory-seat",
            player=words.player(seat),
            money=factory["money"],
            coal=factory["coal"],
            room=content.pile(words, factory["store_room"]),
            orders=factory.get("completed_count", 0),
            tracks=tracks,
        ))
    solo = view.get("solo")
    if solo:
        boxes = solo["objectives"]
        cards = [solo["weekly_target"]["id"], *(card["id"] for card in solo["demands"])]
        lines.append(t(
            "tui-summary-solo",
            met=sum(1 for box in boxes if box["met"]),
            total=len(boxes),
            cards=" ".join(cards),
            hidden=solo["face_down_demands"],
        ))
    return lines


def _chocolatl(view: View, words: EventRenderer) -> list[str]:
    t = words.catalog.text
    phase = str(view["phase"])
    if phase == ChocolatlPhase.OVER:
        head = t("tui-summary-chocolatl-over", round=view["round"])
    elif view["round"] == 0:
        head = t("tui-summary-chocolatl-start")
    else:
        station = view.get("station")
        head = t(
            "tui-summary-chocolatl",
            round=view["round"],
            rounds=view["rounds"],
            mode=t(f"mode-{view['mode']}"),
            station=t(f"station-{station}") if station else "none",
        )
    to_act = [words.player(seat) for seat in view["to_act"]]
    lines = [head, t("tui-summary-step", step=t(f"step-{phase}"),
                     players=words.catalog.join(to_act) or "—")]
    rewards = [str(stack["face_up"]) if stack["face_up"] is not None else "—"
               for stack in view["tlachtli"]]
    lines.append(t(
        "tui-summary-chocolatl-board",
        harvest=" ".join(map(str, view["harvest"])) or "—",
        rewards=" / ".join(rewards),
        placed=view["pyramid"]["placed"],
        size=view["pyramid"]["size"],
    ))
    for player in view["players"]:
        marks = [t(msg) for key, msg in _MARKS if player[key]]
        lines.append(t(
            "tui-summary-chocolatl-seat",
            player=words.player(player["seat"]),
            score=player["score"],
            markers=player["markers"],
            huts=player["huts"],
            dice=player["black_dice"],
            disc=player["disc"],
            marks=" · ".join(marks) or "none",
        ))
    return lines


def _generic(view: View, words: EventRenderer) -> list[str]:
    return [f"{key}: {value}" for key, value in view.items() if key not in ("legal", "log")]


_GAMES: dict[str, Callable[[View, EventRenderer], list[str]]] = {
    "factory": _factory,
    "chocolatl": _chocolatl,
}
