# サーバーとその周りのコマンドの運用の言葉（検討の順番待ち、記録のバージョン）。

## chocolatier replay：このプログラムが知らないエンジンのバージョンで作られた記録
ops-replay-unknown-engine = { $path } はエンジンのバージョン「{ $version }」で作られましたが、この chocolatier（{ $ours }）はそのバージョンを知りません。手が当時のとおりに再生されないおそれがあります。作った chocolatier で再生してください。
ops-replay-no-engine = { $path } にはどのエンジンのバージョンで作られたかが書かれていないため、手が当時のとおりに再生されないおそれがあります（この chocolatier は { $ours }）。

## 終わったゲームの「検討」タブ（web/js/review.js）。$ordinal は序数の種類
ops-review-queued = 順番待ち：サーバーの検討の列で { $position } 番目です。
ops-review-standin-moves = 代打ちの手
ops-review-standin-about = 代打ちボットがプレイヤーの代わりに打った手（時間切れや投了のあと）はそのプレイヤーの手ではないため、数えるだけで検討しません。
ops-review-no-decisions = —
ops-review-cut-short = 1 回の検討にサーバーが使える時間が尽きました：全 { $total } 手のうち 1 手目から { $done } 手目までを検討しました。
web-error-review-queued = あなたの検討はすでに順番を待っています。どれかが終わってからもう一度どうぞ。
web-error-too-many-reviews = サーバーはほかの検討で手いっぱいです。1 分ほどしてからもう一度どうぞ。

## 持ち時間が切れた手番を代打ちが終えている間の拒否（docs/rulings.md T1）
refusal-turn-timed-out = この手番の持ち時間が切れました。代打ちがこの手番を終えます。次の手番からはまたあなたが打てます
