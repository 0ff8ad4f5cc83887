# 命令行输出（帮助文本保留英文）。

cli-error = 错误：{ $message }
cli-cards-factory-only = { $option } 只适用于巧克力工厂
cli-in-file = { $path }：{ $reason }
cli-invalid-record = 无效的记录 { $path }：{ $reason }
cli-invalid-cards = 无效的卡牌数据：{ $reason }
cli-not-a-folder = { $path } 不是文件夹
cli-no-records = { $path } 中没有 { $pattern } 记录
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

cli-replay-head = { $game } · { $players } 名玩家 · 种子 { $seed }
cli-replay-log = 行动
cli-replay-moves = 已重放 { $moves } 步 · 状态哈希 { $hash }
cli-replay-in-progress = 游戏进行中；待行动：{ $players }
