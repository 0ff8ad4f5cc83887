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
