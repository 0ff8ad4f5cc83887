# 网页：大厅、牌桌、版图、日志、计分表、回放、错误（web/js/*.js）。
# 游戏内容（卡牌、百货公司、地点……）见 cards.ftl，事件见 events.ftl。

## 页面框架与语言选择

web-brand = chocolatier
web-lobby-title = 大厅
web-rules-title = 规则参考
web-language = 语言
# 每种语言以其自身文字书写，所有目录相同
web-language-en = English
web-language-zh = 简体中文
web-language-ja = 日本語
web-language-es = Español
web-view = 视图

## 大厅

web-new-table = 新牌桌
web-game = 游戏
web-your-name = 你的名字
web-table-name = 牌桌名称
web-table-name-optional = （可选）
web-default-name = 玩家
web-default-friend-name = 朋友
web-default-title = { $game }牌桌
web-seats = 座位
web-seat-n = 座位 { $n }
web-seat-you = 你
web-seat-friend = 朋友（邀请链接）
web-seat-bot = 机器人 — { $bot }
web-add-seat = 添加座位
web-remove-seat = 移除座位
web-options = 选项
web-no-options = 没有选项。
web-option-run = 运转工厂
web-option-fulfil = 完成订单
web-option-turns = 按回合顺序
web-option-simultaneous = 同时进行
web-option-start-player = 起始玩家
web-option-random = 随机
web-option-store-sides = 百货公司卡面
web-option-sides-A = 全部 A 面（第一局）
web-option-sides-B = 全部 B 面
web-option-sides-random = 随机混合
web-option-sides-C = 全部C面（巧克力大师）
web-option-sides-D = 全部D面（巧克力大师）
web-option-master = 巧克力大师模块（4个零件、百货公司C面与D面、6名自由员工）
web-option-solo-difficulty = 单人难度
web-option-extra-demands = { $count ->
    [0] 标准
   *[other] 额外 { $count } 张需求卡
 }
web-option-card-set = 卡牌组
web-option-printed-cards = 印刷卡牌（默认）
web-create-table = 创建牌桌
web-tables = 牌桌
web-refresh = 刷新
web-tables-open = 等待中（{ $count }）
web-tables-running = 进行中（{ $count }）
web-tables-finished = 已结束（{ $count }）
web-status-open = 等待中
web-status-running = 进行中
web-status-finished = 已结束
web-free-seat-of = { $name }（空位）
web-won-by = { $count ->
    [0] 无人获胜
   *[other] { $winners }获胜
 }
web-replay-link = 回放
web-watch-link = 观战
web-card-set-of = 卡牌组：{ $name }

## 机器人（大厅按座位和类型为机器人命名）

web-bot-name = 机器人 { $n }（{ $bot }）
web-bot-kind = 机器人：{ $bot }
web-bot-random = 随机
web-bot-heuristic = 启发式
web-bot-search = 搜索
web-bot-search-easy = 搜索·简单
web-bot-search-normal = 搜索·普通
web-bot-search-hard = 搜索·困难
web-bot-mcts = 蒙特卡洛
web-bot-mcts-easy = 蒙特卡洛·简单
web-bot-mcts-normal = 蒙特卡洛·普通
web-bot-mcts-hard = 蒙特卡洛·困难

## 牌桌

web-connection-connecting = 正在连接…
web-connection-ok = 已连接
web-connection-lost = 正在重新连接…
web-not-connected = 未连接；正在重新连接…
web-sending = …
web-your-move-title = 你的行动
web-log-title = 游戏日志
web-undo = 撤销我的上一步
web-status-waiting-seats = 等待所有座位就座（分享邀请链接）。
web-status-over = 游戏结束。
web-status-your-move = 轮到你了。
web-status-waiting-for = 等待{ $players }。
web-spectator = 观众
web-players = 玩家
web-you-mark = （你）
web-free-seat = 空位
web-invite-title = 邀请朋友
web-invite-link = 邀请链接
web-copy = 复制
web-click-board-or = 点击版图上高亮的部分，或：
web-choose = 请选择：
web-all-choices = 全部 { $count } 个选择
web-choose-for = 为{ $what }选择
web-cancel = 取消
web-nothing-to-do = 现在无法对{ $what }进行操作。
web-refused = 不允许：{ $reason }
web-rule-link = 规则 §{ $section }
web-join-title = 加入“{ $title }”
web-take-seat = 就座
web-or-watch = 或者只是观战：牌桌显示在下方。

## 计分表与回放

web-final-score = { $count ->
    [0] 最终得分 — 无人获胜
   *[other] 最终得分 — { $winners }获胜
 }
web-score-total = 总分
web-replay = 回放
web-replay-step = 回放步骤
web-replay-move = 第 { $step } 步，共 { $moves } 步
web-replay-back = ◀ 上一步
web-replay-forward = 下一步 ▶
web-replay-tab = 回放
web-review-tab = 复盘
web-review-about = 机器人会评估本局的每一个决定：实际所下一步的价值、它们找到的最佳一步的价值，以及两者之差。大约需要一两分钟。
web-review-start = 复盘本局
web-review-again = 重试
web-review-failed = 复盘未能完成。
web-review-running = 复盘中：第 { $done } 步，共 { $total } 步……
web-review-method = 由机器人模拟对局估算（每个候选步 { $budget } 次）；较小的损失可能只是误差。
web-review-player = 玩家
web-review-accuracy = 准确率
web-review-average-loss = 平均损失
web-review-label-blunder = 大错
web-review-label-mistake = 错误
web-review-label-inaccuracy = 欠佳
web-review-percent = { $value }%
web-review-loss-money = −£{ $amount }
web-review-loss-points = −{ $amount } 分
web-review-move = 第 { $index } 步 · { $player }
web-review-turning-point = 转折点
web-review-decisions = 值得一看的决定：{ $count } 个
web-review-clean = 没有任何决定造成机器人可测量的损失。
web-review-played = 实际：
web-review-better = 更好：

## 巧克力工厂版图

web-day = { $name }（第 { $day } 天，共 6 天）
web-start-player = 起始玩家：{ $player }
web-running-order = 运转工厂：{ $run }；完成订单：{ $fulfil }
web-decks = 牌堆：A { $a }，B { $b }
web-money = £{ $amount }
web-coal = { $coal } 煤炭
web-coal-cost = { $coal } 煤炭
web-shift = 班次 { $shift }/{ $shifts }
web-uses-left = 剩余 { $uses } 次
web-done = 完成
web-deciding = 决定中…
web-empty-slot = 空
web-slot = 槽位 { $slot }
web-slot-used = 已使用
web-slot-used-coal = 已使用 · 上面有 { $coal } 煤炭
web-assigned = 已指派
web-tile = 传送带空格 { $tile }
web-store-room-kind = 储藏室：{ $kind }
web-chain = 从豆子到礼盒
web-factory-of = { $player }的工厂
web-corner-shop-orders = 街角小店订单（已完成 { $completed } 张）
web-order-card = { $size ->
    [small] 小型
    [medium] 中型
   *[large] 大型
 } { $id }
web-part-upgrades = { $points } 次升级
web-part-copies = 复制 ×{ $copies }
web-part-chute = 送入储藏室（免费）
web-part-moves = 移到另一个空格
web-part-moves-which = 可搬运：{ $chocolates }。
web-store-side = { $side } 面
web-once-a-day = 每天一次交货
web-earned-today = 你今天从街角小店订单赚取：£{ $amount }（每 £{ $per } 推进1格）。
web-track-space = 第 { $space } 格
web-marker-stacked = { $player }（堆叠顺序）
web-packet = 第 { $packet } 包
web-packet-taken = 第 { $packet } 包（已拿取）
web-factory-parts = 工厂零件
web-employees = 员工
web-pending-place = 把新零件{ $part }放到一个槽位上（点击槽位）。
web-pending-convert = 正在运转 { $slot }：为通用图标选择巧克力。
web-pending-upgrade = 正在传送带空格 { $tile } 升级：剩余 { $points } 点 — 点击该空格上的巧克力。
web-pending-copy = 传送带空格 { $tile } 上的复制器：点击要复制的巧克力。
web-pending-carry = 传送带空格 { $tile } 上的搬运器：点击要移动的巧克力，再选择目标空格。
web-pending-deliver = 交货中：交出{ $chocolates }对应的巧克力。
web-pending-supply = 向{ $store }供货：点击储藏室中的巧克力加入，然后发送。
web-pending-supply-as = 按{ $like }的要求向{ $store }供货：点击储藏室中的巧克力加入，然后发送。
web-pending-keep = 清理：最多保留 { $limit } 个巧克力（已保留 { $kept } 个）— 点击储藏室。
web-pending-pick-order = 选择一张新的街角小店订单：
web-solo-title = 工厂经理 — 已达成目标：{ $met }/{ $total }
web-solo-face-down = 还有 { $count } 张每日需求卡面朝下
web-solo-pair-out = 第 { $packet } 包不参加今天的轮抽
web-objective-met = 已达成
web-objective-unmet = 未达成
web-chocolate-order = 巧克力订单 { $id }

## 众神之饮版图

web-round-of = 第 { $round } 回合，共 { $rounds } 回合
web-step-altar = 第 1 回合前：将一张卡面朝下献祭到祭坛
web-step-bid = 竞标：将你的卡面朝下放到各地点
web-step-dice = 加成骰：决定在此地点掷几颗
web-step-village = 村落：获胜者拿取加成骰或建造小屋
web-step-pyramid = 金字塔：获胜者决定谁先放置标示物
web-step-swap = 球赛：获胜者可用一张卡交换奖励卡
web-step-final-altar = 游戏结束：最后一次面朝下献祭到祭坛
web-step-over = 游戏结束
web-face-down = 面朝下
web-face-down-card = 一张面朝下的卡
web-yours-face-down = 你的，面朝下
web-rank = 第 { $rank } 名
web-harvest-dice = 丰收骰：{ $dice }
web-village = 此处有加成骰：{ $here ->
    [yes] 是
   *[no] 否
 } · 剩余加成骰 { $dice } · 剩余小屋 { $huts }
web-kitchen-pays = 本回合支付 { $values }
web-tlachtli-stack = { $stack }：{ $card }（剩余 { $left }）
web-pyramid-placed = 已放置 { $placed }/{ $size } 个标示物
web-brick-free = 空
web-your-hand = 你的手牌：
web-hand = 手牌：
web-card-value = 卡 { $value }
web-hand-size = 手牌 { $count } 张
web-altar-face-down = 祭坛：{ $count } 张面朝下
web-points = { $count } 分
web-count-item = { $count } { $what }
web-rolling-dice = 掷 { $count } 颗加成骰
web-round-results = 第 { $round } 回合结果
web-what-happened = 发生了什么

## 错误（按服务器的错误代码；其他情况用 web-error-generic）

web-error-generic = 出了点问题（{ $code }）。
web-error-unknown = 无法连接服务器；请重试。
web-error-bad-name = 名字必须是纯文本。
web-error-bad-game = 此处没有这个游戏。
web-error-no-table = 没有这张牌桌。
web-error-bad-options = 这些选项不适用于此游戏。
web-error-rated-needs-login = 请先登录再创建计分对局。
web-error-bad-cards = 这张牌桌的卡牌无效。
web-error-bad-card-set = 此处没有这个卡牌组。
web-error-bad-seats = 此游戏不能以这个座位数进行。
web-error-bad-bot = 没有这个机器人。
web-error-bad-invite = 此邀请链接对这张牌桌无效。
web-error-table-full = 这张牌桌的座位已满。
web-error-bad-seat = 这个座位不是空位。
web-error-seat-taken = 有人先坐了这个座位。
web-error-not-finished = 游戏尚未结束。
web-error-rate-limited = 消息太多；请慢一点。
web-error-bad-token = 此浏览器在这张牌桌的座位已失效。
web-error-server-error = 服务器无法处理；请重试。
web-error-too-large = 请求太大。
web-error-timeout = 服务器没有及时回应。

## Table life: clocks, stand-in bot, conceding (web/js/clock.js, web/js/tablelife.js)

web-clock-left = 剩余 { $time }
web-clock-bank = 备用时间 { $time }
web-clock-per-move = 每步 { $hours } 小时
web-clock-per-turn = 每步 { $seconds } 秒
web-log-timeout = { $player } 超时；替补机器人代为行动：
web-log-standin = 替补机器人代 { $player }：
web-log-concede = { $player } 认输离开；替补机器人继续代打。
web-log-reclaim = { $player } 收回了座位。
web-seat-standin = 替补代打中
web-seat-conceded = 已认输
web-reclaim = 收回我的座位
web-reclaim-hint = 你多次超时：替补机器人正在代你行动。
web-concede = 认输
web-concede-confirm = 离开本局？替补机器人将代你打到结束。

## Table life: presence, rematch, public tables, the lobby's clock options

web-presence-connected = 在线
web-presence-away = 自 { $time } 起离开
web-presence-gone = 自 { $time } 起离线
web-presence-never = 尚未到场
web-log-rematch = { $player } 发起了再战。
web-rematch = 再战
web-rematch-link = 前往再战牌桌
web-public-table = 公开
web-take-seat-here = 入座
web-option-clock = 计时
web-option-clock-none = 不计时
web-option-clock-seconds = 每步 { $seconds } 秒
web-option-clock-bank = 每步 { $seconds } 秒 + 备用 { $minutes } 分钟
web-option-clock-hours = 每步 { $hours } 小时（回合制）
web-option-public = 公开牌桌（任何人都可以从大厅入座）
web-option-standin = 替补机器人

## Table life: chat, record export, turn alerts (web/js/chat.js, web/js/alerts.js)

web-chat-title = 聊天
web-chat-say = 说点什么
web-chat-send = 发送
web-chat-spectator = 一位观众
web-chat-watching = { $name }（观战）
web-chat-mute = 屏蔽 { $name }
web-chat-mute-short = 屏蔽
web-chat-unmute = 取消屏蔽 { $count } 位玩家
web-export-record = 下载棋谱
web-export-with-chat = 含聊天
web-alert-title = ● 轮到你了 — { $title }
web-alert-sound = 轮到我时播放提示音
web-alert-notify = 通知我
web-error-chat-flood = 聊天消息太多，请稍等。
web-error-chat-too-long = 每条聊天最多 500 个字符。
web-error-bad-chat = 这条聊天无法发送。
## The table's failure states, help and popovers (issue 10)

web-before-round-1 = 第 1 回合前（共 { $rounds } 回合）
web-solo-won = 你赢了：所有目标均已达成。
web-solo-lost = 你输了：{ $total } 个目标中有 { $missed } 个未达成。
web-solo-missed = 未达成
web-lobby-solo-won = 胜利
web-lobby-solo-lost = 失败
web-not-found-title = 没有这张牌桌
web-not-found-text = 链接可能输错了，或者这张牌桌已不存在。
web-back-to-lobby = 返回大厅
web-watching-bad-token = 你的座位密钥在此已失效，所以你正在观战。
web-reconnecting = 连接已断开。{ $seconds } 秒后重试（第 { $attempt } 次）。
web-log-day = { $day }：{ $phase }
web-log-round = 第 { $round } 回合
web-draft-help = 拿取一包（工厂零件或员工），从中保留一张卡。你的第二次拿取必须是另一种的包：每人最后各得一个新零件和一名新员工。
web-card-details = 卡牌说明：{ $what }
web-close = 关闭
web-order-help = 从下往上交付各阶段；每交付一个阶段即获得其金额。
web-reward-card = 奖励卡 { $value }
web-show-factory = 显示 { $player } 的工厂

## Accounts and ratings (web/js/accounts.js, web/js/players.js)

web-account-login = 登录
web-account-register = 注册
web-account-logout = 退出登录
web-account-password = 密码
web-leaderboard = 排行榜
web-player-ratings = 等级分
web-player-history = 牌桌
web-player-no-ratings = 还没有计分对局。
web-player-won = 胜
web-player-lost = 负
web-col-game = 游戏
web-col-player = 玩家
web-col-rating = 等级分
web-col-skill = 实力（μ ± σ）
web-col-games = 局数
web-rating-of = { $game }，{ $players } 人
web-players-count = { $count } 人
web-option-rated = 计分（所有玩家均已登录）
web-error-bad-login = 用户名或密码错误。
web-error-too-many-logins = 尝试次数太多，请稍等。
web-error-name-taken = 这个名字已被使用。
web-error-bad-password = 密码长度为 8 到 256 个字符。
web-error-bad-csrf = 会话已变化，请刷新页面。
web-error-no-player = 没有这位玩家。
