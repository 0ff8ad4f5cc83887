# Game content of Chocolate Factory and Chocolatl: names and card texts (owned by docs/i18n.md's
# glossary). A comment above a message names where the term comes from: "seed NNN" (a file of
# ../shared/seeds/), "rules" (the consolidated rules of the seeds) or "ours".
# Variables: $count is a number (plural selector); $amount a number; $size an order size code
# (small, medium, large, any); $store and $chocolates come already translated.

## Chocolates (rules §1)
## Each takes $count for the plural.

# seed 000
kind-bean = { $count ->
    [one] Bean
   *[other] Beans
}
# seed 000
kind-cocoa = { $count ->
    [one] Cocoa
   *[other] Cocoa
}
# seed 000
kind-chunk = { $count ->
    [one] Chunk
   *[other] Chunks
}
# seed 000
kind-finger = { $count ->
    [one] Finger
   *[other] Fingers
}
# seed 000
kind-caramel = { $count ->
    [one] Caramel
   *[other] Caramels
}
# seed 000
kind-nut = { $count ->
    [one] Nut
   *[other] Nuts
}
# seed 000
kind-boxed = { $count ->
    [one] Boxed
   *[other] Boxed
}
# seed 000
icon-bar = { $count ->
    [one] Bar
   *[other] Bars
}
# seed 000
icon-wrapped = { $count ->
    [one] Wrapped
   *[other] Wrapped
}
# seed 003
icon-refined = { $count ->
    [one] refined chocolate
   *[other] refined chocolates
}
# rules
icon-any = { $count ->
    [one] chocolate of any kind
   *[other] chocolates of any kind
}

## Factory parts (rules §2, §8; data/parts.toml, data/board.toml)

# seed 000
part-type-converter = Converter
part-type-converter-effect = Pay the coal, take exactly the chocolates shown on the left from this part's tile and put the ones on the right on it. A part with two options runs one of them per operation.
# seed 000
part-type-upgrader = Upgrader
part-type-upgrader-effect = Pay the coal and gain { $points } upgrade { $points ->
    [one] point
   *[other] points
}: each moves a chocolate on this part's tile one stage up (the same chocolate may take several). Unused points are lost.
# seed 000
part-type-repeater = Repeater
part-type-repeater-effect = Pay the coal and pick a chocolate on this part's tile: { $copies ->
    [one] add 1 identical copy
   *[other] add { $copies } identical copies
}.
# seed 000
part-type-chute = Chute
part-type-chute-effect = Free, any number of times a shift: move chocolates from this part's tile to your store room.

# seed 003
part-roaster = Roaster
# seed 000
part-upgrader = Upgrader
# seed 000
part-chute = Chute
# ours
part-A01 = Cocoa Splitter
# ours
part-A02 = Nut Grinder
# ours
part-A03 = Bean Mill
# ours
part-A04 = Wrapping Press
# ours
part-A05 = Double Upgrader
# ours
part-A06 = Doubler
# ours
part-A07 = Twin Roaster
# ours
part-A08 = Bar Mould
# ours
part-A09 = Caramel Pot
# ours
part-A10 = Wrapping Line
# ours
part-A11 = Bean Moulder
# ours
part-A12 = Box Folder
# ours
part-A13 = Bar Cutter
# ours
part-A14 = Fudge Mixer
# ours
part-A15 = Conveyor Oven
# ours
part-B01 = Luxury Boxer
# ours
part-B02 = Chocolatier's Bench
# ours
part-B03 = Assortment Machine
# ours
part-B04 = Transmogrifier
# ours
part-B05 = Triple Upgrader
# ours
part-B06 = Tripler
# ours
part-B07 = Chocolate Fountain
# ours
part-B08 = Praline Press
# ours
part-B09 = Bonbon Boxer
# ours
part-B10 = Stone Mill
# ours
part-B11 = Grand Roaster
# ours
part-B12 = Tempering Machine
# ours
part-B13 = Confectioner
# ours
part-B14 = Nut Cracker
# ours
part-B15 = Production Line

## Employees (rules §7): the name, then the ability as a card tooltip.

# seed 000
role-director = Director
role-director-ability = When you supply this employee's Department Store today, your marker moves { $times ->
        [2] twice
       *[other] { $times } times
    } as far.
# seed 000
role-miner = Miner
role-miner-ability = Gift: take { $coal } coal at once.
# seed 000
role-operator = Operator
role-operator-ability = { $uses ->
        [1] Once today
        [2] Twice today
        [3] Three times today
        [4] Four times today
       *[other] { $uses } times today
    }: move one chocolate from any conveyor tile to any other tile.
# seed 000
role-salesman = Salesman
role-salesman-ability = +£{ $money } for each Corner Shop order stage you complete today.
# seed 000
role-clerk = Clerk
role-clerk-ability = { $uses ->
        [1] Once today
        [2] Twice today
        [3] Three times today
        [4] Four times today
       *[other] { $uses } times today
    }: skip the current stage of any Corner Shop order (its marker moves up; no money for that stage).
# seed 000
role-decorator = Decorator
role-decorator-ability = { $uses ->
        [1] Once today
        [2] Twice today
        [3] Three times today
        [4] Four times today
       *[other] { $uses } times today
    }: upgrade any one chocolate on any conveyor tile.
# seed 000
role-mechanic = Mechanic
role-mechanic-ability = Assign to one part: operating it today costs half its coal, rounded up.
# seed 000
role-corner_shop_agent = Corner Shop Agent
role-corner_shop_agent-ability = { $uses ->
        [1] Once today
        [2] Twice today
        [3] Three times today
        [4] Four times today
       *[other] { $uses } times today
    }: complete the current stage of a Corner Shop order with any refined chocolates (the same number of them).
# seed 000
role-expert_miner = Expert Miner
role-expert_miner-ability = Gift: take { $coal } coal at once.
# seed 000
role-expert_operator = Expert Operator
role-expert_operator-ability = { $uses ->
        [1] Once today
        [2] Twice today
        [3] Three times today
        [4] Four times today
       *[other] { $uses } times today
    }: move one chocolate from any conveyor tile to any other tile.
# seed 000
role-dealer = Dealer
role-dealer-ability = { $uses ->
        [1] Once today
        [2] Twice today
        [3] Three times today
        [4] Four times today
       *[other] { $uses } times today
    }: complete the current stage of a Corner Shop order with { $fewer ->
        [1] one chocolate
       *[other] { $fewer } chocolates
    } fewer (you choose which to leave out).
# seed 000
role-engineer = Engineer
role-engineer-ability = Run { $shifts } shifts today instead of { $usual_shifts } (an extra conveyor tile).
# seed 000
role-supervisor = Supervisor
role-supervisor-ability = Every Load today puts { $beans } Beans on the tile instead of { $usual_beans }.
# seed 000
role-department_store_agent = Department Store Agent
role-department_store_agent-ability = At the start of Cleanup, after everyone has fulfilled orders, you may supply one other Department Store.
# seed 000
role-packer = Packer
role-packer-ability = { $uses ->
        [1] Once today
        [2] Twice today
        [3] Three times today
        [4] Four times today
       *[other] { $uses } times today
    }: { $factor ->
        [2] double
        [3] triple
       *[other] multiply by { $factor }
    } the number of every chocolate on one conveyor tile.
# seed 000
role-technician = Technician
role-technician-ability = Assign to one part: each time you operate it today, you may pay { $extra } more coal to apply the same operation to an adjacent tile too.

## Department Stores (rules §6): the name, then what each side takes.
## A side's numbers are the card set's (the view's store row): $limit (at most, a day), $per (£ per
## space), $counts (the allowed counts, already listed with "or"), $bar, $wrapped and $boxed (the
## spaces two of them move).

# seed 000
store-palace = The Palace Boutique
store-palace-A = Any number of refined chocolates, all of one kind in each delivery: 1 space each.
store-palace-B = Any number of refined chocolates, all of different kinds, in one delivery a day: 1 space each (at most { $limit } a day without a Director).
# seed 000
store-fresh = Fresh Fancies
store-fresh-A = Chunks: 1 space each.
store-fresh-B = Fingers: 1 space each.
# seed 000
store-salter = Salter's Emporium
store-salter-A = Caramels: 1 space each.
store-salter-B = Nuts: 1 space each.
# seed 000
store-house = House of Luxury
store-house-A = Boxed chocolates: 1 space each.
store-house-B = Pairs of Bars (any mix of Chunks and Fingers): 1 space per pair.
# seed 000
store-dunstan = Dunstan & Gilbert's
store-dunstan-A = Pairs of Wrapped or Boxed chocolates in any mix: 1 space per pair.
store-dunstan-B = Exactly two chocolates, once a day: 2 Bars → { $bar ->
        [one] { $bar } space
       *[other] { $bar } spaces
    }, 2 Wrapped → { $wrapped }, 2 Boxed → { $boxed }.

# rules
colour-brown = Brown
# rules
colour-orange = Orange
# rules
colour-grey = Grey
# rules
colour-blue = Blue
# rules
colour-green = Green

## Corner Shop orders (rules §4.4)

# seed 003
order-size-small = Small
# seed 003
order-size-medium = Medium
# seed 003
order-size-large = Large
# ours
order-size-any = Any size

## Factory Manager, the solo mode (rules §9)

# seed 000
solo-type-weekly_target = Weekly Target
# seed 000
solo-type-demand = Demand
# rules
solo-initial-demand = Initial Demand
# rules
solo-daily-demand = Daily Demand
# rules
solo-special-orders = Special Orders
objective-money = Pay £{ $amount } from Corner Shop orders
objective-corner_shop = Give up { $amount } { $size ->
    [small] completed Small
    [medium] completed Medium
    [large] completed Large
   *[any] completed
} { $amount ->
    [one] order
   *[other] orders
}
objective-department_store = Move a marker back { $amount } { $amount ->
    [one] space
   *[other] spaces
} at a Department Store
objective-department_store-at = Move a marker back { $amount } { $amount ->
    [one] space
   *[other] spaces
} at { $store }
objective-chocolate_order = Deliver { $chocolates }
objective-special_order = Complete special order { $order } ({ $size ->
    [small] Small
    [medium] Medium
   *[large] Large
})

## Days and phases (rules §3–§5)

# rules
day-1 = Monday
# rules
day-2 = Tuesday
# rules
day-3 = Wednesday
# rules
day-4 = Thursday
# rules
day-5 = Friday
# rules
day-6 = Saturday
# seed 003
phase-prepare = Prepare
# rules
phase-draft = Grow & Recruit
# seed 003
phase-run = Run Factory
# seed 003
phase-fulfil = Fulfill Orders
# rules
phase-agent = Department Store Agent
# seed 003
phase-cleanup = Cleanup
# ours
phase-over = Game over

## Score categories: Chocolate Factory (factory/scoring.py), Factory Manager (factory/objectives.py)

# ours
score-corner_shop_orders = Corner Shop orders
# seed 000
score-salesman = Salesman
# rules
score-corner_shop_majority = Corner Shop majority
# seed 000
score-store_palace = The Palace Boutique
# seed 000
score-store_fresh = Fresh Fancies
# seed 000
score-store_salter = Salter's Emporium
# seed 000
score-store_house = House of Luxury
# seed 000
score-store_dunstan = Dunstan & Gilbert's
# rules
score-diversity = Department Store diversity bonus
# rules
score-leftover_chocolates = Leftover chocolates
# rules
score-leftover_coal = Leftover coal
# rules
score-met_money = Money objectives met
# rules
score-met_corner_shop = Corner Shop objectives met
# rules
score-met_department_store = Department Store objectives met
# rules
score-met_chocolate_order = Chocolate orders delivered
# rules
score-met_special_order = Special orders completed

## Score categories: Chocolatl (chocolatl/scoring.py; a key's spaces become "_")

# rules
score-track = Score track
# ours
score-altar = Altar cards
# ours
score-altar_majority = Largest altar offering
# rules
score-hero_king = Hero King
# rules
score-old_man = Old Man
# ours
score-pyramid_markers = Markers in the pyramid
# ours
score-pyramid_majority = Most markers in the pyramid
# ours
score-black_dice = Unused black dice

## Chocolatl: the stations of Tenochtitlan, resolved in this order

# rules
station-temple = Temple of Prophecy
station-temple-effect = 1st takes the Hero King and scores +1 (it wins ties; +3 if the game ends this round). Last takes the Old Man: +1 on bids here, −1 everywhere else (−3 if the game ends this round).
# rules
station-field = Cacao Field
station-field-effect = 1st, 2nd and 3rd score the highest, middle and lowest harvest die.
# rules
station-village = Village
station-village-effect = 1st chooses the black die or a hut (a hut also places 1 building marker); 2nd takes the other. Each hut: −1 on bids at the Village, +1 everywhere else.
# rules
station-pyramid = Pyramid of Cholula
station-pyramid-effect = If 1st beats 2nd by 3 or more, 1st places 2 building markers; otherwise 1st and 2nd place 1 each, 1st choosing who goes first. A completed layer scores +5, +4, +3, +2 (bottom to top) for the player with most markers in it.
# rules
station-kitchen = Kitchen
station-kitchen-effect = 1st scores the round's higher value, 2nd the lower; last scores −2.
# rules
station-tlachtli = Tlachtli Ball Court
station-tlachtli-effect = 1st swaps a hand card for the face-up reward card of the 6 stack, 2nd for the one of the 3 stack; the card given leaves the game. With no reward card left: 1st +6, 2nd +3.

## Chocolatl: bidding modes (the colour of the leader's space)

# ours
mode-red = Red: all at once
mode-red-rule = Everyone places all 12 cards face down at once, 2 on each station; then the stations are revealed and resolved in order.
# ours
mode-gold = Gold: station by station
mode-gold-rule = Station by station: everyone plays 2 cards face down, they are revealed and the station is resolved before the next one.
# ours
mode-green = Green: one card, then another
mode-green-rule = Everyone places 1 card face down on each station and all are revealed; then a second card on each station, revealed; then the stations are resolved in order.

## Chocolatl: steps of a round (chocolatl/state.py phases)

# ours
step-altar = Sacrifice to the altar
# rules
step-bid = Bidding
# rules
step-dice = Black dice
# ours
step-village = Village choice
# rules
step-pyramid = Who builds first
# ours
step-swap = Tlachtli reward swap
# ours
step-final-altar = Final sacrifice
# ours
step-over = Game over

## Chocolatl: pieces

# rules
item-bid-card = { $count ->
    [one] cacao card
   *[other] cacao cards
}
# rules
item-reward-card = { $count ->
    [one] Tlachtli reward card
   *[other] Tlachtli reward cards
}
# rules
reward-stack-six = 6 stack (big prize)
# rules
reward-stack-three = 3 stack (small prize)
# rules
item-hero-king = Hero King
# rules
item-old-man = Old Man
# rules
item-harvest-die = { $count ->
    [one] harvest die
   *[other] harvest dice
}
# rules
item-black-die = { $count ->
    [one] black die
   *[other] black dice
}
# rules
item-hut = { $count ->
    [one] hut
   *[other] huts
}
# rules
item-building-marker = { $count ->
    [one] building marker
   *[other] building markers
}
# rules
item-altar = Altar
# rules
item-round = Round
# rules
item-pyramid-layer = Pyramid layer

## Words of the game shared by every screen (rules §1–§5)

# seed 003
game-factory = Chocolate Factory
# seed 003
game-factory-manager = Factory Manager
# seed 002
game-chocolatl = Chocolatl
# seed 003
term-coal = Coal
# seed 003
term-money = Money
# seed 003
term-store-room = Store room
# seed 003
term-coal-bunker = Coal bunker
# seed 003
term-conveyor = Conveyor
# seed 003
term-conveyor-tile = Conveyor tile
# seed 003
term-shift = Shift
# rules
term-slot = Slot
# seed 003
term-factory-part = Factory part
# seed 003
term-employee = Employee
# seed 000
term-corner-shop = Corner Shop
# seed 003
term-corner-shop-order = Corner Shop order
# seed 000
term-department-store = Department Store
# seed 003
term-stage = Stage
# seed 003
term-completed-order = Completed order
# seed 003
term-track = Track
# seed 003
term-space = Space
# seed 000
term-upgrade = Upgrade
# rules
term-upgrade-point = Upgrade point
# seed 003
term-deck = Deck
# seed 003
term-packet = Packet
# seed 003
term-start-player = Start player
# seed 003
term-day = Day
# seed 003
term-gift = Gift
# seed 000
term-load-push = Load & Push
# seed 000
term-operate = Operate
# seed 000
term-clear = Clear
# seed 003
term-side = Side
# rules
term-score = Score

## Master Chocolatier module (card-data.md; option master=true)

# ours
module-master = Master Chocolatier
# rules
part-type-mover = Mover
part-type-mover-effect = Pay the coal and move one chocolate shown on the card from this part's tile to any other tile (once a shift, like any part).
# ours
part-A16 = Bean Lift
# ours
part-A17 = Transfer Arm
# ours
part-B16 = Refined Crane
# ours
part-B17 = Master Conveyor
# ours
store-free = No store
# ours
role-foreman = Foreman
role-foreman-ability = Gift: take { $coal } coal at once. A free employee: you supply no Department Store today.
# ours
role-master_packer = Master Packer
role-master_packer-ability = { $uses ->
        [1] Once today
        [2] Twice today
        [3] Three times today
        [4] Four times today
       *[other] { $uses } times today
    }: { $factor ->
        [2] double
        [3] triple
       *[other] multiply by { $factor }
    } the number of every chocolate on one conveyor tile. A free employee: you supply no Department Store today.
# ours
role-artisan = Artisan
role-artisan-ability = { $uses ->
        [1] Once today
        [2] Twice today
        [3] Three times today
        [4] Four times today
       *[other] { $uses } times today
    }: upgrade any one chocolate on any conveyor tile. A free employee: you supply no Department Store today.
# ours
role-porter = Porter
role-porter-ability = { $uses ->
        [1] Once today
        [2] Twice today
        [3] Three times today
        [4] Four times today
       *[other] { $uses } times today
    }: move one chocolate from any conveyor tile to any other tile. A free employee: you supply no Department Store today.
# ours
role-broker = Broker
role-broker-ability = { $uses ->
        [1] Once today
        [2] Twice today
        [3] Three times today
        [4] Four times today
       *[other] { $uses } times today
    }: complete the current stage of a Corner Shop order with any refined chocolates (the same number of them). A free employee: you supply no Department Store today.
# ours
role-fixer = Fixer
role-fixer-ability = { $uses ->
        [1] Once today
        [2] Twice today
        [3] Three times today
        [4] Four times today
       *[other] { $uses } times today
    }: complete the current stage of a Corner Shop order with { $fewer ->
        [1] one chocolate
       *[other] { $fewer } chocolates
    } fewer. A free employee: you supply no Department Store today.
# ours
store-palace-C = No chocolates: 1 space per £{ $per } earned from Corner Shop orders today, rounded down.
# rules
store-palace-D = One delivery a day, as if this store had another store's requirement (name the store for the delivery).
# rules
store-fresh-C = No chocolates: 1 space per £{ $per } earned from Corner Shop orders today, rounded down.
# rules
store-fresh-D = Exactly { $counts } refined chocolates of any kinds, once a day: 1 space each.
# ours
store-salter-C = No chocolates: 1 space per £{ $per } earned from Corner Shop orders today, rounded down.
# rules
store-salter-D = Up to { $limit } refined { $limit ->
        [one] chocolate,
       *[other] chocolates, all of different kinds,
    } once a day: 1 space each.
# ours
store-house-C = No chocolates: 1 space per £{ $per } earned from Corner Shop orders today, rounded down.
# ours
store-house-D = Wrapped chocolates (Caramels or Nuts in any mix): 1 space each.
# ours
store-dunstan-C = No chocolates: 1 space per £{ $per } earned from Corner Shop orders today, rounded down.
# ours
store-dunstan-D = Exactly { $counts } Wrapped or Boxed chocolates in any mix, once a day: 1 space each.
