# コマンドラインのヘルプ画面と引数の解析エラー（chocolatier --help、不明なオプション）。ID の決まりは en/cli-help.ftl を参照。

## オプションの値の種類と、使い方の行のプレースホルダー

cli-type-number = 整数
cli-type-decimal = 小数
cli-type-text = 文字列
cli-type-path = パス
cli-type-repeatable = { $kind }（繰り返し可）
cli-metavar-record = 記録
cli-metavar-records-dir = 記録フォルダー
cli-metavar-dir = フォルダー
cli-metavar-file = ファイル
cli-metavar-name = 名前
cli-metavar-table = テーブル
cli-metavar-n = N
cli-metavar-section = 節
cli-metavar-address = アドレス

## ヘルプ画面そのものの言葉

cli-screen-usage = 使い方：
cli-screen-arguments = 引数
cli-screen-options = オプション
cli-screen-commands = コマンド
cli-screen-error = エラー
cli-screen-aborted = 中止しました。
cli-screen-required = [必須]
cli-screen-default = [既定：{ $value }]
cli-screen-try-help = ヘルプは [blue]'{ $command } { $option }'[/] で表示できます。

## 引数の解析エラー

cli-usage-no-such-option = { $option } というオプションはありません。
cli-usage-did-you-mean = { $options } のことですか？
cli-usage-missing = { $name } がありません。
cli-usage-bad-value = { $name } の値は { $expected } でなければなりません（「{ $value }」ではなく）。
cli-usage-needs-value = { $option } の後に値が必要です。
cli-usage-takes-no-value = { $option } は値を取りません。
cli-usage-no-such-command = 「{ $command }」というコマンドはありません。
cli-usage-missing-command = コマンドを指定してください。
cli-usage-extra-arguments = 引数が多すぎます：{ $arguments }。

## 各コマンドとそのオプションのヘルプ

cli-help = チョコレートファクトリーと Chocolatl：対戦、シミュレーション、再生、サーバー。
cli-help--version = chocolatier のバージョンを表示して終了します。
cli-help-any--lang = 出力の言語（既定：CHOCOLATIER_LANG、なければロケール、なければ en）。
cli-help--install-completion = 現在のシェルにコマンド補完をインストールします。
cli-help--show-completion = 現在のシェル用のコマンド補完を表示します（コピーしたり、インストールを調整したりするため）。
cli-help-any--help = このヘルプを表示して終了します。
cli-help-admin = サーバーの管理：通報されたチャット、利用停止、チャット、レーティング。
cli-help-admin-ban = アカウントを利用停止にします。ログインもチャットもできなくなり、そのセッションはすぐに終わり、サーバーはその席の接続を閉じます。
cli-help-any--name = アカウントの名前。
cli-help-admin-ban--reason = 理由（利用停止とともに保存）。
cli-help-any--database = SQLAlchemy の URL（sqlite:///ファイル または postgresql://...）。既定：データフォルダーの SQLite ファイル。
cli-help-admin-delete-chat = チャットの発言を 1 つ削除します。発言とその通報に含まれる写しは消え、以後送られる履歴には含まれません。
cli-help-any--table = テーブルの ID。
cli-help-admin-delete-chat--n = チャットの発言の番号。
cli-help-admin-reports = 未処理のチャット通報を一覧します：発言、書いた人、場所、理由。
cli-help-admin-reports--as-json = JSON のリストを 1 つ出力します。
cli-help-admin-unban = アカウントの利用停止を解除します（再びログインできます）。
cli-help-admin-void-rating = 終了したレーティング対戦のレーティングを無効にします。その対戦が動かしたレーティングはすべて、その対戦を除いて計算し直されます。
cli-help-analyze = フォルダー内のすべての記録を再生します：席の有利不利、カードごとの選択率と勝率、収入源ごとのお金。読めない記録や再生できない記録は報告して除外します（終了コード 2）。
cli-help-analyze--folder = ゲーム記録のフォルダー。
cli-help-analyze--top = 表に示すカードの数（JSON にはすべて含まれます）。
cli-help-any--as-json = JSON オブジェクトを 1 つ出力します。
cli-help-analyze--ray = 再生を Ray のタスクとして実行します：'local'（ここで Ray を起動）、'auto'（このマシンのクラスター。アドレスを続けないときの既定）、またはクラスターのアドレス HOST:PORT / ray://HOST:10001（ray エクストラが必要：pip install 'chocolatier\[ray]'）。
cli-help-balance = プレイ人数ごとに GAMES 回、全席を BOT にして対戦し、バランス報告を書きます：席ごとの勝率、収入源ごとのお金、カードの選択→勝率と外れ値、グラフ。
cli-help-balance--players = プレイ人数。例：2,3,4。
cli-help-balance--games = プレイ人数ごとの対戦数、または人数ごとに 1 つずつの数：2000,1000。
cli-help-balance--bot = 全席のボット。
cli-help-any--seed = この実行のシード。
cli-help-balance--out = balance.md と balance/（JSON、グラフ）をここに書き出します。
cli-help-balance--records = 各対戦の記録をこのフォルダーに保存します（人数ごとに 1 つ）。
cli-help-any--option = ゲームのオプション key=value（繰り返し可）。
cli-help-balance--cards = カードを ID で置き換える、自作のカードファイルのフォルダー。
cli-help-balance--threshold = 平均勝率からこれだけ（0.15：15 ポイント）離れたカードに印を付けます。
cli-help-balance--min-picks = これより選ばれた回数が少ないカードには印を付けません。
cli-help-any--workers = ワーカープロセスの数（--ray local では CPU の数）。
cli-help-any--ray = 対戦を Ray のタスクとして実行します：'local'（ここで Ray を起動）、'auto'（このマシンのクラスター。アドレスを続けないときの既定）、またはクラスターのアドレス HOST:PORT / ray://HOST:10001（ray エクストラが必要：pip install 'chocolatier\[ray]'）。
cli-help-balance--as-json = 報告を JSON でも出力します。
cli-help-cards = カード（設備、路面店カード、従業員、デパート、ソロ用カード）を、選んだ言語の名前と文章で一覧します。
cli-help-cards--as-json = カードのデータを JSON オブジェクト 1 つで出力します。
cli-help-cards--markdown = Markdown の表を出力します（docs/cards.md）。
cli-help-cards--kind = この種類のカードだけ。
cli-help-cards--cards-dir = 自作のカードファイルを適用します（カード ID で置き換え）。
cli-help-cards--notes = 各カードの出典メモも表示します（幅の広い端末がおすすめ）。
cli-help-cards--module = モジュールのカードも一覧します：master（マスターショコラティエ：設備 4 枚、デパートの C 面と D 面、無料の従業員 6 人）。
cli-help-cards--option = 新しい対戦と同じゲームのオプション。master=true でマスターショコラティエのカードを一覧します。
cli-help-play = 端末で対戦します：行動は番号か棋譜表記で選びます。`help` でコマンドを一覧します。
cli-help-any--game = factory または chocolatl。
cli-help-play--players = 席の数（既定：そのゲームの最少人数、2 人以上）。
cli-help-play--seat = あなたの席。0 から数え、ホットシートならカンマ区切り：0,2。
cli-help-play--bots = ほかの席のボットを席順に（名前 1 つなら全席がそのボット）：heuristic,search。
cli-help-play--seed = 対戦のシード（省略するとランダム）。
cli-help-play--option = ルールのオプション KEY=VALUE（繰り返し可。VALUE は JSON として読みます）。
cli-help-play--names = 人間のプレイヤーの名前。カンマ区切り。
cli-help-play--load = 保存した記録から再開します（ボットは bot:SPEC と記録されています）。
cli-help-play--start-from = 局面のスナップショットから続けます（chocolatier replay --snapshot）。
cli-help-play--cards = カードを ID で置き換える、自作のカードファイルのフォルダー（factory。--load の記録は自分のカードを保ちます）。
cli-help-replay = ゲームの記録を正確に再生し、各手を言葉で、局面、得点の内訳、ハッシュを表示します。
cli-help-any--record-path = ゲームの記録（JSON）。
cli-help-replay--upto = 最初の N 手だけ再生します（N 手目の後の局面）。
cli-help-replay--log = 各手のイベントを言葉で表示します。
cli-help-replay--as-snapshot = 局面をスナップショットとして出力します（docs/snapshots.md）。
cli-help-replay--public = --snapshot と一緒に：隠された部分（山札の順番、乱数の流れ）を除きます。
cli-help-review = 記録された対戦のすべての判断を評価します：指した手と最善手のボットによる見積もり、損失、評価（不正確、悪手、大悪手）、各プレイヤーの平均損失と正確さ、対戦の 3 つの転換点（方法：docs/bots.md）。
cli-help-review--seat = この席だけを評価します（既定：全席）。
cli-help-review--budget = 候補手ごとのロールアウト数：多いほど遅く、確かになります。
cli-help-review--moves = 最初の N 手だけを評価します。
cli-help-review--bots = 指した手のほかに候補手を出すボット。強い順（既定：search,heuristic。mcts:iterations=12,search,heuristic で最強ボットの選択を再現可能な形で加えます）。
cli-help-rules = ゲームのルール参照（拒否のメッセージが引用する §4.2 など）を、選んだ言語で端末に表示します：`chocolatier rules factory 4.2 --lang ja`。
cli-help-rules--game = ゲーム（既定：factory）。
cli-help-rules--section = 4.2 のような節の番号（その下位の節を含む）。なければ全体。
cli-help-schema = クライアントが読むものの JSON Schema を出力します：席または観戦者のビュー、すべてのイベント（コード別）、合法な行動（現在のものは docs/schema/<game>.json）。--protocol ではテーブルの WebSocket のメッセージ（docs/schema/protocol.json）。
cli-help-schema--out = スキーマを標準出力ではなく FILE に書きます。
cli-help-schema--protocol = 代わりにテーブルの WebSocket のメッセージ（両方向）。
cli-help-db = サーバーのデータベース：バックアップし、保存された対戦を確かめます。
cli-help-db-backup = データベースを FILE にバックアップします（SQLite：サーバーの動作中にオンラインで。PostgreSQL：pg_dump のコマンドを示します）。
cli-help-db-backup--file = 書き出す写し（新しいファイル）。
cli-help-db-check = 保存されたすべての対戦をエンジンで再生し、食い違いをそれぞれ報告します（一つでもあれば終了コード 1）。
cli-help-schema--typescript = すべてのスキーマを TypeScript の宣言として出力します（web-tools/types/contract.d.ts）。
cli-help-serve = ウェブのテーブルを開きます。ブラウザーで http://HOST:PORT を開いてください。
cli-help-serve--host = 待ち受けるアドレス。
cli-help-serve--port = 待ち受けるポート。
cli-help-serve--bot-delay = ボットが各手の前に待つ秒数（追いかけやすくするため）。
cli-help-serve--allow-seeds = テーブルを作る人がシードを選べるようにします（再現できるテスト用。隠されたカードがわかってしまいます）。
cli-help-serve--max-tables = 1 つのクライアントアドレスが作れる、終わっていないテーブルの数。
cli-help-serve--max-connections = 1 つのクライアントアドレスが開ける WebSocket の数。
cli-help-serve--cards-dir = テーブル作成時に既定のカードのほかに選べるカードセットのフォルダー。各サブフォルダーにカードファイルを置きます（形式は `chocolatier cards --cards DIR` と同じ）。
cli-help-serve--bot-workers = 同時に行うボットの判断の数。それぞれ優先度の低いワーカープロセスで行い、同じアドレスのテーブルは順番に進みます（既定：コア数より 1 少なく、最低 1）。
cli-help-serve--forwarded-allow-ips = リバースプロキシのアドレス（カンマ区切り）。その X-Forwarded-For ヘッダーがクライアントを示します（アドレスごとの制限はそのクライアントにかかります）。既定：どれも信用しません。
cli-help-serve--log-level = uvicorn のログレベル。
cli-help-serve--log-json = ログを JSON の行で出力します（時刻、レベル、ロガー、メッセージなど）。ログ収集ツール向け。CHOCOLATIER_LOG_JSON=1 でも同じです。
cli-help-simulate = ボット同士の対戦をシミュレーションします。どれかの対戦でエンジンのエラーが起きたら終了コード 1。
cli-help-any--players = 席の数。
cli-help-simulate--games = 対戦の数。
cli-help-simulate--bots = ボットの指定、カンマ区切り。席に順に割り当てて繰り返します。
cli-help-simulate--seed = この実行のシード（i 番目の対戦のシードはここから導きます）。
cli-help-any--records = 各対戦の記録をこのフォルダーに保存します。
cli-help-simulate--option = ゲームのオプション key=value（繰り返し可）。例：mode=simultaneous。
cli-help-any--cards = カードを ID で置き換える、自作のカードファイルのフォルダー（factory）。
cli-help-any--budget-seconds = 探索するボットの、判断ごとの思考時間。
cli-help-any--budget-iterations = 探索するボットの、判断ごとの反復（ロールアウト）数：どのマシンでも同じ対戦になります。
cli-help-simulate--as-json = JSON オブジェクトを 1 つ出力します。進行バーは出しません。
cli-help-tournament--as-json = JSON オブジェクトを 1 つ出力します。進行バーは出しません。
cli-help-tournament = 席を回すトーナメントを行います。どれかの対戦でエンジンのエラーが起きたら終了コード 1。
cli-help-tournament--bots = ボットの指定、カンマ区切り：A,B[,...]
cli-help-tournament--games = 対戦の数（席の一巡の倍数に切り上げ）。
cli-help-tournament--out = games.csv、report.json、PNG のグラフをこのフォルダーに書き出します。
