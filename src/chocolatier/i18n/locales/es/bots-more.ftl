# Los niveles de comparación y de prueba del bot mcts (docs/bots.md: mcts-rollout, mcts-deep)

web-bot-mcts-rollout = Montecarlo (simulaciones)
web-bot-mcts-deep = Montecarlo (profundo, experimental)
tui-bot-mcts-rollout = Montecarlo (simulaciones)
tui-bot-mcts-deep = Montecarlo (profundo, experimental)
