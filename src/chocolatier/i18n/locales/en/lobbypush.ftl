# The lobby's live list of tables (/ws/lobby): what the open tables' heading says of it.

lobbypush-connecting = Connecting to see tables as they open…
lobbypush-live = Tables appear here as they open and fill.
lobbypush-down = Live updates are interrupted: reconnecting, and the list is checked every { $seconds } seconds.
web-error-lobby-ping-only = The lobby's connection only lists tables.
