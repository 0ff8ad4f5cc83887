# The help of chocolatier train and of chocolatier review --rollout (kept notation: see cli-help.ftl).
## chocolatier train 与复盘 --rollout 的帮助
cli-help-train = 模拟对局，用 PyTorch 拟合 mcts 机器人的价值网络（2、3、4 人），并写出其权重与来源说明（需要 train 附加组件；方法见 docs/bots.md）。
cli-help-train--seed = 对局与拟合的种子。
cli-help-train--rounds = 一轮的数据运行，人数:局数:机器人，以空格分隔（可重复；从第二轮起，对局使用上一轮的网络）。默认：随包发布的网络所用的各轮。
cli-help-train--data = 对局记录所在的文件夹（已完成的运行会被重用）。
cli-help-train--out = 写出权重的文件夹。
cli-help-train--epochs = 遍历全部局面的次数。
cli-help-train--hidden = 隐藏层的大小，以逗号分隔。
cli-help-train--plot = 将损失曲线写到此处（PNG）。
cli-help-review--rollout = 候选着法的估值方式：net（当天打完后由学习得到的网络估值；没有网络的游戏使用启发式推演）或一个机器人推演 --budget 次直到终局（heuristic：先前的方法）。
