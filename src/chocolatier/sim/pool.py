"""Run many games, in this process, in worker processes or as Ray tasks, results in a fixed order.

Workers finish in any order; the results are put back in task order so that reports do not
depend on scheduling. Each game is seeded from its task alone, so a game plays the same in a
worker (or on another machine of a Ray cluster, :mod:`.ray_backend`) as in this process.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait

from chocolatier.sim.ray_backend import RunInfo, ray_map
from chocolatier.sim.runner import GameOutcome, GameTask, play_game

Progress = Callable[[GameOutcome], None]


def run_games(
    tasks: Sequence[GameTask],
    workers: int = 1,
    on_done: Progress | None = None,
    ray: str | None = None,
    info: RunInfo | None = None,
) -> list[GameOutcome]:
    """Play every task; ``on_done`` is called as each game ends (in completion order).

    With ``ray`` (a Ray address, see :mod:`.ray_backend`) the games run as Ray tasks (a local
    Ray gets ``workers`` CPUs when ``workers`` > 1) and ``info`` receives the retries; else with
    ``workers`` > 1 they run in that many processes. Returns outcomes in task order.
    """
    if ray is not None:
        return ray_map(play_game, tasks, ray, on_done, workers if workers > 1 else None, info)
    if workers <= 1 or len(tasks) <= 1:
        outcomes = []
        for task in tasks:
            outcome = play_game(task)
            if on_done is not None:
                on_done(outcome)
            outcomes.append(outcome)
        return outcomes
    results: dict[int, GameOutcome] = {}
    with ProcessPoolExecutor(max_workers=workers) as executor:
        # Keep a bounded number of games in flight so a huge run does not queue every task.
        pending: dict[Future[GameOutcome], int] = {}
        queue = iter(enumerate(tasks))
        for position, task in queue:
            pending[executor.submit(play_game, task)] = position
            if len(pending) >= 4 * workers:
                break
        while pending:
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                position = pending.pop(future)
                results[position] = future.result()
                if on_done is not None:
                    on_done(results[position])
                refill = next(queue, None)
                if refill is not None:
                    pending[executor.submit(play_game, refill[1])] = refill[0]
    return [results[position] for position in range(len(tasks))]
