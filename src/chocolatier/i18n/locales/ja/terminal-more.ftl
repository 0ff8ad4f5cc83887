# ターミナル（issue 24）：ターミナルでのルールリファレンス（chocolatier rules、プロンプトの「ルール」）。

## プロンプトの「ルール」

tui-cmd-rules = ルール
tui-arg-section = 節
tui-help-rules = ルールリファレンス：4.2 のような節を表示。節なしでは最後に断られた行動の節、なければ目次（シェルからは { $command }）
terminal-rules-open = §{ $section } を読むには「{ $command }」と入力してください。
terminal-rules-which = 節を読むには「{ $command } 4.2」のように入力してください。
terminal-rules-no-such = ルールに { $section } 節はありません。目次は「{ $command }」で表示します。
terminal-rules-none = このゲームにはルールリファレンスがありません。

## chocolatier rules

terminal-rules-no-game = 「{ $game }」のルールはありません。ゲームは { $games } です
terminal-rules-no-section = { $game }のルールに { $section } 節はありません（節は 1 ～ { $last }。{ $command } ですべて表示します）

## chocolatier cards：デパートの面のルール（短く）

terminal-store-rule = { $rule ->
    [same_kind] すべて同じ種類
    [all_different] すべて異なる種類、1日1回
    [each] チョコ1つごと
    [pairs] 2つ1組ごと
    [exact_two] ちょうど2つ、1日1回
    [earnings] その日の収入に応じて
    [exact_count] ちょうどの個数、1日1回
    [as_other] 他のデパートとして、1日1回
   *[other] { $rule }
 }

## ショコラトルは点数で数える（tournament と analyze の表）

terminal-col-points = 得点
terminal-analyze-points = 得点の出どころ（プレイヤー1人あたりの平均）

## ショコラトルの入札の表（行は場所、列はカード）

terminal-bid-grid-corner = 場所＼カード
terminal-bid-grid-how = 場所の行とカードの列が交わる番号を入力すると、そのカードをその場所に入札します。

## 小さなターミナル（80×24）：1つの判断に1画面

terminal-small-seat = £{ $money } · 石炭{ $coal } · 倉庫 { $room } · { $employee }
terminal-small-chocolatl-score = { $score }点
terminal-small-news-more = … ほかに以前の{ $count }件（「{ $log }」と入力）
