// @ts-check
// Table life around the board: the seats' clocks ticking, the stand-in bot's moves and notes in
// the log, "take my seat back" and "concede". The server keeps the clocks (deadlines from its
// stored log); the page only counts down to the deadlines it was sent.
import { alertControls } from "./alerts.js";
import { rememberSeat } from "./api.js";
import { clear, el } from "./dom.js";
import { number, t, timeOfDay } from "./i18n.js";

let offset = 0;          // server time minus this browser's (ms), from the last state message
/** @type {ReturnType<typeof setInterval> | null} */
let ticking = null;
/** @type {Record<number, Protocol.SeatPresence>} */
let presence = {};       // seat -> {status, since} (the last presence message)
/** @type {Protocol.RematchInvite | null} */
let rematchInvite = null; // the rematch's invite, for a seated player who missed it

// The page tells the server when its tab goes to the background and comes back (presence).
/** @param {Send} send */
export function initLife(send) {
  document.addEventListener("visibilitychange", () => send({ type: "presence", away: document.hidden }));
}

// Messages about the table's life; true when `message` was one (the page draws anew).
/** @param {Protocol.ServerMessage} message */
export function lifeMessage(message) {
  if (message.type === "presence") {
    presence = Object.fromEntries(message.seats.map((s) => [s.seat, s]));
    return true;
  }
  if (message.type === "rematch_invite") {
    rematchInvite = message;
    return true;
  }
  if (message.type === "rematch") {
    // everyone goes to the new table; a seated player with the seat the server kept for them
    if (message.token) {
      rememberSeat(message.table, { token: message.token, seat: message.seat, invite: message.invite });
    } else if (message.invite) {
      rememberSeat(message.table, { invite: message.invite });
    }
    location.href = `/t/${encodeURIComponent(message.table)}`;
    return true;
  }
  return false;
}

/** @param {number} seconds */
function clockText(seconds) {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (/** @type {number} */ n) => String(n).padStart(2, "0");
  return h ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

function tick() {
  const nowSeconds = (Date.now() + offset) / 1000;
  for (const node of document.querySelectorAll("[data-deadline]")) {
    const left = Number(/** @type {HTMLElement} */ (node).dataset.deadline) - nowSeconds;
    node.textContent = t("web-clock-left", { time: clockText(left) });
    node.classList.toggle("low", left < 10);
  }
}

// The clocks, the stand-in's hold on your seat and the concede button, in `box`.
/**
 * @param {HTMLElement} box
 * @param {Pick<Protocol.State, "clock" | "table" | "result" | "you" | "rematch">} state
 * @param {{seatName: (seat: number) => string, send: Send}} how
 */
export function renderLife(box, state, { seatName, send }) {
  clear(box);
  const clock = state.clock;
  const settings = /** @type {TableSettings} */ (state.table.settings || {});
  const running = state.table.status === "running" && !state.result;
  if (clock) {
    offset = clock.now * 1000 - Date.now();
    box.append(el("p", { class: "muted", text: settings.turn_hours
      ? t("web-clock-per-move", { hours: number(settings.turn_hours) })
      : t("web-clock-per-turn", { seconds: number(clock.turn_seconds ?? 0) }) }));
    box.append(el("ul", { id: "clocks", class: "clocks" }, state.table.seats
      .filter((s) => s.kind === "human")
      .map((s) => {
        const deadline = running ? clock.deadlines[String(s.seat)] : undefined;
        return el("li", { class: "clock", dataset: { seat: String(s.seat) } },
          el("span", { class: `dot seat-colour-${s.seat}` }), ` ${seatName(s.seat)} `,
          deadline !== undefined
            ? el("b", { class: "clock-left", dataset: { deadline: String(deadline) } })
            : null,
          clock.banks[s.seat] > 0 && !settings.turn_hours
            ? el("span", { class: "muted", text: ` ${t("web-clock-bank", { time: clockText(clock.banks[s.seat]) })}` })
            : null);
      })));
    if (!ticking) ticking = setInterval(tick, 250);
    tick();
  }
  const mine = state.you !== null ? state.table.seats[state.you] : null;
  if (mine && running && mine.standin && !mine.conceded) {
    box.append(el("p", { class: "message error", text: t("web-reclaim-hint") }),
      el("button", { type: "button", id: "reclaim", class: "primary",
        onclick: () => send({ type: "reclaim" }) }, t("web-reclaim")));
  }
  if (mine && state.table.status === "finished" && !state.rematch) {
    box.append(el("button", { type: "button", id: "rematch", class: "primary",
      onclick: () => send({ type: "rematch" }) }, t("web-rematch")));
  }
  if (state.table.status === "finished") {
    const record = `/api/tables/${encodeURIComponent(state.table.id)}/record`;
    box.append(el("p", { class: "export" },
      el("a", { id: "export-record", href: record, download: `${state.table.id}.json`, text: t("web-export-record") }),
      " · ",
      el("a", { id: "export-chat", href: `${record}?chat=1`, download: `${state.table.id}-chat.json`,
        text: t("web-export-with-chat") })));
  }
  if (mine && running) box.append(alertControls());
  if (state.rematch) {
    const invite = rematchInvite && rematchInvite.table === state.rematch
      ? `?invite=${encodeURIComponent(rematchInvite.invite)}` : "";
    box.append(el("a", { id: "rematch-link", href: `/t/${encodeURIComponent(state.rematch)}${invite}`,
      text: t("web-rematch-link") }));
  }
  if (mine && running && !mine.conceded) {
    box.append(el("button", { type: "button", id: "concede", class: "danger", onclick: () => {
      if (confirm(t("web-concede-confirm"))) send({ type: "concede" });
    } }, t("web-concede")));
  }
  box.classList.toggle("hidden", !box.childNodes.length);
}

// What a seat's entry in the players' list adds: the stand-in holds it, or it conceded; where
// its player is (here, away or gone since when).
/** @param {Protocol.TableSeat} seat */
export function seatMarks(seat) {
  const marks = [];
  if (seat.conceded) marks.push(t("web-seat-conceded"));
  else if (seat.standin) marks.push(t("web-seat-standin"));
  const here = presence[seat.seat];
  if (seat.kind === "human" && seat.joined && here) {
    marks.push(here.since === null ? t("web-presence-never")
      : t(`web-presence-${here.status}`, { time: timeOfDay(here.since) }));
  }
  return marks.map((m) => ` · ${m}`).join("");
}

// A log line's words before its move (the stand-in made it), or the whole line (a note).
/** @param {Protocol.LogEntry} line @param {(seat: number) => string} seatName */
export function logWords(line, seatName) {
  if (line.note) return t(`web-log-${line.note}`, { player: seatName(line.seat) });
  if (line.by) return t(`web-log-${line.by}`, { player: seatName(line.seat) });
  return "";
}
