# The command line's output (its help is in cli-help.ftl): errors, card listings, replays,
# simulations, tournaments and analyses. Ids start with cli-.
# Variables: $path and $reason come as they are (a file name, the reader's reason); $option
# is a command-line option as typed (--cards).

cli-error = error: { $message }
cli-cards-factory-only = { $option } applies to Chocolate Factory only
cli-in-file = { $path }: { $reason }
cli-invalid-record = invalid record { $path }: { $reason }
cli-invalid-cards = invalid card data: { $reason }
cli-not-a-folder = { $path } is not a folder
cli-no-records = no { $pattern } records in { $path }
cli-needs-extra = { $command } needs the { $extra } extra ({ $module } is not installed): { $install }
cli-tip-compile = tip: these games run as pure Python; { $command } compiles the bots' and the engine's hot modules (mypyc, about a minute) and then plays the very same games { $low } to { $high } times as fast (measured in { $doc })
cli-counts-not-numbers = { $option } takes whole numbers separated by commas (like 2,3,4), not { $text }
cli-counts-empty = { $option } needs at least one number
cli-money = £{ $amount }

## chocolatier cards

cli-cards-parts = Factory parts
cli-cards-orders = Corner Shop orders
cli-cards-employees = Employees
cli-cards-stores = Department Stores
cli-cards-solo = Factory Manager (solo)
cli-col-id = id
cli-col-name = name
cli-col-deck = deck
cli-col-cost = cost
cli-col-effect = effect
cli-col-source = source
cli-col-note = note
cli-col-size = size
cli-col-stages = stages (bottom to top)
cli-col-total = total
cli-col-store = store
cli-col-ability = ability
cli-col-colour = colour
cli-col-side = side
cli-col-rule = rule
cli-col-text = takes
cli-col-type = type
cli-col-objectives = objectives
cli-col-special = special orders
cli-deck-A = A
cli-deck-B = B
cli-deck-board = board
cli-source-confirmed = confirmed
cli-source-reconstructed = reconstructed

## chocolatier replay

cli-replay-head = { $game } · { $players ->
    [one] { $players } player
   *[other] { $players } players
 } · seed { NUMBER($seed, useGrouping: 0) }
cli-replay-log = Moves
cli-replay-moves = replayed { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
 } · state hash { $hash }
cli-replay-in-progress = game in progress; to act: { $players }

## chocolatier play

cli-play-resumed = Resumed { $path }: { $game }, { $players ->
    [one] { $players } player
   *[other] { $players } players
 }, seed { NUMBER($seed, useGrouping: 0) }, { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
 }.
cli-play-new = New game of { $game } for { $players ->
    [one] { $players } player
   *[other] { $players } players
 }, seed { NUMBER($seed, useGrouping: 0) } (type “{ $help }” for the commands).
cli-option-format = { $option } takes KEY=VALUE, not “{ $text }”
cli-play-from = Game of { $game } from { $path } for { $players ->
    [one] { $players } player
   *[other] { $players } players
 }, seed { NUMBER($seed, useGrouping: 0) } (type “{ $help }” for the commands).
cli-play-from-alone = { $option } starts from a snapshot: not with { $others } (the snapshot carries its options)
cli-not-a-snapshot = { $path }: not a position snapshot
cli-snapshot-players = the snapshot is for { $players } players, not { $asked }
cli-cannot-read = cannot read { $path }: { $reason }
cli-snapshot-too-large = { $path }: a snapshot is at most { $mb } MB
cli-not-json = { $path }: not valid JSON: { $reason }
cli-moves-count = { $option } takes a number of moves (0 or more), not { $moves }
cli-applies-to = { $option } applies to { $other } only

## chocolatier simulate and tournament

cli-sim-summary = { $completed }/{ $games } games completed, { $errors ->
    [one] { $errors } error
   *[other] { $errors } errors
 }
cli-sim-solo-wins = { $line }; solo wins: { $wins }
cli-sim-seat-wins = { $line }; wins by seat: { $wins }
cli-sim-seat = seat { $seat } { $bot }: mean score { $score }
cli-sim-records = records saved in { $path }
cli-sim-error = error in game { $game } (seed { NUMBER($seed, useGrouping: 0) }): { $message }
cli-sim-error-record = record: { $path }
cli-sim-more-errors = … and { $count ->
    [one] { $count } more failed game
   *[other] { $count } more failed games
 }
cli-tournament-rotations = playing { $total } games: whole seat rotations of { $games }
cli-tournament-title = { $game } · { $players } players · { $games } games (seed { NUMBER($seed, useGrouping: 0) }, rotation block { $block })
cli-col-bot = bot
cli-col-games = games
cli-col-wins = wins
cli-col-win-rate = win rate [95% CI]
cli-col-money = money
cli-col-margin = margin
cli-col-rating = rating
cli-tournament-seat = seat { $seat }: { $rate }
cli-tournament-seats = win rate by seat: { $seats }
cli-tournament-wrote = wrote { $files } in { $path }

## chocolatier analyze

cli-analyze-progress = replaying records
cli-analyze-records = { $records ->
    [one] { $records } record
   *[other] { $records } records
 }, { $invalid } invalid
cli-analyze-group = { $game } · { $players } players · { $games } games
cli-analyze-unfinished = { $count ->
    [one] { $count } unfinished game left out
   *[other] { $count } unfinished games left out
 }
cli-analyze-seats = Seat advantage (fair: { $fair })
cli-analyze-money = Money by source (mean per player)
cli-analyze-cards = { $kind ->
    [part] Parts
    [employee] Employees
    [order] Corner Shop orders
    [store-side] Department Store sides (employees picked of each store)
   *[other] Cards
 } by pick rate (top { $top } of { $count })
cli-col-seat = seat
cli-col-mean-score = mean score
cli-col-category = category
cli-col-share = share
cli-col-card = card
cli-col-offered = offered
cli-col-picked = picked
cli-col-pick-rate = pick rate
cli-source-corner-shops = Corner Shop
cli-source-stores = Department Stores
cli-source-bonuses = bonuses
cli-source-leftovers = leftovers
cli-source-other = other
cli-col-money-source = source

cli-schema-wrote = wrote the { $game } schema to { $path }
cli-schema-cannot-write = cannot write { $path }: { $reason }

## chocolatier review

cli-review-progress = reviewing moves
cli-review-title = { $game } · review of { $seats } · { $budget ->
    [one] { $budget } rollout
   *[other] { $budget } rollouts
 } per candidate
cli-review-all-seats = every seat
cli-review-none = no decision to review (every move was forced)
cli-review-costly = Costly decisions
cli-review-players = Players
cli-col-move = move
cli-col-player = player
cli-col-played = played
cli-col-better = better
cli-col-loss = loss
cli-col-label = label
cli-col-decisions = decisions
cli-col-average-loss = average loss
cli-col-accuracy = accuracy
cli-review-label = { $label ->
    [blunder] blunder
    [mistake] mistake
   *[inaccuracy] inaccuracy
 }
cli-review-turning = Turning points:
cli-review-turning-point = move { $index } ({ $player }): played { $move }, better { $best } (−{ $loss })
cli-review-no-turning = Turning points: none (no decision lost anything)
cli-review-points = { $amount } pts
cli-review-budget = { $option } takes a number of rollouts per candidate (1 or more), not { $value }
cli-review-bad-seat = { $option } { $seat }: the game has seats 0–{ $last }
