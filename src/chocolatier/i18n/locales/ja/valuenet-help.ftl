# The help of chocolatier train and of chocolatier review --rollout (kept notation: see cli-help.ftl).
## chocolatier train と振り返りの --rollout のヘルプ
cli-help-train = ゲームをシミュレートし、mcts ボットの価値ネットワーク（2・3・4 人）を PyTorch で学習して、重みと来歴を書き出します（train 追加パッケージが必要。方法は docs/bots.md）。
cli-help-train--seed = ゲームと学習のシード。
cli-help-train--rounds = 1 ラウンドのデータ実行。人数:ゲーム数:ボット を空白で区切ります（繰り返し可。2 ラウンド目からは前のラウンドのネットワークで対戦します）。既定：同梱のネットワークのラウンド。
cli-help-train--data = ゲーム記録のフォルダー（完了した実行は再利用します）。
cli-help-train--out = 重みを書き出すフォルダー。
cli-help-train--epochs = 局面全体を学習する回数。
cli-help-train--hidden = 隠れ層の大きさ（カンマ区切り）。
cli-help-train--plot = 損失曲線をここに書き出します（PNG）。
cli-help-review--rollout = 候補手の評価方法：net（その日を最後まで進めてから学習済みネットワークで評価。ネットワークのないゲームではヒューリスティックのロールアウト）またはボットが終局まで --budget 回ロールアウト（heuristic：従来の方法）。
