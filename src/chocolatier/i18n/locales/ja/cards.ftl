# チョコレートファクトリーとショコラトルのゲーム内容：名前とカードの文章（日本語）。
# メッセージの上のコメントは用語の出典："seed NNN"（../shared/seeds/ のファイル）、"rules"（まとめたルール）、"ours"（本プロジェクトの訳）。

## チョコレート（ルール §1）

# seed 001
kind-bean = カカオ
# seed 001
kind-cocoa = ココア
# seed 001
kind-chunk = チャンク
# seed 001
kind-finger = フィンガー
# seed 001
kind-caramel = キャラメル
# seed 001
kind-nut = ナッツ
# seed 001
kind-boxed = 箱入り
# ours
icon-bar = バー
# ours
icon-wrapped = 包装チョコ
# ours
icon-refined = 精製チョコ
# ours
icon-any = 任意のチョコ

## 設備（ルール §2、§8）

# ours
part-type-converter = 変換機
part-type-converter-effect = 石炭を払い、この設備のタイルから左側に示されたチョコをちょうど取り除き、右側のチョコを置く。選択肢が2つある設備は、1回の稼働でどちらか1つを使う。
# ours
part-type-upgrader = 加工機
part-type-upgrader-effect = 石炭を払い、加工ポイントを{ $points }点得る。1ポイントごとに、この設備のタイル上のチョコ1つを1段階アップグレードする（同じチョコを何度でも）。使わなかったポイントは失われる。
# ours
part-type-repeater = 複製機
part-type-repeater-effect = 石炭を払い、この設備のタイル上のチョコを1つ選ぶ。それと同じチョコを{ $copies }個追加する。
# seed 001
part-type-chute = 出荷
part-type-chute-effect = 無料で、1シフトに何回でも使える。この設備のタイル上のチョコを倉庫に運ぶ。

# seed 001
part-roaster = 焙煎
# seed 001
part-upgrader = 加工
# seed 001
part-chute = 出荷
# ours
part-A01 = ココア分割機
# ours
part-A02 = ナッツグラインダー
# ours
part-A03 = カカオ製粉機
# ours
part-A04 = 包装プレス
# ours
part-A05 = ダブル加工機
# ours
part-A06 = 倍増機
# ours
part-A07 = ツイン焙煎機
# ours
part-A08 = バーの型
# ours
part-A09 = キャラメル鍋
# ours
part-A10 = 包装ライン
# ours
part-A11 = カカオ成形機
# ours
part-A12 = 箱折り機
# ours
part-A13 = バー切断機
# ours
part-A14 = ファッジミキサー
# ours
part-A15 = コンベアオーブン
# ours
part-B01 = 高級箱詰め機
# ours
part-B02 = ショコラティエの作業台
# ours
part-B03 = 詰め合わせ機
# ours
part-B04 = 万能変換機
# ours
part-B05 = トリプル加工機
# ours
part-B06 = 三倍機
# ours
part-B07 = チョコレートファウンテン
# ours
part-B08 = プラリネプレス
# ours
part-B09 = ボンボン箱詰め機
# ours
part-B10 = 石臼
# ours
part-B11 = 大型焙煎機
# ours
part-B12 = テンパリングマシン
# ours
part-B13 = 菓子職人
# ours
part-B14 = くるみ割り機
# ours
part-B15 = 生産ライン

## 従業員（ルール §7）

# ours
role-director = ディレクター
role-director-ability = 今日この従業員のデパートに納入するとき、マーカーの進むマス数が{ $times }倍になる。
# ours
role-miner = 炭鉱夫
role-miner-ability = ギフト：すぐに石炭を{ $coal }つ得る。
# ours
role-operator = オペレーター
role-operator-ability = 今日{ $uses }回：任意のコンベアタイル上のチョコ1つを、別の任意のタイルに移す。
# ours
role-salesman = セールスマン
role-salesman-ability = 今日納入を完了した路面店の列1つにつき、£{ $money }を追加で得る。
# ours
role-clerk = 店員
role-clerk-ability = 今日{ $uses }回：任意の路面店カードの現在の列を飛ばす（マーカーは進むが、その列のお金は得られない）。
# ours
role-decorator = デコレーター
role-decorator-ability = 今日{ $uses }回：任意のコンベアタイル上の任意のチョコ1つをアップグレードする。
# ours
role-mechanic = 整備士
role-mechanic-ability = 設備1つに配置する。今日その設備の稼働に必要な石炭が半分（端数切り上げ）になる。
# ours
role-corner_shop_agent = 路面店エージェント
role-corner_shop_agent-ability = 今日{ $uses }回：路面店カードの現在の列を、任意の精製チョコ（同じ個数）で納入できる。
# ours
role-expert_miner = 熟練炭鉱夫
role-expert_miner-ability = ギフト：すぐに石炭を{ $coal }つ得る。
# ours
role-expert_operator = 熟練オペレーター
role-expert_operator-ability = 今日{ $uses }回：任意のコンベアタイル上のチョコ1つを、別の任意のタイルに移す。
# ours
role-dealer = ディーラー
role-dealer-ability = 今日{ $uses }回：路面店カードの現在の列を、チョコ{ $fewer }つ少なく納入できる（どれを省くかは自分で選ぶ）。
# ours
role-engineer = エンジニア
role-engineer-ability = 今日はシフトを{ $usual_shifts }回ではなく{ $shifts }回行う（コンベアタイルが1枚増える）。
# ours
role-supervisor = 監督
role-supervisor-ability = 今日のコンベアの押し出しでは毎回、カカオを{ $usual_beans }つではなく{ $beans }つ乗せる。
# ours
role-department_store_agent = デパートエージェント
role-department_store_agent-ability = 次の日の準備の始め（全員が納入を終えた後）に、別のデパート1軒に納入できる。
# ours
role-packer = 梱包係
role-packer-ability = 今日{ $uses }回：コンベアタイル1枚の上の、すべてのチョコの数を{ $factor }倍にする。
# ours
role-technician = 技術者
role-technician-ability = 設備1つに配置する。今日その設備を稼働するたびに、石炭を{ $extra }つ追加で払えば、同じ効果を隣のタイルにも適用できる。

## デパート（ルール §6）

# ours
store-palace = パレス・ブティック
store-palace-A = 精製チョコを何個でも、1回の納入ごとに同じ種類で：1個につき1マス。
store-palace-B = 種類がすべて異なる精製チョコを何個でも、1日1回の納入で：1個につき1マス（ディレクターなしでは1日{ $limit }マスまで）。
# ours
store-fresh = フレッシュ・ファンシーズ
store-fresh-A = チャンク：1個につき1マス。
store-fresh-B = フィンガー：1個につき1マス。
# ours
store-salter = ソルターズ・エンポリアム
store-salter-A = キャラメル：1個につき1マス。
store-salter-B = ナッツ：1個につき1マス。
# ours
store-house = ハウス・オブ・ラグジュアリー
store-house-A = 箱入り：1個につき1マス。
store-house-B = バー2個で1組（チャンクとフィンガーの組み合わせは自由）：1組につき1マス。
# ours
store-dunstan = ダンスタン＆ギルバート
store-dunstan-A = 包装チョコか箱入り2個で1組（組み合わせは自由）：1組につき1マス。
store-dunstan-B = 1日1回、ちょうど2個：バー2個→{ $bar }マス、包装チョコ2個→{ $wrapped }マス、箱入り2個→{ $boxed }マス。

# ours
colour-brown = 茶色
# ours
colour-orange = オレンジ
# ours
colour-grey = 灰色
# ours
colour-blue = 青
# ours
colour-green = 緑

## 路面店カード（ルール §4.4）

# seed 001
order-size-small = 小
# seed 001
order-size-medium = 中
# seed 001
order-size-large = 大
# ours
order-size-any = サイズ不問

## ソロモード「ファクトリーマネージャー」（ルール §9）

# seed 001
solo-type-weekly_target = ウィークリー・ターゲット
# seed 001
solo-type-demand = 注文カード
# ours
solo-initial-demand = 最初の注文カード
# ours
solo-daily-demand = 日ごとの注文カード
# ours
solo-special-orders = 特別注文
objective-money = 路面店で稼いだ£{ $amount }を支払う
objective-corner_shop = 納入を完了した{ $size ->
    [small] サイズ小の
    [medium] サイズ中の
    [large] サイズ大の
   *[any] {""}
}路面店カードを{ $amount }枚手放す
objective-department_store = デパート1軒のマーカーを{ $amount }マス下げる
objective-department_store-at = { $store }のマーカーを{ $amount }マス下げる
objective-chocolate_order = { $chocolates }を納入する
objective-special_order = 特別注文{ $order }（{ $size ->
    [small] 小
    [medium] 中
   *[large] 大
}）を完了する

## 曜日とフェイズ（ルール §3〜§5）

# seed 001
day-1 = 月曜日
# seed 001
day-2 = 火曜日
# seed 001
day-3 = 水曜日
# seed 001
day-4 = 木曜日
# seed 001
day-5 = 金曜日
# seed 001
day-6 = 土曜日
# seed 001
phase-prepare = 石炭の獲得
# seed 001
phase-draft = カードの獲得
# seed 001
phase-run = 生産
# seed 001
phase-fulfil = 納入
# ours
phase-agent = デパートエージェント
# seed 001
phase-cleanup = 次の日の準備
# seed 001
phase-over = ゲーム終了

## 得点の内訳：チョコレートファクトリー、ファクトリーマネージャー

# ours
score-corner_shop_orders = 路面店の売上
# ours
score-salesman = セールスマン
# seed 001
score-corner_shop_majority = 路面店完了枚数最多
# ours
score-store_palace = パレス・ブティック
# ours
score-store_fresh = フレッシュ・ファンシーズ
# ours
score-store_salter = ソルターズ・エンポリアム
# ours
score-store_house = ハウス・オブ・ラグジュアリー
# ours
score-store_dunstan = ダンスタン＆ギルバート
# ours
score-diversity = 納入デパート数ボーナス
# seed 001
score-leftover_chocolates = 倉庫に残ったチョコ
# seed 001
score-leftover_coal = 残った石炭
# ours
score-met_money = 達成した金額目標
# ours
score-met_corner_shop = 達成した路面店目標
# ours
score-met_department_store = 達成したデパート目標
# ours
score-met_chocolate_order = 納入したチョコレート注文
# ours
score-met_special_order = 完了した特別注文

## 得点の内訳：ショコラトル

# ours
score-track = 得点トラック
# ours
score-altar = 祭壇のカード
# ours
score-altar_majority = 祭壇への奉納最多
# seed 002
score-hero_king = 英雄王
# ours
score-old_man = 老人
# ours
score-pyramid_markers = ピラミッドのマーカー
# ours
score-pyramid_majority = ピラミッドのマーカー最多
# ours
score-black_dice = 未使用の黒ダイス

## ショコラトル：テノチティトランの6つの場所（この順に解決）

# ours
station-temple = 予言の神殿
station-temple-effect = 1位は英雄王を取り、すぐに1点を得る（同点のときに勝つ。このラウンドでゲームが終われば+3点）。最下位は老人を取る：ここでの入札は+1、他の場所では−1（このラウンドでゲームが終われば−3点）。
# ours
station-field = カカオ畑
station-field-effect = 1位・2位・3位は、収穫ダイスの最も高い目・中間の目・最も低い目の点を得る。
# ours
station-village = 村
station-village-effect = 1位は黒ダイスか小屋を選ぶ（小屋を選ぶと建設マーカーを1つ置く）。2位は残りを取る。小屋1軒につき、村での入札は−1、他の場所では+1。
# ours
station-pyramid = チョルーラのピラミッド
station-pyramid-effect = 1位が2位に3以上の差をつければ、1位が建設マーカーを2つ置く。そうでなければ1位と2位が1つずつ置き、どちらが先に置くかは1位が決める。段が完成すると、その段にマーカーを最も多く置いたプレイヤーが段の点（下から+5、+4、+3、+2）を得る。
# ours
station-kitchen = 厨房
station-kitchen-effect = 1位はこのラウンドの高い方の点、2位は低い方の点を得る。最下位は−2点。
# ours
station-tlachtli = トラチトリ球技場
station-tlachtli-effect = 1位は手札1枚を6点の山の表向きの報酬カードと交換し、2位は3点の山のカードと交換する。渡したカードはゲームから除外される。報酬カードが残っていなければ、1位は+6点、2位は+3点。

## ショコラトル：入札の方式（首位のマスの色）

# ours
mode-red = 赤：一斉に入札
mode-red-rule = 全員が12枚すべてを一度に裏向きで出す（各場所に2枚）。その後、場所を順番に公開して解決する。
# ours
mode-gold = 金：場所ごとに入札
mode-gold-rule = 場所ごとに、全員が2枚を裏向きで出し、公開してその場所を解決してから次の場所に進む。
# ours
mode-green = 緑：2回に分けて入札
mode-green-rule = 全員が各場所に1枚ずつ裏向きで出して一斉に公開し、続けて各場所に2枚目を出して公開する。その後、場所を順番に解決する。

## ショコラトル：ラウンドの手順

# ours
step-altar = 祭壇への奉納
# ours
step-bid = 入札
# ours
step-dice = 黒ダイス
# ours
step-village = 村の選択
# ours
step-pyramid = 建設の順番
# ours
step-swap = 報酬カードの交換
# ours
step-final-altar = 最後の奉納
# seed 001
step-over = ゲーム終了

## ショコラトル：コンポーネント

# ours
item-bid-card = カカオカード
# ours
item-reward-card = トラチトリ報酬カード
# ours
reward-stack-six = 6点の山（大賞）
# ours
reward-stack-three = 3点の山（小賞）
# seed 002
item-hero-king = 英雄王
# ours
item-old-man = 老人
# ours
item-harvest-die = 収穫ダイス
# ours
item-black-die = 黒ダイス
# seed 002
item-hut = 小屋
# ours
item-building-marker = 建設マーカー
# seed 002
item-altar = 祭壇
# seed 001
item-round = ラウンド
# ours
item-pyramid-layer = ピラミッドの段

## 各画面で共通のゲーム用語（ルール §1〜§5）

# ours
game-factory = チョコレートファクトリー
# ours
game-factory-manager = ファクトリーマネージャー
# ours
game-chocolatl = ショコラトル
# seed 001
term-coal = 石炭
# seed 001
term-money = お金
# seed 001
term-store-room = 倉庫
# ours
term-coal-bunker = 石炭置き場
# seed 001
term-conveyor = コンベア
# ours
term-conveyor-tile = コンベアタイル
# seed 001
term-shift = シフト
# ours
term-slot = 設置場所
# seed 001
term-factory-part = 設備
# seed 001
term-employee = 従業員
# seed 001
term-corner-shop = 路面店
# seed 001
term-corner-shop-order = 路面店カード
# seed 001
term-department-store = デパート
# seed 001
term-stage = 列
# ours
term-completed-order = 完了した路面店カード
# seed 001
term-track = トラック
# seed 001
term-space = マス
# seed 001
term-upgrade = アップグレード
# ours
term-upgrade-point = 加工ポイント
# ours
term-deck = 山札
# seed 001
term-packet = 束
# seed 001
term-start-player = スタートプレイヤー
# seed 001
term-day = 日
# ours
term-gift = ギフト
# seed 001
term-load-push = コンベアの押し出し
# seed 001
term-operate = 稼働
# ours
term-clear = 石炭の回収
# ours
term-side = 面
# seed 001
term-score = 得点

## Master Chocolatier module (card-data.md; option master=true)

# ours
module-master = マスターショコラティエ
# rules
part-type-mover = 移送機
part-type-mover-effect = 石炭を払い、カードに示されたチョコ1個をこの設備のタイルから別のタイルへ移す（ほかの設備と同じく1シフトに1回）。
# ours
part-A16 = 豆リフト
# ours
part-A17 = 移送アーム
# ours
part-B16 = 精製品クレーン
# ours
part-B17 = マスターコンベア
# ours
store-free = 所属なし
# ours
role-foreman = 職長
role-foreman-ability = ギフト：すぐに石炭を{ $coal }つ得る。フリーの従業員：今日はどのデパートにも納入しない。
# ours
role-master_packer = 梱包マスター
role-master_packer-ability = 今日{ $uses }回：コンベアタイル1枚の上の、すべてのチョコの数を{ $factor }倍にする。フリーの従業員：今日はどのデパートにも納入しない。
# ours
role-artisan = 職人
role-artisan-ability = 今日{ $uses }回：どのタイルでも、チョコ1個を1段階アップグレードする。フリーの従業員：今日はどのデパートにも納入しない。
# ours
role-porter = 運搬係
role-porter-ability = 今日{ $uses }回：どのタイルからでもチョコ1個を別のタイルへ移す。フリーの従業員：今日はどのデパートにも納入しない。
# ours
role-broker = 仲買人
role-broker-ability = 今日{ $uses }回：街角の店の注文の現在の段階を、同じ数の任意の精製チョコで達成する。フリーの従業員：今日はどのデパートにも納入しない。
# ours
role-fixer = まとめ役
role-fixer-ability = 今日{ $uses }回：街角の店の注文の現在の段階を、チョコ{ $fewer }個少なく達成する。フリーの従業員：今日はどのデパートにも納入しない。
# ours
store-palace-C = チョコは納入しない：今日の街角の店の注文で得た{ $per }ポンドごとに1マス（端数切り捨て）。
# rules
store-palace-D = 1日1回の納入で、ほかの店の条件で納入する（納入ごとにその店を指定）。
# rules
store-fresh-C = チョコは納入しない：今日の街角の店の注文で得た{ $per }ポンドごとに1マス（端数切り捨て）。
# rules
store-fresh-D = 1日1回、任意の種類の精製チョコをちょうど{ $counts }個：1個につき1マス。
# ours
store-salter-C = チョコは納入しない：今日の街角の店の注文で得た{ $per }ポンドごとに1マス（端数切り捨て）。
# rules
store-salter-D = 1日1回、種類がすべて異なる精製チョコを{ $limit }個まで：1個につき1マス。
# ours
store-house-C = チョコは納入しない：今日の街角の店の注文で得た{ $per }ポンドごとに1マス（端数切り捨て）。
# ours
store-house-D = 包装チョコ（キャラメルとナッツの組み合わせは自由）：1個につき1マス。
# ours
store-dunstan-C = チョコは納入しない：今日の街角の店の注文で得た{ $per }ポンドごとに1マス（端数切り捨て）。
# ours
store-dunstan-D = 1日1回、包装チョコか箱入りをちょうど{ $counts }個（組み合わせは自由）：1個につき1マス。
