# Events of the games (codes from chocolatier.core.events and the games' events modules),
# refusals (refusal-<code>) and the words they are built from.
# Variables named by params.json arrive already worded: $seat is a player's name, $kind a
# chocolate's name, $part a part's name, $store a store's name...
# A message's .button attribute words the move for a button ("End shift"); the value is the log.

player-n = Player { $n }
count-of = { $count } { $what }
standing = { $player } ({ $total })
rolled = { $player } rolled { $pips }
secret-choice = { $seat } has made a secret choice (shown at the end of the game)
refusal = { $reason } (rule { $rule })

## Chocolate Factory

factory-take = { $card_type ->
    [employee] { $seat } takes the { $card } of { $store } and its packet
   *[other] { $seat } takes the { $card } and its packet
 }
    .button = Take { $card }
factory-place = { $seat } places the { $part } on { $slot }
    .button = Place on { $slot }
factory-run = { $part_type ->
    [none] { $seat } operates nothing at { $slot }
    [converter] { $seat } operates the { $part } at { $slot }: { $inputs } → { $outputs }{ $tile ->
        [0] {""}
       *[other] , the Technician also on tile { $tile }
    }
    [upgrader] { $seat } operates the { $part } at { $slot }: { $points ->
        [one] { $points } upgrade point
       *[other] { $points } upgrade points
    }
    [repeater] { $seat } operates the { $part } at { $slot }: ×{ $copies }
   *[other] { $seat } operates the { $part } at { $slot }
 }
    .button = { $part_type ->
        [converter] { $part } ({ $slot }): { $inputs } → { $outputs }
        [none] { $slot }: nothing
       *[other] Operate { $part } ({ $slot })
    }
factory-in = { $seat } feeds in a { $kind }
    .button = Use a { $kind }
factory-out = { $seat } makes a { $kind }
    .button = Make a { $kind }
factory-copy = { $seat } copies a { $kind }
    .button = Copy a { $kind }
factory-trade = { $seat } trades a { $kind } for 1 coal
    .button = Trade a { $kind } for 1 coal
factory-give = { $seat } gives a { $kind }
    .button = Give a { $kind }
factory-keep = { $seat } keeps a { $kind }
    .button = Keep a { $kind }
factory-keep-done = { $seat } keeps no more
    .button = Keep no more
factory-up = { $seat } upgrades a { $from_kind } to a { $to_kind }
    .button = { $from_kind } → { $to_kind }
factory-up-done = { $seat } stops upgrading
    .button = Stop upgrading
factory-chute = { $seat } sends a { $kind } down the Chute at { $slot }
    .button = Chute: { $kind }
factory-move = { $seat } moves a { $kind } from tile { $from_tile } to tile { $to_tile }
    .button = Move a { $kind } { $from_tile } → { $to_tile }
factory-decorate = { $seat } decorates a { $from_kind } on tile { $tile } into a { $to_kind }
    .button = Decorate tile { $tile }: { $from_kind } → { $to_kind }
factory-pack = { $seat } doubles the chocolates on tile { $tile }
    .button = Pack tile { $tile }
factory-assign = { $seat } assigns the { $role } to { $slot }
    .button = Assign to { $slot }
factory-shift-done = { $seat } ends shift { $shift }
    .button = End shift
factory-deliver = { $seat } delivers a stage of a { $size } order
    .button = Deliver a stage ({ $size })
factory-dealer = { $seat } delivers a stage of a { $size } order without one { $icon } (Dealer)
    .button = Dealer: deliver without one { $icon }
factory-agent = { $seat } delivers a stage of a { $size } order with any refined chocolates (Corner Shop Agent)
    .button = Agent: deliver with any refined chocolates
factory-skip = { $seat } skips a stage of a { $size } order (Clerk)
    .button = Clerk: skip the stage
factory-order = { $seat } keeps a { $size } order
    .button = Keep this order
factory-deliver-solo = { $seat } delivers the chocolate order of card { $card }
    .button = Deliver the chocolate order ({ $card })
factory-supply = { $seat } adds a { $kind } to the delivery for { $store }
    .button = Add a { $kind }
factory-supply-done = { $seat } sends the delivery to { $store }
    .button = Send the delivery
factory-orders-done = { $seat } is done fulfilling orders
    .button = Done delivering
factory-pass = { $seat } supplies no other store
    .button = Supply no other store
factory-supply-as = { $seat } delivers to { $store } as if it were { $like }
    .button = Deliver as { $like }
factory-orders-done-earned = { $seat } is done fulfilling orders: £{ $earned } from Corner Shop orders today move { $store } { $spaces ->
    [one] { $spaces } space
   *[other] { $spaces } spaces
}
    .button = Done delivering

## Chocolatl

chocolatl-sacrifice = { $value ->
    [none] { $seat } keeps all cards (no final sacrifice)
   *[other] { $seat } sacrifices the { $value } on the altar
 }
    .button = { $value ->
        [none] Keep all cards
       *[other] Sacrifice the { $value }
    }
chocolatl-bid = { $seat } bids the { $value } at the { $station }
    .button = Bid { $value } at the { $station }
chocolatl-roll = { $count ->
    [0] { $seat } rolls no black die
    [one] { $seat } rolls 1 black die
   *[other] { $seat } rolls { $count } black dice
 }
    .button = { $count ->
        [0] Roll no die
        [one] Roll 1 die
       *[other] Roll { $count } dice
    }
chocolatl-take-village = { $hut ->
    [true] { $seat } takes a hut tile
   *[other] { $seat } takes the black die
 }
    .button = { $hut ->
        [true] Take a hut
       *[other] Take the black die
    }
chocolatl-first-placer = { $me ->
    [true] { $seat } places a pyramid marker first
   *[other] { $seat } lets the second place first
 }
    .button = { $me ->
        [true] Place first
       *[other] Let the second place first
    }
chocolatl-swap = { $seat } gives the { $value } for the face-up reward card
    .button = Give the { $value }
chocolatl-disc-stack = Turn-order discs, bottom to top: { $seats }
chocolatl-altar-done = Everyone sacrificed a card face down on the altar
chocolatl-round = Round { $round }: { $mode }; harvest dice { $harvest }; reward cards { $rewards }
chocolatl-green-reveal = Green mode: the first cards are revealed; everyone places a second card
chocolatl-station = { $station }: { $ranking }
chocolatl-station-rolls = { $rolls }
chocolatl-score = { $points ->
    [one] { $seat } scores { $points } point ({ $reason })
   *[other] { $seat } scores { $points } points ({ $reason })
 }
chocolatl-temple = { $hero } takes the Hero King; { $old_man } takes the Old Man
chocolatl-hut = { $seat } builds a hut (now { $huts })
chocolatl-black-die = { $seat } takes the black die (now { $dice })
chocolatl-pyramid-order = { $me ->
    [true] { $seat } places first in the pyramid
   *[other] { $seat } lets { $other } place first in the pyramid
 }
chocolatl-marker = { $seat } places a marker in the pyramid
chocolatl-reward = { $seat } gives the { $value } for the reward card { $reward }
chocolatl-end-rounds = all { $rounds } rounds were played
chocolatl-end-markers = { $seat } used all their markers
chocolatl-end-pyramid = the pyramid is full
chocolatl-end-score = { $seat } has more than { $limit } points
chocolatl-game-ends = The game ends: { $reasons }. A last altar sacrifice follows.
chocolatl-final = Final scores: { $scores }. Winner: { $winners }
chocolatl-reason-hero-king = Hero King
chocolatl-reason-harvest-die = harvest die
chocolatl-reason-pyramid-layer = majority in a pyramid layer
chocolatl-reason-kitchen-first = first in the kitchen
chocolatl-reason-kitchen-second = second in the kitchen
chocolatl-reason-kitchen-last = last in the kitchen
chocolatl-reason-tlachtli-empty = Tlachtli with no reward card left

## Refusals (refusal-<code>)

refusal-illegal-action = That is not one of the moves you may make now
refusal-no-such-seat = There is no seat { $seat }
refusal-game-over = The game is over
refusal-not-your-turn = It is not your turn; wait for the other players' moves
refusal-wrong-phase = It is { $phase } now; choose one of this phase's moves
refusal-decision-pending = { $what ->
    [place] First place the new part on a slot
    [operate] First finish operating the part
    [convert] The part being operated asks which chocolates go in and come out
    [upgrade] The part being operated asks for upgrades
    [copy] The part being operated asks which chocolate to copy
    [stage] First finish delivering the stage
    [delivery] First finish the Department Store delivery
    [keep] First choose what to keep, or keep no more
   *[pick-order] First choose which drawn order to keep
 }
refusal-nothing-pending = Nothing is waiting for that choice now; choose one of the moves offered
refusal-not-possible = That cannot be done now; choose one of the moves offered
refusal-missing-chocolates = { $what ->
    [input] The next input ({ $icon }) cannot be a { $kind } from this tile
    [copy] There is no { $kind } on the tile to copy
    [stage] The next chocolate of the stage ({ $icon }) cannot be a { $kind } from your store room
    [keep] There is no { $kind } among the chocolates to keep
    [tile] That tile holds no { $kind }
    [chute] There is no { $kind } on the Chute's tile
    [trade] There is no { $kind } in your store room (only store-room chocolates can be traded)
    [room] There is no { $kind } in your store room
    [order] Your store room lacks the chocolates of the stage (exactly those shown)
    [chocolate-order] Your store room lacks the chocolates of the card (all delivered at once)
   *[part] The chocolates on the tile do not allow this
 }
refusal-wrong-kind = The next output is a { $icon }, not a { $kind }
refusal-not-an-upgrade = { $from_kind } → { $to_kind } is not an upgrade of a chocolate on the tile (one stage up)
refusal-not-drawn = That is not one of the orders drawn
refusal-not-dealt = That card was not dealt today
refusal-second-pick-other-kind = { $what ->
    [part] You already have today's part: take an employee
   *[employee] You already have today's employee: take a part
 }
refusal-packet-taken = That packet was already taken
refusal-no-part = There is no part on { $slot }
refusal-chute-not-run = The Chute is not operated: send a chocolate down it instead
refusal-part-already-used = The part on { $slot } was already operated this shift
refusal-no-option = The { $part } has no option { $option }
refusal-no-technician = Only the part with today's Technician works on a second tile
refusal-not-adjacent = The Technician's tile must be next to the part
refusal-not-enough-coal = Operating it costs { $cost } coal; you have { $coal }
refusal-no-chute = There is no Chute on { $slot }
refusal-wrong-employee = That needs today's { $role }
refusal-already-assigned = The employee is already assigned today
refusal-employee-used = The employee's uses today are spent
refusal-same-tile = Move it to another tile
refusal-no-order = That is not one of your open orders
refusal-incomplete-delivery = This delivery does not meet the store's requirement yet
refusal-same-store = The Agent supplies another store than today's ({ $store })
refusal-wrong-store = You may supply only the store of today's employee, not { $store }
refusal-store-supplied = { $store } (side { $side }) takes one delivery a day, and you already supplied it today
refusal-store-rule = { $store } (side { $side }) does not take a { $kind } now
refusal-mover-tiles = This part moves a chocolate from its own tile ({ $tile }) to another tile
refusal-free-employee-no-store = Your free employee belongs to no store: you supply no Department Store today, not even { $store }
refusal-no-named-requirement = Only The Palace Boutique on side D delivers under another store's requirement
refusal-cannot-name-store = { $store } (side { $side }) asks for no chocolates of its own: name another store
refusal-pair-removed = That card is in today's removed pair (the employee of { $store })
refusal-card-face-down = That Factory Manager card is not face up
refusal-no-chocolate-order = That card has no chocolate order
refusal-not-a-corner-shop-order = Employees help with Corner Shop orders only, not chocolate orders
refusal-already-delivered = That chocolate order was delivered already
refusal-no-such-action-id = There is no such action now
refusal-not-an-action = That is not a move of this game
refusal-cannot-undo = { $what ->
    [nothing] Nothing to undo: undo works only within the current shift
   *[depends] This move cannot be taken back: a later move depends on it
 }
refusal-wrong-step = That move does not fit this step of the round
refusal-must-sacrifice = Before round 1 every player must sacrifice a card
refusal-no-such-card = You hold no card { $value }
refusal-too-many-dice = You hold { $dice } black dice, not { $count }
refusal-no-such-station = There is no station number { $number }
refusal-station-full = { $rule_mode ->
    [gold] In gold mode only the { $open } takes bids now
    [green] In green mode each station takes one card per pass; the { $station } has it
   *[other] The { $station } already has its cards
 }
refusal-bad-id = There is no action with that number
refusal-not-running = The table is not running ({ $status })
refusal-spectator = Spectators watch; they cannot act
refusal-stood-in = The stand-in bot holds your seat: take it back first
refusal-not-stood-in = Your seat is not held by the stand-in
refusal-already-conceded = You conceded this game
refusal-no-rematch = A rematch is made once, when the game is over
refusal-stale-state = The game moved on since you chose; look again and choose anew
refusal-bad-notation = That move cannot be read

## Game setups refused (option-error-<code>: chocolatier.core.errors.OPTION_ERRORS)
# $option and $needs are an option's name as typed (store_sides); $value is the value given as
# JSON text ("Z", 5); $name and $text are what was typed; $known and $options list what there is,
# $choices what may be typed ("A, B or random").

option-error-unknown-game = unknown game “{ $name }” (games: { $known })
option-error-bad-players = { $game } is for { $least }–{ $most } players, not { $players }
option-error-unknown-option = { $game } has no option “{ $option }” (options: { $known })
option-error-no-options = { $game } takes no options (given: { $options })
option-error-not-one-of = option { $option } must be { $choices }, not { $value }
option-error-master-not-solo = option { $option } (the { module-master } module) is for 2–4 players: the solo mode has no place for it
option-error-solo-only = option { $option } is for the solo mode (1 player) only
option-error-bad-start-player = option { $option } must be a seat number from 0 to { $most } or { $choices }, not { $value }
option-error-bad-card-overrides = option { $option } must map a card kind to a list of cards, not { $value }
option-error-bad-store-sides = option { $option } must be { $choices } (or a side for each store), not { $value }
option-error-side-needs-master = option { $option }: side { $side } needs option { $needs } (the { module-master } module)
option-error-unknown-store = option { $option }: there is no store “{ $name }” (stores: { $known })
option-error-no-such-side = { $store } has no side { $value }
option-error-store-side-needs-master = { $store }: side { $side } needs option { $needs } (the { module-master } module)
option-error-not-whole = option { $option } must be a whole number from { $least } to { $most }, not { $value }
option-error-too-few = option { $option } must be at least { $least }, not { $value }
option-error-needs-option = option { $option } needs option { $needs }
option-error-excludes = option { $option } cannot go with { $others }
option-error-not-a-bot = option { $option } names a bot (and its level), not { $value }
option-error-unknown-bot = unknown bot “{ $name }” for { $game } (bots: { $known })
option-error-unknown-level = the { $bot } bot has no level “{ $level }” (levels: { $known })
option-error-unknown-bot-setting = the { $bot } bot has no setting “{ $setting }” (settings: { $known })
option-error-bad-bot-setting = the { $bot } bot's setting { $setting } needs a positive number, not “{ $value }”
option-error-no-bot = no bot given
option-error-not-key-value = an option is KEY=VALUE, not “{ $text }”

## Records that cannot be replayed: the engine's refusal of their setup or of a move
# $reason is that refusal, worded; $seat the player who made the move; $move its notation.

record-error-setup = the recorded game cannot be set up: { $reason }
record-error-move = move { $number } (“{ $move }”, { $seat }): { $reason }

## Texts that are no move (notation-error-<code>: chocolatier.core.errors.NOTATION_ERRORS)
# $word is the word read, as typed; $known the words that may stand there; $forms and $form
# ways to write the move (the notation, as in records).

notation-error = cannot read “{ $text }”: { $reason }
notation-error-empty = the move is empty
notation-error-unknown-verb = unknown verb “{ $word }” (verbs: { $known })
notation-error-usage = expected { $forms }
notation-error-not-written-as = “{ $word }” is not written { $form }
notation-error-not-a-kind = “{ $word }” is not a chocolate kind ({ $known })
notation-error-not-a-slot = “{ $word }” is not a slot ({ $known })
notation-error-not-a-tile = “{ $word }” is not a conveyor position ({ $least }–{ $most })
notation-error-not-a-card-id = “{ $word }” is not a card id
notation-error-not-an-option-number = “{ $word }” is not an option number (1, 2, …)
notation-error-not-a-store = “{ $word }” is not a store ({ $known })
notation-error-not-an-icon = “{ $word }” is not an icon ({ $known })
notation-error-not-a-station = “{ $word }” is not a station ({ $known })
notation-error-no-such-card = there is no card “{ $word }” in this game
notation-error-not-legal = no legal action of this seat has this notation now

## Any game without events of its own

action = { $seat }: { $notation }
    .button = { $notation }

## Factory Manager objectives: why a box is met or what it lacks

objective-paid = paid £{ $amount } of the £{ $earned } earned
objective-money-short = £{ $amount } needed; £{ $left } left of the £{ $earned } earned
objective-gave-up = { $count ->
    [one] gave up { $count } completed order
   *[other] gave up { $count } completed orders
 }
objective-orders-short = { $amount } needed; { $left } left to give up
objective-marker-moved = { $store } marker moved back { $amount } ({ $before } → { $after })
objective-spaces-short = { $store ->
    [none] { $amount } needed at a store this card has not used yet; { $left } spaces left in all
   *[other] { $amount } needed at { $store }; { $left } left
 }
objective-delivered = { $done ->
    [true] delivered
   *[other] not delivered yet
 }
objective-special-progress = { $delivered } of { $stages } stages delivered
