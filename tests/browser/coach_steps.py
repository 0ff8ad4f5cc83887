"""Following a tutorial's coach in a page: what the browser test and the screenshots share."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def coach_step(page: Any) -> tuple[int, str]:
    """The step the coach shows once it is ready for the learner (its index and id)."""
    page.wait_for_selector("#coach[data-ready=yes], #coach[data-step-id=finished]")
    box = page.locator("#coach")
    return int(box.get_attribute("data-step") or 0), box.get_attribute("data-step-id") or ""


def wait_step_after(page: Any, index: int) -> None:
    """Wait until the coach has moved past step ``index``."""
    page.wait_for_function(
        "(index) => { const c = document.getElementById('coach');"
        " return c && Number(c.dataset.step) > index; }", arg=index)


def do_step(page: Any, index: int) -> None:
    """Do what the coach says at step ``index``: Next, or click what it points at (and the
    choice it points at in the chooser, when that opens)."""
    if page.locator("#coach-next").count():
        page.click("#coach-next")
        wait_step_after(page, index)
        return
    page.locator(".coach-target:visible").first.click()
    page.wait_for_function(
        "(index) => Number(document.getElementById('coach').dataset.step) > index"
        " || document.querySelector('#chooser:not(.hidden) .coach-target')", arg=index)
    chosen = page.locator("#chooser:not(.hidden) .coach-target")
    if chosen.count():
        chosen.first.click()
    wait_step_after(page, index)


def follow_the_coach(page: Any, until: str | None = None,
                     before: Callable[[int, str], None] | None = None) -> list[str]:
    """Play the tutorial as the coach says, to its end (or up to the step ``until``, not done);
    ``before(index, id)`` is called at each step first. Returns the step ids seen."""
    seen: list[str] = []
    while True:
        index, step_id = coach_step(page)
        if step_id == "finished" or step_id == until:
            return seen
        seen.append(step_id)
        if before is not None:
            before(index, step_id)
            index, again = coach_step(page)
            assert again == step_id
        do_step(page, index)
