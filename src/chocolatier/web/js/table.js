// @ts-check
// A table: joins by invite link, keeps a WebSocket to the server (reconnecting), draws the
// board of the game and offers the legal actions, chosen by clicking the board. The server
// sends events; everything is worded here, in this reader's language (i18n.js). The parts of
// the page that only draw what the state says are modules of their own: the seats
// (tableseats.js), the log (tablelog.js), the invite (tableinvite.js), the final scores
// (scoretable.js) and the replay (replay.js).
import { errorText, forgetToken, seatFor } from "./api.js";
import { all, byId, clear, el } from "./dom.js";
import { Words, lang, list, number, t } from "./i18n.js";
import { seatNames } from "./names.js";
import * as chocolatl from "./chocolatl.js";
import * as factory from "./factory.js";
import * as generic from "./generic.js";
import * as motion from "./motion.js";
import { fitTitles, hide as hidePopover } from "./popover.js";
import { initLife, lifeMessage, renderLife } from "./tablelife.js";
import { ratingBox } from "./rating.js";
import { chatMessage, initChat, renderChat } from "./chat.js";
import { turnAlert } from "./alerts.js";
import { initRules, openRules, renderRules } from "./rulespanel.js";
import { coachAllows, coachUpdate } from "./coach.js";
import { applyPatch } from "./patch.js";
import { renderSeats } from "./tableseats.js";
import { renderLog, roundsOf } from "./tablelog.js";
import { offerJoin, renderInvite } from "./tableinvite.js";
import { scoreTable } from "./scoretable.js";
import { showReplay } from "./replay.js";

/** @type {Record<string, BoardModule>} */
const BOARDS = { factory, chocolatl };
const tableId = decodeURIComponent(location.pathname.split("/").pop() ?? "");
const params = new URLSearchParams(location.search);

/** @type {WebSocket | null} */
let socket = null;
/** @type {Protocol.State | null} */
let state = null;            // the last state message
/** @type {Protocol.LogEntry[]} */
let log = [];                // the game log lines this page holds
/** @type {BoardModule} */
let board = generic;
let busy = false;
let nextRef = 1;
// reconnection: the wait doubles from FIRST_RETRY up to MAX_RETRY (ms) and the page says so
const FIRST_RETRY = 1000;
const MAX_RETRY = 16000;
let retry = FIRST_RETRY;
// a server stopping gracefully closes with 1012 ("service restart"): come back at once, after a
// random wait under RESTART_JITTER (ms) so that a whole server's pages do not arrive together
const RESTART_CODE = 1012;
const RESTART_JITTER = 500;
let attempt = 0;
let stopped = false;        // the table does not exist: no more reconnecting
let rejoin = false;         // reconnect at once (as a spectator, after a refused token)
/** @type {string | null} */
let notice = null;          // a message kept above the others (watching after a bad token)
/** @type {number | null} */
let errorSeq = null;         // the state an error message is about (kept until the next one)
let words = new Words();     // events in words, with this table's player names
/** @type {string | null} */
let drawnGame = null;        // the game the board shows (nothing moves on the first drawing)
/** @type {Protocol.Spectators | null} */
let watching = null;         // the spectators (presence messages)
/** @type {number | null} */
let hinting = null;          // the state_id a hint was asked for (its answer is awaited)
/** @type {HTMLElement | null} */
let rating = null;           // a finished rated table's rating (asked once, kept across redraws)
let syncing = false;         // the full state was asked for again (a patch did not apply)

/** @param {number} seat */
function seatName(seat) {
  return words.player(seat);
}

/** @param {string} text @param {string} [kind] @param {...(Node | string)} extra */
function setMessage(text, kind = "", ...extra) {
  const box = byId("message");
  box.replaceChildren(text, ...extra);
  box.className = `message ${kind}`;
  delete box.dataset.code;
  delete box.dataset.hint;
}

/** @param {"connecting" | "ok" | "lost"} status */
function setConnection(status) {
  const box = byId("connection");
  box.textContent = t(`web-connection-${status}`);
  box.className = `connection ${status}`;
  // while the connection is lost the board is greyed and a banner says when we try again
  document.body.classList.toggle("offline", status === "lost");
  if (status !== "lost") byId("offline").classList.add("hidden");
}

/** @param {number} delay */
function showRetry(delay) {
  const banner = byId("offline");
  banner.textContent = t("web-reconnecting", { seconds: number(delay / 1000), attempt });
  banner.dataset.delay = String(delay);
  banner.dataset.attempt = String(attempt);
  banner.dataset.maxDelay = String(MAX_RETRY);
  banner.classList.remove("hidden");
}

/** The banner while the server restarts (its socket closed with 1012): no waiting shown. */
function showRestarting() {
  const banner = byId("offline");
  banner.textContent = t("deploy-web-restarting");
  banner.dataset.restarting = "1";
  banner.classList.remove("hidden");
}

// A refusal: the rules engine's reason in words, and a link to the rule it cites.
/** @param {Protocol.Rejected} message */
function refusalMessage(message) {
  const reason = words.refusal(message.code, message.params || {});
  const game = state ? state.table.game : null;
  const { anchor, section } = message;
  const link = anchor && section && game && ["factory", "chocolatl"].includes(game)
    ? el("a", { class: "rule-link", href: `/rules/${game}?lang=${lang}#${anchor}`,
      target: "_blank", rel: "noopener", text: t("web-rule-link", { section }),
      // the table's Rules panel, at the rule cited (the link still opens the page elsewhere)
      onclick: (event) => { event.preventDefault(); openRules(anchor); } })
    : null;
  setMessage(t("web-refused", { reason }), "error", ...(link ? [" ", link] : []));
  byId("message").dataset.code = message.code;
}

// -- connection ----------------------------------------------------------------------------

function connect() {
  const seat = seatFor(tableId);
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const opened = new WebSocket(`${scheme}://${location.host}/ws/tables/${encodeURIComponent(tableId)}`);
  socket = opened;
  setConnection("connecting");
  opened.addEventListener("open", () => {
    delete byId("offline").dataset.restarting;
    retry = FIRST_RETRY;
    attempt = 0;
    setConnection("ok");
    // a private table's spectators come by its link: the hello carries the invite
    const invite = params.get("invite") || (seat && seat.invite) || null;
    // after the first full state, patches of it (patch.js)
    /** @type {Protocol.Hello} */
    const hello = { type: "hello", token: seat ? seat.token : null, invite, patches: true };
    opened.send(JSON.stringify(hello));
  });
  // the server sends its messages (answers.py) as JSON text
  opened.addEventListener("message", (event) => onMessage(/** @type {Protocol.ServerMessage} */ (JSON.parse(event.data))));
  opened.addEventListener("close", (event) => {
    busy = false;
    syncing = false;  // the next connection's hello is answered with the full state
    hinting = null;  // its answer went with the socket
    if (stopped) return;
    if (rejoin) {
      // back at once as a spectator (the seat's token was refused)
      rejoin = false;
      connect();
      return;
    }
    setConnection("lost");
    if (event.code === RESTART_CODE) {
      showRestarting();
      setTimeout(connect, Math.random() * RESTART_JITTER);
      return;
    }
    attempt += 1;
    showRetry(retry);
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, MAX_RETRY);
  });
}

/** @type {Send} */
function send(message) {
  // a tutorial's coach lets through only the step's move (it says why not otherwise)
  if (!coachAllows(message)) return false;
  if (!socket || socket.readyState !== WebSocket.OPEN) {
    setMessage(t("web-not-connected"), "error");
    return false;
  }
  socket.send(JSON.stringify({ ...message, ref: nextRef++ }));
  return true;
}

// A patch of the state this page holds, as the full state it makes; null when it was made for
// another one (a message went missing): the page asks for the full state again, once.
/** @param {Protocol.Patch} message @returns {Protocol.State | null} */
function patched(message) {
  if (!state || state.rev !== message.base) {
    if (!syncing && socket && socket.readyState === WebSocket.OPEN) {
      syncing = true;
      /** @type {Protocol.Sync} */
      const sync = { type: "sync" };
      socket.send(JSON.stringify(sync));
    }
    return null;
  }
  return { ...applyPatch(state, message.diff), rev: message.rev, log_from: message.log_from, log: message.log };
}

// What the page holds (the state its patches made, and the log), for tests and the console.
window.heldState = () => ({ state, log });

/** @param {Protocol.State} message */
function onState(message) {
  syncing = false;
  log = log.slice(0, message.log_from).concat(message.log);
  state = message;
  board = BOARDS[message.table.game] || generic;
  words = new Words(seatNames(message.table.seats), board.cardNames ? board.cardNames(message.view) : {});
  busy = false;
  render(message);
}

/** @param {Protocol.Error} message */
function onError(message) {
  busy = false;
  setMessage(errorText(message), "error");
  errorSeq = state ? state.seq : null;
  if (message.code === "bad-token") {
    // the seat's key is gone (or was never valid here): watch instead, and say so
    forgetToken(tableId);
    notice = t("web-watching-bad-token");
    rejoin = true;
    socket?.close();
  } else if (["removed", "banned"].includes(message.code) ||
      (message.code === "private-table" && !state)) {
    // a private table without its link, removed by its host, a banned account: the server
    // would refuse this page again; no point in reconnecting
    stopped = true;
    socket?.close();
  } else if (message.code === "no-table") {
    stopped = true;
    socket?.close();
    location.reload();  // the server answers an unknown table with its 404 page
  }
}

/** @param {Protocol.ServerMessage} message */
function onMessage(message) {
  if (message.type === "patch") {
    const full = patched(message);
    if (full) onState(full);
  } else if (message.type === "state") {
    onState(message);
  } else if (message.type === "presence") {
    watching = message.spectators;
    lifeMessage(message);  // the seats' presence is table life's
    if (state) renderAround(state);
  } else if (chatMessage(message)) {
    // drawn by the chat panel
  } else if (lifeMessage(message)) {
    if (state) renderAround(state);
  } else if (message.type === "hint") {
    showHint(message);
  } else if (message.type === "ack") {
    busy = false;
  } else if (message.type === "rejected") {
    busy = false;
    refusalMessage(message);
    errorSeq = state ? state.seq : null;
  } else if (message.type === "error") {
    onError(message);
  }
}

// -- acting ---------------------------------------------------------------------------------

/** @param {number} action */
function act(action) {
  if (busy || !state) return;
  if (send({ type: "act", state_id: state.state_id, action })) {
    busy = true;
    setMessage(t("web-sending"));
  }
}

/** @param {Protocol.State} current @param {string} key */
function legalFor(current, key) {
  return current.legal.filter((a) => board.targetsOf(a, current.view).includes(key));
}

/** @param {Event} event */
function onBoardClick(event) {
  const target = event.target instanceof Element ? event.target.closest("[data-target]") : null;
  const key = target && target.getAttribute("data-target");
  if (!target || key === null || !state || state.you === null) return;
  const candidates = legalFor(state, key);
  if (candidates.length === 1) {
    act(candidates[0].id);
  } else if (candidates.length > 1) {
    choose(candidates, target.getAttribute("aria-label") || key);
  } else {
    // Not a legal choice: let the rules engine say why (the state does not change).
    const attempt = board.attemptFor(key, state.view);
    if (attempt) {
      if (send({ type: "act", state_id: state.state_id, action: attempt })) busy = true;
    } else {
      setMessage(t("web-nothing-to-do", { what: target.getAttribute("aria-label") || key }), "error");
      errorSeq = state.seq;
    }
  }
}

/** The words of a legal action's button. @param {Protocol.LegalAction} action */
function buttonWords(action) {
  return words.button(/** @type {GameEvent} */ (action.event));
}

/** @param {Protocol.LegalAction} action */
function codeOf(action) {
  return String(action.event.code);
}

/** @param {Protocol.LegalAction[]} candidates @param {string} what */
function choose(candidates, what) {
  const box = clear(byId("chooser"));
  box.append(el("div", { class: "chooser-box" },
    el("h3", { text: t("web-choose-for", { what }) }),
    candidates.map((a) => el("button", {
      type: "button", class: "choice", dataset: { notation: a.notation, code: codeOf(a) },
      onclick: () => { box.classList.add("hidden"); act(a.id); },
    }, buttonWords(a))),
    el("button", { type: "button", class: "cancel", onclick: () => box.classList.add("hidden") },
      t("web-cancel"))));
  box.classList.remove("hidden");
}

// -- drawing --------------------------------------------------------------------------------

/** @param {Protocol.State} current */
function render(current) {
  hidePopover();  // the card it explained is drawn anew
  document.title = `${current.table.title} — chocolatier`;
  byId("table-title").textContent = current.table.title;
  renderStatus(current);
  renderSeats(byId("seats"), current, { seatName, watching });
  renderLife(byId("life"), current, { seatName, send });
  renderChat(current);
  renderInvite(byId("invite"), tableId, current.table);
  renderRules(current);
  // a spectator has no move to make, nor anyone once the game is over: no empty "Your move"
  byId("move-panel").classList.toggle("hidden", current.you === null || current.result !== null);
  // what was drawn, to set in motion what changed (a whole new drawing: no motion)
  const before = drawnGame === current.table.game ? motion.snapshot(byId("board")) : null;
  drawnGame = current.table.game;
  const boardBox = clear(byId("board"));
  board.renderBoard(boardBox, current.view, { you: current.you, seatName, words });
  motion.animate(before, boardBox);
  const decision = clear(byId("decision"));
  if (board.renderDecision) board.renderDecision(decision, current.view, current.you, words);
  const targeted = new Set(current.legal.flatMap((a) => board.targetsOf(a, current.view)));
  /** @type {Set<string>} */
  const present = new Set();
  for (const node of document.querySelectorAll("#board [data-target], #decision [data-target]")) {
    const key = node.getAttribute("data-target") ?? "";
    present.add(key);
    node.classList.toggle("can-act", targeted.has(key));
    if (current.you !== null) node.setAttribute("tabindex", "0");
    // a named thing to act on; a card with its own "i" button is a group (no nested controls)
    if (!node.hasAttribute("role")) {
      // a button when its name says all it shows; a group (named, with parts of its own) else
      const label = node.getAttribute("aria-label");
      const text = (node.textContent ?? "").trim();
      const plain = !node.querySelector("button, [tabindex]") && !node.classList.contains("explained")
        && (!label || !text || label.includes(text));
      node.setAttribute("role", plain ? "button" : "group");
    }
  }
  renderActions(current, present);
  renderLog(byId("log"), log, { words, seatName, rounds: roundsOf(current.view) });
  renderResult(current);
  // what needs the layout is read once all is written (one layout, not one per part); then
  // written: the log scrolled to its end, the titles fitted
  const logBox = byId("log");
  const logEnd = logBox.scrollHeight;
  fitTitles(boardBox);
  logBox.scrollTop = logEnd;
  // what the page shows, for people and for the browser tests
  document.body.dataset.seq = String(current.seq);
  document.body.dataset.status = current.table.status;
  turnAlert(current);
  coachUpdate(current, log, board, seatName);
}

/** What the seats' presence and the table's life change (the board stays as it is drawn).
 * @param {Protocol.State} current */
function renderAround(current) {
  renderSeats(byId("seats"), current, { seatName, watching });
  renderLife(byId("life"), current, { seatName, send });
}

/** @param {Protocol.State} current */
function renderStatus(current) {
  const box = clear(byId("status"));
  const table = current.table;
  const toMove = current.you !== null && current.to_act.includes(current.you);
  let text;
  if (table.status === "open") text = t("web-status-waiting-seats");
  else if (current.result) text = t("web-status-over");
  else if (toMove) text = t("web-status-your-move");
  else text = t("web-status-waiting-for", { players: list(current.to_act.map(seatName)) });
  const mine = toMove && !current.result;
  box.append(el("span", { class: "turn", id: "turn", dataset: { mine: mine ? "yes" : "no" }, text }));
  if (current.you === null) box.append(el("span", { class: "badge", text: t("web-spectator") }));
  if (notice) box.append(el("p", { class: "notice", id: "notice", role: "status", text: notice }));
}

// Actions chosen on the board need no button; the others (done, a kind to make...) get one.
/** @param {Protocol.State} current @param {Set<string>} present */
function renderActions(current, present) {
  const box = clear(byId("actions"));
  const mine = current.you !== null && current.to_act.includes(current.you);
  const keepError = errorSeq === current.seq;
  const hint = byId("hint", HTMLButtonElement);
  // a hint at a table with no rated stake, when there is a move to make
  hint.classList.toggle("hidden", !mine || Boolean(current.table.settings.rated) || !current.legal.length);
  hint.disabled = hinting !== null;
  if (!mine) {
    if (!keepError) setMessage("");
    byId("undo").classList.toggle("hidden", !current.can_undo);
    return;
  }
  if (!keepError) {
    setMessage(t(present.size ? "web-click-board-or" : "web-choose"));
  }
  const onBoard = (/** @type {Protocol.LegalAction} */ a) => board.targetsOf(a, current.view).some((k) => present.has(k));
  const loose = current.legal.filter((a) => !onBoard(a));
  box.append(...loose.map((a) => el("button", {
    type: "button", class: "action", dataset: { notation: a.notation, code: codeOf(a), action: String(a.id) },
    onclick: () => act(a.id),
  }, buttonWords(a))));
  const choices = el("details", { class: "all-actions" },
    el("summary", { text: t("web-all-choices", { count: current.legal.length }) }),
    current.legal.map((a) => el("button", {
      type: "button", class: "action small", dataset: { notation: a.notation, code: codeOf(a) },
      onclick: () => act(a.id),
    }, buttonWords(a))));
  box.append(choices);
  byId("undo").classList.toggle("hidden", !current.can_undo);
}

// -- hints ------------------------------------------------------------------------------------

function askHint() {
  if (!state || hinting !== null) return;
  if (send({ type: "hint", state_id: state.state_id })) {
    hinting = state.state_id;
    byId("hint", HTMLButtonElement).disabled = true;
    setMessage(t("table-hint-thinking"));
    errorSeq = state.seq;
  }
}

// The server's hint: one of my legal actions (highlighted where it is chosen, and worded), or
// why there is none. A hint for a position already left is dropped.
/** @param {Protocol.HintAnswer} message */
function showHint(message) {
  hinting = null;
  byId("hint", HTMLButtonElement).disabled = false;
  if (!state) return;
  errorSeq = state.seq;
  if (message.code) {
    setMessage(t(`table-${message.code}`), "error");
    return;
  }
  const action = state.legal.find((a) => a.id === message.action);
  if (!action || message.state_id !== state.state_id) return;
  const targets = new Set(board.targetsOf(action, state.view));
  for (const node of document.querySelectorAll("#board [data-target], #decision [data-target]")) {
    if (targets.has(node.getAttribute("data-target") ?? "")) node.classList.add("hinted");
  }
  for (const node of all(document, "#actions > button.action")) {
    if (node.dataset.action === String(action.id)) node.classList.add("hinted");
  }
  setMessage(t("table-hint-says", { move: buttonWords(action) }), "hint");
  byId("message").dataset.hint = String(action.id);
  const first = document.querySelector(".hinted");
  if (first) first.scrollIntoView({ block: "nearest" });
}

// -- the end of the game -----------------------------------------------------------------------

/** @param {Protocol.State} current */
function renderResult(current) {
  const box = byId("result");
  if (!current.result) {
    box.classList.add("hidden");
    return;
  }
  const first = box.classList.contains("hidden");
  const result = /** @type {import("./scoretable.js").GameResult} */ (current.result);
  clear(box).append(scoreTable(result, { name: seatName, words, view: current.view, standing: current.standing }));
  if (current.table.settings && current.table.settings.rated) {
    rating = rating || ratingBox(tableId, seatName);
    box.append(rating);
  }
  box.classList.remove("hidden");
  // the game just ended (or the page opened on its end): bring the final scores into view
  if (first) box.scrollIntoView({ block: "start" });
  if (current.table.status === "finished") {
    showReplay(byId("replay"), { tableId, board, words, seatName, rounds: roundsOf(current.view) });
  }
}

for (const area of [byId("board"), byId("decision")]) {
  area.addEventListener("click", onBoardClick);
  // Enter on a focused board thing acts on it (a button inside it, such as "i", does its own)
  area.addEventListener("keydown", (e) => {
    if (e.key === "Enter" && !(e.target instanceof HTMLButtonElement)) onBoardClick(e);
  });
}
byId("hint").addEventListener("click", askHint);
byId("undo").addEventListener("click", () => {
  if (state && send({ type: "undo", state_id: state.state_id })) busy = true;
});
const invite = params.get("invite");
if (invite && !seatFor(tableId)) offerJoin(byId("join"), tableId, invite);
initLife(send);
initRules(byId("table-tools"));
initChat(byId("chat"), send, tableId);
connect();
