# The help of chocolatier train and of chocolatier review --rollout (kept notation: see cli-help.ftl).
## Help of chocolatier train and of the review's --rollout
cli-help-train = Simulate games, fit the value networks of the mcts bot (2, 3 and 4 players) with PyTorch and write their weights and provenance (needs the train extra; method: docs/bots.md).
cli-help-train--seed = Seed of the games and of the fit.
cli-help-train--rounds = One round's data runs, PLAYERS:GAMES:BOTS separated by spaces (repeatable; from the second round on, the games are played with the networks of the round before). Default: the shipped networks' rounds.
cli-help-train--data = Folder of the games' records (a complete run's folder is reused).
cli-help-train--out = Folder the weights are written to.
cli-help-train--epochs = Passes over the positions.
cli-help-train--hidden = Sizes of the hidden layers, comma-separated.
cli-help-train--plot = Write the loss curves here (PNG).
cli-help-review--rollout = How a candidate move is valued: net (the learned network once the day is played out; the heuristic's rollouts where the game has none) or a bot playing --budget rollouts to the end (heuristic: the earlier method).
