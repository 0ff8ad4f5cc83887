# シミュレーションが人のために書き出すファイル：トーナメントとバランス報告のグラフ、balance.md（ID は report-）。

report-wrote = 書き出しました：{ $files }
report-font-missing = グラフにこの言語の文字を描けません：フォント { $font } がありません（Debian：apt install { $package }）

## トーナメントのグラフ

report-title = { $what } — { $game }、{ $players } 人、{ $games } 戦
report-scores-title = { $game ->
    [chocolatl] ボットごとの最終得点
   *[other] ボットごとの最終所持金
}
report-scores-axis = { $game ->
    [chocolatl] 最終得点
   *[other] 最終所持金（£）
}
report-mean = 平均
report-seats-title = 席ごとの勝率
report-win-rate-axis = 勝率（95% 信頼区間）
report-fair-share = 公平な取り分 1/{ $players }
report-seat = 席 { $seat }
report-along-title = { $game ->
    [chocolatl] 対戦中の得点
   *[other] 対戦中の所持金
}
report-along-axis = { $game ->
    [chocolatl] 各期間の終わりの得点（平均 ± 95% 信頼区間）
   *[other] 各期間の終わりの所持金（£、平均 ± 95% 信頼区間）
}
report-period = { $period ->
    [day] { $number } 日目
    [round] 第 { $number } ラウンド
   *[other] { $number }
}
report-final-score = 最終得点

## バランス報告：グラフ

report-players = { $players } 人
report-players-short = { $players }人
report-balance-seats-title = 席ごとの勝率、95% 区間
report-balance-seats-axis = 勝率（破線：公平な取り分）
report-balance-money-title = 収入源ごとのお金
report-balance-money-axis = プレイヤーあたりの平均のお金（£）
report-balance-cards-panel = { $players } 人（{ $games } 戦）
report-kind = { $kind ->
    [part] 設備
    [employee] 従業員
    [order] 注文
   *[other] { $kind }
}
report-pick-win-axis = 選択→勝率

## バランス報告：balance.md

report-md-title = チョコレートファクトリーのバランス
report-md-run = { $players } 人で { $games } 戦
report-md-generated = `{ $command }` で生成：{ $runs }、全席を `{ $bot }` ボットが担当、シード { $seed }、オプション { $options } — 終了 { $games } 戦、エラー { $errors } 件。数値は `balance/balance.json` にあります。同じオプションなら、このコマンドは同じファイルをもう一度書き出します。
report-md-how = 読み方：k 人の同点の勝者は勝ちを 1/k ずつ分けます。区間は 95% の Wilson スコア区間です。カードの*選択→勝率*は、それを選んだ席（ドラフトでの `take`、片付けでの `order`）の勝ちの取り分の平均です。カードそのものとボットがそれを選ぶ理由をまとめて測るので、高い率は強いカードのこともあれば、ボットがすでに優勢なときに選ぶカードのこともあります。*外れ値*は、選択→勝率がカード全体の平均から { $threshold } ポイントより離れているカードです（{ $picks } 回以上選ばれたカードのうち）。
report-md-seats = 席
report-md-money = 収入源ごとのお金
report-md-money-note = プレイヤーあたりの平均のお金と、全体に占める割合（太字が収入源、続いて各得点項目）。
report-md-outliers = 平均から { $threshold } ポイントより離れたカード
report-md-outliers-mean = { $picks } 回以上選ばれた { $counted } 枚のカードの平均の選択→勝率：{ $mean }（選ばれた回数の少ない { $left } 枚は除外）。
report-md-no-outlier = 平均からそこまで離れたカードはありません。
report-md-plots = グラフ
report-md-plot-seats = 席ごとの勝率
report-md-plot-money = 収入源ごとのお金
report-md-plot-cards = カードの勝率
report-md-every-card = すべてのカード
report-points = { $points } ポイント
report-col-players = 人数
report-col-games = 対戦数
report-col-seat = 席
report-col-win-rate = 勝率
report-col-ci = 95% 信頼区間
report-col-fair = 公平
report-col-mean-money = 平均のお金
report-col-source = 収入源／項目
report-col-card = カード
report-col-kind = 種類
report-col-name = 名前
report-col-offered = 出た回数
report-col-picked = 選ばれた回数
report-col-pick-rate = 選択率
report-col-pick-win = 選択→勝率
report-col-off-mean = 平均との差
