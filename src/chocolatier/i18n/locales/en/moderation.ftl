## Chat moderation and private tables (issue 23): server error codes, worded by the web table
web-error-private-table = This table is private: only its players and the guests who came by its invite link may watch its game and chat there.
web-error-banned = This account is banned from this server.
web-error-removed = The table's host removed you from this table.
web-error-muted = The table's host muted you: your lines are not shown here.
web-error-not-host = Only the table's host mutes or removes spectators.
web-error-no-chat-line = That chat line is not here any more.
web-error-not-a-spectator = Players are not muted or removed, only spectators.

## Reporting a line and the host's mute and removal (web/js/chat.js); $name is the line's sender
web-moderation-report = report
web-moderation-report-title = Report { $name }'s line to the server's moderators
web-moderation-report-done = reported
web-moderation-mute = mute for all
web-moderation-mute-title = Mute { $name } at this table for everyone (you are the host)
web-moderation-mute-done = muted for all
web-moderation-remove = remove
web-moderation-remove-title = Remove { $name } from this table (you are the host)
web-moderation-remove-done = removed
