# The web pages: lobby, table, boards, log, score table, replay, errors (web/js/*.js).
# Game content (cards, stores, stations...) comes from cards.ftl, events from events.ftl.

## Page frame and language picker

web-brand = chocolatier
web-lobby-title = Lobby
web-rules-title = Rules reference
web-language = Language
# each language is named in its own script, the same in every catalog
web-language-en = English
web-language-zh = 简体中文
web-language-ja = 日本語
web-language-es = Español
web-view = View

## Lobby

web-new-table = New table
web-game = Game
web-your-name = Your name
web-table-name = Table name
web-table-name-optional = (optional)
web-default-name = Player
web-default-friend-name = Friend
web-default-title = { $game } table
web-seats = Seats
web-seat-n = Seat { $n }
web-seat-you = You
web-seat-friend = A friend (invite link)
web-seat-bot = Bot — { $bot }
web-add-seat = Add a seat
web-remove-seat = Remove a seat
web-options = Options
web-no-options = No options.
web-option-run = Run factories
web-option-fulfil = Fulfill orders
web-option-turns = in turn order
web-option-simultaneous = simultaneously
web-option-start-player = Who starts
web-option-random = random
web-option-store-sides = Store sides
web-option-sides-A = all A (first game)
web-option-sides-B = all B
web-option-sides-random = random mix
web-option-sides-C = all C (Master Chocolatier)
web-option-sides-D = all D (Master Chocolatier)
web-option-master = Master Chocolatier module (4 parts, store sides C and D, 6 free employees)
web-option-solo-difficulty = Solo difficulty
web-option-extra-demands = { $count ->
    [0] standard
    [one] { $count } extra demand
   *[other] { $count } extra demands
 }
web-option-card-set = Card set
web-option-printed-cards = the printed cards (default)
web-create-table = Create table
web-tables = Tables
web-refresh = refresh
web-tables-open = Open ({ $count })
web-tables-running = Running ({ $count })
web-tables-finished = Finished ({ $count })
web-status-open = open
web-status-running = running
web-status-finished = finished
web-free-seat-of = { $name } (free)
web-won-by = { $count ->
    [0] nobody won
   *[other] won by { $winners }
 }
web-replay-link = replay
web-watch-link = watch
web-card-set-of = cards: { $name }

## Bots (the lobby names a bot after its seat and kind)

web-bot-name = Bot { $n } ({ $bot })
web-bot-kind = bot { $bot }
web-bot-random = random
web-bot-heuristic = heuristic
web-bot-search = search
web-bot-search-easy = search:easy
web-bot-search-normal = search:normal
web-bot-search-hard = search:hard
web-bot-mcts = Monte Carlo
web-bot-mcts-easy = Monte Carlo, easy
web-bot-mcts-normal = Monte Carlo, normal
web-bot-mcts-hard = Monte Carlo, hard

## Table

web-connection-connecting = connecting…
web-connection-ok = connected
web-connection-lost = reconnecting…
web-not-connected = Not connected; reconnecting…
web-sending = …
web-your-move-title = Your move
web-log-title = Game log
web-undo = Undo my last move
web-status-waiting-seats = Waiting for every seat to be taken (share the invite link).
web-status-over = The game is over.
web-status-your-move = Your move.
web-status-waiting-for = Waiting for { $players }.
web-spectator = spectator
web-players = Players
web-you-mark = (you)
web-free-seat = free seat
web-invite-title = Invite a friend
web-invite-link = invite link
web-copy = Copy
web-click-board-or = Click a highlighted thing on the board, or:
web-choose = Choose:
web-all-choices = { $count ->
    [one] The only choice
   *[other] All { $count } choices
 }
web-choose-for = Choose for { $what }
web-cancel = Cancel
web-nothing-to-do = Nothing to do with { $what } now.
web-refused = Not allowed: { $reason }
web-rule-link = rules §{ $section }
web-join-title = Join “{ $title }”
web-take-seat = Take a seat
web-or-watch = Or just watch: the table is shown below.

## Score table and replay

web-final-score = { $count ->
    [0] Final score — nobody won
   *[other] Final score — { $winners } won
 }
web-score-total = total
web-replay = Replay
web-replay-step = replay step
web-replay-move = move { $step } of { $moves }
web-replay-back = ◀ step
web-replay-forward = step ▶
web-replay-tab = Replay
web-review-tab = Review
web-review-about = The bots weigh every decision of this game: what the move played was worth, what the best move they find was worth, and the difference. It takes a minute or two.
web-review-start = Review this game
web-review-again = Try again
web-review-failed = The review could not be finished.
web-review-running = Reviewing: move { $done } of { $total }…
web-review-method = Estimated by bot play-outs ({ $budget } per candidate move); small losses may be noise.
web-review-player = Player
web-review-accuracy = Accuracy
web-review-average-loss = Average loss
web-review-label-blunder = Blunder
web-review-label-mistake = Mistake
web-review-label-inaccuracy = Inaccuracy
web-review-percent = { $value }%
web-review-loss-money = −£{ $amount }
web-review-loss-points = −{ $amount } points
web-review-move = Move { $index } · { $player }
web-review-turning-point = turning point
web-review-decisions = { $count ->
    [one] One decision to look at
   *[other] { $count } decisions to look at
}
web-review-clean = No decision cost anything the bots could measure.
web-review-played = Played:
web-review-better = Better:

## Chocolate Factory board

web-day = { $name } (day { $day } of 6)
web-start-player = start player { $player }
web-running-order = factories { $run }, orders { $fulfil }
web-decks = decks: A { $a }, B { $b }
web-money = £{ $amount }
web-coal = { $coal } coal
web-coal-cost = { $coal } coal
web-shift = shift { $shift }/{ $shifts }
web-uses-left = { $uses ->
    [one] { $uses } use left
   *[other] { $uses } uses left
 }
web-done = done
web-deciding = deciding…
web-empty-slot = empty
web-slot = slot { $slot }
web-slot-used = used
web-slot-used-coal = used · { $coal } coal on it
web-assigned = assigned
web-tile = tile { $tile }
web-store-room-kind = store room: { $kind }
web-chain = From bean to box
web-factory-of = factory of { $player }
web-corner-shop-orders = Corner Shop orders ({ $completed } completed)
web-order-card = { $size ->
    [small] Small
    [medium] Medium
   *[large] Large
 } { $id }
web-part-upgrades = { $points ->
    [one] { $points } upgrade
   *[other] { $points } upgrades
 }
web-part-copies = copy ×{ $copies }
web-part-chute = to the store room (free)
web-part-moves = to another tile
web-part-moves-which = Moves one of: { $chocolates }.
web-store-side = side { $side }
web-once-a-day = one delivery a day
web-earned-today = Your Corner Shop money today: £{ $amount } (1 space per £{ $per }).
web-track-space = space { $space }
web-marker-stacked = { $player } (stack order)
web-packet = packet { $packet }
web-packet-taken = packet { $packet } (taken)
web-factory-parts = Factory parts
web-employees = Employees
web-pending-place = Place the new part { $part } on a slot (click a slot).
web-pending-convert = Running { $slot }: choose the chocolates for its generic icons.
web-pending-upgrade = Upgrading on tile { $tile }: { $points ->
    [one] { $points } point left
   *[other] { $points } points left
 } — click a chocolate on the tile.
web-pending-copy = Repeater on tile { $tile }: click the chocolate to copy.
web-pending-carry = Mover on tile { $tile }: click the chocolate to move, then choose its tile.
web-pending-deliver = Delivering: give the chocolates for { $chocolates }.
web-pending-supply = Supplying { $store }: click store-room chocolates to add, then send.
web-pending-supply-as = Supplying { $store } as if it were { $like }: click store-room chocolates to add, then send.
web-pending-keep = Cleanup: keep up to { $limit } chocolates ({ $kept } kept) — click the store room.
web-pending-pick-order = Pick a new Corner Shop order:
web-solo-title = Factory Manager — objectives met: { $met } of { $total }
web-solo-face-down = { $count ->
    [one] { $count } Daily Demand still face down
   *[other] { $count } Daily Demands still face down
 }
web-solo-pair-out = packet { $packet } is out of today's draft
web-objective-met = met
web-objective-unmet = not met
web-chocolate-order = chocolate order { $id }

## Chocolatl board

web-round-of = Round { $round } of { $rounds }
web-step-altar = Before round 1: sacrifice a card on the altar, face down
web-step-bid = Bidding: place your cards face down on the stations
web-step-dice = Black dice: decide how many to roll at this station
web-step-village = Village: the winner takes the black die or builds a hut
web-step-pyramid = Pyramid: the winner decides who places a marker first
web-step-swap = Tlachtli: the winners may swap a card for the reward card
web-step-final-altar = End of the game: a last sacrifice on the altar, face down
web-step-over = The game is over
web-face-down = face down
web-face-down-card = a face-down card
web-yours-face-down = yours, face down
web-rank = #{ $rank }
web-harvest-dice = harvest dice: { $dice }
web-village = black die here: { $here ->
    [yes] yes
   *[no] no
 } · dice left { $dice } · huts left { $huts }
web-kitchen-pays = pays { $values } this round
web-tlachtli-stack = { $stack }: { $card } ({ $left } left)
web-pyramid-placed = { $placed } of { $size } markers placed
web-brick-free = free
web-your-hand = Your hand:
web-hand = Hand:
web-card-value = card { $value }
web-hand-size = { $count ->
    [one] { $count } card in hand
   *[other] { $count } cards in hand
 }
web-altar-face-down = { $count ->
    [one] Altar: { $count } card face down
   *[other] Altar: { $count } cards face down
 }
web-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
 }
web-count-item = { $count } { $what }
web-rolling-dice = { $count ->
    [one] rolling { $count } black die
   *[other] rolling { $count } black dice
 }
web-round-results = Round { $round } results
web-what-happened = What happened

## Errors (by the server's error code; web-error-generic for the others)

web-error-generic = Something went wrong ({ $code }).
web-error-unknown = The server cannot be reached; try again.
web-error-bad-name = A name must be plain text.
web-error-bad-game = This game is not available here.
web-error-no-table = There is no such table.
web-error-bad-options = These options are not possible for this game.
web-error-rated-needs-login = Log in to create a rated table.
web-error-bad-cards = The cards of this table are not valid.
web-error-bad-card-set = There is no such card set here.
web-error-bad-seats = This game is not played with this number of seats.
web-error-bad-bot = There is no such bot.
web-error-bad-invite = This invite link is not valid for this table.
web-error-table-full = Every seat of this table is taken.
web-error-bad-seat = That seat is not free.
web-error-seat-taken = Somebody took this seat first.
web-error-not-finished = The game is not over yet.
web-error-rate-limited = Too many messages; slow down.
web-error-bad-token = This browser's seat at the table is not valid any more.
web-error-server-error = The server could not handle this; try again.
web-error-too-large = That request is too large.
web-error-timeout = The server did not answer in time.

## Table life: clocks, stand-in bot, conceding (web/js/clock.js, web/js/tablelife.js)

web-clock-left = { $time } left
web-clock-bank = bank { $time }
web-clock-per-move = { $hours } h per move
web-clock-per-turn = { $seconds } s per move
web-log-timeout = { $player } ran out of time; the stand-in played:
web-log-standin = The stand-in, for { $player }:
web-log-concede = { $player } conceded; the stand-in plays on.
web-log-reclaim = { $player } took their seat back.
web-seat-standin = stand-in playing
web-seat-conceded = conceded
web-reclaim = Take my seat back
web-reclaim-hint = You ran out of time too often: the stand-in bot plays for you.
web-concede = Concede
web-concede-confirm = Leave this game? The stand-in bot will play your seat to the end.

## Table life: presence, rematch, public tables, the lobby's clock options

web-presence-connected = here
web-presence-away = away since { $time }
web-presence-gone = gone since { $time }
web-presence-never = not here yet
web-log-rematch = { $player } asked for a rematch.
web-rematch = Rematch
web-rematch-link = Go to the rematch
web-public-table = public
web-take-seat-here = Take a seat
web-option-clock = Clock
web-option-clock-none = none
web-option-clock-seconds = { $seconds } s per move
web-option-clock-bank = { $seconds } s per move + { $minutes } min bank
web-option-clock-hours = { $hours } h per move (turn-based)
web-option-public = Public table (anyone may sit down from the lobby)
web-option-standin = Stand-in bot

## Table life: chat, record export, turn alerts (web/js/chat.js, web/js/alerts.js)

web-chat-title = Chat
web-chat-say = Say something
web-chat-send = Send
web-chat-spectator = a spectator
web-chat-watching = { $name } (watching)
web-chat-mute = Mute { $name }
web-chat-mute-short = mute
web-chat-unmute = { $count ->
    [one] Unmute the muted player
   *[other] Unmute the { $count } muted players
}
web-export-record = Download the record
web-export-with-chat = with the chat
web-alert-title = ● Your move — { $title }
web-alert-sound = Sound on my move
web-alert-notify = Notify me
web-error-chat-flood = Too many chat lines; wait a little.
web-error-chat-too-long = A chat line holds at most 500 characters.
web-error-bad-chat = That chat line cannot be sent.
## The table's failure states, help and popovers (issue 10)

web-before-round-1 = Before round 1 (of { $rounds })
web-solo-won = You won: every objective is met.
web-solo-lost = You lost: { $missed } of { $total } objectives missed.
web-solo-missed = Missed
web-lobby-solo-won = won
web-lobby-solo-lost = lost
web-not-found-title = There is no such table
web-not-found-text = The link may be mistyped, or the table is gone.
web-back-to-lobby = Back to the lobby
web-watching-bad-token = Your seat's key is not valid here any more, so you are watching this table.
web-reconnecting = Connection lost. Trying again in { $seconds } s (attempt { $attempt }).
web-log-day = { $day }: { $phase }
web-log-round = Round { $round }
web-draft-help = Take one packet, of parts or of employees, and keep one of its cards. Your second pick is a packet of the other kind: everyone ends the draft with one new part and one new employee.
web-card-details = About this card: { $what }
web-close = Close
web-order-help = Deliver the stages from the bottom up; each pays its money when delivered.
web-reward-card = Reward card { $value }
web-show-factory = Show the factory of { $player }

## Accounts and ratings (web/js/accounts.js, web/js/players.js)

web-account-login = Log in
web-account-register = Register
web-account-logout = Log out
web-account-password = Password
web-leaderboard = Leaderboard
web-player-ratings = Ratings
web-player-history = Tables
web-player-no-ratings = No rated games yet.
web-player-won = won
web-player-lost = lost
web-col-game = Game
web-col-player = Player
web-col-rating = Rating
web-col-skill = Skill (μ ± σ)
web-col-games = Games
web-rating-of = { $game }, { $players ->
    [one] solo
   *[other] { $players } players
}
web-players-count = { $count ->
    [one] solo
   *[other] { $count } players
}
web-option-rated = Rated (every player logged in)
web-error-bad-login = Wrong name or password.
web-error-too-many-logins = Too many attempts; wait a little.
web-error-name-taken = This name is taken.
web-error-bad-password = A password has 8 to 256 characters.
web-error-bad-csrf = Your session changed; reload the page.
web-error-no-player = There is no such player.
