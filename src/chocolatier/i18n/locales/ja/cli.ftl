# コマンドラインの出力（ヘルプは cli-help.ftl）。

cli-error = エラー：{ $message }
cli-cards-factory-only = { $option } はチョコレートファクトリー専用です
cli-in-file = { $path }：{ $reason }
cli-invalid-record = 無効な記録 { $path }：{ $reason }
cli-invalid-cards = 無効なカードデータ：{ $reason }
cli-not-a-folder = { $path } はフォルダではありません
cli-no-records = { $path } に { $pattern } の記録がありません
cli-needs-extra = { $command } には追加機能 { $extra } が必要です（{ $module } がインストールされていません）：{ $install }
cli-tip-compile = ヒント：これらの対局はコンパイルされていないコードで動いています。{ $command } でボットとエンジンの主要モジュールをコンパイルすると（約1分）、まったく同じ対局が{ $low }〜{ $high }倍の速さで進みます（{ $doc } の計測値）
cli-counts-not-numbers = { $option } にはカンマ区切りの整数（例：2,3,4）を指定してください。{ $text } は使えません
cli-counts-empty = { $option } には少なくとも1つの数が必要です
cli-money = £{ $amount }

## chocolatier cards

cli-cards-parts = 設備
cli-cards-orders = 路面店カード
cli-cards-employees = 従業員
cli-cards-stores = デパート
cli-cards-solo = ファクトリーマネージャー（ソロ）
cli-col-id = 番号
cli-col-name = 名前
cli-col-deck = 山札
cli-col-cost = コスト
cli-col-effect = 効果
cli-col-source = 出典
cli-col-note = 注記
cli-col-size = サイズ
cli-col-stages = 列（下から上）
cli-col-total = 合計
cli-col-store = デパート
cli-col-ability = 能力
cli-col-colour = 色
cli-col-side = 面
cli-col-rule = 規則
cli-col-text = 受け取るもの
cli-col-type = 種類
cli-col-objectives = 目標
cli-col-special = 特別注文
cli-deck-A = A
cli-deck-B = B
cli-deck-board = ボード
cli-source-confirmed = 確認済み
cli-source-reconstructed = 再構成

## chocolatier replay

cli-replay-head = { $game } · プレイヤー { $players } 人 · シード { NUMBER($seed, useGrouping: 0) }
cli-replay-log = 手順
cli-replay-moves = { $moves } 手を再生 · 状態ハッシュ { $hash }
cli-replay-in-progress = ゲーム進行中。手番：{ $players }

## chocolatier play

cli-play-resumed = { $path }を再開：{ $game }、プレイヤー{ $players }人、シード{ NUMBER($seed, useGrouping: 0) }、{ $moves }手。
cli-play-new = { $game }の新しいゲーム、プレイヤー{ $players }人、シード{ NUMBER($seed, useGrouping: 0) }（コマンドは「{ $help }」）。
cli-option-format = { $option }は キー=値 の形で指定します（「{ $text }」ではなく）
cli-play-from = { $path }から始まる{ $game }のゲーム、プレイヤー{ $players }人、シード{ NUMBER($seed, useGrouping: 0) }（コマンドは「{ $help }」）。
cli-play-from-alone = { $option }は局面スナップショットから始めます：{ $others }とは併用できません（スナップショットが設定を含みます）
cli-not-a-snapshot = { $path }：局面スナップショットではありません
cli-snapshot-players = このスナップショットはプレイヤー{ $players }人用で、{ $asked }人用ではありません
cli-cannot-read = { $path }を読めません：{ $reason }
cli-snapshot-too-large = { $path }：スナップショットは最大{ $mb }メガバイトです
cli-not-json = { $path }：正しいデータファイルではありません：{ $reason }
cli-moves-count = { $option }には手数（0以上）を指定します（{ $moves }ではなく）
cli-applies-to = { $option }は{ $other }とだけ使えます

## chocolatier simulate and tournament

cli-sim-summary = { $games }ゲーム中{ $completed }ゲーム完了、エラー{ $errors }件
cli-sim-solo-wins = { $line }。ソロの勝利：{ $wins }
cli-sim-seat-wins = { $line }。席ごとの勝利：{ $wins }
cli-sim-seat = 席{ $seat } { $bot }：平均得点 { $score }
cli-sim-records = 記録の保存先：{ $path }
cli-sim-error = ゲーム{ $game }でエラー（シード{ NUMBER($seed, useGrouping: 0) }）：{ $message }
cli-sim-error-record = 記録：{ $path }
cli-sim-more-errors = …ほかに失敗したゲーム{ $count }件
cli-tournament-rotations = { $total }ゲームを行います：{ $games }ゲームを席の完全な巡回に合わせました
cli-tournament-title = { $game } · プレイヤー{ $players }人 · { $games }ゲーム（シード{ NUMBER($seed, useGrouping: 0) }、巡回ブロック{ $block }）
cli-col-bot = ボット
cli-col-games = ゲーム数
cli-col-wins = 勝利
cli-col-win-rate = 勝率［95%信頼区間］
cli-col-money = お金
cli-col-margin = 差
cli-col-rating = レーティング
cli-tournament-seat = 席{ $seat }：{ $rate }
cli-tournament-seats = 席ごとの勝率：{ $seats }
cli-tournament-wrote = { $files }を{ $path }に書き出しました

## chocolatier analyze

cli-analyze-progress = 記録を再生中
cli-analyze-records = 記録{ $records }件、無効{ $invalid }件
cli-analyze-group = { $game } · プレイヤー{ $players }人 · { $games }ゲーム
cli-analyze-unfinished = 未完了のゲーム{ $count }件を除外
cli-analyze-seats = 席の有利さ（公平なら{ $fair }）
cli-analyze-money = 収入源ごとのお金（プレイヤー1人あたりの平均）
cli-analyze-cards = { $kind ->
    [part] 設備
    [employee] 従業員
    [order] 路面店カード
    [store-side] デパートの面（選んだ従業員で集計）
   *[other] カード
 }の選択率順（{ $count }枚中上位{ $top }枚）
cli-col-seat = 席
cli-col-mean-score = 平均得点
cli-col-category = 分類
cli-col-share = 割合
cli-col-card = カード
cli-col-offered = 提示
cli-col-picked = 選択
cli-col-pick-rate = 選択率
cli-source-corner-shops = 路面店
cli-source-stores = デパート
cli-source-bonuses = ボーナス
cli-source-leftovers = 残り物
cli-source-other = その他
cli-col-money-source = 収入源

cli-schema-wrote = { $game } のスキーマを { $path } に書き出しました
cli-schema-cannot-write = { $path } に書き込めません：{ $reason }

## chocolatier review

cli-review-progress = 手を検討中
cli-review-title = { $game } · { $seats }の検討 · 候補手ごとにシミュレーション{ $budget }回
cli-review-all-seats = 全席
cli-review-none = 検討する判断がありません（すべて選択肢のない手でした）
cli-review-costly = 損失の大きい判断
cli-review-players = プレイヤー
cli-col-move = 手番
cli-col-player = プレイヤー
cli-col-played = 指した手
cli-col-better = より良い手
cli-col-loss = 損失
cli-col-label = 評価
cli-col-decisions = 判断数
cli-col-average-loss = 平均損失
cli-col-accuracy = 正確度
cli-review-label = { $label ->
    [blunder] 大悪手
    [mistake] 悪手
   *[inaccuracy] 疑問手
 }
cli-review-turning = 勝負の分かれ目：
cli-review-turning-point = { $index }手目（{ $player }）：{ $move } を指したが、{ $best } が良かった（−{ $loss }）
cli-review-no-turning = 勝負の分かれ目：なし（損失のある判断はありません）
cli-review-points = { $amount }点
cli-review-budget = { $option } には候補手ごとのシミュレーション回数（1以上）を指定してください：{ $value } は不可
cli-review-bad-seat = { $option } { $seat }：このゲームの席は 0–{ $last } です
