# 终端：版图、提示、行动列表、结果，以及命令行和强化学习文本渲染的局面摘要。

## 卡牌内容（版图与 chocolatier cards）

tui-effect-upgrader = { $points } 个升级点数
tui-effect-repeater = ×{ $times }：为该空格上的一个巧克力添加 { $copies } 个复制品
tui-effect-chute = 将该空格上任意数量的巧克力移入储藏室（免费，次数不限）
tui-stage = { $chocolates } → £{ $money }

## 局面摘要

tui-summary-factory = { $day } · { $phase } · 起始玩家 { $player }
tui-summary-factory-seat = { $player }：£{ $money } · 煤炭 { $coal } · 储藏室 { $room } · 已完成订单 { $orders } · 轨道 { $tracks }
tui-summary-track = { $store } { $space }
tui-summary-solo = 已达成目标：{ $met }/{ $total } · 卡牌 { $cards } · 面朝下的每日需求卡 { $hidden } 张
tui-summary-chocolatl = 众神之饮 · 第 { $round }/{ $rounds } 回合 · { $mode } · { $station ->
    [none] 无站点
   *[other] { $station }
 }
tui-summary-chocolatl-start = 众神之饮 · 第 1 回合前的献祭
tui-summary-chocolatl-over = 众神之饮 · 第 { $round } 回合后游戏结束
tui-summary-step = 步骤：{ $step }；待行动：{ $players }
tui-summary-chocolatl-board = 丰收骰 { $harvest } · 奖励卡 { $rewards } · 金字塔 { $placed }/{ $size }
tui-summary-chocolatl-seat = { $player }：{ $score } 分 · 建设标示物 { $markers } · 小屋 { $huts } · 加成骰 { $dice } · 圆盘 { $disc }{ $marks ->
    [none] {""}
   *[other] {" · "}{ $marks }
 }
tui-position = 局面
tui-position-of = { $player } 看到的局面
tui-unreadable-view = （版图无法读取此视图：{ $error }）

## 行动与结果

tui-actions = 你的选择
tui-actions-many = { $title }（{ $count } 项；输入“{ $list } { $word }”筛选，“{ $hint }”获取建议）
tui-actions-action = 行动
tui-actions-type = 输入
tui-final-score = 最终得分
tui-total = 合计
tui-game-ended = 游戏结束：{ $reasons }。
tui-solo-won = 单人游戏：胜利
tui-solo-lost = 单人游戏：失败
tui-winners = { $players } 获胜！
tui-objectives = 目标：
tui-met-mark = ✓ 达成
tui-unmet-mark = ✗ 未达成

## 提示符下输入的命令（英文命令也始终可用）

tui-cmd-undo = 撤销
tui-cmd-hint = 提示
tui-cmd-list = 列表
tui-cmd-board = 版图
tui-cmd-log = 记录
tui-cmd-save = 保存
tui-cmd-help = 帮助
tui-cmd-quit = 退出
tui-arg-word = 词语
tui-arg-file = 文件

## 工厂经理面板（单人模式）

tui-solo-title = 工厂经理目标：已达成 { $met }/{ $total }
tui-solo-card = 卡牌
tui-solo-objective = 目标
tui-solo-now = 当前
tui-solo-special = 特殊订单：{ $sizes }
tui-solo-initial = 初始
tui-solo-face-down = 面朝下的每日需求卡 { $count } 张
tui-solo-delivered = 已交付的巧克力订单：{ $cards }
tui-solo-pair = 今天移除了第 { $pair } 对

## 座位

tui-label-bot = { $player }（{ $bot }机器人）
tui-label-you = { $player }（你）
tui-label-named = { $name }（{ $player }）
tui-seat-no-players = 游戏至少需要一名玩家
tui-seat-no-such-seat = { $players } 人游戏中没有座位 { $seat }（座位编号为 0 到 { $last }）
tui-seat-twice = 座位 { $seat } 重复给出
tui-seat-need-bots = 座位 { $seats } 需要机器人：请使用 { $option }
tui-seat-bot-count = 给出了 { $bots } 个机器人，但有 { $count } 个机器人座位（{ $seats }）
tui-seat-name-count = 给出了 { $names } 个名字，但有 { $count } 个玩家座位
tui-seat-bad-name = 座位 { $seat } 的玩家不能命名为“{ $name }”
tui-seat-numbers = { $option } 需要以逗号分隔的座位编号，而不是“{ $text }”

## 帮助与提示

tui-help-choose-title = 选择行动：
tui-help-choose = 输入列表中的编号，或用游戏的记谱法输入（例如旁边显示的记谱）。以 = 开头强制按记谱法读取。
tui-help-commands = 命令
tui-help-undo = 撤回你的上一个行动（仅限当前班次或步骤内）
tui-help-hint = 最强的机器人在此会怎么做
tui-help-list = 再次显示合法行动（仅显示包含该词语的）
tui-help-board = 再次显示版图
tui-help-log = 游戏最近的行动
tui-help-save = 写入游戏记录；用 { $load } { $file } 继续
tui-help-help = 本说明
tui-help-quit = 离开游戏（如需继续请先保存）
tui-nothing-after-equals = “=”后面没有内容
tui-save-needs-file = { $save } 需要一个文件名
tui-prompt = { $player } >{" "}
tui-turn-of = 轮到 { $player }
tui-pass-keyboard = 请把键盘交给 { $player }，然后按回车
tui-thinking = { $player } 正在思考…
tui-bot-thinking = { $bot }机器人正在思考…
tui-bot-illegal = { $player } 选择了不合法的行动（{ $refusal }）；改为随机执行一个合法行动。
tui-type-something = 请输入列表中的编号、一个行动或“{ $help }”。
tui-no-choice = 没有选项 { $number }：请输入 1 到 { $count } 之间的数字。
tui-not-allowed = 不允许：{ $refusal }
tui-refused = { $refusal }
tui-cannot-read = 无法读取“{ $text }”：{ $reason }。请输入列表中的编号，用“{ $list } { $word }”查找行动，或输入“{ $help }”。
tui-no-action-mentions = 没有合法行动包含“{ $word }”。
tui-no-undo = 此处不能撤销：游戏只允许在你自己的一段行动内撤回（巧克力工厂：运转工厂时的当前班次）。
tui-nothing-to-undo = 没有可撤销的行动：只能撤回你自己在当前班次内、且在本次开始或载入游戏之后的行动。
tui-took-back = { $player } 撤回了“{ $move }”
tui-took-back-hidden = { $player } 撤回了一步。
tui-undone = 已撤销：{ $move }
tui-hint = 提示（{ $bot }机器人）：{ $action }  输入 { $notation }
tui-cannot-save = 无法保存到 { $path }：{ $reason }
tui-saved = 已将 { $moves } 步保存到 { $path }；用 { $command } 继续
tui-game-over = 游戏结束
tui-goodbye-saved = 再见；游戏已保存。
tui-goodbye-unsaved = 再见；游戏（{ $moves } 步）自最后一步以来尚未保存。

## 机器人

tui-bot-random = 随机
tui-bot-heuristic = 启发式
tui-bot-search = 搜索
tui-bot-mcts = 蒙特卡洛
tui-bot-level = { $bot }·{ $level }
tui-level-easy = 简单
tui-level-normal = 普通
tui-level-hard = 困难
tui-level-fast = 快速

## 巧克力工厂版图

tui-cost = { $coal } 煤炭
tui-free = 免费
tui-of = ·
tui-day = { $day }（第 { $number }/{ $days } 天）
tui-simultaneous = 同时进行：{ $steps }
tui-simultaneous-run = 运转工厂
tui-simultaneous-fulfil = 完成订单
tui-turn-order = 行动顺序：
tui-to-act = 待行动：
tui-stores = 百货公司
tui-col-store = 百货公司
tui-col-takes = 收取
tui-packets = 今天的卡包（拿走一包，从中保留一张牌）
tui-col-packet = 卡包
tui-col-card = 卡牌
tui-col-does = 效果
tui-packet-parts = 零件包 { $packet }
tui-packet-employees = 员工包 { $packet }
tui-taken = （已拿走）
tui-decks = 牌堆：零件 A { $a } · B { $b } · 订单 小 { $small } · 中 { $medium } · 大 { $large } · 员工 { $staff }
tui-above = 上方
tui-conveyor = 传送带
tui-below = 下方
tui-factory-title = £{ $money } · 煤炭 { $coal }
tui-empty = 空
tui-used = 已使用
tui-new = 新
tui-store-room = 储藏室：
tui-employee = 员工：
tui-none = 无
tui-uses-left = （剩余 { $count } 次）
tui-shift = 第 { $shift }/{ $shifts } 班次
tui-supplied-once = 今天已供货给百货公司（每天只能交付一次）
tui-supplied-more = 今天已供货给百货公司（还可以继续交付）
tui-step-done = 已完成此步骤
tui-completed = 已完成
tui-completed-orders = { $count } 张街角小店订单
tui-now = 现在：
tui-pending-place = 为新零件选择槽位
tui-pending-convert = 正在第 { $tile } 格操作 { $slot }；还需指定：
tui-pending-upgrade = 正在第 { $tile } 格用 { $slot } 升级：剩余 { $points } 点
tui-pending-copy = 选择第 { $tile } 格上要复制的巧克力
tui-pending-carry = 选择要从第 { $tile } 格移走的巧克力及目标空格
tui-pending-deliver-card = 正在交付 { $card } 的巧克力订单；还需交出：
tui-pending-deliver = 正在交付 { $order } 的一个阶段（£{ $money }）；还需交出：
tui-pending-supply = 正在向 { $store } 供货；目前：
tui-pending-supply-as = 正在按{ $like }的要求向 { $store } 供货；目前：
tui-pending-keep = 最多保留 { $limit } 个巧克力（已保留 { $kept } 个），来自：
tui-pending-pick = 从抽到的订单中保留一张：

## 众神之饮版图

tui-before-round-1 = 第 1 回合前
tui-round = 第 { $round }/{ $rounds } 回合
tui-step = 步骤：
tui-next-mode = 领先者所在格决定的下一模式：
tui-stations = 站点（从上到下结算）
tui-col-station = 站点
tui-col-gives = 奖励
tui-reward-temple = 第一：英雄王 +1（平手也赢）· 最后：未来预兆
tui-reward-field = 第一/第二/第三：丰收骰 { $dice }
tui-reward-village = { $die ->
    [true] 加成骰
   *[other] 没有加成骰
 } / 小屋板块（剩余 { $huts } 个小屋）
tui-reward-pyramid = 建设标示物：第一领先 3 点以上放 2 个，否则第一和第二各放 1 个（已建 { $placed }/{ $size }）
tui-reward-kitchen = 第一 +{ $high } · 第二 +{ $low } · 最后 −2
tui-reward-tlachtli-card = { $place ->
    [1] 第一
   *[other] 第二
 }：换取 { $value }（剩余 { $left } 张）
tui-reward-tlachtli-points = { $place ->
    [1] 第一
   *[other] 第二
 }：+{ $points }
tui-players = 玩家
tui-col-player = 玩家
tui-col-score = 分数
tui-col-disc = 圆盘
tui-col-markers = 剩余建设标示物
tui-col-huts = 小屋
tui-col-dice = 加成骰
tui-col-cards = 手牌
tui-col-altar = 祭坛
tui-pyramid = 金字塔（顶层在先；层值归该层多数者）
tui-log-new = 自你上一回合以来
tui-log-latest = 最新事件
tui-hand = 你的手牌：
tui-altar = 祭坛：
tui-rolling = 掷 { $count } 个加成骰
