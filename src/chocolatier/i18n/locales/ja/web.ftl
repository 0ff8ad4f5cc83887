# ウェブページ：ロビー、テーブル、ボード、ログ、得点表、リプレイ、エラー（web/js/*.js）。
# ゲームの内容（カード、デパート、場所など）は cards.ftl、出来事は events.ftl にある。

## ページの枠と言語の選択

web-brand = chocolatier
web-lobby-title = ロビー
web-rules-title = ルール参照
web-language = 言語
# 各言語はその言語自身の文字で書く（どのカタログでも同じ）
web-language-en = English
web-language-zh = 简体中文
web-language-ja = 日本語
web-language-es = Español
web-view = 表示

## ロビー

web-new-table = 新しいテーブル
web-game = ゲーム
web-your-name = あなたの名前
web-table-name = テーブル名
web-table-name-optional = （任意）
web-default-name = プレイヤー
web-default-friend-name = 友だち
web-default-title = { $game }のテーブル
web-seats = 席
web-seat-n = 席 { $n }
web-seat-you = あなた
web-seat-friend = 友だち（招待リンク）
web-seat-bot = ボット — { $bot }
web-add-seat = 席を追加
web-remove-seat = 席を削除
web-options = オプション
web-no-options = オプションはありません。
web-option-run = 生産
web-option-fulfil = 納入
web-option-turns = 手番順に
web-option-simultaneous = 同時に
web-option-start-player = スタートプレイヤー
web-option-random = ランダム
web-option-store-sides = デパートの面
web-option-sides-A = すべてＡ面（初めてのゲーム）
web-option-sides-B = すべてＢ面
web-option-sides-random = ランダムに混ぜる
web-option-sides-C = すべてC面（マスターショコラティエ）
web-option-sides-D = すべてD面（マスターショコラティエ）
web-option-master = マスターショコラティエ・モジュール（設備4枚、デパートのC面とD面、フリーの従業員6人）
web-option-solo-difficulty = ソロの難易度
web-option-extra-demands = { $count ->
    [0] 標準
   *[other] 注文カード { $count } 枚追加
 }
web-option-card-set = カードセット
web-option-printed-cards = 印刷されたカード（標準）
web-create-table = テーブルを作る
web-tables = テーブル
web-refresh = 更新
web-tables-open = 募集中（{ $count }）
web-tables-running = 進行中（{ $count }）
web-tables-finished = 終了（{ $count }）
web-status-open = 募集中
web-status-running = 進行中
web-status-finished = 終了
web-free-seat-of = { $name }（空席）
web-won-by = { $count ->
    [0] 勝者なし
   *[other] { $winners }の勝ち
 }
web-replay-link = リプレイ
web-watch-link = 観戦
web-card-set-of = カード：{ $name }

## ボット（ロビーは席と種類でボットに名前をつける）

web-bot-name = ボット { $n }（{ $bot }）
web-bot-kind = ボット：{ $bot }
web-bot-random = ランダム
web-bot-heuristic = 定石型
web-bot-search = 探索型
web-bot-search-easy = 探索型・やさしい
web-bot-search-normal = 探索型・ふつう
web-bot-search-hard = 探索型・むずかしい
web-bot-mcts = モンテカルロ型
web-bot-mcts-easy = モンテカルロ型・やさしい
web-bot-mcts-normal = モンテカルロ型・ふつう
web-bot-mcts-hard = モンテカルロ型・むずかしい

## テーブル

web-connection-connecting = 接続中…
web-connection-ok = 接続済み
web-connection-lost = 再接続中…
web-not-connected = 接続されていません。再接続中…
web-sending = …
web-your-move-title = あなたの手番
web-log-title = ゲームの記録
web-undo = 直前の手を取り消す
web-status-waiting-seats = すべての席が埋まるのを待っています（招待リンクを共有してください）。
web-status-over = ゲームは終了しました。
web-status-your-move = あなたの手番です。
web-status-waiting-for = { $players }を待っています。
web-spectator = 観戦者
web-players = プレイヤー
web-you-mark = （あなた）
web-free-seat = 空席
web-invite-title = 友だちを招待
web-invite-link = 招待リンク
web-copy = コピー
web-click-board-or = ボード上の強調された所をクリック、または：
web-choose = 選んでください：
web-all-choices = 全 { $count } 個の選択肢
web-choose-for = { $what }について選ぶ
web-cancel = キャンセル
web-nothing-to-do = いまは{ $what }でできることはありません。
web-refused = できません：{ $reason }
web-rule-link = ルール §{ $section }
web-join-title = 「{ $title }」に参加
web-take-seat = 席につく
web-or-watch = 観戦だけでもどうぞ：テーブルは下に表示されています。

## 得点表とリプレイ

web-final-score = { $count ->
    [0] 最終得点 — 勝者なし
   *[other] 最終得点 — { $winners }の勝ち
 }
web-score-total = 合計
web-replay = リプレイ
web-replay-step = リプレイの手
web-replay-move = { $moves } 手中 { $step } 手目
web-replay-back = ◀ 前へ
web-replay-forward = 次へ ▶
web-replay-tab = リプレイ
web-review-tab = 検討
web-review-about = ボットがこのゲームのすべての判断を評価します。実際の手の価値、見つけた最善手の価値、そしてその差です。1〜2分かかります。
web-review-start = このゲームを検討する
web-review-again = もう一度
web-review-failed = 検討を完了できませんでした。
web-review-running = 検討中：{ $total } 手中 { $done } 手目…
web-review-method = ボットのプレイアウトによる推定（候補手ごとに { $budget } 回）。小さな損失は誤差かもしれません。
web-review-player = プレイヤー
web-review-accuracy = 正確さ
web-review-average-loss = 平均損失
web-review-label-blunder = 大悪手
web-review-label-mistake = 悪手
web-review-label-inaccuracy = 疑問手
web-review-percent = { $value }%
web-review-loss-money = −£{ $amount }
web-review-loss-points = −{ $amount } 点
web-review-move = { $index } 手目 · { $player }
web-review-turning-point = 分岐点
web-review-decisions = 見るべき判断：{ $count }
web-review-clean = ボットが測れる損失を生んだ判断はありません。
web-review-played = 実際の手：
web-review-better = より良い手：

## チョコレートファクトリーのボード

web-day = { $name }（{ $day } 日目／6 日）
web-start-player = スタートプレイヤー：{ $player }
web-running-order = 生産：{ $run }、納入：{ $fulfil }
web-decks = 山札：Ａ { $a }、Ｂ { $b }
web-money = £{ $amount }
web-coal = 石炭 { $coal }
web-coal-cost = 石炭 { $coal }
web-shift = シフト { $shift }/{ $shifts }
web-uses-left = 残り { $uses } 回
web-done = 完了
web-deciding = 選択中…
web-empty-slot = 空き
web-slot = 設置場所 { $slot }
web-slot-used = 稼働済み
web-slot-used-coal = 稼働済み · 石炭 { $coal } がのっている
web-assigned = 配置済み
web-tile = タイル { $tile }
web-store-room-kind = 倉庫：{ $kind }
web-chain = 豆から箱まで
web-factory-of = { $player }の工場
web-corner-shop-orders = 路面店カード（完了 { $completed } 枚）
web-order-card = { $size ->
    [small] 小
    [medium] 中
   *[large] 大
 } { $id }
web-part-upgrades = 加工 { $points } 回
web-part-copies = 複製 ×{ $copies }
web-part-chute = 倉庫へ（無料）
web-part-moves = 別のタイルへ
web-part-moves-which = 移せるチョコ：{ $chocolates }。
web-store-side = { $side } 面
web-once-a-day = 納入は一日一回
web-earned-today = 今日の路面店の収入：£{ $amount }（£{ $per }ごとに1マス）。
web-track-space = { $space } マス
web-marker-stacked = { $player }（積み重ね順）
web-packet = 束 { $packet }
web-packet-taken = 束 { $packet }（獲得済み）
web-factory-parts = 設備
web-employees = 従業員
web-pending-place = 新しい設備「{ $part }」を設置場所に置いてください（設置場所をクリック）。
web-pending-convert = { $slot } を稼働中：汎用アイコンのチョコを選んでください。
web-pending-upgrade = タイル { $tile } で加工中：残り { $points } ポイント — タイル上のチョコをクリック。
web-pending-copy = タイル { $tile } の複製機：複製するチョコをクリック。
web-pending-carry = タイル { $tile } の移送機：移すチョコをクリックし、移し先のタイルを選んでください。
web-pending-deliver = 納入中：{ $chocolates }のチョコを渡してください。
web-pending-supply = { $store }へ納入中：倉庫のチョコをクリックして加え、送ってください。
web-pending-supply-as = { $store }へ{ $like }の条件で納入中：倉庫のチョコをクリックして加え、送ってください。
web-pending-keep = 次の日の準備：チョコを { $limit } 個まで残せます（{ $kept } 個残し済み）— 倉庫をクリック。
web-pending-pick-order = 新しい路面店カードを選んでください：
web-solo-title = ファクトリーマネージャー — 達成した目標：{ $met }／{ $total }
web-solo-face-down = 日ごとの注文カードが { $count } 枚まだ裏向き
web-solo-pair-out = 束 { $packet } は今日のドラフトから外れています
web-objective-met = 達成
web-objective-unmet = 未達成
web-chocolate-order = チョコの注文 { $id }

## ショコラトルのボード

web-round-of = ラウンド { $round }／{ $rounds }
web-step-altar = ラウンド 1 の前：カードを 1 枚裏向きで祭壇に奉納
web-step-bid = 入札：カードを裏向きで各場所に置く
web-step-dice = 黒ダイス：この場所で何個振るか決める
web-step-village = 村：勝者が黒ダイスを取るか小屋を建てる
web-step-pyramid = ピラミッド：勝者が誰から建設マーカーを置くか決める
web-step-swap = トラチトリ：勝者はカードを報酬カードと交換できる
web-step-final-altar = ゲームの終わり：最後に裏向きで祭壇に奉納
web-step-over = ゲームは終了しました
web-face-down = 裏向き
web-face-down-card = 裏向きのカード
web-yours-face-down = あなたのカード、裏向き
web-rank = { $rank } 位
web-harvest-dice = 収穫ダイス：{ $dice }
web-village = ここの黒ダイス：{ $here ->
    [yes] あり
   *[no] なし
 } · 残りの黒ダイス { $dice } · 残りの小屋 { $huts }
web-kitchen-pays = このラウンドの支払い { $values }
web-tlachtli-stack = { $stack }：{ $card }（残り { $left }）
web-pyramid-placed = 建設マーカー { $placed }／{ $size } 個
web-brick-free = 空き
web-your-hand = あなたの手札：
web-hand = 手札：
web-card-value = カード { $value }
web-hand-size = 手札 { $count } 枚
web-altar-face-down = 祭壇：裏向き { $count } 枚
web-points = { $count } 点
web-count-item = { $what } { $count }
web-rolling-dice = 黒ダイスを { $count } 個振る
web-round-results = ラウンド { $round } の結果
web-what-happened = 出来事

## エラー（サーバーのエラーコードごと。その他は web-error-generic）

web-error-generic = 問題が起きました（{ $code }）。
web-error-unknown = サーバーに接続できません。もう一度お試しください。
web-error-bad-name = 名前は普通の文字で書いてください。
web-error-bad-game = このゲームはここでは遊べません。
web-error-no-table = そのテーブルはありません。
web-error-bad-options = このゲームではそのオプションは選べません。
web-error-rated-needs-login = レーティング対象のテーブルを作るにはログインしてください。
web-error-bad-cards = このテーブルのカードが正しくありません。
web-error-bad-card-set = そのカードセットはありません。
web-error-bad-seats = このゲームはその人数では遊べません。
web-error-bad-bot = そのボットはありません。
web-error-bad-invite = この招待リンクはこのテーブルでは使えません。
web-error-table-full = このテーブルの席はすべて埋まっています。
web-error-bad-seat = その席は空いていません。
web-error-seat-taken = 先に誰かがこの席につきました。
web-error-not-finished = ゲームはまだ終わっていません。
web-error-rate-limited = メッセージが多すぎます。少し待ってください。
web-error-bad-token = このブラウザーのこのテーブルの席は無効になりました。
web-error-server-error = サーバーが処理できませんでした。もう一度お試しください。
web-error-too-large = リクエストが大きすぎます。
web-error-timeout = サーバーが時間内に応答しませんでした。

## Table life: clocks, stand-in bot, conceding (web/js/clock.js, web/js/tablelife.js)

web-clock-left = 残り { $time }
web-clock-bank = 持ち時間 { $time }
web-clock-per-move = 1手 { $hours } 時間
web-clock-per-turn = 1手 { $seconds } 秒
web-log-timeout = { $player } は時間切れ。代打ちボットの手：
web-log-standin = { $player } の代打ち：
web-log-concede = { $player } は投了しました。代打ちボットが続けます。
web-log-reclaim = { $player } は席を取り戻しました。
web-seat-standin = 代打ち中
web-seat-conceded = 投了
web-reclaim = 席を取り戻す
web-reclaim-hint = 時間切れが続いたため、代打ちボットがあなたの代わりに打っています。
web-concede = 投了する
web-concede-confirm = このゲームを抜けますか？代打ちボットが最後まであなたの席で打ちます。

## Table life: presence, rematch, public tables, the lobby's clock options

web-presence-connected = 在席
web-presence-away = { $time } から離席中
web-presence-gone = { $time } から不在
web-presence-never = まだ来ていません
web-log-rematch = { $player } が再戦を申し込みました。
web-rematch = 再戦
web-rematch-link = 再戦のテーブルへ
web-public-table = 公開
web-take-seat-here = 着席する
web-option-clock = 持ち時間
web-option-clock-none = なし
web-option-clock-seconds = 1手 { $seconds } 秒
web-option-clock-bank = 1手 { $seconds } 秒 + 予備 { $minutes } 分
web-option-clock-hours = 1手 { $hours } 時間（ターン制）
web-option-public = 公開テーブル（ロビーから誰でも着席できます）
web-option-standin = 代打ちボット

## Table life: chat, record export, turn alerts (web/js/chat.js, web/js/alerts.js)

web-chat-title = チャット
web-chat-say = メッセージを入力
web-chat-send = 送信
web-chat-spectator = 観戦者
web-chat-watching = { $name }（観戦中）
web-chat-mute = { $name } をミュート
web-chat-mute-short = ミュート
web-chat-unmute = ミュート中の { $count } 人を解除
web-export-record = 棋譜をダウンロード
web-export-with-chat = チャット付き
web-alert-title = ● あなたの番 — { $title }
web-alert-sound = 自分の番で音を鳴らす
web-alert-notify = 通知する
web-error-chat-flood = チャットが多すぎます。少し待ってください。
web-error-chat-too-long = チャットは 500 文字までです。
web-error-bad-chat = このチャットは送信できません。
## The table's failure states, help and popovers (issue 10)

web-before-round-1 = ラウンド 1 の前（全 { $rounds } ラウンド）
web-solo-won = 勝利：すべての目標を達成しました。
web-solo-lost = 敗北：{ $total } 個の目標のうち { $missed } 個が未達成です。
web-solo-missed = 未達成
web-lobby-solo-won = 勝利
web-lobby-solo-lost = 敗北
web-not-found-title = そのテーブルはありません
web-not-found-text = リンクの入力ミスか、テーブルがなくなっています。
web-back-to-lobby = ロビーに戻る
web-watching-bad-token = あなたの席の鍵はもう有効ではないため、このテーブルを観戦しています。
web-reconnecting = 接続が切れました。{ $seconds } 秒後に再試行します（{ $attempt } 回目）。
web-log-day = { $day }：{ $phase }
web-log-round = ラウンド { $round }
web-draft-help = 束を 1 つ（設備か従業員）取り、その中から 1 枚を残します。2 回目はもう一方の種類の束を取ります。全員が新しい設備 1 つと従業員 1 人を得ます。
web-card-details = カードの説明：{ $what }
web-close = 閉じる
web-order-help = 段階は下から順に納品します。納品するたびにその金額を受け取ります。
web-reward-card = 報酬カード { $value }
web-show-factory = { $player } の工場を表示

## Accounts and ratings (web/js/accounts.js, web/js/players.js)

web-account-login = ログイン
web-account-register = 登録
web-account-logout = ログアウト
web-account-password = パスワード
web-leaderboard = ランキング
web-player-ratings = レーティング
web-player-history = テーブル
web-player-no-ratings = レーティング対象の対局はまだありません。
web-player-won = 勝ち
web-player-lost = 負け
web-col-game = ゲーム
web-col-player = プレイヤー
web-col-rating = レーティング
web-col-skill = 実力（μ ± σ）
web-col-games = 対局数
web-rating-of = { $game }・{ $players } 人
web-players-count = { $count } 人
web-option-rated = レーティング対象（全員ログイン）
web-error-bad-login = 名前かパスワードが違います。
web-error-too-many-logins = 試行が多すぎます。少し待ってください。
web-error-name-taken = この名前は使われています。
web-error-bad-password = パスワードは 8〜256 文字です。
web-error-bad-csrf = セッションが変わりました。ページを再読み込みしてください。
web-error-no-player = そのプレイヤーはいません。
