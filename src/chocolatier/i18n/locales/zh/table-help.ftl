# 牌桌帮助（issue 22）：规则面板、提示按钮、观战者、回放的行动列表。

## 规则面板：打开到当前游戏步骤所在的规则章节
table-rules = 规则
table-rules-close = 关闭

## 提示按钮（不计积分的牌桌）：最强的机器人会怎么走，只看玩家能看到的信息
table-hint = 提示
table-hint-thinking = 正在寻找好的行动…
table-hint-says = 提示：{ $move }。已高亮显示。
table-hint-rated = 计分牌桌不提供提示。
table-hint-not-your-move = 提示只针对你自己的行动：请等轮到你。
table-hint-stale = 游戏已经继续：请重新请求提示。
table-hint-busy = 提示正在路上。
table-hint-too-many = 提示太多了：请稍等再请求下一个。
table-hint-failed = 这次没有提示：请再试一次。

## 观战者：在聊天中留名的观战者，以及未留名的人数
table-watching = 观战
table-watching-nobody = 没有人在观战。
table-watching-anonymous = { $count ->
   *[other] { $count } 位未留名的观战者
 }

## 回放的行动，按天和阶段或按轮分组
table-replay-moves = 行动
table-replay-go = 转到第 { $step } 步
