# 命令行输出（帮助文本见 cli-help.ftl）。

cli-error = 错误：{ $message }
cli-cards-factory-only = { $option } 只适用于巧克力工厂
cli-in-file = { $path }：{ $reason }
cli-invalid-record = 无效的记录 { $path }：{ $reason }
cli-invalid-cards = 无效的卡牌数据：{ $reason }
cli-not-a-folder = { $path } 不是文件夹
cli-no-records = { $path } 中没有 { $pattern } 记录
cli-needs-extra = { $command } 需要附加功能 { $extra }（未安装 { $module }）：{ $install }
cli-tip-compile = 提示：这些对局以未编译的代码运行；{ $command } 会编译机器人和引擎的热点模块（约一分钟），之后完全相同的对局快 { $low }–{ $high } 倍（{ $doc } 中的实测值）
cli-counts-not-numbers = { $option } 需要用逗号分隔的整数（如 2,3,4），而不是 { $text }
cli-counts-empty = { $option } 至少需要一个数字
cli-money = £{ $amount }

## chocolatier cards

cli-cards-parts = 工厂零件
cli-cards-orders = 街角小店订单
cli-cards-employees = 员工
cli-cards-stores = 百货公司
cli-cards-solo = 工厂经理（单人模式）
cli-col-id = 编号
cli-col-name = 名称
cli-col-deck = 牌堆
cli-col-cost = 费用
cli-col-effect = 效果
cli-col-source = 来源
cli-col-note = 说明
cli-col-size = 大小
cli-col-stages = 阶段（从下到上）
cli-col-total = 合计
cli-col-store = 百货公司
cli-col-ability = 能力
cli-col-colour = 颜色
cli-col-side = 面
cli-col-rule = 规则
cli-col-text = 收取
cli-col-type = 类型
cli-col-objectives = 目标
cli-col-special = 特殊订单
cli-deck-A = A
cli-deck-B = B
cli-deck-board = 版图
cli-source-confirmed = 已确认
cli-source-reconstructed = 重构

## chocolatier replay

cli-replay-head = { $game } · { $players } 名玩家 · 种子 { NUMBER($seed, useGrouping: 0) }
cli-replay-log = 行动
cli-replay-moves = 已重放 { $moves } 步 · 状态哈希 { $hash }
cli-replay-in-progress = 游戏进行中；待行动：{ $players }

## chocolatier play

cli-play-resumed = 已继续 { $path }：{ $game }，{ $players } 名玩家，种子 { NUMBER($seed, useGrouping: 0) }，{ $moves } 步。
cli-play-new = 新的{ $game }游戏，{ $players } 名玩家，种子 { NUMBER($seed, useGrouping: 0) }（输入“{ $help }”查看命令）。
cli-option-format = { $option } 需要 键=值 的形式，而不是“{ $text }”
cli-play-from = 从 { $path } 开始的{ $game }游戏，{ $players } 名玩家，种子 { NUMBER($seed, useGrouping: 0) }（输入“{ $help }”查看命令）。
cli-play-from-alone = { $option } 从局面快照开始：不能与 { $others } 同时使用（快照自带选项）
cli-not-a-snapshot = { $path }：不是局面快照
cli-snapshot-players = 该快照是 { $players } 人游戏的，不是 { $asked } 人
cli-cannot-read = 无法读取 { $path }：{ $reason }
cli-snapshot-too-large = { $path }：快照最多 { $mb } 兆字节
cli-not-json = { $path }：不是有效的数据文件：{ $reason }
cli-moves-count = { $option } 需要步数（0 或更多），而不是 { $moves }
cli-applies-to = { $option } 只适用于 { $other }

## chocolatier simulate and tournament

cli-sim-summary = 完成 { $completed }/{ $games } 局，{ $errors } 个错误
cli-sim-solo-wins = { $line }；单人胜局：{ $wins }
cli-sim-seat-wins = { $line }；各座位胜局：{ $wins }
cli-sim-seat = 座位 { $seat } { $bot }：平均得分 { $score }
cli-sim-records = 记录已保存在 { $path }
cli-sim-error = 第 { $game } 局出错（种子 { NUMBER($seed, useGrouping: 0) }）：{ $message }
cli-sim-error-record = 记录：{ $path }
cli-sim-more-errors = ……另有 { $count } 局失败
cli-tournament-rotations = 共进行 { $total } 局：{ $games } 局按完整的座位轮换补齐
cli-tournament-title = { $game } · { $players } 名玩家 · { $games } 局（种子 { NUMBER($seed, useGrouping: 0) }，轮换块 { $block }）
cli-col-bot = 机器人
cli-col-games = 局数
cli-col-wins = 胜局
cli-col-win-rate = 胜率［95% 置信区间］
cli-col-money = 金钱
cli-col-margin = 分差
cli-col-rating = 评分
cli-tournament-seat = 座位 { $seat }：{ $rate }
cli-tournament-seats = 各座位胜率：{ $seats }
cli-tournament-wrote = 已写入 { $files }，位于 { $path }

## chocolatier analyze

cli-analyze-progress = 正在重放记录
cli-analyze-records = { $records } 份记录，{ $invalid } 份无效
cli-analyze-group = { $game } · { $players } 名玩家 · { $games } 局
cli-analyze-unfinished = 略去了 { $count } 局未完成的游戏
cli-analyze-seats = 座位优势（公平值：{ $fair }）
cli-analyze-money = 金钱来源（每名玩家平均）
cli-analyze-cards = { $kind ->
    [part] 零件
    [employee] 员工
    [order] 街角小店订单
    [store-side] 百货公司各面（按所选员工统计）
   *[other] 卡牌
 }按选取率排序（共 { $count } 张中的前 { $top } 张）
cli-col-seat = 座位
cli-col-mean-score = 平均得分
cli-col-category = 类别
cli-col-share = 占比
cli-col-card = 卡牌
cli-col-offered = 出现
cli-col-picked = 选取
cli-col-pick-rate = 选取率
cli-source-corner-shops = 街角小店
cli-source-stores = 百货公司
cli-source-bonuses = 奖励
cli-source-leftovers = 剩余物
cli-source-other = 其他
cli-col-money-source = 来源

cli-schema-wrote = 已将 { $game } 的模式写入 { $path }
cli-schema-cannot-write = 无法写入 { $path }：{ $reason }

## chocolatier review

cli-review-progress = 正在复盘
cli-review-title = { $game } · 复盘{ $seats } · 每个候选着法模拟 { $budget } 次
cli-review-all-seats = 所有座位
cli-review-none = 没有需要复盘的决策（每一步都是唯一选择）
cli-review-costly = 代价较大的决策
cli-review-players = 玩家
cli-col-move = 步数
cli-col-player = 玩家
cli-col-played = 实际着法
cli-col-better = 更好着法
cli-col-loss = 损失
cli-col-label = 评价
cli-col-decisions = 决策数
cli-col-average-loss = 平均损失
cli-col-accuracy = 准确率
cli-review-label = { $label ->
    [blunder] 严重失误
    [mistake] 失误
   *[inaccuracy] 不精确
 }
cli-review-turning = 转折点：
cli-review-turning-point = 第 { $index } 步（{ $player }）：走了 { $move }，更好的是 { $best }（−{ $loss }）
cli-review-no-turning = 转折点：无（没有任何决策造成损失）
cli-review-points = { $amount } 分
cli-review-budget = { $option } 需要每个候选着法的模拟次数（1 或以上），而不是 { $value }
cli-review-bad-seat = { $option } { $seat }：本局的座位为 0–{ $last }
