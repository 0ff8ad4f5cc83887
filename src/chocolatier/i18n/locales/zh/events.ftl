# 游戏事件（代码见 chocolatier.core.events 与各游戏的 events 模块）、拒绝理由（refusal-<代码>）及其组成用语。
# params.json 列出的变量到达时已译好：$seat 是玩家名，$kind 是巧克力名，$part 是零件名，$store 是百货公司名……
# 消息的 .button 属性是按钮上的简短说法（“结束班次”）；消息本身是日志中的句子。

player-n = 玩家{ $n }
count-of = { $count }个{ $what }
standing = { $player }（{ $total }）
rolled = { $player }掷出{ $pips }
secret-choice = { $seat }做出了秘密选择（游戏结束时公开）
refusal = { $reason }（规则{ $rule }）

## 巧克力工厂

factory-take = { $card_type ->
    [employee] { $seat }拿取了{ $store }的{ $card }及其所在的包
   *[other] { $seat }拿取了{ $card }及其所在的包
 }
    .button = 拿取{ $card }
factory-place = { $seat }将{ $part }放置在{ $slot }
    .button = 放置在{ $slot }
factory-run = { $part_type ->
    [none] { $seat }在{ $slot }没有操作任何零件
    [converter] { $seat }操作{ $slot }的{ $part }：{ $inputs } → { $outputs }{ $tile ->
        [0] {""}
       *[other] ，技术员同时作用于传送带空格{ $tile }
    }
    [upgrader] { $seat }操作{ $slot }的{ $part }：升级点数{ $points }
    [repeater] { $seat }操作{ $slot }的{ $part }：×{ $copies }
   *[other] { $seat }操作{ $slot }的{ $part }
 }
    .button = { $part_type ->
        [converter] { $part }（{ $slot }）：{ $inputs } → { $outputs }
        [none] { $slot }：不操作
       *[other] 操作{ $part }（{ $slot }）
    }
factory-in = { $seat }投入1个{ $kind }
    .button = 投入1个{ $kind }
factory-out = { $seat }制作了1个{ $kind }
    .button = 制作1个{ $kind }
factory-copy = { $seat }复制了1个{ $kind }
    .button = 复制1个{ $kind }
factory-trade = { $seat }用1个{ $kind }换取了1个煤炭
    .button = 用1个{ $kind }换1个煤炭
factory-give = { $seat }送出1个{ $kind }
    .button = 送出1个{ $kind }
factory-keep = { $seat }保留1个{ $kind }
    .button = 保留1个{ $kind }
factory-keep-done = { $seat }不再保留
    .button = 不再保留
factory-up = { $seat }将1个{ $from_kind }升级为{ $to_kind }
    .button = { $from_kind } → { $to_kind }
factory-up-done = { $seat }停止升级
    .button = 停止升级
factory-chute = { $seat }将1个{ $kind }从{ $slot }的滑槽送出
    .button = 滑槽：{ $kind }
factory-move = { $seat }将1个{ $kind }从传送带空格{ $from_tile }移到传送带空格{ $to_tile }
    .button = 移动1个{ $kind }：{ $from_tile } → { $to_tile }
factory-decorate = { $seat }将传送带空格{ $tile }上的1个{ $from_kind }装饰成{ $to_kind }
    .button = 装饰空格{ $tile }：{ $from_kind } → { $to_kind }
factory-pack = { $seat }将传送带空格{ $tile }上的巧克力翻倍
    .button = 打包空格{ $tile }
factory-assign = { $seat }将{ $role }分配到{ $slot }
    .button = 分配到{ $slot }
factory-shift-done = { $seat }结束第{ $shift }班次
    .button = 结束班次
factory-deliver = { $seat }交付了一份{ $size }订单的一个阶段
    .button = 交付一个阶段（{ $size }）
factory-dealer = { $seat }交付了一份{ $size }订单的一个阶段，少交1个{ $icon }（经销商）
    .button = 经销商：少交1个{ $icon }
factory-agent = { $seat }用任意精制巧克力交付了一份{ $size }订单的一个阶段（街角小店代理）
    .button = 代理：用任意精制巧克力交付
factory-skip = { $seat }跳过了一份{ $size }订单的一个阶段（店员）
    .button = 店员：跳过该阶段
factory-order = { $seat }保留了一份{ $size }订单
    .button = 保留这份订单
factory-deliver-solo = { $seat }交付了卡牌{ $card }的巧克力订单
    .button = 交付巧克力订单（{ $card }）
factory-supply = { $seat }在送往{ $store }的货物中加入1个{ $kind }
    .button = 加入1个{ $kind }
factory-supply-done = { $seat }将货物送往{ $store }
    .button = 送出货物
factory-orders-done = { $seat }完成了订单交付
    .button = 交付完毕
factory-pass = { $seat }不再向其他百货公司供货
    .button = 不向其他百货公司供货
factory-supply-as = { $seat }按{ $like }的要求向{ $store }交付
    .button = 按{ $like }交付
factory-orders-done-earned = { $seat }完成了订单交付：今日街角小店订单赚了{ $earned }镑，{ $store }推进{ $spaces }格
    .button = 结束交付

## 众神之饮

chocolatl-sacrifice = { $value ->
    [none] { $seat }保留所有卡牌（不进行最后一次献祭）
   *[other] { $seat }将{ $value }献祭到祭坛上
 }
    .button = { $value ->
        [none] 保留所有卡牌
       *[other] 献祭{ $value }
    }
chocolatl-bid = { $seat }在{ $station }出标{ $value }
    .button = 在{ $station }出标{ $value }
chocolatl-roll = { $count ->
    [0] { $seat }不掷加成骰
   *[other] { $seat }掷{ $count }颗加成骰
 }
    .button = { $count ->
        [0] 不掷骰
       *[other] 掷{ $count }颗骰
    }
chocolatl-take-village = { $hut ->
    [true] { $seat }拿取一块小屋板块
   *[other] { $seat }拿取加成骰
 }
    .button = { $hut ->
        [true] 拿取小屋
       *[other] 拿取加成骰
    }
chocolatl-first-placer = { $me ->
    [true] { $seat }先放置神庙建设标示物
   *[other] { $seat }让第二名先放置
 }
    .button = { $me ->
        [true] 先放置
       *[other] 让第二名先放置
    }
chocolatl-swap = { $seat }交出{ $value }，换取翻开的球赛奖励卡
    .button = 交出{ $value }
chocolatl-disc-stack = 行动顺序圆片（由下至上）：{ $seats }
chocolatl-altar-done = 所有人都已将一张卡牌面朝下献祭到祭坛上
chocolatl-round = 第{ $round }回合：{ $mode }；丰收骰{ $harvest }；球赛奖励卡{ $rewards }
chocolatl-green-reveal = 绿色石板：第一张卡牌已翻开；每人再打出第二张卡牌
chocolatl-station = { $station }：{ $ranking }
chocolatl-station-rolls = { $rolls }
chocolatl-score = { $seat }获得{ $points }分（{ $reason }）
chocolatl-temple = { $hero }获得英雄王；{ $old_man }获得未来预兆
chocolatl-hut = { $seat }建造了一座小屋（现有{ $huts }座）
chocolatl-black-die = { $seat }拿取加成骰（现有{ $dice }颗）
chocolatl-pyramid-order = { $me ->
    [true] { $seat }先在神庙工地放置
   *[other] { $seat }让{ $other }先在神庙工地放置
 }
chocolatl-marker = { $seat }在神庙工地放置了一个建设标示物
chocolatl-reward = { $seat }交出{ $value }，换取球赛奖励卡{ $reward }
chocolatl-end-rounds = 全部{ $rounds }个回合已进行完毕
chocolatl-end-markers = { $seat }用完了所有建设标示物
chocolatl-end-pyramid = 神庙工地已满
chocolatl-end-score = { $seat }的分数超过{ $limit }分
chocolatl-game-ends = 游戏结束：{ $reasons }。接下来进行最后一次祭坛献祭。
chocolatl-final = 最终得分：{ $scores }。获胜者：{ $winners }
chocolatl-reason-hero-king = 英雄王
chocolatl-reason-harvest-die = 丰收骰
chocolatl-reason-pyramid-layer = 金字塔层中的多数
chocolatl-reason-kitchen-first = 料理场第一名
chocolatl-reason-kitchen-second = 料理场第二名
chocolatl-reason-kitchen-last = 料理场最后一名
chocolatl-reason-tlachtli-empty = 塔克里球场已无球赛奖励卡

## 拒绝理由（refusal-<代码>）

refusal-illegal-action = 现在不能这样做：请从可选的行动中选一个
refusal-no-such-seat = 没有这个座位：{ $seat }
refusal-game-over = 游戏已结束
refusal-not-your-turn = 还没轮到你：请等待其他玩家行动
refusal-wrong-phase = 现在是{ $phase }阶段：请选择本阶段的行动
refusal-decision-pending = { $what ->
    [place] 请先将新零件放置到槽位上
    [operate] 请先完成对该零件的操作
    [convert] 正在操作的零件需要选择投入和产出的巧克力
    [upgrade] 正在操作的零件需要选择升级
    [copy] 正在操作的零件需要选择要复制的巧克力
    [stage] 请先完成该阶段的交付
    [delivery] 请先完成向百货公司的交付
    [keep] 请先选择要保留的巧克力，或选择不再保留
   *[pick-order] 请先选择要保留哪一张抽到的订单
 }
refusal-nothing-pending = 现在没有等你做这个选择：请从可选的行动中选一个
refusal-not-possible = 现在做不到：请从可选的行动中选一个
refusal-missing-chocolates = { $what ->
    [input] 下一个投入（{ $icon }）不能是这个空格上的{ $kind }
    [copy] 该空格上没有可复制的{ $kind }
    [stage] 该阶段的下一个巧克力（{ $icon }）不能是储藏室中的{ $kind }
    [keep] 可保留的巧克力中没有{ $kind }
    [tile] 该空格上没有{ $kind }
    [chute] 滑槽所在空格上没有{ $kind }
    [trade] 你的储藏室中没有{ $kind }（只能用储藏室中的巧克力换取）
    [room] 你的储藏室中没有{ $kind }
    [order] 你的储藏室缺少该阶段所需的巧克力（须与图示完全一致）
    [chocolate-order] 你的储藏室缺少该卡牌所需的巧克力（须一次全部交付）
   *[part] 该空格上的巧克力不允许这样做
 }
refusal-wrong-kind = 下一个产出是{ $icon }，不是{ $kind }
refusal-not-an-upgrade = { $from_kind } → { $to_kind }不是该空格上任何巧克力的升级（只能升一级）
refusal-not-drawn = 这不是抽到的订单之一
refusal-not-dealt = 这张卡牌不是今天发的
refusal-second-pick-other-kind = { $what ->
    [part] 你今天已拿取零件：请拿取一名员工
   *[employee] 你今天已拿取员工：请拿取一个零件
 }
refusal-packet-taken = 这个包已被拿走
refusal-no-part = { $slot }上没有零件
refusal-chute-not-run = 滑槽不能被操作：请改为将巧克力从滑槽送出
refusal-part-already-used = { $slot }上的零件本班次已操作过
refusal-no-option = { $part }没有选项{ $option }
refusal-no-technician = 只有今天有技术员的零件才能作用于第二个空格
refusal-not-adjacent = 技术员所在的空格必须与零件相邻
refusal-not-enough-coal = 操作它需要{ $cost }个煤炭；你只有{ $coal }个
refusal-no-chute = { $slot }上没有滑槽
refusal-wrong-employee = 这需要今天的{ $role }
refusal-already-assigned = 该员工今天已经分配过了
refusal-employee-used = 该员工今天的使用次数已用完
refusal-same-tile = 请移到另一个空格
refusal-no-order = 这不是你未完成的订单
refusal-incomplete-delivery = 这批货物尚未满足该百货公司的要求
refusal-same-store = 代理须向今天的百货公司（{ $store }）以外的百货公司供货
refusal-wrong-store = 你只能向今天员工所属的百货公司供货，不能向{ $store }供货
refusal-store-supplied = { $store }（{ $side }面）每天只接受一次交付，你今天已经向它供过货
refusal-store-rule = { $store }（{ $side }面）现在不接受{ $kind }
refusal-mover-tiles = 该零件只能把自己空格（{ $tile }）上的巧克力移到另一个空格
refusal-free-employee-no-store = 你的自由员工不属于任何商店：今天你不能向任何百货公司供货，包括{ $store }
refusal-no-named-requirement = 只有D面的宫殿精品店才能按另一家商店的要求交付
refusal-cannot-name-store = { $store }（{ $side }面）本身不收巧克力：请指定另一家商店
refusal-pair-removed = 这张卡牌属于今天移除的一对（{ $store }的员工）
refusal-card-face-down = 这张工厂经理卡牌没有正面朝上
refusal-no-chocolate-order = 这张卡牌没有巧克力订单
refusal-not-a-corner-shop-order = 员工只协助街角小店订单，不协助巧克力订单
refusal-already-delivered = 这份巧克力订单已经交付过了
refusal-no-such-action-id = 现在没有这个行动
refusal-not-an-action = 这不是本游戏的行动
refusal-cannot-undo = { $what ->
    [nothing] 没有可撤销的行动：只能在当前班次内撤销
   *[depends] 这一步无法撤销：之后的行动依赖于它
 }
refusal-wrong-step = 这个行动不符合本回合的当前步骤
refusal-must-sacrifice = 第1回合开始前，每位玩家都必须献祭一张卡牌
refusal-no-such-card = 你手中没有卡牌{ $value }
refusal-too-many-dice = 你有{ $dice }颗加成骰，而不是{ $count }颗
refusal-no-such-station = 没有编号为{ $number }的地点
refusal-station-full = { $rule_mode ->
    [gold] 金色石板模式下，现在只有{ $open }接受出标
    [green] 绿色石板模式下，每个地点每轮只接受一张卡牌；{ $station }已有卡牌
   *[other] { $station }的卡牌已经出齐
 }
refusal-bad-id = 没有这个编号的行动
refusal-not-running = 牌桌未在进行中（{ $status }）
refusal-spectator = 观众只能观看，不能行动
refusal-stood-in = 替补机器人正在代你坐这个座位：请先收回座位
refusal-not-stood-in = 你的座位没有由替补机器人代坐
refusal-already-conceded = 你已认输离开本局
refusal-no-rematch = 只能在对局结束后发起一次再战
refusal-stale-state = 你选择之后游戏已有变化；请重新查看后再选择
refusal-bad-notation = 无法识别这个行动

## 无法进行的游戏设置（option-error-<代码>）

option-error-unknown-game = 未知的游戏“{ $name }”（可选游戏：{ $known }）
option-error-bad-players = { $game }需要 { $least }–{ $most } 名玩家，不能是 { $players } 名
option-error-unknown-option = { $game }没有选项“{ $option }”（可用选项：{ $known }）
option-error-no-options = { $game }没有任何选项（收到：{ $options }）
option-error-not-one-of = 选项 { $option } 只能是 { $choices }，不能是 { $value }
option-error-master-not-solo = 选项 { $option }（{ module-master }模块）适用于 2–4 名玩家：单人模式无法使用它
option-error-solo-only = 选项 { $option } 仅适用于单人模式（1 名玩家）
option-error-bad-start-player = 选项 { $option } 必须是 0 到 { $most } 之间的座位编号或 { $choices }，不能是 { $value }
option-error-bad-card-overrides = 选项 { $option } 必须把每种卡牌对应到一组卡牌，不能是 { $value }
option-error-bad-store-sides = 选项 { $option } 必须是 { $choices }（或为每家百货公司各指定一面），不能是 { $value }
option-error-side-needs-master = 选项 { $option }：{ $side } 面需要选项 { $needs }（{ module-master }模块）
option-error-unknown-store = 选项 { $option }：没有名为“{ $name }”的百货公司（百货公司：{ $known }）
option-error-no-such-side = { $store }没有 { $value } 面
option-error-store-side-needs-master = { $store }：{ $side } 面需要选项 { $needs }（{ module-master }模块）
option-error-not-whole = 选项 { $option } 必须是 { $least } 到 { $most } 之间的整数，不能是 { $value }
option-error-too-few = 选项 { $option } 至少为 { $least }，不能是 { $value }
option-error-needs-option = 选项 { $option } 需要同时设置选项 { $needs }
option-error-excludes = 选项 { $option } 不能与 { $others } 同时使用
option-error-not-a-bot = 选项 { $option } 需要一个机器人名称（及其级别），不能是 { $value }
option-error-unknown-bot = { $game }没有机器人“{ $name }”（可用机器人：{ $known }）
option-error-unknown-level = { $bot } 机器人没有“{ $level }”级别（级别：{ $known }）
option-error-unknown-bot-setting = { $bot } 机器人没有“{ $setting }”设置（设置：{ $known }）
option-error-bad-bot-setting = { $bot } 机器人的设置 { $setting } 必须是正数，不能是“{ $value }”
option-error-no-bot = 没有指定机器人
option-error-not-key-value = 选项需要 键=值 的形式，而不是“{ $text }”

## 无法重放的记录：引擎拒绝了它的设置或某一步

record-error-setup = 无法按记录设置这局游戏：{ $reason }
record-error-move = 第 { $number } 步（“{ $move }”，{ $seat }）：{ $reason }

## 无法读取的着法（notation-error-<代码>）

notation-error = 无法读取“{ $text }”：{ $reason }
notation-error-empty = 着法为空
notation-error-unknown-verb = 未知的动词“{ $word }”（动词：{ $known }）
notation-error-usage = 应写作 { $forms }
notation-error-not-written-as = “{ $word }”的写法不对，应写作 { $form }
notation-error-not-a-kind = “{ $word }”不是巧克力种类（{ $known }）
notation-error-not-a-slot = “{ $word }”不是槽位（{ $known }）
notation-error-not-a-tile = “{ $word }”不是传送带位置（{ $least }–{ $most }）
notation-error-not-a-card-id = “{ $word }”不是卡牌编号
notation-error-not-an-option-number = “{ $word }”不是选项编号（1、2……）
notation-error-not-a-store = “{ $word }”不是百货公司（{ $known }）
notation-error-not-an-icon = “{ $word }”不是图标（{ $known }）
notation-error-not-a-station = “{ $word }”不是地点（{ $known }）
notation-error-no-such-card = 本局游戏中没有卡牌“{ $word }”
notation-error-not-legal = 该座位现在没有符合这个记谱的合法行动

## 没有专属事件的游戏

action = { $seat }：{ $notation }
    .button = { $notation }

## 工厂经理目标：为何达成，或还缺什么

objective-paid = 已从赚得的 £{ $earned } 中支付 £{ $amount }
objective-money-short = 需要 £{ $amount }；赚得的 £{ $earned } 中还剩 £{ $left }
objective-gave-up = 已弃置 { $count } 张已完成的订单
objective-orders-short = 需要 { $amount } 张；还可弃置 { $left } 张
objective-marker-moved = { $store }的标记向后移动了 { $amount } 格（{ $before } → { $after }）
objective-spaces-short = { $store ->
    [none] 需要在本卡尚未使用的百货公司后退 { $amount } 格；共剩 { $left } 格
   *[other] 需要在{ $store }后退 { $amount } 格；剩 { $left } 格
 }
objective-delivered = { $done ->
    [true] 已交付
   *[other] 尚未交付
 }
objective-special-progress = 已交付 { $stages } 个阶段中的 { $delivered } 个
