# chocolatier admin（commands/admin.py）：在服务器的数据库上进行管理。id 以 admin- 开头。

admin-no-reports = 没有待处理的举报。
admin-report = #{ $id } · 牌桌 { $table }，第 { $n } 条 · { $who }：“{ $text }” · 理由：{ $reason } · { $at }
admin-a-spectator = 一位观众
admin-seat-name = { $name }（座位 { $seat }）
admin-deleted-line = （该条已删除）
admin-no-reason = 未说明
admin-no-account = 没有名为 { $name } 的账户
admin-banned = 已封禁 { $name }：结束了 { $count } 个会话；该账户不能登录或聊天，服务器会在几秒内关闭其连接。
admin-unbanned = 已解除对 { $name } 的封禁：可以再次登录。
admin-not-banned = { $name } 没有被封禁。
admin-no-chat-line = 牌桌 { $table } 没有第 { $n } 条聊天
admin-chat-deleted = 已删除牌桌 { $table } 的第 { $n } 条聊天：今后任何聊天记录都不再显示它。
admin-not-voided = 牌桌 { $table } 不是一局仍然计入等级分的已结束计分对局
admin-rating-voided = 牌桌 { $table } 的等级分已作废：受它影响的等级分已在不计它的情况下重新计算。
