# 服务器及其周边命令的运维文字（复盘队列、记录版本）。

## chocolatier replay：本程序不认识的引擎版本所做的记录
ops-replay-unknown-engine = { $path } 由引擎版本“{ $version }”生成，本 chocolatier（{ $ours }）不认识这个版本：其中的走法可能无法按原样重放。请用生成它的 chocolatier 重放。
ops-replay-no-engine = { $path } 没有注明由哪个引擎版本生成，其中的走法可能无法按原样重放（本 chocolatier 为 { $ours }）。

## 已结束对局的“复盘”标签页（web/js/review.js）；$ordinal 是序数的类别
ops-review-queued = 排队中：服务器复盘队列中的第 { $position } 位。
ops-review-standin-moves = 替补机器人的走法
ops-review-standin-about = 替补机器人替玩家走的棋（超时或认输之后）不算该玩家的：只计数，不复盘。
ops-review-no-decisions = —
ops-review-cut-short = 服务器给一次复盘的时间用完了：已复盘第 1 到第 { $done } 步（共 { $total } 步）。
web-error-review-queued = 你的复盘已经在排队了；等其中一个完成后再来。
web-error-too-many-reviews = 服务器正忙于其他复盘；请一分钟后再试。

## 回合时间用完、替补机器人正在替你走完这一回合时的拒绝（docs/rulings.md T1）
refusal-turn-timed-out = 你这一回合的时间用完了：替补机器人会替你走完这一回合，下一回合仍由你来走
