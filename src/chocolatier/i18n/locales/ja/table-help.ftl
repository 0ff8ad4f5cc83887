# 卓のヘルプ（issue 22）：ルールパネル、ヒントボタン、観戦者、リプレイの手の一覧。

## ルールパネル：ゲームが今いる段階のルールの節を開く
table-rules = ルール
table-rules-close = 閉じる

## ヒントボタン（レーティング対象でない卓）：最も強いボットならどう打つか（プレイヤーに見える情報だけで）
table-hint = ヒント
table-hint-thinking = よい手を探しています…
table-hint-says = ヒント：{ $move }。強調表示しています。
table-hint-rated = レーティング対象の卓ではヒントは使えません。
table-hint-not-your-move = ヒントは自分の手番のときだけです。手番を待ってください。
table-hint-stale = ゲームが進みました。もう一度ヒントを求めてください。
table-hint-busy = ヒントはもうすぐ届きます。
table-hint-too-many = ヒントが多すぎます。少し待ってから次を求めてください。
table-hint-failed = 今回はヒントがありません。もう一度試してください。

## 観戦者：チャットで名前を示した観戦者と、名前のない観戦者の人数
table-watching = 観戦
table-watching-nobody = 観戦している人はいません。
table-watching-anonymous = { $count ->
   *[other] 名前のない観戦者 { $count } 人
 }

## リプレイの手（日とフェイズ、またはラウンドごと）
table-replay-moves = 手の一覧
table-replay-go = { $step } 手目へ
