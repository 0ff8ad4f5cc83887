// Types shared by the web client's modules (src/chocolatier/web/js), read by tsc only: the
// browser loads the plain JS. The view contract's own types are generated (contract.d.ts).

/** Attributes of an element made by dom.js's `el`: `class`, `text`, `dataset`, `on<event>`
 * listeners, or any attribute (`true`: present; `false`, null, undefined: absent). */
type Attrs = Record<string, string | number | boolean | null | undefined
  | ((event: Event) => unknown) | Record<string, string>>;

/** A child of an element made by `el`: a node, anything else as its text, lists flattened;
 * null, undefined and false are skipped. */
type Child = Node | string | number | boolean | null | undefined | Child[];

/** A seat of a table as the server shows it to anybody (lobby.public_table, live.table_info). */
interface TableSeat {
  seat: number;
  name: string;
  kind: "human" | "bot";
  bot: string | null;
  joined: boolean;
  /** held by a registered account (else a guest) */
  account: boolean;
  /** live tables only: the seat is played by its stand-in bot, conceded, timed out N times */
  standin?: boolean;
  conceded?: boolean;
  timeouts?: number;
}

/** A table's life settings (clock, stand-in, listing, rating; server/tablelife.py). */
interface TableSettings {
  turn_seconds?: number;
  bank_seconds?: number;
  turn_hours?: number;
  max_timeouts?: number;
  standin?: string;
  public?: boolean;
  rated?: boolean;
}

/** A game's public options (server/live.py public_options). */
interface TableOptions {
  run?: string;
  fulfil?: string;
  master?: boolean;
  store_sides?: string | Record<string, string>;
  extra_demands?: number;
  [name: string]: unknown;
}

/** A table as the server shows it to anybody (lobby.public_table, live.table_info). */
interface PublicTable {
  id: string;
  game: string;
  title: string;
  status: string;
  options: TableOptions;
  card_set: string | null;
  settings: TableSettings;
  moves?: number;
  updated_at?: string;
  seats: TableSeat[];
  result?: { scores: number[] | null; winners: number[] | null };
  /** the lobby's count of who watches */
  spectators?: number;
}

/** What this browser keeps of a seat it holds (api.js, localStorage). */
interface KeptSeat {
  token?: string | null;
  seat?: number | null;
  invite?: string | null;
  [name: string]: unknown;
}

/** An event of a game (or a refusal, an error) as the engines send it: a message `code` and
 * typed parameters, worded by the convention of each parameter's name (i18n/params.json). The
 * contract's own event types (contract.d.ts) are narrower. */
interface GameEvent {
  code: string;
  [param: string]: unknown;
}

/** What table.js gives a game's board module to draw with. */
interface BoardContext {
  /** the viewer's seat, null for a spectator */
  you: number | null;
  seatName: (seat: number) => string;
  words: import("../../src/chocolatier/web/js/i18n.js").Words;
}

/** A legal action as a view lists it: its id, notation and event (what it does). */
interface LegalMove {
  id: number;
  notation: string;
  event: GameEvent;
}

/** Children of an SVG element made by art.js (one level of lists flattened; null, false and
 * undefined skipped). */
type SvgChild = SVGElement | Text | null | undefined | false | SvgChild[];

/** A game's board module (factory.js, chocolatl.js, generic.js): draws a view, and finds the
 * board things (data-target keys) a move is about. Each module reads its own game's view. */
interface BoardModule {
  renderBoard(container: HTMLElement, view: unknown, ctx: BoardContext): void;
  targetsOf(action: {event: Record<string, unknown>}, view?: unknown): string[];
  attemptFor(key: string, view: unknown): string | null;
  /** the names of the cards the view shows, by id (the event words name them) */
  cardNames?(view: unknown): Record<string, string>;
  /** what the viewer is asked to decide now, beside the board */
  renderDecision?(box: HTMLElement, view: unknown, you: number | null,
    words: import("../../src/chocolatier/web/js/i18n.js").Words): void;
}

/** Puts a message on the table's socket (table.js adds its `ref`); false when it could not
 * (not connected, or a tutorial's coach holds it back). */
type Send = (message: Protocol.ClientMessage) => boolean;

/** A game this server hosts, as GET /api/games lists it (server/lobby.py, Lobby.games). */
interface GameInfo {
  name: string;
  title: string;
  min_players: number;
  max_players: number;
  bots: string[];
  default_options: TableOptions;
  /** the stores whose side may be chosen one by one */
  stores: string[];
  /** the server's card sets besides the printed cards */
  card_sets: string[];
}

/** A table made by POST /api/tables (or a tutorial's): its id, the creator's seat, token and
 * the invite link's code. */
interface MadeTable {
  id: string;
  seat: number;
  token: string;
  invite: string;
}

/** The table life fields of the lobby's form (lobbylife.js), by name. */
interface LifeFields {
  clock?: HTMLSelectElement;
  standin: HTMLSelectElement;
  public: HTMLInputElement;
  rated: HTMLInputElement;
}

interface Window {
  /** table.js: the state its patches made and the log it holds (browser tests, the console) */
  heldState?: () => {state: Protocol.State | null, log: Protocol.LogEntry[]};
}
