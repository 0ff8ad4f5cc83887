## チャットのモデレーションと非公開テーブル（issue 23）：サーバーのエラーコード、ウェブのテーブルが表示
web-error-private-table = これは非公開のテーブルです。ゲームを観戦しチャットできるのは、プレイヤーと招待リンクから来たゲストだけです。
web-error-banned = このアカウントはこのサーバーで利用停止になっています。
web-error-removed = テーブルのホストがあなたをこのテーブルから退出させました。
web-error-muted = テーブルのホストがあなたをミュートしました：あなたの発言はここに表示されません。
web-error-not-host = 観戦者をミュートしたり退出させたりできるのはテーブルのホストだけです。
web-error-no-chat-line = そのチャットはもうありません。
web-error-not-a-spectator = ミュートや退出の対象は観戦者だけで、プレイヤーは対象になりません。

## チャットの通報と、ホストによるミュートと退出（web/js/chat.js）；$name は発言者
web-moderation-report = 通報
web-moderation-report-title = { $name } の発言をサーバーの管理者に通報
web-moderation-report-done = 通報済み
web-moderation-mute = 全員にミュート
web-moderation-mute-title = このテーブルで { $name } を全員に対してミュート（あなたはホストです）
web-moderation-mute-done = 全員にミュート済み
web-moderation-remove = 退出させる
web-moderation-remove-title = { $name } をこのテーブルから退出させる（あなたはホストです）
web-moderation-remove-done = 退出済み
