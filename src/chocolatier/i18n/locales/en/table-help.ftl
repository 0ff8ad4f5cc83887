# The table's help (issue 22): the Rules panel, the Hint button, who is watching, and the
# replay's list of moves.

## The Rules panel: the rules reference, opened at the step the game is at
table-rules = Rules
table-rules-close = Close

## The Hint button (tables with no rated stake): what the strongest bot would play, seeing
## only what the player sees; $move is the move in words
table-hint = Hint
table-hint-thinking = Looking for a good move…
table-hint-says = Hint: { $move }. It is highlighted.
table-hint-rated = No hints at a rated table.
table-hint-not-your-move = Hints are for your own move: wait for your turn.
table-hint-stale = The game moved on: ask for a hint again.
table-hint-busy = A hint is already on its way.
table-hint-too-many = That is a lot of hints: wait a little before the next one.
table-hint-failed = No hint this time: try again.

## Who is watching: spectators who gave a name (in the chat), and how many gave none
table-watching = Watching
table-watching-nobody = Nobody is watching.
table-watching-anonymous = { $count ->
    [one] one spectator without a name
   *[other] { $count } spectators without a name
 }

## The replay's moves, by day and phase or by round; $step is the move's number
table-replay-moves = Moves
table-replay-go = Go to move { $step }
