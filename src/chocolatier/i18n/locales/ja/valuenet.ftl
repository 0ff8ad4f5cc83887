# chocolatier train（mcts ボットの価値ネットワーク）と振り返りのテーマ。
valuenet-train-bad-round = ラウンドは空白で区切ったデータ実行 人数:ゲーム数:ボット で、人数は 2〜4、ゲームは 1 以上です。例：{ $example }
valuenet-train-progress = 価値ネットワークを学習中
valuenet-train-done = 重みを { $path } に書き出しました

## chocolatier review と Web の振り返り：プレイヤーごとのテーマ別の損失
valuenet-review-method = 各手はその日を最後まで進めてから学習済みネットワークで評価
valuenet-review-themes = テーマ別の損失
valuenet-theme = { $theme ->
    [draft] カードの獲得：取った部品と従業員
    [placement] 工場への部品の配置
    [shifts] 生産：各シフト
    [orders] 納入
    [stores] デパートエージェント
   *[cleanup] 次の日の準備
 }
valuenet-theme-loss = { $theme }：{ $count } 回の判断で { $loss }
valuenet-leftover = { $theme ->
    [coal-left] 使われなかった石炭 { $count } 個
    [orders-unsupplied] 納品しなかった注文 { $count } 枚
   *[chocolates-left] 倉庫に残ったチョコレート { $count } 個
 }
valuenet-no-themes = テーマ別の損失はありません

