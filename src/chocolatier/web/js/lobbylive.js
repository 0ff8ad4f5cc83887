// @ts-check
// The lobby's tables as they change (the server's /ws/lobby, server/lobbyfeed.py): the whole list
// once, then what changed (the changed tables and the new order), at most a few times a second.
// While the socket is down the list is asked for every FALLBACK_SECONDS instead, and the socket
// is opened again after a wait that doubles from 1 s up to 16 s (at once after a restart, 1012).

export const FALLBACK_SECONDS = 15;
const RESTART = 1012;

/** @typedef {"connecting" | "live" | "down"} LiveStatus */

/**
 * @param {(tables: PublicTable[]) => void} show draw the list
 * @param {() => Promise<void>} poll ask for the list and draw it (the fallback)
 * @param {(status: LiveStatus) => void} told what the live list's status is now
 */
export function liveTables(show, poll, told) {
  /** @type {Map<string, PublicTable>} */
  let held = new Map();
  /** @type {number | null} */
  let rev = null;
  let wait = 1000;
  /** @type {ReturnType<typeof setInterval> | null} */
  let polling = null;

  function connect() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const socket = new WebSocket(`${scheme}://${location.host}/ws/lobby`);
    socket.onmessage = (event) => {
      /** @type {{type: string, rev: number, base?: number | null, order?: string[], tables: PublicTable[]}} */
      const message = JSON.parse(String(event.data));
      if (message.type !== "tables") return;
      if (message.base == null) {
        held = new Map(message.tables.map((table) => [table.id, table]));
      } else if (message.base !== rev || !message.order) {
        socket.close();  // a message went missing: the whole list comes with the next socket
        return;
      } else {
        for (const table of message.tables) held.set(table.id, table);
        const before = held;
        held = new Map();
        for (const id of message.order) {
          const table = before.get(id);
          if (table) held.set(id, table);
        }
      }
      rev = message.rev;
      wait = 1000;
      if (polling !== null) clearInterval(polling);
      polling = null;
      told("live");
      show([...held.values()]);
    };
    socket.onclose = (event) => {
      rev = null;
      told("down");
      if (polling === null) polling = setInterval(() => { poll().catch(() => {}); }, FALLBACK_SECONDS * 1000);
      setTimeout(connect, event.code === RESTART ? 0 : wait);
      wait = Math.min(wait * 2, 16000);
    };
  }
  connect();
}
