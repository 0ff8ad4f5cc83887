# chocolatier train（mcts 机器人的价值网络）与复盘的主题。
valuenet-train-bad-round = 一轮由以空格分隔的数据运行 人数:局数:机器人 组成，人数 2 至 4，至少一局，例如 { $example }
valuenet-train-progress = 正在训练价值网络
valuenet-train-done = 权重已写入 { $path }

## chocolatier review 与网页复盘：每位玩家按主题的损失
valuenet-review-method = 每步在当天打完后由学习得到的网络估值
valuenet-review-themes = 按主题的损失
valuenet-theme = { $theme ->
    [draft] 扩建与招募：拿取的配件与员工
    [placement] 配件在工厂中的摆放
    [shifts] 运转工厂：各班次
    [orders] 完成订单
    [stores] 百货公司代理
   *[cleanup] 清理阶段
 }
valuenet-theme-loss = { $theme }：{ $count } 个决定，{ $loss }
valuenet-leftover = { $theme ->
    [coal-left] { $count } 块煤炭从未燃烧
    [orders-unsupplied] { $count } 张订单从未供货
   *[chocolates-left] 储藏室剩余 { $count } 块巧克力
 }
valuenet-no-themes = 没有按主题的损失

