# Running a server (commands/db.py, the table page's restart banner). Ids start with deploy-.
# Variables: $file a file's path, $table a table's id, $command a command line to run.

## chocolatier db backup
deploy-db-backed-up = Backed up to { $file } ({ $tables ->
    [one] { $tables } table
   *[other] { $tables } tables
}).
deploy-db-backup-exists = { $file } exists already: give the name of a new file
deploy-db-no-database = there is no database file { $database }
deploy-db-backup-unsupported = only { $kinds } databases can be backed up
deploy-db-use-pg-dump = This is a { $postgresql } database: back it up with { $postgresql }'s own tool (it reads the password from { $password }), while the server runs:
    { $command }
    Restore it into an empty database with { $restore }.

## chocolatier db check
deploy-db-mismatch = Table { $table }: { $problem }
deploy-db-problem-count = its record says { $stored } events but its log holds { $found }
deploy-db-problem-replay = its log does not replay in the engine: { $reason }
deploy-db-problem-status = it is stored as “{ $stored }” but its log replays to “{ $replayed }”
deploy-db-problem-result = its stored result is not the result its log replays to
deploy-db-checked = Checked { $tables ->
    [one] { $tables } table
   *[other] { $tables } tables
} ({ $events } events): { $mismatches ->
    [0] every game replays as stored.
    [one] { $mismatches } mismatch.
   *[other] { $mismatches } mismatches.
}

## the table page (web/js/table.js): the server closed the connection to restart
deploy-web-restarting = The server is restarting: reconnecting…
