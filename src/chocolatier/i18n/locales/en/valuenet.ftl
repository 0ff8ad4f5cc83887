# chocolatier train (the value networks of the mcts bot) and the review's themes.
valuenet-train-bad-round = a round is data runs PLAYERS:GAMES:BOTS separated by spaces, with 2 to 4 players and at least one game, e.g. { $example }
valuenet-train-progress = training the value networks
valuenet-train-done = weights written to { $path }

## chocolatier review and the web Review tab: what each player lost, by theme
valuenet-review-method = each move valued by the learned network once the day is played out
valuenet-review-themes = Losses by theme
valuenet-theme = { $theme ->
    [draft] Grow & Recruit: parts and employees taken
    [placement] Parts placed in the factory
    [shifts] Run Factory: the shifts
    [orders] Fulfill Orders
    [stores] Department Store Agent
   *[cleanup] Cleanup
 }
valuenet-theme-loss = { $theme }: { $loss } over { $count ->
    [one] one decision
   *[other] { $count } decisions
 }
valuenet-leftover = { $theme ->
    [coal-left] { $count } coal never burnt
    [orders-unsupplied] { $count ->
        [one] one order never supplied
       *[other] { $count } orders never supplied
     }
   *[chocolates-left] { $count ->
        [one] one chocolate left over in the store room
       *[other] { $count } chocolates left over in the store room
     }
 }
valuenet-no-themes = nothing lost by theme

