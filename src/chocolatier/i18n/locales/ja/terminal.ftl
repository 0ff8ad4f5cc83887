# ターミナル：ボード、プロンプト、行動の一覧、結果、そしてコマンドラインと強化学習の局面の要約。

## カードの内容（ボードと chocolatier cards）

tui-effect-upgrader = 加工ポイント{ $points }点
tui-effect-repeater = ×{ $times }：このタイルのチョコ1つに同じものを{ $copies }個加える
tui-effect-chute = このタイルのチョコを好きな数だけ倉庫へ移す（無料、何度でも）
tui-stage = { $chocolates } → £{ $money }

## 局面の要約

tui-summary-factory = { $day } · { $phase } · スタートプレイヤー { $player }
tui-summary-factory-seat = { $player }：£{ $money } · 石炭 { $coal } · 倉庫 { $room } · 完了した注文 { $orders } · トラック { $tracks }
tui-summary-track = { $store } { $space }
tui-summary-solo = 達成した目標：{ $met }/{ $total } · カード { $cards } · 裏向きの日ごとの注文カード { $hidden }枚
tui-summary-chocolatl = ショコラトル · ラウンド { $round }/{ $rounds } · { $mode } · { $station ->
    [none] 場所なし
   *[other] { $station }
 }
tui-summary-chocolatl-start = ショコラトル · ラウンド1の前の奉納
tui-summary-chocolatl-over = ショコラトル · ラウンド{ $round }の後にゲーム終了
tui-summary-step = 段階：{ $step }。手番：{ $players }
tui-summary-chocolatl-board = 収穫ダイス { $harvest } · 報酬カード { $rewards } · ピラミッド { $placed }/{ $size }
tui-summary-chocolatl-seat = { $player }：{ $score }点 · 建設マーカー { $markers } · 小屋 { $huts } · 黒ダイス { $dice } · 円盤 { $disc }{ $marks ->
    [none] {""}
   *[other] {" · "}{ $marks }
 }
tui-position = 局面
tui-position-of = { $player }から見た局面
tui-unreadable-view = （ボードの描画がこの局面を読めませんでした：{ $error }）

## 行動と結果

tui-actions = あなたの選択肢
tui-actions-many = { $title }（{ $count }件。「{ $list } { $word }」で絞り込み、「{ $hint }」で助言）
tui-actions-action = 行動
tui-actions-type = 入力
tui-final-score = 最終得点
tui-total = 合計
tui-game-ended = ゲーム終了：{ $reasons }。
tui-solo-won = ソロゲーム：勝利
tui-solo-lost = ソロゲーム：敗北
tui-winners = { $players }の勝ち！
tui-objectives = 目標：
tui-met-mark = ✓ 達成
tui-unmet-mark = ✗ 未達成

## プロンプトで入力するコマンド（英語のコマンドも常に使えます）

tui-cmd-undo = 戻す
tui-cmd-hint = ヒント
tui-cmd-list = 一覧
tui-cmd-board = ボード
tui-cmd-log = 記録
tui-cmd-save = 保存
tui-cmd-help = ヘルプ
tui-cmd-quit = 終了
tui-arg-word = 語
tui-arg-file = ファイル

## ファクトリーマネージャーの目標（ソロ）

tui-solo-title = ファクトリーマネージャーの目標：{ $total }個中{ $met }個達成
tui-solo-card = カード
tui-solo-objective = 目標
tui-solo-now = 現在
tui-solo-special = 特別注文：{ $sizes }
tui-solo-initial = 最初
tui-solo-face-down = 裏向きの日ごとの注文カード{ $count }枚
tui-solo-delivered = 納入したチョコレート注文：{ $cards }
tui-solo-pair = 今日は組{ $pair }を除外

## 席

tui-label-bot = { $player }（{ $bot }ボット）
tui-label-you = { $player }（あなた）
tui-label-named = { $name }（{ $player }）
tui-seat-no-players = ゲームには少なくとも1人のプレイヤーが必要です
tui-seat-no-such-seat = { $players }人のゲームに席{ $seat }はありません（席の番号は0から{ $last }）
tui-seat-twice = 席{ $seat }が2回指定されています
tui-seat-need-bots = 席{ $seats }にはボットが必要です：{ $option }で指定してください
tui-seat-bot-count = ボットが{ $bots }体指定されましたが、ボットの席は{ $count }つです（{ $seats }）
tui-seat-name-count = 名前が{ $names }個指定されましたが、人間の席は{ $count }つです
tui-seat-bad-name = 席{ $seat }の人間に「{ $name }」という名前は付けられません
tui-seat-numbers = { $option }にはコンマ区切りの席番号を指定します（「{ $text }」ではなく）

## ヘルプとプロンプト

tui-help-choose-title = 行動を選ぶ：
tui-help-choose = 一覧の番号を入力するか、ゲームの記法で入力します（例えば横に表示された記法）。先頭の = で記法として読みます。
tui-help-commands = コマンド
tui-help-undo = 直前の自分の行動を取り消す（現在のシフトや段階の中だけ）
tui-help-hint = 最も強いボットならここで何をするか
tui-help-list = 合法な行動をもう一度表示（その語を含むものだけ）
tui-help-board = ボードをもう一度表示
tui-help-log = ゲームの最近の行動
tui-help-save = ゲームの記録を書き出す。{ $load } { $file } で再開
tui-help-help = この説明
tui-help-quit = ゲームをやめる（再開したいなら先に保存）
tui-nothing-after-equals = 「=」の後に何もありません
tui-save-needs-file = { $save }にはファイル名が必要です
tui-prompt = { $player } >{" "}
tui-turn-of = { $player }の手番
tui-pass-keyboard = キーボードを{ $player }に渡して、エンターキーを押してください
tui-thinking = { $player }が考えています…
tui-bot-thinking = { $bot }ボットが考えています…
tui-bot-illegal = { $player }が不正な行動を選びました（{ $refusal }）。代わりにランダムな合法手を行います。
tui-type-something = 一覧の番号、行動、または「{ $help }」を入力してください。
tui-no-choice = 選択肢{ $number }はありません：1から{ $count }までの番号を入力してください。
tui-not-allowed = できません：{ $refusal }
tui-refused = { $refusal }
tui-cannot-read = 「{ $text }」を読めません：{ $reason }。一覧の番号を入力するか、「{ $list } { $word }」で行動を探すか、「{ $help }」と入力してください。
tui-no-action-mentions = 「{ $word }」を含む合法な行動はありません。
tui-no-undo = ここでは取り消せません：自分の一続きの行動の中でだけ取り消せます（チョコレートファクトリー：生産中の現在のシフト）。
tui-nothing-to-undo = 取り消せる行動がありません：現在のシフトの自分の行動で、ゲームの開始または読み込み以降のものだけ取り消せます。
tui-took-back = { $player }が「{ $move }」を取り消しました
tui-took-back-hidden = { $player }が1手取り消しました。
tui-undone = 取り消し：{ $move }
tui-hint = ヒント（{ $bot }ボット）：{ $action }  入力 { $notation }
tui-cannot-save = { $path }に保存できません：{ $reason }
tui-saved = { $moves }手を{ $path }に保存しました。{ $command } で再開
tui-game-over = ゲーム終了
tui-goodbye-saved = さようなら。ゲームは保存されています。
tui-goodbye-unsaved = さようなら。ゲーム（{ $moves }手）は最後の手から保存されていません。

## ボット

tui-bot-random = ランダム
tui-bot-heuristic = ヒューリスティック
tui-bot-search = 探索
tui-bot-mcts = モンテカルロ
tui-bot-level = { $bot }・{ $level }
tui-level-easy = 易しい
tui-level-normal = 普通
tui-level-hard = 難しい
tui-level-fast = 速い

## チョコレートファクトリーのボード

tui-cost = 石炭{ $coal }
tui-free = 無料
tui-of = ·
tui-day = { $day }（{ $days }日中{ $number }日目）
tui-simultaneous = 同時：{ $steps }
tui-simultaneous-run = 生産
tui-simultaneous-fulfil = 納入
tui-turn-order = 手番順：
tui-to-act = 手番：
tui-stores = デパート
tui-col-store = デパート
tui-col-takes = 受け取るもの
tui-packets = 今日の束（1つ取り、その中から1枚を残す）
tui-col-packet = 束
tui-col-card = カード
tui-col-does = 効果
tui-packet-parts = 設備の束{ $packet }
tui-packet-employees = 従業員の束{ $packet }
tui-taken = （取得済み）
tui-decks = 山札：設備 A { $a } · B { $b } · 注文 小 { $small } · 中 { $medium } · 大 { $large } · 従業員 { $staff }
tui-above = 上
tui-conveyor = コンベア
tui-below = 下
tui-factory-title = £{ $money } · 石炭 { $coal }
tui-empty = 空き
tui-used = 使用済み
tui-new = 新
tui-store-room = 倉庫：
tui-employee = 従業員：
tui-none = なし
tui-uses-left = （残り{ $count }回）
tui-shift = シフト{ $shift }/{ $shifts }
tui-supplied-once = 今日デパートに納入済み（1日1回）
tui-supplied-more = 今日デパートに納入済み（さらに納入可）
tui-step-done = この段階は完了
tui-completed = 完了
tui-completed-orders = 路面店カード{ $count }枚
tui-now = 現在：
tui-pending-place = 新しい設備の設置場所を選ぶ
tui-pending-convert = タイル{ $tile }で{ $slot }を稼働中。まだ指定するもの：
tui-pending-upgrade = タイル{ $tile }で{ $slot }により加工中：残り{ $points }点
tui-pending-copy = タイル{ $tile }で複製するチョコを選ぶ
tui-pending-carry = タイル{ $tile }から移すチョコと移し先のタイルを選ぶ
tui-pending-deliver-card = { $card }のチョコレート注文を納入中。まだ渡すもの：
tui-pending-deliver = { $order }の列を納入中（£{ $money }）。まだ渡すもの：
tui-pending-supply = { $store }に納入中。ここまで：
tui-pending-supply-as = { $store }に{ $like }の条件で納入中。ここまで：
tui-pending-keep = 最大{ $limit }個のチョコを残す（{ $kept }個残し済み）。候補：
tui-pending-pick = 引いた注文から1枚を残す：

## ショコラトルのボード

tui-before-round-1 = ラウンド1の前
tui-round = ラウンド{ $round }/{ $rounds }
tui-step = 段階：
tui-next-mode = 先頭のマスによる次のモード：
tui-stations = 場所（上から順に解決）
tui-col-station = 場所
tui-col-gives = 報酬
tui-reward-temple = 1位：英雄王 +1（同点に勝つ）· 最下位：老人
tui-reward-field = 1位/2位/3位：収穫ダイス { $dice }
tui-reward-village = { $die ->
    [true] 黒ダイス
   *[other] 黒ダイスなし
 } / 小屋タイル（小屋残り{ $huts }）
tui-reward-pyramid = 建設マーカー：1位が3以上差で勝てば2個、そうでなければ1位と2位が1個ずつ（{ $placed }/{ $size }建設済み）
tui-reward-kitchen = 1位 +{ $high } · 2位 +{ $low } · 最下位 −2
tui-reward-tlachtli-card = { $place ->
    [1] 1位
   *[other] 2位
 }：{ $value }と交換（残り{ $left }枚）
tui-reward-tlachtli-points = { $place ->
    [1] 1位
   *[other] 2位
 }：+{ $points }
tui-players = プレイヤー
tui-col-player = プレイヤー
tui-col-score = 得点
tui-col-disc = 円盤
tui-col-markers = 残りマーカー
tui-col-huts = 小屋
tui-col-dice = 黒ダイス
tui-col-cards = 手札
tui-col-altar = 祭壇
tui-pyramid = ピラミッド（上の段から。段の値は最多の人へ）
tui-log-new = 前の手番から
tui-log-latest = 最近の出来事
tui-hand = 手札：
tui-altar = 祭壇：
tui-rolling = 黒ダイスを{ $count }個振る
