# 巧克力工厂与众神之饮的游戏内容：名称与卡牌文字（简体中文）。
# 消息上方的注释说明术语来源："seed NNN"（../shared/seeds/ 中的文件）、"rules"（整理后的规则）或 "ours"（本项目自译）。

## 巧克力（规则 §1）

# seed 000
kind-bean = 可可豆
# seed 000
kind-cocoa = 可可粉
# seed 000
kind-chunk = 碎块
# seed 000
kind-finger = 手指巧克力
# seed 000
kind-caramel = 焦糖
# seed 000
kind-nut = 坚果
# seed 000
kind-boxed = 盒装巧克力
# seed 000
icon-bar = 巧克力排
# seed 000
icon-wrapped = 包装巧克力
# seed 000
icon-refined = 精制巧克力
# seed 000
icon-any = 任意巧克力

## 工厂零件（规则 §2、§8）

# seed 000
part-type-converter = 转换器
part-type-converter-effect = 支付煤炭，从该零件对应的传送带空格上取走左侧所示的巧克力，并放上右侧所示的巧克力。有两个选项的零件每次操作只能选择其中一个。
# seed 000
part-type-upgrader = 升级器
part-type-upgrader-effect = 支付煤炭，获得 { $points } 个升级点数：每个点数可使该零件对应空格上的一块巧克力提升一个阶段（同一块巧克力可多次升级）。未使用的点数作废。
# seed 000
part-type-repeater = 复制器
part-type-repeater-effect = 支付煤炭，选择该零件对应空格上的一块巧克力：创建 { $copies } 个完全相同的副本。
# seed 000
part-type-chute = 滑槽
part-type-chute-effect = 免费，每个班次可使用任意次数：将该零件对应空格上的巧克力移入你的储藏室。

# ours
part-roaster = 烘焙机
# seed 000
part-upgrader = 升级器
# seed 000
part-chute = 滑槽
# ours
part-A01 = 可可粉分割机
# ours
part-A02 = 坚果研磨机
# ours
part-A03 = 可可豆磨坊
# ours
part-A04 = 包装压机
# ours
part-A05 = 双倍升级器
# ours
part-A06 = 翻倍器
# ours
part-A07 = 双联烘焙机
# ours
part-A08 = 巧克力排模具
# ours
part-A09 = 焦糖锅
# ours
part-A10 = 包装流水线
# ours
part-A11 = 可可豆成型机
# ours
part-A12 = 折盒机
# ours
part-A13 = 巧克力排切割机
# ours
part-A14 = 软糖搅拌机
# ours
part-A15 = 传送带烤炉
# ours
part-B01 = 豪华装盒机
# ours
part-B02 = 巧克力师工作台
# ours
part-B03 = 什锦组合机
# ours
part-B04 = 万能变形机
# ours
part-B05 = 三倍升级器
# ours
part-B06 = 三倍器
# ours
part-B07 = 巧克力喷泉
# ours
part-B08 = 果仁糖压机
# ours
part-B09 = 夹心糖装盒机
# ours
part-B10 = 石磨
# ours
part-B11 = 大型烘焙机
# ours
part-B12 = 调温机
# ours
part-B13 = 糖果师
# ours
part-B14 = 坚果破碎机
# ours
part-B15 = 生产线

## 员工（规则 §7）

# seed 000
role-director = 总监
role-director-ability = 今天向该员工所属的百货公司供货时，轨道推进进度变为{ $times }倍。
# seed 000
role-miner = 矿工
role-miner-ability = 赠礼：立即获得{ $coal }个煤炭。
# seed 000
role-operator = 操作员
role-operator-ability = 今日{ $uses }次：将传送带任意空格上的一块巧克力移动到另一个任意空格。
# seed 000
role-salesman = 销售员
role-salesman-ability = 今天每完成一个街角小店订单阶段，额外获得 £{ $money }。
# seed 000
role-clerk = 店员
role-clerk-ability = 今日{ $uses }次：跳过任意街角小店订单的当前阶段（移动指示物，但跳过的阶段不给钱）。
# seed 000
role-decorator = 装饰工
role-decorator-ability = 今日{ $uses }次：升级传送带任意空格上的任意一块巧克力。
# seed 000
role-mechanic = 机械师
role-mechanic-ability = 分配给一个零件：今天操作该零件的煤炭消耗减半（向上取整）。
# seed 000
role-corner_shop_agent = 街角小店代理
role-corner_shop_agent-ability = 今日{ $uses }次：使用任意精制巧克力的组合来完成街角小店订单的当前阶段（仍需提供相同数量的巧克力）。
# seed 000
role-expert_miner = 专家矿工
role-expert_miner-ability = 赠礼：立即获得{ $coal }个煤炭。
# seed 000
role-expert_operator = 专家操作员
role-expert_operator-ability = 今日{ $uses }次：将传送带任意空格上的一块巧克力移动到另一个任意空格。
# seed 000
role-dealer = 经销商
role-dealer-ability = 今日{ $uses }次：使用少{ $fewer }块的巧克力来完成街角小店订单的当前阶段（由你选择省去哪一块）。
# seed 000
role-engineer = 工程师
role-engineer-ability = 今天你进行{ $shifts }个班次，而不是{ $usual_shifts }个（多一块传送带空格）。
# seed 000
role-supervisor = 主管
role-supervisor-ability = 今天每次装料时，装入{ $beans }颗可可豆而不是{ $usual_beans }颗。
# seed 000
role-department_store_agent = 百货公司代理
role-department_store_agent-ability = 在清理阶段开始时（所有人完成订单之后），你可以向另一家百货公司供货。
# seed 000
role-packer = 打包工
role-packer-ability = 今日{ $uses }次：将传送带任意一个空格上的每种巧克力数量变为{ $factor }倍。
# seed 000
role-technician = 技术员
role-technician-ability = 分配给一个零件：今天每次操作该零件时，你可以额外花费{ $extra }个煤炭，使同样的操作也作用于相邻的传送带空格。

## 百货公司（规则 §6）

# seed 000
store-palace = 宫殿精品店
store-palace-A = 任意数量的精制巧克力，每次交付须为同一种：每块推进1格。
store-palace-B = 任意数量的不同种精制巧克力，每天一次性提交：每块推进1格（不使用总监时每天最多{ $limit }格）。
# seed 000
store-fresh = 新鲜甜点
store-fresh-A = 碎块：每块推进1格。
store-fresh-B = 手指巧克力：每块推进1格。
# seed 000
store-salter = 萨尔特百货
store-salter-A = 焦糖：每块推进1格。
store-salter-B = 坚果：每块推进1格。
# seed 000
store-house = 奢华之屋
store-house-A = 盒装巧克力：每块推进1格。
store-house-B = 每2块巧克力排为一组（碎块与手指巧克力任意搭配）：每组推进1格。
# seed 000
store-dunstan = 邓斯坦&吉尔伯特
store-dunstan-A = 每2块包装或盒装巧克力为一组（任意搭配）：每组推进1格。
store-dunstan-B = 每天一次，恰好两块巧克力：2块巧克力排推进{ $bar }格，2块包装巧克力推进{ $wrapped }格，2块盒装巧克力推进{ $boxed }格。

# seed 000
colour-brown = 棕色
# seed 000
colour-orange = 橙色
# seed 000
colour-grey = 灰色
# seed 000
colour-blue = 蓝色
# seed 000
colour-green = 绿色

## 街角小店订单（规则 §4.4）

# seed 000
order-size-small = 小型
# seed 000
order-size-medium = 中型
# seed 000
order-size-large = 大型
# ours
order-size-any = 任意大小

## 单人模式“工厂经理”（规则 §9）

# seed 000
solo-type-weekly_target = 每周目标
# seed 000
solo-type-demand = 需求卡
# ours
solo-initial-demand = 初始需求卡
# ours
solo-daily-demand = 每日需求卡
# seed 000
solo-special-orders = 特殊订单
objective-money = 从街角小店订单中支付 £{ $amount }
objective-corner_shop = 弃置 { $amount } 张已完成的{ $size ->
    [small] 小型
    [medium] 中型
    [large] 大型
   *[any] {""}
}街角小店订单
objective-department_store = 在一家百货公司将标记向后移动 { $amount } 格
objective-department_store-at = 在{ $store }将标记向后移动 { $amount } 格
objective-chocolate_order = 交付 { $chocolates }
objective-special_order = 完成特殊订单 { $order }（{ $size ->
    [small] 小型
    [medium] 中型
   *[large] 大型
}）

## 天与阶段（规则 §3–§5）

# seed 000
day-1 = 周一
# seed 000
day-2 = 周二
# seed 000
day-3 = 周三
# seed 000
day-4 = 周四
# seed 000
day-5 = 周五
# seed 000
day-6 = 周六
# seed 000
phase-prepare = 准备阶段
# seed 000
phase-draft = 扩建与招募阶段
# seed 000
phase-run = 运转工厂阶段
# seed 000
phase-fulfil = 完成订单阶段
# seed 000
phase-agent = 百货公司代理
# seed 000
phase-cleanup = 清理阶段
# seed 000
phase-over = 游戏结束

## 计分类别：巧克力工厂、工厂经理

# ours
score-corner_shop_orders = 街角小店订单收入
# seed 000
score-salesman = 销售员
# seed 000
score-corner_shop_majority = 街角小店多数权
# seed 000
score-store_palace = 宫殿精品店
# seed 000
score-store_fresh = 新鲜甜点
# seed 000
score-store_salter = 萨尔特百货
# seed 000
score-store_house = 奢华之屋
# seed 000
score-store_dunstan = 邓斯坦&吉尔伯特
# seed 000
score-diversity = 百货公司多样化奖励
# seed 000
score-leftover_chocolates = 剩余巧克力
# seed 000
score-leftover_coal = 剩余煤炭
# ours
score-met_money = 已完成的金钱目标
# ours
score-met_corner_shop = 已完成的街角小店目标
# ours
score-met_department_store = 已完成的百货公司目标
# ours
score-met_chocolate_order = 已交付的巧克力订单目标
# seed 000
score-met_special_order = 已完成的特殊订单

## 计分类别：众神之饮

# seed 002
score-track = 计分条
# ours
score-altar = 祭坛卡牌
# ours
score-altar_majority = 祭坛奉献最多
# seed 002
score-hero_king = 英雄王
# seed 002
score-old_man = 未来预兆
# ours
score-pyramid_markers = 神庙建设标示物
# ours
score-pyramid_majority = 神庙建设贡献最多
# ours
score-black_dice = 未使用的加成骰

## 众神之饮：提诺契特兰城的六个地点（依此顺序决标）

# seed 002
station-temple = 预言神殿
station-temple-effect = 第一名获得英雄王标示物并立即+1分（平手时胜出；若本回合游戏结束则+3分）。最后一名收下未来预兆标示物：在预言神殿出标+1，在其他地点出标-1（若本回合游戏结束则-3分）。
# seed 002
station-field = 可可田
station-field-effect = 第一、二、三名依次获得点数最高、居中、最低的丰收骰的分数。
# seed 002
station-village = 村落
station-village-effect = 第一名选择黑色加成骰或小屋（建小屋时放置1个建设标示物）；第二名拿取另一个。每座小屋：在村落出标-1，在其他地点出标+1。
# seed 002
station-pyramid = 丘鲁拉神庙工地
station-pyramid-effect = 若第一名超过第二名3点以上，第一名放置2个建设标示物；否则第一、二名各放置1个，由第一名决定谁先放。每完成一层，贡献该层最多标示物的玩家获得该层分数（从下到上依次+5、+4、+3、+2）。
# seed 002
station-kitchen = 料理场
station-kitchen-effect = 第一名获得本回合较高的分数，第二名获得较低的分数；最后一名-2分。
# seed 002
station-tlachtli = 塔克里球场
station-tlachtli-effect = 第一名用一张手牌交换大赏（6分）牌堆翻开的奖励卡，第二名交换小赏（3分）牌堆的奖励卡；交出的卡牌移出游戏。若没有奖励卡可交换：第一名+6分，第二名+3分。

## 众神之饮：竞标方式（领先者所在格子的颜色）

# seed 002
mode-red = 红色石板：一次出标
mode-red-rule = 每位玩家一次将12张卡牌全部面朝下出标，每个地点2张；然后依序翻开并决标各地点。
# seed 002
mode-gold = 金色石板：逐个地点
mode-gold-rule = 逐个地点进行：每位玩家面朝下打出2张卡牌，一起翻开后决标该地点，再进行下一个地点。
# seed 002
mode-green = 绿色石板：分两次出标
mode-green-rule = 每位玩家先在每个地点面朝下各放1张卡牌并一起翻开；再在每个地点各放第二张并翻开；然后依序决标各地点。

## 众神之饮：回合步骤

# seed 002
step-altar = 献祭
# seed 002
step-bid = 竞标
# seed 002
step-dice = 加成骰
# ours
step-village = 村落选择
# ours
step-pyramid = 决定放置顺序
# ours
step-swap = 交换球赛奖励卡
# ours
step-final-altar = 最后一次献祭
# seed 000
step-over = 游戏结束

## 众神之饮：配件

# seed 002
item-bid-card = 可可豆竞标卡
# seed 002
item-reward-card = 球赛奖励卡
# seed 002
reward-stack-six = 大赏（6分）
# seed 002
reward-stack-three = 小赏（3分）
# seed 002
item-hero-king = 英雄王
# seed 002
item-old-man = 未来预兆
# seed 002
item-harvest-die = 丰收骰
# seed 002
item-black-die = 加成骰
# seed 002
item-hut = 小屋
# seed 002
item-building-marker = 建设标示物
# seed 002
item-altar = 祭坛
# seed 002
item-round = 回合
# ours
item-pyramid-layer = 金字塔层

## 各界面共用的游戏用语（规则 §1–§5）

# seed 000
game-factory = 巧克力工厂
# ours
game-factory-manager = 工厂经理
# seed 002
game-chocolatl = 众神之饮
# seed 000
term-coal = 煤炭
# seed 000
term-money = 金钱
# seed 000
term-store-room = 储藏室
# ours
term-coal-bunker = 煤仓
# seed 000
term-conveyor = 传送带
# seed 000
term-conveyor-tile = 传送带空格
# seed 000
term-shift = 班次
# seed 000
term-slot = 槽位
# seed 000
term-factory-part = 工厂零件
# seed 000
term-employee = 员工
# seed 000
term-corner-shop = 街角小店
# seed 000
term-corner-shop-order = 街角小店订单
# seed 000
term-department-store = 百货公司
# seed 000
term-stage = 阶段
# seed 000
term-completed-order = 已完成的订单
# seed 000
term-track = 轨道
# seed 000
term-space = 格
# seed 000
term-upgrade = 升级
# seed 000
term-upgrade-point = 升级点数
# seed 000
term-deck = 牌堆
# seed 000
term-packet = 包
# seed 000
term-start-player = 起始玩家
# seed 000
term-day = 天
# ours
term-gift = 赠礼
# seed 000
term-load-push = 装料与推进
# seed 000
term-operate = 操作
# seed 000
term-clear = 清理
# seed 000
term-side = 面
# ours
term-score = 分数

## Master Chocolatier module (card-data.md; option master=true)

# ours
module-master = 巧克力大师
# rules
part-type-mover = 搬运器
part-type-mover-effect = 支付煤炭，将卡上所示的1块巧克力从该零件对应的空格移到任意另一个空格（与其他零件一样，每个班次1次）。
# ours
part-A16 = 可可豆升降机
# ours
part-A17 = 转运臂
# ours
part-B16 = 精制品吊车
# ours
part-B17 = 大师传送带
# ours
store-free = 无所属商店
# ours
role-foreman = 工头
role-foreman-ability = 赠礼：立即获得{ $coal }个煤炭。自由员工：今日你不向任何百货商店供货。
# ours
role-master_packer = 打包大师
role-master_packer-ability = 今日{ $uses }次：将传送带任意一个空格上的每种巧克力数量变为{ $factor }倍。自由员工：今日你不向任何百货商店供货。
# ours
role-artisan = 工匠
role-artisan-ability = 今日{ $uses }次：将任意空格上的1块巧克力升级。自由员工：今日你不向任何百货商店供货。
# ours
role-porter = 搬运工
role-porter-ability = 今日{ $uses }次：将1块巧克力从任意空格移到任意另一个空格。自由员工：今日你不向任何百货商店供货。
# ours
role-broker = 经纪人
role-broker-ability = 今日{ $uses }次：用任意精制巧克力（数量相同）完成街角小店订单的当前阶段。自由员工：今日你不向任何百货商店供货。
# ours
role-fixer = 调停人
role-fixer-ability = 今日{ $uses }次：少交{ $fewer }块巧克力完成街角小店订单的当前阶段。自由员工：今日你不向任何百货商店供货。
# ours
store-palace-C = 不收巧克力：今日街角小店订单每赚{ $per }镑推进1格，向下取整。
# rules
store-palace-D = 每天交付一次，按另一家商店的要求交付（每次交付时指定该商店）。
# rules
store-fresh-C = 不收巧克力：今日街角小店订单每赚{ $per }镑推进1格，向下取整。
# rules
store-fresh-D = 每天一次，恰好{ $counts }块任意种类的精制巧克力：每块推进1格。
# ours
store-salter-C = 不收巧克力：今日街角小店订单每赚{ $per }镑推进1格，向下取整。
# rules
store-salter-D = 每天一次，最多{ $limit }块种类各不相同的精制巧克力：每块推进1格。
# ours
store-house-C = 不收巧克力：今日街角小店订单每赚{ $per }镑推进1格，向下取整。
# ours
store-house-D = 包装巧克力（焦糖与坚果任意搭配）：每块推进1格。
# ours
store-dunstan-C = 不收巧克力：今日街角小店订单每赚{ $per }镑推进1格，向下取整。
# ours
store-dunstan-D = 每天一次，恰好{ $counts }块包装或盒装巧克力（任意搭配）：每块推进1格。
