# Operations of the server and the commands around it (reviews queue, record versions).

## chocolatier replay: records of an engine version this build does not know
ops-replay-unknown-engine = { $path } was made by engine version “{ $version }”, which this chocolatier ({ $ours }) does not know: its moves may not replay as they were played. Replay it with the chocolatier that made it.
ops-replay-no-engine = { $path } does not say which engine version made it, so its moves may not replay as they were played (this chocolatier is { $ours }).

## the Review tab of a finished game (web/js/review.js); $ordinal is the ordinal's category
ops-review-queued = Waiting: { $ordinal ->
    [one] { $position }st
    [two] { $position }nd
    [few] { $position }rd
   *[other] { $position }th
} in line for the server's reviews.
ops-review-standin-moves = Stand-in's moves
ops-review-standin-about = Moves the stand-in bot made for a player (after a time-out or a concession) are not that player's: they are counted, not reviewed.
ops-review-no-decisions = —
ops-review-cut-short = The server's time for one review ran out: moves 1 to { $done } of { $total } are reviewed.
web-error-review-queued = Your reviews already wait in line; ask again when one is done.
web-error-too-many-reviews = The server is busy with other reviews; try again in a minute.

## a refusal while the stand-in finishes a turn whose clock ran out (docs/rulings.md T1)
refusal-turn-timed-out = Your time for this turn ran out: the stand-in finishes it, and your next turn is yours again
