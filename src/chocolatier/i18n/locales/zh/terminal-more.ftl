# 终端（issue 24）：在终端中阅读规则参考（chocolatier rules，提示符下的“规则”）。

## 提示符下的“规则”

tui-cmd-rules = 规则
tui-arg-section = 章节
tui-help-rules = 规则参考：显示 4.2 这样的章节；不带章节时显示上次被拒行动的章节，否则显示目录（在命令行中：{ $command }）
terminal-rules-open = 输入“{ $command }”阅读 §{ $section }。
terminal-rules-which = 输入“{ $command } 4.2”这样的命令阅读一个章节。
terminal-rules-no-such = 规则中没有第 { $section } 节；输入“{ $command }”查看目录。
terminal-rules-none = 这个游戏没有规则参考。

## chocolatier rules

terminal-rules-no-game = 没有“{ $game }”的规则：游戏有 { $games }
terminal-rules-no-section = { $game }的规则中没有第 { $section } 节（章节为 1 到 { $last }；{ $command } 显示全部）

## chocolatier cards：百货公司某一面的规则（简述）

terminal-store-rule = { $rule ->
    [same_kind] 全部同一种
    [all_different] 全部不同种，每天一次
    [each] 每块巧克力
    [pairs] 每两块一组
    [exact_two] 恰好两块，每天一次
    [earnings] 按当天收入
    [exact_count] 恰好的数量，每天一次
    [as_other] 当作另一家百货公司，每天一次
   *[other] { $rule }
 }

## 众神之饮以分数计（tournament 与 analyze 的表格）

terminal-col-points = 分数
terminal-analyze-points = 分数来源（每名玩家平均）

## 众神之饮的出价表（每行一个地点，每列一张牌）

terminal-bid-grid-corner = 站点＼牌
terminal-bid-grid-how = 输入某地点所在行与某张牌所在列交叉处的编号，即在该地点打出这张牌。

## 小终端（80×24）：每个决定一屏

terminal-small-seat = £{ $money } · 煤炭 { $coal } · 储藏室 { $room } · { $employee }
terminal-small-chocolatl-score = { $score } 分
terminal-small-news-more = … 之前还有 { $count } 条（输入“{ $log }”）
