# chocolatier admin (commands/admin.py): moderating a server from its database. Ids start with
# admin-. Variables: $table is a table's id, $n a chat line's number, $name an account's name.

admin-no-reports = No open reports.
admin-report = #{ $id } · table { $table }, line { $n } · { $who }: “{ $text }” · reason: { $reason } · { $at }
admin-a-spectator = a spectator
admin-seat-name = { $name } (seat { $seat })
admin-deleted-line = (line deleted)
admin-no-reason = none given
admin-no-account = there is no account named { $name }
admin-banned = { $name } is banned: { $count ->
    [one] { $count } session ended
   *[other] { $count } sessions ended
}; they cannot log in or chat, and the server closes their connections within seconds.
admin-unbanned = { $name } is no longer banned: they may log in again.
admin-not-banned = { $name } was not banned.
admin-no-chat-line = table { $table } has no chat line { $n }
admin-chat-deleted = Chat line { $n } of table { $table } is deleted: no history shows it from now on.
admin-not-voided = table { $table } is not a finished rated game whose rating still counts
admin-rating-voided = The rating of table { $table } is void: the ratings it moved are computed again without it.
