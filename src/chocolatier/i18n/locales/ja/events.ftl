# ゲームのイベント（コードは chocolatier.core.events と各ゲームの events モジュール）、拒否の理由（refusal-<コード>）と、その部品となる言葉。
# params.json に載っている変数は訳された形で届く：$seat はプレイヤー名、$kind はチョコの名前、$part は設備名、$store はデパート名……
# メッセージの .button 属性はボタン用の短い表現（「シフト終了」）、値はログの文。

player-n = プレイヤー{ $n }
count-of = { $what }×{ $count }
standing = { $player }（{ $total }）
rolled = { $player }の出目：{ $pips }
secret-choice = { $seat }が秘密の選択をしました（ゲーム終了時に公開）
refusal = { $reason }（ルール{ $rule }）

## チョコレートファクトリー

factory-take = { $card_type ->
    [employee] { $seat }が{ $store }の{ $card }とその束を獲得しました
   *[other] { $seat }が{ $card }とその束を獲得しました
 }
    .button = { $card }を獲得
factory-place = { $seat }が{ $part }を{ $slot }に設置しました
    .button = { $slot }に設置
factory-run = { $part_type ->
    [none] { $seat }は{ $slot }で何も稼働させませんでした
    [converter] { $seat }が{ $slot }の{ $part }を稼働：{ $inputs } → { $outputs }{ $tile ->
        [0] {""}
       *[other] 、技術者によりタイル{ $tile }でも稼働
    }
    [upgrader] { $seat }が{ $slot }の{ $part }を稼働：加工ポイント{ $points }
    [repeater] { $seat }が{ $slot }の{ $part }を稼働：×{ $copies }
   *[other] { $seat }が{ $slot }の{ $part }を稼働しました
 }
    .button = { $part_type ->
        [converter] { $part }（{ $slot }）：{ $inputs } → { $outputs }
        [none] { $slot }：稼働しない
       *[other] { $part }を稼働（{ $slot }）
    }
factory-in = { $seat }が{ $kind }を1個投入しました
    .button = { $kind }を1個使う
factory-out = { $seat }が{ $kind }を1個作りました
    .button = { $kind }を1個作る
factory-copy = { $seat }が{ $kind }を1個複製しました
    .button = { $kind }を1個複製
factory-trade = { $seat }が{ $kind }1個を石炭1個と交換しました
    .button = { $kind }1個を石炭1個と交換
factory-give = { $seat }が{ $kind }を1個渡しました
    .button = { $kind }を1個渡す
factory-keep = { $seat }が{ $kind }を1個残しました
    .button = { $kind }を1個残す
factory-keep-done = { $seat }はこれ以上残しません
    .button = これ以上残さない
factory-up = { $seat }が{ $from_kind }1個を{ $to_kind }にアップグレードしました
    .button = { $from_kind } → { $to_kind }
factory-up-done = { $seat }がアップグレードを終えました
    .button = アップグレード終了
factory-chute = { $seat }が{ $slot }の出荷から{ $kind }を1個送り出しました
    .button = 出荷：{ $kind }
factory-move = { $seat }が{ $kind }1個をタイル{ $from_tile }からタイル{ $to_tile }へ移しました
    .button = { $kind }を1個移動 { $from_tile } → { $to_tile }
factory-decorate = { $seat }がタイル{ $tile }の{ $from_kind }1個を{ $to_kind }に飾り付けました
    .button = タイル{ $tile }を飾り付け：{ $from_kind } → { $to_kind }
factory-pack = { $seat }がタイル{ $tile }のチョコを倍にしました
    .button = タイル{ $tile }を梱包
factory-assign = { $seat }が{ $role }を{ $slot }に配置しました
    .button = { $slot }に配置
factory-shift-done = { $seat }がシフト{ $shift }を終えました
    .button = シフト終了
factory-deliver = { $seat }が路面店カード（{ $size }）の列を1つ納入しました
    .button = 列を1つ納入（{ $size }）
factory-dealer = { $seat }が路面店カード（{ $size }）の列を{ $icon }1個なしで納入しました（ディーラー）
    .button = ディーラー：{ $icon }1個なしで納入
factory-agent = { $seat }が路面店カード（{ $size }）の列を任意の精製チョコで納入しました（路面店エージェント）
    .button = エージェント：任意の精製チョコで納入
factory-skip = { $seat }が路面店カード（{ $size }）の列を1つ飛ばしました（店員）
    .button = 店員：この列を飛ばす
factory-order = { $seat }が路面店カード（{ $size }）を1枚残しました
    .button = このカードを残す
factory-deliver-solo = { $seat }がカード{ $card }のチョコレート注文を納入しました
    .button = チョコレート注文を納入（{ $card }）
factory-supply = { $seat }が{ $store }への納入に{ $kind }を1個加えました
    .button = { $kind }を1個加える
factory-supply-done = { $seat }が{ $store }に納入しました
    .button = 納入する
factory-orders-done = { $seat }が納入を終えました
    .button = 納入終了
factory-pass = { $seat }はほかのデパートには納入しません
    .button = ほかのデパートに納入しない
factory-supply-as = { $seat }が{ $like }の条件で{ $store }に納入します
    .button = { $like }の条件で納入
factory-orders-done-earned = { $seat }が納入を終えました：今日の街角の店の注文で{ $earned }ポンド、{ $store }で{ $spaces }マス進みます
    .button = 納入を終える

## ショコラトル

chocolatl-sacrifice = { $value ->
    [none] { $seat }はカードをすべて手元に残しました（最後の奉納なし）
   *[other] { $seat }が祭壇に{ $value }を奉納しました
 }
    .button = { $value ->
        [none] カードをすべて残す
       *[other] { $value }を奉納
    }
chocolatl-bid = { $seat }が{ $station }に{ $value }で入札しました
    .button = { $station }に{ $value }で入札
chocolatl-roll = { $count ->
    [0] { $seat }は黒ダイスを振りませんでした
   *[other] { $seat }が黒ダイスを{ $count }個振りました
 }
    .button = { $count ->
        [0] ダイスを振らない
       *[other] ダイスを{ $count }個振る
    }
chocolatl-take-village = { $hut ->
    [true] { $seat }が小屋タイルを獲得しました
   *[other] { $seat }が黒ダイスを獲得しました
 }
    .button = { $hut ->
        [true] 小屋を獲得
       *[other] 黒ダイスを獲得
    }
chocolatl-first-placer = { $me ->
    [true] { $seat }がピラミッドに先に建設マーカーを置きます
   *[other] { $seat }は2位のプレイヤーに先に置かせます
 }
    .button = { $me ->
        [true] 先に置く
       *[other] 2位に先に置かせる
    }
chocolatl-swap = { $seat }が{ $value }を渡して表向きの報酬カードを得ました
    .button = { $value }を渡す
chocolatl-disc-stack = 手番順ディスク（下から上へ）：{ $seats }
chocolatl-altar-done = 全員が祭壇にカードを1枚裏向きで奉納しました
chocolatl-round = ラウンド{ $round }：{ $mode }／収穫ダイス{ $harvest }／報酬カード{ $rewards }
chocolatl-green-reveal = 緑：1枚目のカードが公開されました。全員が2枚目のカードを置きます
chocolatl-station = { $station }：{ $ranking }
chocolatl-station-rolls = { $rolls }
chocolatl-score = { $seat }が{ $points }点を獲得（{ $reason }）
chocolatl-temple = { $hero }が英雄王を、{ $old_man }が老人を獲得しました
chocolatl-hut = { $seat }が小屋を建てました（現在{ $huts }軒）
chocolatl-black-die = { $seat }が黒ダイスを獲得しました（現在{ $dice }個）
chocolatl-pyramid-order = { $me ->
    [true] { $seat }がピラミッドに先に置きます
   *[other] { $seat }は{ $other }にピラミッドへ先に置かせます
 }
chocolatl-marker = { $seat }がピラミッドに建設マーカーを置きました
chocolatl-reward = { $seat }が{ $value }を渡して報酬カード{ $reward }を得ました
chocolatl-end-rounds = 全{ $rounds }ラウンドが終わった
chocolatl-end-markers = { $seat }が建設マーカーをすべて使った
chocolatl-end-pyramid = ピラミッドが埋まった
chocolatl-end-score = { $seat }の得点が{ $limit }点を超えた
chocolatl-game-ends = ゲーム終了：{ $reasons }。最後に祭壇への奉納を行います。
chocolatl-final = 最終得点：{ $scores }。勝者：{ $winners }
chocolatl-reason-hero-king = 英雄王
chocolatl-reason-harvest-die = 収穫ダイス
chocolatl-reason-pyramid-layer = ピラミッドの段で最多
chocolatl-reason-kitchen-first = 厨房で1位
chocolatl-reason-kitchen-second = 厨房で2位
chocolatl-reason-kitchen-last = 厨房で最下位
chocolatl-reason-tlachtli-empty = 報酬カードが残っていないトラチトリ球技場

## 拒否の理由（refusal-<コード>）

refusal-illegal-action = 今はそれはできません。示されている手から選んでください
refusal-no-such-seat = 席{ $seat }はありません
refusal-game-over = ゲームは終了しています
refusal-not-your-turn = あなたの手番ではありません。ほかのプレイヤーの手を待ってください
refusal-wrong-phase = 今は「{ $phase }」です。このフェイズの手から選んでください
refusal-decision-pending = { $what ->
    [place] まず新しい設備を設置場所に置いてください
    [operate] まず設備の稼働を終えてください
    [convert] 稼働中の設備で、投入するチョコと作るチョコを選んでください
    [upgrade] 稼働中の設備で、アップグレードを選んでください
    [copy] 稼働中の設備で、複製するチョコを選んでください
    [stage] まずこの列の納入を終えてください
    [delivery] まずデパートへの納入を終えてください
    [keep] まず残すものを選ぶか、これ以上残さないを選んでください
   *[pick-order] まず引いたカードのうち残す1枚を選んでください
 }
refusal-nothing-pending = 今はその選択をする場面ではありません。示されている手から選んでください
refusal-not-possible = 今はそれはできません。示されている手から選んでください
refusal-missing-chocolates = { $what ->
    [input] 次の投入（{ $icon }）にこのタイルの{ $kind }は使えません
    [copy] タイルに複製できる{ $kind }がありません
    [stage] 列の次のチョコ（{ $icon }）に倉庫の{ $kind }は使えません
    [keep] 残せるチョコの中に{ $kind }がありません
    [tile] そのタイルに{ $kind }はありません
    [chute] 出荷のタイルに{ $kind }がありません
    [trade] 倉庫に{ $kind }がありません（交換できるのは倉庫のチョコだけです）
    [room] 倉庫に{ $kind }がありません
    [order] 倉庫にこの列のチョコが足りません（示されたとおりのチョコが必要です）
    [chocolate-order] 倉庫にこのカードのチョコが足りません（一度にすべて納入します）
   *[part] タイルのチョコではこれはできません
 }
refusal-wrong-kind = 次に作るのは{ $icon }で、{ $kind }ではありません
refusal-not-an-upgrade = { $from_kind } → { $to_kind }は、タイル上のチョコのアップグレード（1段階上）ではありません
refusal-not-drawn = それは引いたカードではありません
refusal-not-dealt = そのカードは今日配られたものではありません
refusal-second-pick-other-kind = { $what ->
    [part] 今日の設備はもう獲得しています：従業員を獲得してください
   *[employee] 今日の従業員はもう獲得しています：設備を獲得してください
 }
refusal-packet-taken = その束はもう取られています
refusal-no-part = { $slot }に設備がありません
refusal-chute-not-run = 出荷は稼働できません：代わりにチョコを送り出してください
refusal-part-already-used = { $slot }の設備はこのシフトですでに稼働しました
refusal-no-option = { $part }に選択肢{ $option }はありません
refusal-no-technician = 2枚目のタイルで稼働できるのは今日の技術者がいる設備だけです
refusal-not-adjacent = 技術者のタイルは設備の隣でなければなりません
refusal-not-enough-coal = 稼働には石炭{ $cost }個が必要ですが、{ $coal }個しかありません
refusal-no-chute = { $slot }に出荷はありません
refusal-wrong-employee = それには今日の{ $role }が必要です
refusal-already-assigned = その従業員は今日すでに配置されています
refusal-employee-used = その従業員の今日の使用回数は残っていません
refusal-same-tile = 別のタイルに移してください
refusal-no-order = それはあなたの未完了の路面店カードではありません
refusal-incomplete-delivery = この納入はまだデパートの条件を満たしていません
refusal-same-store = エージェントは今日のデパート（{ $store }）以外に納入します
refusal-wrong-store = 納入できるのは今日の従業員のデパートだけで、{ $store }には納入できません
refusal-store-supplied = { $store }（{ $side }面）への納入は1日1回で、今日はすでに納入しています
refusal-store-rule = { $store }（{ $side }面）は今{ $kind }を受け付けません
refusal-mover-tiles = この設備は自分のタイル（{ $tile }）のチョコを別のタイルへ移します
refusal-free-employee-no-store = フリーの従業員はどの店にも属しません：今日は{ $store }を含め、どのデパートにも納入できません
refusal-no-named-requirement = ほかの店の条件で納入できるのはD面のパレス・ブティックだけです
refusal-cannot-name-store = { $store }（{ $side }面）にはチョコの条件がありません：別の店を指定してください
refusal-pair-removed = そのカードは今日取り除かれた組（{ $store }の従業員）のものです
refusal-card-face-down = そのファクトリーマネージャーのカードは表向きではありません
refusal-no-chocolate-order = そのカードにはチョコレート注文がありません
refusal-not-a-corner-shop-order = 従業員が手伝えるのは路面店カードだけで、チョコレート注文は手伝えません
refusal-already-delivered = そのチョコレート注文はすでに納入されています
refusal-no-such-action-id = 今はそのような行動はありません
refusal-not-an-action = それはこのゲームの行動ではありません
refusal-cannot-undo = { $what ->
    [nothing] 取り消せるものはありません：取り消しは現在のシフト内だけです
   *[depends] この行動は取り消せません：後の行動がこれに依存しています
 }
refusal-wrong-step = その行動はラウンドのこの段階に合いません
refusal-must-sacrifice = ラウンド1の前に、全員がカードを1枚奉納しなければなりません
refusal-no-such-card = カード{ $value }を持っていません
refusal-too-many-dice = 黒ダイスは{ $count }個ではなく{ $dice }個しか持っていません
refusal-no-such-station = 場所番号{ $number }はありません
refusal-station-full = { $rule_mode ->
    [gold] 金では今は{ $open }だけが入札を受け付けます
    [green] 緑では各場所に1巡につき1枚だけ置けます。{ $station }にはすでに置かれています
   *[other] { $station }にはすでにカードが置かれています
 }
refusal-bad-id = その番号の行動はありません
refusal-not-running = テーブルは進行中ではありません（{ $status }）
refusal-spectator = 観戦者は見るだけで、行動できません
refusal-stood-in = 代打ちボットがあなたの席を預かっています。先に席を取り戻してください
refusal-not-stood-in = あなたの席は代打ちボットが預かっていません
refusal-already-conceded = あなたはこのゲームを投了しました
refusal-no-rematch = 再戦はゲーム終了後に一度だけ作れます
refusal-stale-state = 選択の後にゲームが進みました。もう一度確認して選び直してください
refusal-bad-notation = その行動は読み取れません

## 受け付けられないゲーム設定（option-error-<コード>）

option-error-unknown-game = 不明なゲーム「{ $name }」（ゲーム：{ $known }）
option-error-bad-players = { $game }は{ $least }–{ $most }人用です（{ $players }人では遊べません）
option-error-unknown-option = { $game }にオプション「{ $option }」はありません（オプション：{ $known }）
option-error-no-options = { $game }にはオプションがありません（指定されたもの：{ $options }）
option-error-not-one-of = オプション{ $option }に指定できるのは{ $choices }です（{ $value }は指定できません）
option-error-master-not-solo = オプション{ $option }（{ module-master }・モジュール）は2–4人用です：ソロモードでは使えません
option-error-solo-only = オプション{ $option }はソロモード（1人）専用です
option-error-bad-start-player = オプション{ $option }に指定できるのは0から{ $most }までの席番号か{ $choices }です（{ $value }は指定できません）
option-error-bad-card-overrides = オプション{ $option }にはカードの種類ごとにカードのリストを指定します（{ $value }は指定できません）
option-error-bad-store-sides = オプション{ $option }に指定できるのは{ $choices }（またはデパートごとの面）です（{ $value }は指定できません）
option-error-side-needs-master = オプション{ $option }：{ $side }面にはオプション{ $needs }（{ module-master }・モジュール）が必要です
option-error-unknown-store = オプション{ $option }：デパート「{ $name }」はありません（デパート：{ $known }）
option-error-no-such-side = { $store }に{ $value }面はありません
option-error-store-side-needs-master = { $store }：{ $side }面にはオプション{ $needs }（{ module-master }・モジュール）が必要です
option-error-not-whole = オプション{ $option }に指定できるのは{ $least }から{ $most }までの整数です（{ $value }は指定できません）
option-error-too-few = オプション{ $option }は{ $least }以上です（{ $value }は指定できません）
option-error-needs-option = オプション{ $option }にはオプション{ $needs }も必要です
option-error-excludes = オプション{ $option }は{ $others }と同時には使えません
option-error-not-a-bot = オプション{ $option }にはボットの名前（とレベル）を指定します（{ $value }は指定できません）
option-error-unknown-bot = { $game }にボット「{ $name }」はありません（ボット：{ $known }）
option-error-unknown-level = { $bot }ボットにレベル「{ $level }」はありません（レベル：{ $known }）
option-error-unknown-bot-setting = { $bot }ボットに設定「{ $setting }」はありません（設定：{ $known }）
option-error-bad-bot-setting = { $bot }ボットの設定{ $setting }には正の数を指定してください（「{ $value }」は指定できません）
option-error-no-bot = ボットが指定されていません
option-error-not-key-value = オプションは キー=値 の形で指定します（「{ $text }」ではなく）

## 再生できない記録：エンジンが設定またはある手を拒否した

record-error-setup = 記録されたゲームを準備できません：{ $reason }
record-error-move = { $number }手目（「{ $move }」、{ $seat }）：{ $reason }

## 手として読めない入力（notation-error-<コード>）

notation-error = 「{ $text }」を読めません：{ $reason }
notation-error-empty = 手が空です
notation-error-unknown-verb = 不明な動詞「{ $word }」（動詞：{ $known }）
notation-error-usage = { $forms }の形で入力します
notation-error-not-written-as = 「{ $word }」は{ $form }の形で書きます
notation-error-not-a-kind = 「{ $word }」はチョコの種類ではありません（{ $known }）
notation-error-not-a-slot = 「{ $word }」は設置場所ではありません（{ $known }）
notation-error-not-a-tile = 「{ $word }」はコンベアの位置ではありません（{ $least }–{ $most }）
notation-error-not-a-card-id = 「{ $word }」はカードの番号ではありません
notation-error-not-an-option-number = 「{ $word }」は選択肢の番号ではありません（1、2…）
notation-error-not-a-store = 「{ $word }」はデパートではありません（{ $known }）
notation-error-not-an-icon = 「{ $word }」はアイコンではありません（{ $known }）
notation-error-not-a-station = 「{ $word }」は場所ではありません（{ $known }）
notation-error-no-such-card = このゲームにカード「{ $word }」はありません
notation-error-not-legal = この席には今この記法に当たる合法な行動がありません

## 専用のイベントがないゲーム

action = { $seat }：{ $notation }
    .button = { $notation }

## ファクトリーマネージャーの目標：達成の理由、または不足分

objective-paid = 稼いだ £{ $earned } から £{ $amount } を支払った
objective-money-short = £{ $amount } 必要；稼いだ £{ $earned } のうち残り £{ $left }
objective-gave-up = 完了した注文を { $count } 枚手放した
objective-orders-short = { $amount } 枚必要；手放せるのは残り { $left } 枚
objective-marker-moved = { $store }のマーカーを { $amount } マス戻した（{ $before } → { $after }）
objective-spaces-short = { $store ->
    [none] このカードでまだ使っていないデパートで { $amount } マス必要；残りは合計 { $left } マス
   *[other] { $store }で { $amount } マス必要；残り { $left } マス
 }
objective-delivered = { $done ->
    [true] 納入済み
   *[other] まだ納入していない
 }
objective-special-progress = { $stages } 段階のうち { $delivered } 段階を納入
