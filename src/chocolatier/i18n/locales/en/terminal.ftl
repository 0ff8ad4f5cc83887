# The terminal: board, prompts, action list, results, and the position summary of the CLI and
# the RL text render. Ids start with tui-.
# Variables named $player or $players arrive as players' names; $store, $kind... already worded.

## Card content in few words (the board and `chocolatier cards`)

tui-effect-upgrader = { $points ->
    [one] { $points } upgrade point
   *[other] { $points } upgrade points
 }
tui-effect-repeater = x{ $times }: { $copies ->
    [one] add { $copies } copy of one chocolate on the tile
   *[other] add { $copies } copies of one chocolate on the tile
 }
tui-effect-chute = move any chocolates from its tile to the store room (free, any number of times)
tui-stage = { $chocolates } → £{ $money }

## Position summary

tui-summary-factory = { $day } · { $phase } · start player { $player }
tui-summary-factory-seat = { $player }: £{ $money } · coal { $coal } · store room { $room } · { $orders ->
    [one] { $orders } order completed
   *[other] { $orders } orders completed
 } · tracks { $tracks }
tui-summary-track = { $store } { $space }
tui-summary-solo = Objectives met: { $met } of { $total } · cards { $cards } · { $hidden ->
    [one] { $hidden } Daily Demand face down
   *[other] { $hidden } Daily Demands face down
 }
tui-summary-chocolatl = Chocolatl · round { $round } of { $rounds } · { $mode } · { $station ->
    [none] no station
   *[other] { $station }
 }
tui-summary-chocolatl-start = Chocolatl · altar sacrifice before round 1
tui-summary-chocolatl-over = Chocolatl · game over after round { $round }
tui-summary-step = step: { $step }; to act: { $players }
tui-summary-chocolatl-board = harvest dice { $harvest } · reward cards { $rewards } · pyramid { $placed }/{ $size }
tui-summary-chocolatl-seat = { $player }: { $score ->
    [one] { $score } point
   *[other] { $score } points
 } · markers { $markers } · huts { $huts } · black dice { $dice } · disc { $disc }{ $marks ->
    [none] {""}
   *[other] {" · "}{ $marks }
 }
tui-position = Position
tui-position-of = Position seen by { $player }
tui-unreadable-view = (the board drawing could not read this view: { $error })

## Actions and results

tui-actions = Your choices
tui-actions-many = { $title } ({ $count }; type `{ $list } { $word }` to narrow, `{ $hint }` for advice)
tui-actions-action = action
tui-actions-type = type
tui-final-score = Final score
tui-total = total
tui-game-ended = The game ended: { $reasons }.
tui-solo-won = Solo game: won
tui-solo-lost = Solo game: lost
tui-winners = { $count ->
    [one] { $players } wins!
   *[other] { $players } win!
 }
tui-objectives = Objectives:
tui-met-mark = ✓ met
tui-unmet-mark = ✗ not met

## Commands typed at the prompt (the English words are always understood too)

tui-cmd-undo = undo
tui-cmd-hint = hint
tui-cmd-list = list
tui-cmd-board = board
tui-cmd-log = log
tui-cmd-save = save
tui-cmd-help = help
tui-cmd-quit = quit
tui-arg-word = WORD
tui-arg-file = FILE

## The Factory Manager panel (solo)

tui-solo-title = Factory Manager objectives: { $met } of { $total } met
tui-solo-card = card
tui-solo-objective = objective
tui-solo-now = now
tui-solo-special = special orders: { $sizes }
tui-solo-initial = initial
tui-solo-face-down = { $count ->
    [one] { $count } Daily Demand face down
   *[other] { $count } Daily Demands face down
 }
tui-solo-delivered = chocolate orders delivered: { $cards }
tui-solo-pair = pair { $pair } removed today

## Seats (chocolatier play --seat, --bots, --names)

tui-label-bot = { $player } ({ $bot } bot)
tui-label-you = { $player } (you)
tui-label-named = { $name } ({ $player })
tui-seat-no-players = a game needs at least one player
tui-seat-no-such-seat = there is no seat { $seat } in a { $players }-player game (seats are numbered 0 to { $last })
tui-seat-twice = seat { $seat } is given twice
tui-seat-need-bots = seats { $seats } need bots: give { $option }
tui-seat-bot-count = { $bots ->
    [one] { $bots } bot given
   *[other] { $bots } bots given
 } for { $count ->
    [one] { $count } bot seat
   *[other] { $count } bot seats
 } ({ $seats })
tui-seat-name-count = { $names ->
    [one] { $names } name given
   *[other] { $names } names given
 } for { $count ->
    [one] { $count } human seat
   *[other] { $count } human seats
 }
tui-seat-bad-name = the human at seat { $seat } cannot be named “{ $name }”
tui-seat-numbers = { $option } takes seat numbers separated by commas, not “{ $text }”

## Help and prompts

tui-help-choose-title = Choose an action
tui-help-choose = by its number in the list, or type it in the game's notation (for example the notation shown beside it). A leading = forces notation.
tui-help-commands = Commands
tui-help-undo = take back your last action (only within the current shift/step)
tui-help-hint = what the strongest bot would do here
tui-help-list = show the legal actions again (only those containing the word)
tui-help-board = show the board again
tui-help-log = the last moves of the game
tui-help-save = write the game record; resume with { $load } { $file }
tui-help-help = this text
tui-help-quit = leave the game (save first if you want to resume)
tui-nothing-after-equals = nothing after “=”
tui-save-needs-file = { $save } needs a file name
tui-prompt = { $player } >{" "}
tui-turn-of = { $player }'s turn
tui-pass-keyboard = Pass the keyboard to { $player }, then press Enter
tui-thinking = { $player } is thinking…
tui-bot-thinking = the { $bot } bot is thinking…
tui-bot-illegal = { $player } chose an illegal action ({ $refusal }); a random legal action is played instead.
tui-type-something = Type a number from the list, an action, or “{ $help }”.
tui-no-choice = There is no choice { $number }: type { $count ->
    [one] 1
   *[other] a number from 1 to { $count }
 }.
tui-not-allowed = Not allowed: { $refusal }
tui-refused = { $refusal }
tui-cannot-read = Cannot read “{ $text }”: { $reason }. Type a number from the list, “{ $list } { $word }” to find an action, or “{ $help }”.
tui-no-action-mentions = No legal action mentions “{ $word }”.
tui-no-undo = No undo here: the game lets you take actions back only within a span of your own (Chocolate Factory: the current shift while you run your factory).
tui-nothing-to-undo = Nothing to undo: you can take back only your own actions of the current shift, and only those played since the game was started or loaded.
tui-took-back = { $player } took back “{ $move }”
tui-took-back-hidden = { $player } took back a move.
tui-undone = Undone: { $move }
tui-hint = Hint ({ $bot } bot): { $action }  type { $notation }
tui-cannot-save = Cannot save to { $path }: { $reason }
tui-saved = { $moves ->
    [one] Saved { $moves } move
   *[other] Saved { $moves } moves
 } to { $path }; resume with { $command }
tui-game-over = Game over
tui-goodbye-saved = Goodbye; the game is saved.
tui-goodbye-unsaved = Goodbye; the game ({ $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
 }) was not saved since its last move.

## Bots

tui-bot-random = random
tui-bot-heuristic = heuristic
tui-bot-search = search
tui-bot-mcts = Monte Carlo
tui-bot-level = { $bot }, { $level }
tui-level-easy = easy
tui-level-normal = normal
tui-level-hard = hard
tui-level-fast = fast

## The Chocolate Factory board

tui-cost = { $coal } coal
tui-free = free
tui-of = of
tui-day = { $day } (day { $number } of { $days })
tui-simultaneous = simultaneous { $steps }
tui-simultaneous-run = factories
tui-simultaneous-fulfil = orders
tui-turn-order = turn order:
tui-to-act = to act:
tui-stores = Department Stores
tui-col-store = store
tui-col-takes = takes
tui-packets = Today's packets (take one, keep one card of it)
tui-col-packet = packet
tui-col-card = card
tui-col-does = does
tui-packet-parts = part packet { $packet }
tui-packet-employees = employee packet { $packet }
tui-taken = (taken)
tui-decks = decks: parts A { $a } · B { $b } · orders small { $small } · medium { $medium } · large { $large } · employees { $staff }
tui-above = above
tui-conveyor = conveyor
tui-below = below
tui-factory-title = £{ $money } · coal { $coal }
tui-empty = empty
tui-used = used
tui-new = new
tui-store-room = store room:
tui-employee = employee:
tui-none = none
tui-uses-left = ({ $count ->
    [one] { $count } use left
   *[other] { $count } uses left
 })
tui-shift = shift { $shift } of { $shifts }
tui-supplied-once = Department Store supplied today (one delivery a day)
tui-supplied-more = Department Store supplied today (more deliveries allowed)
tui-step-done = done with this step
tui-completed = completed
tui-completed-orders = { $count ->
    [one] { $count } Corner Shop order
   *[other] { $count } Corner Shop orders
 }
tui-now = now:
tui-pending-place = choose a slot for the new part
tui-pending-convert = operating { $slot } on tile { $tile }; still to name:
tui-pending-upgrade = upgrading on tile { $tile } with { $slot }: { $points ->
    [one] { $points } point left
   *[other] { $points } points left
 }
tui-pending-copy = choose the chocolate to copy on tile { $tile }
tui-pending-carry = choose the chocolate to move from tile { $tile } and the tile it goes to
tui-pending-deliver-card = delivering the chocolate order of { $card }; still to give:
tui-pending-deliver = delivering a stage of { $order } (£{ $money }); still to give:
tui-pending-supply = supplying { $store }; so far:
tui-pending-supply-as = supplying { $store } as if it were { $like }; so far:
tui-pending-keep = keep up to { $limit } chocolates ({ $kept } kept) from:
tui-pending-pick = keep one of the drawn orders:

## The Chocolatl board

tui-before-round-1 = Before round 1
tui-round = Round { $round } of { $rounds }
tui-step = step:
tui-next-mode = next mode from the leader's space:
tui-stations = Stations (resolved top to bottom)
tui-col-station = station
tui-col-gives = gives
tui-reward-temple = 1st: Hero King +1 (ties) · last: Old Man
tui-reward-field = 1st/2nd/3rd: harvest dice { $dice }
tui-reward-village = { $die ->
    [true] black die
   *[other] no black die
 } / hut tile ({ $huts ->
    [one] { $huts } hut left
   *[other] { $huts } huts left
 })
tui-reward-pyramid = markers: 2 if 1st wins by 3+, else 1st and 2nd 1 each ({ $placed }/{ $size } built)
tui-reward-kitchen = 1st +{ $high } · 2nd +{ $low } · last −2
tui-reward-tlachtli-card = { $place ->
    [1] 1st
   *[other] 2nd
 }: swap for a { $value } ({ $left } left)
tui-reward-tlachtli-points = { $place ->
    [1] 1st
   *[other] 2nd
 }: +{ $points }
tui-players = Players
tui-col-player = player
tui-col-score = score
tui-col-disc = disc
tui-col-markers = markers left
tui-col-huts = huts
tui-col-dice = black dice
tui-col-cards = cards
tui-col-altar = altar
tui-pyramid = Pyramid (top layer first; layer value for its majority)
tui-log-new = Since your last turn
tui-log-latest = Latest events
tui-hand = your hand:
tui-altar = altar:
tui-rolling = rolling { $count ->
    [one] { $count } black die
   *[other] { $count } black dice
 }
