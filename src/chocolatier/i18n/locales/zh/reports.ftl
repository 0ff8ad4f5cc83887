# 模拟部分为人写出的文件：锦标赛与平衡报告的图表，以及 balance.md（ID 以 report- 开头）。

report-wrote = 已写入 { $files }
report-font-missing = 图表无法显示本语言的文字：缺少字体 { $font }（Debian：apt install { $package }）

## 锦标赛图表

report-title = { $what } — { $game }，{ $players } 名玩家，{ $games } 局
report-scores-title = { $game ->
    [chocolatl] 各机器人的最终分数
   *[other] 各机器人的最终金钱
}
report-scores-axis = { $game ->
    [chocolatl] 最终分数
   *[other] 最终金钱（£）
}
report-mean = 平均值
report-seats-title = 各座位胜率
report-win-rate-axis = 胜率（95% 置信区间）
report-fair-share = 公平份额 1/{ $players }
report-seat = 座位 { $seat }
report-along-title = { $game ->
    [chocolatl] 对局中的分数
   *[other] 对局中的金钱
}
report-along-axis = { $game ->
    [chocolatl] 每阶段结束时的分数（平均值 ± 95% 置信区间）
   *[other] 每阶段结束时的金钱（£，平均值 ± 95% 置信区间）
}
report-period = { $period ->
    [day] 第 { $number } 天
    [round] 第 { $number } 轮
   *[other] { $number }
}
report-final-score = 最终得分

## 平衡报告：图表

report-players = { $players } 名玩家
report-players-short = { $players }人
report-balance-seats-title = 各座位胜率，95% 置信区间
report-balance-seats-axis = 胜率（虚线：公平份额）
report-balance-money-title = 金钱来源
report-balance-money-axis = 每名玩家的平均金钱（£）
report-balance-cards-panel = { $players } 名玩家（{ $games } 局）
report-kind = { $kind ->
    [part] 零件
    [employee] 员工
    [order] 订单
   *[other] { $kind }
}
report-pick-win-axis = 选取→胜率

## 平衡报告：balance.md

report-md-title = 巧克力工厂平衡报告
report-md-run = { $players } 名玩家 { $games } 局
report-md-generated = 由 `{ $command }` 生成：{ $runs }，每个座位都由 `{ $bot }` 机器人担任，种子 { $seed }，选项 { $options } — 完成 { $games } 局，{ $errors } 个错误。数据在 `balance/balance.json` 中；相同选项下该命令会再次写出相同的文件。
report-md-how = 阅读方法：k 名并列获胜者各得 1/k 胜；区间均为 95% Wilson 置信区间。一张卡的*选取→胜率*是选取它的座位（轮抽时 `take`，清理阶段 `order`）的平均胜率份额；它衡量的是卡牌本身加上机器人选择它的理由，因此胜率高可能说明卡牌强，也可能说明机器人在已经领先时才选它。*离群卡*是选取→胜率与所有卡的平均值相差超过 { $threshold } 个百分点的卡（只计被选取至少 { $picks } 次的卡）。
report-md-seats = 座位
report-md-money = 金钱来源
report-md-money-note = 每名玩家的平均金钱及其占全部金钱的比例（粗体为来源，其后为各得分类别）。
report-md-outliers = 偏离平均值超过 { $threshold } 个百分点的卡牌
report-md-outliers-mean = 被选取至少 { $picks } 次的 { $counted } 张卡的平均选取→胜率：{ $mean }（另有 { $left } 张卡被选取次数较少，未计入）。
report-md-no-outlier = 没有卡牌偏离平均值这么多。
report-md-plots = 图表
report-md-plot-seats = 各座位胜率
report-md-plot-money = 金钱来源
report-md-plot-cards = 卡牌胜率
report-md-every-card = 全部卡牌
report-points = { $points } 个百分点
report-col-players = 玩家数
report-col-games = 局数
report-col-seat = 座位
report-col-win-rate = 胜率
report-col-ci = 95% 置信区间
report-col-fair = 公平值
report-col-mean-money = 平均金钱
report-col-source = 来源／类别
report-col-card = 卡牌
report-col-kind = 类型
report-col-name = 名称
report-col-offered = 出现次数
report-col-picked = 选取次数
report-col-pick-rate = 选取率
report-col-pick-win = 选取→胜率
report-col-off-mean = 偏离平均值
