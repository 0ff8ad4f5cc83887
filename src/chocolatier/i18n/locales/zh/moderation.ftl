## 聊天管理与私人牌桌（issue 23）：服务器错误代码，由网页牌桌显示
web-error-private-table = 这是一张私人牌桌：只有它的玩家和通过邀请链接来的客人可以观看对局并在此聊天。
web-error-banned = 此账户已被本服务器封禁。
web-error-removed = 牌桌的主人已将你移出这张牌桌。
web-error-muted = 牌桌的主人已将你禁言：你的消息不会在这里显示。
web-error-not-host = 只有牌桌的主人可以禁言或移出观众。
web-error-no-chat-line = 这条聊天已经不在了。
web-error-not-a-spectator = 玩家不能被禁言或移出，只有观众可以。

## 举报一条聊天，以及主人的禁言和移出（web/js/chat.js）；$name 是发送者
web-moderation-report = 举报
web-moderation-report-title = 向服务器的管理员举报 { $name } 的这条聊天
web-moderation-report-done = 已举报
web-moderation-mute = 全体禁言
web-moderation-mute-title = 在这张牌桌为所有人禁言 { $name }（你是主人）
web-moderation-mute-done = 已全体禁言
web-moderation-remove = 移出
web-moderation-remove-title = 将 { $name } 移出这张牌桌（你是主人）
web-moderation-remove-done = 已移出
