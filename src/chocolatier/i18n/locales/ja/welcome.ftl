# The welcome lobby (web/index.html, web/js/lobby.js): what the games are and the ways in.
welcome-heading = チョコレートのボードゲームをブラウザで
welcome-your-tables = あなたのテーブル
welcome-continue = 続ける
welcome-your-move = あなたの番
welcome-waiting-for-players = プレイヤー待ち
welcome-factory-pitch = チョコレート工場を経営しよう。設備と従業員をドラフトし、動くコンベアでカカオを焙煎して、板チョコ、包み、箱入りに仕上げ、週の終わりまでにデパートと路面店に売ります。
welcome-chocolatl-pitch = カカオ商人が六つの場所にカードを表向きか裏向きで出して競り、カカオ、チョコレート、ピラミッドの場所を手に入れます。
welcome-players = { $min ->
    [1] { $min }～{ $max } 人、ソロも可
   *[other] { $min }～{ $max } 人
}
welcome-minutes = { $min }～{ $max } 分
welcome-learn = 遊び方を学ぶ
welcome-learn-hint = 一歩ずつ案内つきで一局。
welcome-play-now = すぐに遊ぶ
welcome-play-now-hint = ボット1体と対戦、持ち時間なし。
welcome-play-now-chocolatl = ボットとすぐに遊ぶ
welcome-play-friends = 友だちと遊ぶ
welcome-play-friends-hint = あなたと友だちのテーブル：リンクを送ります。
welcome-name = あなたの名前
welcome-invite-ready = テーブルができました。このリンクを友だちに送ってください。友だちが席に着くとゲームが始まります。
welcome-copied = コピーしました
welcome-go-to-table = テーブルへ
welcome-open-tables = 募集中のテーブル
welcome-no-open-tables = 今プレイヤーを待っているテーブルはありません。
welcome-seats-taken = { $total } 席中 { $taken } 席が埋まっています
welcome-spectators = { $count ->
    [0] 観戦者なし
   *[other] 観戦 { $count } 人
}
welcome-rated = レーティング対象
welcome-unrated = レーティングなし
welcome-watch = 観戦
welcome-all-options = すべての設定で新しいテーブル
welcome-picture-factory = チョコレート工場：コンベアの上の設備と、コンベアに載ったカカオ、ココア、板チョコ、箱入り
welcome-picture-chocolatl = ショコラトルの場所に出されたカカオカード
