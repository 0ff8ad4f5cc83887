# The command line's help screens and the parser's usage errors (chocolatier --help, an
# unknown option). Help is worded by the command's path: cli-help-<command>
# (cli-help-admin-ban), an option cli-help-<command>--<option> (its Python name, - for _), an
# option several commands share with one meaning cli-help-any--<option>.
# $value, $command and $option in cli-screen-* are filled in by the help screen itself.

## The types of the options' values, and the placeholders of the usage lines

cli-type-number = number
cli-type-decimal = decimal number
cli-type-text = text
cli-type-path = path
cli-type-repeatable = { $kind } (repeatable)
cli-metavar-record = RECORD
cli-metavar-records-dir = RECORDS_DIR
cli-metavar-dir = FOLDER
cli-metavar-file = FILE
cli-metavar-name = NAME
cli-metavar-table = TABLE
cli-metavar-n = N
cli-metavar-section = SECTION
cli-metavar-address = ADDRESS

## The help screen's own words

cli-screen-usage = Usage:
cli-screen-arguments = Arguments
cli-screen-options = Options
cli-screen-commands = Commands
cli-screen-error = Error
cli-screen-aborted = Aborted.
cli-screen-required = [required]
cli-screen-default = [default: { $value }]
cli-screen-try-help = Try [blue]'{ $command } { $option }'[/] for help.

## The parser's errors

cli-usage-no-such-option = There is no option { $option }.
cli-usage-did-you-mean = Did you mean { $options }?
cli-usage-missing = { $name } is missing.
cli-usage-bad-value = The value of { $name } must be: { $expected } (not “{ $value }”).
cli-usage-needs-value = { $option } needs a value after it.
cli-usage-takes-no-value = { $option } takes no value.
cli-usage-no-such-command = There is no command “{ $command }”.
cli-usage-missing-command = Name a command.
cli-usage-extra-arguments = Too many arguments: { $arguments }.

## Help of the commands and their options

cli-help = Chocolate Factory and Chocolatl: play, simulate, replay and serve.
cli-help--version = Print the version of chocolatier and exit.
cli-help-any--lang = Language of the output (default: CHOCOLATIER_LANG, else the locale, else en).
cli-help--install-completion = Install completion for the current shell.
cli-help--show-completion = Show completion for the current shell, to copy it or customize the installation.
cli-help-any--help = Show this message and exit.
cli-help-admin = Moderate a server: reported chat lines, bans, chat lines, ratings.
cli-help-admin-ban = Ban an account. It cannot log in or chat, its sessions end now and the server closes its seats' connections.
cli-help-any--name = The account's name.
cli-help-admin-ban--reason = Why (kept with the ban).
cli-help-any--database = SQLAlchemy URL (sqlite:///file or postgresql://...); default: a SQLite file in your data folder.
cli-help-admin-delete-chat = Delete a chat line. The line and its reports' copies are gone: it is in no history sent from now on.
cli-help-any--table = The table's id.
cli-help-admin-delete-chat--n = The number of the chat line.
cli-help-admin-reports = List the open reports of chat lines: the line, who wrote it, where and why.
cli-help-admin-reports--as-json = Print one JSON list.
cli-help-admin-unban = Lift an account's ban (it may log in again).
cli-help-admin-void-rating = Void a finished rated game's rating. Every rating it moved is computed again without it.
cli-help-analyze = Replay every record of a folder: seat advantage, pick and win rates per card, money by source. A record that cannot be read or replayed is reported and left out (exit code 2).
cli-help-analyze--folder = Folder of game records.
cli-help-analyze--top = Cards shown in the table (JSON has them all).
cli-help-any--as-json = Print one JSON object.
cli-help-analyze--ray = Run the replays as Ray tasks: 'local' (a Ray started here), 'auto' (the cluster of this machine, the default when no address follows) or a cluster address HOST:PORT / ray://HOST:10001 (needs the ray extra: pip install 'chocolatier\[ray]').
cli-help-balance = Play GAMES games per player count with BOT in every seat and write the balance report: seat win rates, money by source, card pick→win rates and outliers, plots.
cli-help-balance--players = Player counts, e.g. 2,3,4.
cli-help-balance--games = Games per player count, or one number per count: 2000,1000.
cli-help-balance--bot = The bot of every seat.
cli-help-any--seed = Seed of the run.
cli-help-balance--out = Write balance.md and balance/ (JSON, plots) here.
cli-help-balance--records = Save every game's record into this folder (one per count).
cli-help-any--option = Game option key=value (repeatable).
cli-help-balance--cards = Folder of your own card files overriding cards by id.
cli-help-balance--threshold = Flag cards this far (0.15: 15 points) off the mean win rate.
cli-help-balance--min-picks = Cards picked fewer times: not flagged.
cli-help-any--workers = Worker processes (CPUs of --ray local).
cli-help-any--ray = Run the games as Ray tasks: 'local' (a Ray started here), 'auto' (the cluster of this machine, the default when no address follows) or a cluster address HOST:PORT / ray://HOST:10001 (needs the ray extra: pip install 'chocolatier\[ray]').
cli-help-balance--as-json = Also print the report as JSON.
cli-help-cards = List the cards (parts, Corner Shop orders, employees, Department Stores, solo cards) with their names and texts in the chosen language.
cli-help-cards--as-json = Print the card data as one JSON object.
cli-help-cards--markdown = Print Markdown tables (docs/cards.md).
cli-help-cards--kind = Only this kind of card.
cli-help-cards--cards-dir = Apply your own card files (override by card id).
cli-help-cards--notes = Also show each card's provenance note (a wide terminal helps).
cli-help-cards--module = Also list a module's cards: master (Master Chocolatier: 4 parts, store sides C and D, 6 free employees).
cli-help-cards--option = A game option as for new games; master=true lists the Master Chocolatier cards.
cli-help-play = Play in the terminal: choose actions by number or notation; `help` lists the commands.
cli-help-any--game = factory or chocolatl.
cli-help-play--players = Number of seats (default: the game's smallest table, 2+).
cli-help-play--seat = Your seat(s), numbered from 0, comma-separated for hot-seat: 0,2.
cli-help-play--bots = Bots for the other seats in seat order (one name fills them all): heuristic,search.
cli-help-play--seed = Seed of the game (random if omitted).
cli-help-play--option = A rule option KEY=VALUE (repeatable; VALUE read as JSON).
cli-help-play--names = Names of the humans, comma-separated.
cli-help-play--load = Resume a saved record (its bots are named bot:SPEC in it).
cli-help-play--start-from = Play on from a position snapshot (chocolatier replay --snapshot).
cli-help-play--cards = Folder of your own card files overriding cards by id (factory; a --load record keeps its own).
cli-help-replay = Replay a game record exactly and print the moves in words, the position, the score breakdown and a hash.
cli-help-any--record-path = A game record (JSON).
cli-help-replay--upto = Replay only the first N moves (the position after move N).
cli-help-replay--log = Print every move's event in words.
cli-help-replay--as-snapshot = Print the position as a snapshot (docs/snapshots.md).
cli-help-replay--public = With --snapshot: leave out the hidden parts (deck orders, the random stream).
cli-help-review = Weigh every decision of a recorded game: the bots' estimate of the move played and of the best move, the loss, a label (inaccuracy, mistake, blunder), each player's average loss and accuracy, and the game's three turning points (method: docs/bots.md).
cli-help-review--seat = Review this seat only (default: all).
cli-help-review--budget = Rollouts per candidate move: more is slower and surer.
cli-help-review--moves = Review only the first N moves.
cli-help-review--bots = Bots whose choices are the candidates besides the move played, strongest first (default: search,heuristic; mcts:iterations=12,search,heuristic adds the strongest bot's choice, reproducibly).
cli-help-rules = Print a game's rules reference, the one refusals cite (§4.2), rendered in the terminal in the chosen language: `chocolatier rules factory 4.2 --lang ja`.
cli-help-rules--game = The game (default: factory).
cli-help-rules--section = A section number such as 4.2 (with its subsections); the whole reference if none.
cli-help-schema = Print the JSON Schema of what clients read: the view of a seat or a spectator, every event (by code) and the legal actions (docs/schema/<game>.json holds the current ones); with --protocol, the messages of the table WebSocket (docs/schema/protocol.json).
cli-help-schema--out = Write the schema to FILE instead of stdout.
cli-help-schema--protocol = The table WebSocket's messages instead (both directions).
cli-help-db = A server database: back it up, check its games.
cli-help-db-backup = Back the database up into FILE (SQLite: online, while the server runs; PostgreSQL: says the pg_dump command).
cli-help-db-backup--file = The copy to write (a new file).
cli-help-db-check = Replay every stored game against the engine and report each mismatch (exit code 1 when there is one).
cli-help-schema--typescript = Every schema as TypeScript declarations (web-tools/types/contract.d.ts).
cli-help-serve = Serve the web table; open http://HOST:PORT in a browser.
cli-help-serve--host = Address to listen on.
cli-help-serve--port = Port to listen on.
cli-help-serve--bot-delay = Seconds bots wait before each move (to be followed).
cli-help-serve--allow-seeds = Let table creators choose the seed (reproducible tests; reveals hidden cards).
cli-help-serve--max-tables = Unfinished tables one client address may create.
cli-help-serve--max-connections = WebSockets one client address may open.
cli-help-serve--cards-dir = Folder of card sets offered at table creation besides the default cards: each subfolder holds card files (the format of `chocolatier cards --cards DIR`).
cli-help-serve--bot-workers = Bot decisions made at once, each in a worker process at a lower priority; one address's tables take turns (default: the cores less one, at least 1).
cli-help-serve--forwarded-allow-ips = Comma-separated addresses of your reverse proxies, whose X-Forwarded-For header names the client (per-address limits then apply to it); default: trust no one.
cli-help-serve--log-level = uvicorn log level.
cli-help-serve--log-json = Log JSON lines (time, level, logger, message...) for a log collector; also CHOCOLATIER_LOG_JSON=1.
cli-help-simulate = Simulate games between bots; exit code 1 when any game hit an engine error.
cli-help-any--players = Number of seats.
cli-help-simulate--games = Number of games.
cli-help-simulate--bots = Bot specs, comma-separated; they cycle over the seats.
cli-help-simulate--seed = Seed of the run (game i: derived from it).
cli-help-any--records = Save every game's record into this folder.
cli-help-simulate--option = Game option key=value (repeatable), e.g. mode=simultaneous.
cli-help-any--cards = Folder of your own card files overriding cards by id (factory).
cli-help-any--budget-seconds = Thinking time per decision for search bots.
cli-help-any--budget-iterations = Iterations (rollouts) per decision for search bots: the same games on any machine.
cli-help-simulate--as-json = Print one JSON object, no progress bar.
cli-help-tournament--as-json = Print one JSON object, no progress bar.
cli-help-tournament = Play a seat-rotated tournament; exit code 1 when any game hit an engine error.
cli-help-tournament--bots = Bot specs, comma-separated: A,B[,...]
cli-help-tournament--games = Games (rounded up to whole rotations).
cli-help-tournament--out = Write games.csv, report.json and PNG plots into this folder.
