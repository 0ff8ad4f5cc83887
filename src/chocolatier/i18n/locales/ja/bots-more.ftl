# mcts ボットの比較用・試験用のレベル（docs/bots.md：mcts-rollout、mcts-deep）

web-bot-mcts-rollout = モンテカルロ型（ロールアウト）
web-bot-mcts-deep = モンテカルロ型（深読み・試験的）
tui-bot-mcts-rollout = モンテカルロ（ロールアウト）
tui-bot-mcts-deep = モンテカルロ（深読み・試験的）
