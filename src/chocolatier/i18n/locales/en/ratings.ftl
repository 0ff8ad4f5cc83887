## The rating policy (docs/server.md, "Ratings"): web/js/table.js's final table, web/js/players.js

web-error-rated-humans-only = A rated table is for two or more logged-in people: no bot seats.
ratings-mark-timed-out = timed out
ratings-rank = Rank
ratings-outcome-pending = Rating the game…
ratings-outcome-rated = Rated:
ratings-outcome-aborted = Not rated: a player never made a move of their own.
ratings-outcome-pair-limit = Not rated: these players have already played { $limit } rated games together in the last 24 hours.
ratings-outcome-unrated = Not rated: not every seat was held by a logged-in player.
ratings-outcome-void = Not rated: this game's rating was voided.
ratings-seat-pair-limit = { $player }: not rated (played { $limit } rated games with an opponent here in 24 hours)
ratings-seat-change = { $player } { $change }
ratings-history-aborted = aborted, not rated
ratings-history-pair-limit = not rated (pair limit)
ratings-history-void = rating voided
ratings-history-unrated = not rated
