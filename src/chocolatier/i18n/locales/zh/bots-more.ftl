# mcts 机器人的对照与实验级别（docs/bots.md：mcts-rollout、mcts-deep）

web-bot-mcts-rollout = 蒙特卡洛（推演）
web-bot-mcts-deep = 蒙特卡洛（深度，实验性）
tui-bot-mcts-rollout = 蒙特卡洛（推演）
tui-bot-mcts-deep = 蒙特卡洛（深度，实验性）
