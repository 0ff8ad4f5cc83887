# The comparison and experimental levels of the mcts bot (docs/bots.md: mcts-rollout, mcts-deep)

web-bot-mcts-rollout = Monte Carlo (rollouts)
web-bot-mcts-deep = Monte Carlo (deep, experimental)
tui-bot-mcts-rollout = Monte Carlo (rollouts)
tui-bot-mcts-deep = Monte Carlo (deep, experimental)
