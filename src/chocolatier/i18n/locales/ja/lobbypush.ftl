# ロビーのテーブル一覧のライブ更新（/ws/lobby）：募集中のテーブルの見出しの下の説明。

lobbypush-connecting = 新しいテーブルをすぐ表示するために接続しています…
lobbypush-live = テーブルが開かれたり席が埋まったりすると、ここにすぐ表示されます。
lobbypush-down = ライブ更新が途切れています。再接続中で、その間は { $seconds } 秒ごとに一覧を確認します。
web-error-lobby-ping-only = ロビーの接続はテーブルの一覧専用です。
