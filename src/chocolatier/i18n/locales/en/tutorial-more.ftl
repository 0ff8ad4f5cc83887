# The solo-mode and Chocolatl tutorials (src/chocolatier/tutorials/solo.toml, chocolatl.toml):
# what the coach says at each step (tutorial-<name>-<step>) and its answer to a wrong click
# (...-wrong). Game terms are the glossary's (docs/i18n.md), referenced where a message has them.

## Factory Manager, the solo mode (seed 20, one Monday)

tutorial-solo-title = { game-factory-manager }: the solo mode
tutorial-solo-summary = Play one Monday alone against the objectives: the Weekly Target, the Demands, objectives met or not, and how a solo day runs.
tutorial-solo-welcome = Welcome to { game-factory-manager }, the solo mode of { game-factory }. You play alone, against objectives instead of other players: meet every one of them by the end of Saturday and you win; miss one and you lose. There is no final scoring.
tutorial-solo-target = This is your { solo-type-weekly_target }, W06. By Saturday night it asks for three things: to move a marker back 1 space at { store-house } (so your marker must get there first), a chocolate order (a Boxed and a Wrapped chocolate, delivered together) and to pay £5 from Corner Shop orders.
tutorial-solo-demands = Demands add objectives. The { solo-initial-demand } D07 was face up from the start: pay £5 and give up 1 completed Corner Shop order. Every morning from Monday to Friday one { solo-daily-demand } is turned face up: today's, D12, asks to move a marker back 1 space at two different Department Stores. Four more lie face down.
tutorial-solo-objectives = Each objective shows ✔ or ✘: whether it would be met if the game ended now, and why. This morning they are all ✘. At the end every item is spent once: the £5 that pays one objective cannot pay another, and an order given up is gone.
tutorial-solo-pair = A solo day starts like any other: 5 coal on Monday, then five factory parts and five employees dealt in pairs. The pair whose employee belongs to the day's store is removed, on Monday { store-dunstan } (pair 4). You choose one part and one employee from the other pairs, not necessarily of the same pair.
tutorial-solo-take-part = Take the { part-A04 }: for 2 coal it turns one Bar into two Wrapped chocolates. Your Small order S01 wants a Caramel and a Nut, both Wrapped.
tutorial-solo-take-part-wrong = That is not the card of this lesson: take the { part-A04 } (pair 2). It makes the Caramel and the Nut that S01 asks for. Pair 4 is out today: its employee belongs to { store-dunstan }, Monday's store.
tutorial-solo-place-part = Place it on B3, below conveyor position 3 and opposite the { part-chute } on T3: what it makes can go to the store room in the same shift. A new part covers whatever was on its slot, for the rest of the game.
tutorial-solo-place-part-wrong = Put the { part-A04 } on B3, below position 3: there the { part-chute } above it can send its Caramel and Nut to the store room at once. On T1 or T2 it would cover your { part-roaster } or { part-upgrader }.
tutorial-solo-take-employee = Now an employee, for today only. Take the { role-supervisor }: every Load today puts 2 Beans on the new tile instead of 1, so the same coal makes more chocolate.
tutorial-solo-take-employee-wrong = Take the { role-supervisor }: with 2 Beans on every tile you will have a spare Bean to trade for coal in the last shift. The employee also decides your Department Store today: the { role-supervisor } works for { store-house }.
tutorial-solo-shift-1-roast = { phase-run }: 3 shifts. Each starts with Load & Push: a tile with 2 Beans has come in at position 1. Operate the { part-roaster } on T1: 1 coal, and a Bean becomes Cocoa.
tutorial-solo-shift-1-roast-wrong = Operate the { part-roaster } on T1, above position 1 where the Beans are: a part works only on the tile at its own position.
tutorial-solo-shift-1-done = Nothing else can work on your chocolate now: end the shift. Coal on the parts goes back (Clear), and the next shift pushes every tile one position to the right.
tutorial-solo-shift-1-done-wrong = End the shift: the { part-upgrader } on T2 has no chocolate under it yet, and the { part-roaster } works once a shift.
tutorial-solo-shift-2-upgrade = Shift 2: your first tile is now at position 2, under the { part-upgrader }. Operate it: 1 coal for one upgrade.
tutorial-solo-shift-2-upgrade-wrong = Operate the { part-upgrader } on T2: it works on the tile at position 2, where your Cocoa is now.
tutorial-solo-shift-2-finger = Upgrade the Cocoa to a Finger: the { part-A04 } takes a Bar, a Chunk or a Finger.
tutorial-solo-shift-2-finger-wrong = Choose Cocoa → Finger: a Bar is what the { part-A04 } wraps. Upgrading the Bean would leave nothing to wrap next shift.
tutorial-solo-shift-2-roast = A new tile with 2 Beans has come in at position 1: roast one of them with the { part-roaster } (1 coal).
tutorial-solo-shift-2-roast-wrong = Operate the { part-roaster } on T1: the new tile at position 1 has Beans to roast, and the { part-upgrader } has worked this shift already.
tutorial-solo-shift-2-done = End shift 2. You have 2 coal left: just what the { part-A04 } costs.
tutorial-solo-shift-2-done-wrong = End the shift: nothing is at position 3 for the { part-A04 } yet. Keep your 2 coal for it.
tutorial-solo-shift-3-wrap = Shift 3, the last of the day: the Finger is at position 3, over the { part-A04 } on B3. Operate it: 2 coal.
tutorial-solo-shift-3-wrap-wrong = Operate the { part-A04 } on B3: the Finger is on the tile above it, at position 3.
tutorial-solo-shift-3-in = It takes a Bar: give it the Finger.
tutorial-solo-shift-3-in-wrong = The { part-A04 } takes a Bar: choose the Finger.
tutorial-solo-shift-3-caramel = Two Wrapped chocolates come out, each a Caramel or a Nut. S01 wants one of each: make a Caramel first.
tutorial-solo-shift-3-caramel-wrong = Make a Caramel now and a Nut next: S01 pays £7 for a Caramel with a Nut.
tutorial-solo-shift-3-nut = And now a Nut.
tutorial-solo-shift-3-nut-wrong = Make the Nut: two Caramels would not match S01.
tutorial-solo-chute-caramel = The { part-chute } on T3 moves chocolates from its tile to the store room, free and as often as you like. Orders are filled only from the store room. Send the Caramel.
tutorial-solo-chute-caramel-wrong = Use the { part-chute } on T3 to send the Caramel to the store room: orders take chocolates from the store room, never from the conveyor.
tutorial-solo-chute-nut = Send the Nut too.
tutorial-solo-chute-nut-wrong = Send the Nut to the store room with the { part-chute }: S01 needs it there.
tutorial-solo-chute-bean = Send the Bean as well: in the store room it can be traded for coal.
tutorial-solo-chute-bean-wrong = Send the Bean down the { part-chute }: your coal is spent, and a store-room chocolate can be traded for 1 coal.
tutorial-solo-trade = You are out of coal. While you operate you may trade any store-room chocolate for 1 coal: trade the Bean.
tutorial-solo-trade-wrong = Trade the Bean, not the Caramel or the Nut: those two are for your order.
tutorial-solo-shift-3-upgrade = Spend that coal: operate the { part-upgrader } on T2 for the Cocoa of your second tile.
tutorial-solo-shift-3-upgrade-wrong = Operate the { part-upgrader } on T2: the Cocoa at position 2 can still be upgraded this shift.
tutorial-solo-shift-3-finger = Make it a Finger: tomorrow it reaches the { part-A04 } at position 3.
tutorial-solo-shift-3-finger-wrong = Choose Cocoa → Finger, a Bar for tomorrow's wrapping.
tutorial-solo-shift-3-done = End the last shift. Chocolates left on the conveyor stay there for tomorrow.
tutorial-solo-shift-3-done-wrong = End the shift: your coal is spent and nothing else needs the { part-chute }.
tutorial-solo-deliver = { phase-fulfil }: deliver the Caramel and the Nut to S01. It pays £7, and a completed order can meet a "give up an order" objective.
tutorial-solo-deliver-wrong = Deliver S01: it asks for exactly a Caramel and a Nut, and both are in your store room. Your other orders want chocolates you do not have yet.
tutorial-solo-spent-once = Look at the objectives now. Your £7 pays the £5 of the { solo-type-weekly_target }, but not the £5 of the Demand as well: only £2 would be left. Each pound counts once. The completed S01 meets the Demand's "give up 1 order".
tutorial-solo-orders-done = Your employee works for { store-house }, which takes only Boxed chocolates: there is nothing to supply today. End { phase-fulfil }.
tutorial-solo-orders-done-wrong = End { phase-fulfil }: { store-house }, your employee's store, takes Boxed chocolates and you have none.
tutorial-solo-new-order = { phase-cleanup }: in the solo mode the store room keeps up to 6 chocolates (not 2); the rest would become coal. Your completed order is replaced: one order of each size is drawn and you keep one. Keep the Large L13: refined chocolates of any kind fill it.
tutorial-solo-new-order-wrong = Keep L13: its stages take refined chocolates of any kind, which suits a factory that wraps.
tutorial-solo-tuesday = Tuesday. A new { solo-daily-demand } is face up: D14, a chocolate order of a Chunk and a Caramel. Today the pair of { store-house } is removed. That is a solo day: read the new Demand, draft, run the factory, fulfill orders, clean up.
tutorial-solo-difficulty = The difficulty is chosen when you create a solo table: each level adds one more { solo-initial-demand } from the start. Play on from here: you have until Saturday night to meet every objective.

## Chocolatl (seed 2, three players, the altar and round 1)

tutorial-chocolatl-title = { game-chocolatl }: bidding at the stations
tutorial-chocolatl-summary = Play the altar and a whole first round against two players: face-down bids, the six stations, ties, and how the game ends.
tutorial-chocolatl-welcome = Welcome to { game-chocolatl }. Every round each player bids cacao cards face down at six stations, which pay points, huts, dice and better cards. The most points at the end wins. Your cards are 0 to 12.
tutorial-chocolatl-altar = Before round 1 everyone sacrifices one card face down on the { item-altar }. Its value scores at the end, the highest altar total earns +3 and wins a tied game, but the card leaves your hand. Sacrifice the 0: it would be your weakest bid.
tutorial-chocolatl-altar-wrong = Put the 0 on the { item-altar }: it scores nothing there, but you keep every card from 1 to 12 for bidding. A high card would score more at the end, and you would bid without it all game.
tutorial-chocolatl-round = Round 1. The harvest dice (6, 2, 1) lie on the { station-field }, a black die waits at the { station-village }, the { station-kitchen } pays 8 and 4, and the { station-tlachtli } shows the reward cards 14 and 11. The two other players bid face down as well: until the stations are revealed you see only the backs of their cards.
tutorial-chocolatl-red = The space of the leading score picks how to bid. Everyone is at 0, a red space: { mode-red-rule } A bid is the sum of its two cards, and the stations are resolved from left to right. Here is a plan.
tutorial-chocolatl-temple-1 = { station-temple }: the highest bid takes the { item-hero-king } (1 point, and it wins every tie for the rest of the round); the lowest takes the { item-old-man }, −1 at every other station. Put your 5 here…
tutorial-chocolatl-temple-1-wrong = Place the 5 on the { station-temple }: a modest bid is enough there, and your big cards are for the stations that pay more.
tutorial-chocolatl-temple-2 = …and the 1: 6 in all.
tutorial-chocolatl-temple-2-wrong = Add the 1 to the { station-temple }: with the 5 it makes 6, enough to take the { item-hero-king }.
tutorial-chocolatl-field-1 = { station-field }: the 1st, 2nd and 3rd score the highest, middle and lowest harvest die, 6, 2 and 1 points. Bid the 11…
tutorial-chocolatl-field-1-wrong = Put the 11 on the { station-field }: the winner there scores the 6, worth a high card.
tutorial-chocolatl-field-2 = …and the 2: 13. You will see why it is enough.
tutorial-chocolatl-field-2-wrong = Add the 2 to the { station-field }: 13 in all.
tutorial-chocolatl-village-1 = { station-village }: the 1st chooses a hut or the black die, and the 2nd gets the other. Bid the 4…
tutorial-chocolatl-village-1-wrong = Put the 4 on the { station-village }: with the 7 it wins you a hut.
tutorial-chocolatl-village-2 = …and the 7: 11.
tutorial-chocolatl-village-2-wrong = Add the 7 to the { station-village }: 11 in all.
tutorial-chocolatl-pyramid-1 = { station-pyramid }: beat the 2nd by 3 or more and you place 2 building markers; otherwise the 1st and the 2nd place one each. Each completed layer pays the player with most markers in it. Bid your 12…
tutorial-chocolatl-pyramid-1-wrong = Put the 12 on the { station-pyramid }: a big lead there places both markers.
tutorial-chocolatl-pyramid-2 = …and the 6: 18.
tutorial-chocolatl-pyramid-2-wrong = Add the 6 to the { station-pyramid }: 18 in all.
tutorial-chocolatl-kitchen-1 = { station-kitchen }: 8 points for the 1st, 4 for the 2nd, and the last loses 2. Second place is fine: bid the 9…
tutorial-chocolatl-kitchen-1-wrong = Put the 9 on the { station-kitchen }: enough for 2nd place, and never last, which costs 2 points.
tutorial-chocolatl-kitchen-2 = …and the 3: 12.
tutorial-chocolatl-kitchen-2-wrong = Add the 3 to the { station-kitchen }: 12 in all.
tutorial-chocolatl-tlachtli-1 = { station-tlachtli }: the 1st swaps a card of the hand for the face-up 14, the 2nd for the 11: better cards for every later round. Bid the 10…
tutorial-chocolatl-tlachtli-1-wrong = Put the 10 on the { station-tlachtli }: winning there brings you the 14.
tutorial-chocolatl-tlachtli-2 = …and the 8: 18. That is your last card: now the stations are revealed one by one.
tutorial-chocolatl-tlachtli-2-wrong = Add the 8 to the { station-tlachtli }: it is your last card.
tutorial-chocolatl-temple-won = The { station-temple } is revealed: your 6 beat 4 and 2. You take the { item-hero-king } and 1 point; the lowest bidder takes the { item-old-man } and has −1 at every other station this round.
tutorial-chocolatl-field-tie = { station-field }: you and the holder of the { item-old-man } both have 13 (14 − 1). A tie goes to the holder of the { item-hero-king }: you score the 6. Between other tied players the lower score wins and, on equal scores, the disc on top of their space (the later arrival).
tutorial-chocolatl-hut = You won the { station-village } with 11. A hut gives +1 at every other station from now on (−1 at the village) and takes one of your building markers; a black die may be rolled once for extra pips before a comparison, or scores its pips at the end. Take the hut: its +1 counts at once.
tutorial-chocolatl-hut-wrong = Take the hut in this lesson: its +1 counts at once at the pyramid, the kitchen and the ball court. The black die goes to the 2nd.
tutorial-chocolatl-pyramid-kitchen = { station-pyramid }: 18 + 1 for your hut = 19 against 15, a win by 3 or more, so both markers are yours. { station-kitchen }: your 13 came 2nd, +4; the last lost 2. The owner of the black die could have rolled it before each comparison.
tutorial-chocolatl-swap = { station-tlachtli }: your 19 wins. Give a card of your hand for the 14; the card given leaves the game. Give your 1, your weakest card.
tutorial-chocolatl-swap-wrong = Give the 1: you lose your weakest card and gain a 14, stronger than any cacao card.
tutorial-chocolatl-next-round = Round 1 is over: everyone takes back their cards, your 14 in place of the 1. You lead with 11 points, on a green space, so round 2 is green: { mode-green-rule } On a gold space it is station by station.
tutorial-chocolatl-the-end = The game ends after 7 rounds, or after a round in which a player passes 40 points or has used all 9 building markers. Then everyone may sacrifice one more card. The altar cards score their values, the highest altar +3, the { item-hero-king } +3, the { item-old-man } −3, each marker in the pyramid +1, the most markers +3, and unused black dice their pips. The highest total wins; a tie goes to the higher altar. Play on from here!
