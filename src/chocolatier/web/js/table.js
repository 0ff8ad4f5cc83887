// @ts-nocheck -- TODO(issue 25): not typed yet (web-tools/tsconfig.json checks it once this line goes)
// A table: joins by invite link, keeps a WebSocket to the server (reconnecting), draws the
// board of the game and offers the legal actions, chosen by clicking the board. The server
// sends events; everything is worded here, in this reader's language (i18n.js).
import { api, errorText, forgetToken, inviteUrl, rememberSeat, seatFor } from "./api.js";
import { clear, el } from "./dom.js";
import { Words, lang, list, number, t } from "./i18n.js";
import { botLabel, defaultBotName, seatNames } from "./names.js";
import { identityMark } from "./seatmark.js";
import * as chocolatl from "./chocolatl.js";
import * as factory from "./factory.js";
import * as generic from "./generic.js";
import * as motion from "./motion.js";
import { fitTitles, hide as hidePopover } from "./popover.js";
import { initLife, lifeMessage, logWords, renderLife, seatMarks } from "./tablelife.js";
import { markBadge, ratingBox } from "./rating.js";
import { chatMessage, initChat, renderChat } from "./chat.js";
import { reviewPanel } from "./review.js";
import { turnAlert } from "./alerts.js";
import { initRules, openRules, renderRules } from "./rulespanel.js";
import { coachAllows, coachUpdate } from "./coach.js";
import { applyPatch } from "./patch.js";

const BOARDS = { factory, chocolatl };
const tableId = decodeURIComponent(location.pathname.split("/").pop());
const params = new URLSearchParams(location.search);
const $ = (id) => document.getElementById(id);

let socket = null;
let state = null;            // the last state message
let log = [];                // the game log lines this page holds
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
let notice = null;          // a message kept above the others (watching after a bad token)
let errorSeq = null;         // the state an error message is about (kept until the next one)
let words = new Words();     // events in words, with this table's player names
let drawnGame = null;        // the game the board shows (nothing moves on the first drawing)
let watching = null;         // the spectators: {names, anonymous} (presence messages)
let hinting = null;          // the state_id a hint was asked for (its answer is awaited)
let rating = null;           // a finished rated table's rating (asked once, kept across redraws)
let syncing = false;         // the full state was asked for again (a patch did not apply)

function seatName(seat) {
  return words.player(seat);
}

function setMessage(text, kind = "", ...extra) {
  const box = $("message");
  box.replaceChildren(text, ...extra);
  box.className = `message ${kind}`;
  delete box.dataset.code;
  delete box.dataset.hint;
}

function setConnection(status) {
  $("connection").textContent = t(`web-connection-${status}`);
  $("connection").className = `connection ${status}`;
  // while the connection is lost the board is greyed and a banner says when we try again
  document.body.classList.toggle("offline", status === "lost");
  if (status !== "lost") $("offline").classList.add("hidden");
}

function showRetry(delay) {
  const banner = $("offline");
  banner.textContent = t("web-reconnecting", { seconds: number(delay / 1000), attempt });
  banner.dataset.delay = String(delay);
  banner.dataset.attempt = String(attempt);
  banner.dataset.maxDelay = String(MAX_RETRY);
  banner.classList.remove("hidden");
}

/** The banner while the server restarts (its socket closed with 1012): no waiting shown. */
function showRestarting() {
  const banner = $("offline");
  banner.textContent = t("deploy-web-restarting");
  banner.dataset.restarting = "1";
  banner.classList.remove("hidden");
}

// A refusal: the rules engine's reason in words, and a link to the rule it cites.
function refusalMessage(message) {
  const reason = words.refusal(message.code, message.params || {});
  const game = state ? state.table.game : null;
  const link = message.anchor && ["factory", "chocolatl"].includes(game)
    ? el("a", { class: "rule-link", href: `/rules/${game}?lang=${lang}#${message.anchor}`,
      target: "_blank", rel: "noopener", text: t("web-rule-link", { section: message.section }),
      // the table's Rules panel, at the rule cited (the link still opens the page elsewhere)
      onclick: (event) => { event.preventDefault(); openRules(message.anchor); } })
    : null;
  setMessage(t("web-refused", { reason }), "error", ...(link ? [" ", link] : []));
  $("message").dataset.code = message.code;
}

// -- connection ----------------------------------------------------------------------------

function connect() {
  const seat = seatFor(tableId);
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  socket = new WebSocket(`${scheme}://${location.host}/ws/tables/${encodeURIComponent(tableId)}`);
  setConnection("connecting");
  socket.addEventListener("open", () => {
    delete $("offline").dataset.restarting;
    retry = FIRST_RETRY;
    attempt = 0;
    setConnection("ok");
    // a private table's spectators come by its link: the hello carries the invite
    const invite = params.get("invite") || (seat && seat.invite) || null;
    // after the first full state, patches of it (patch.js)
    socket.send(JSON.stringify({ type: "hello", token: seat ? seat.token : null, invite, patches: true }));
  });
  socket.addEventListener("message", (event) => onMessage(JSON.parse(event.data)));
  socket.addEventListener("close", (/** @type {CloseEvent} */ event) => {
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
function patched(message) {
  if (!state || state.rev !== message.base) {
    if (!syncing && socket && socket.readyState === WebSocket.OPEN) {
      syncing = true;
      socket.send(JSON.stringify({ type: "sync" }));
    }
    return null;
  }
  return { ...applyPatch(state, message.diff), rev: message.rev, log_from: message.log_from, log: message.log };
}

// What the page holds (the state its patches made, and the log), for tests and the console.
window.heldState = () => ({ state, log });

function onMessage(message) {
  if (message.type === "patch") {
    message = patched(message);
    if (!message) return;
  }
  if (message.type === "state") {
    syncing = false;
    log = log.slice(0, message.log_from).concat(message.log);
    state = message;
    board = BOARDS[state.table.game] || generic;
    words = new Words(seatNames(state.table.seats), board.cardNames ? board.cardNames(state.view) : {});
    busy = false;
    render();
  } else if (message.type === "presence" && message.spectators) {
    watching = message.spectators;
    lifeMessage(message);  // the seats' presence is table life's
    if (state) render();
  } else if (chatMessage(message)) {
    // drawn by the chat panel
  } else if (lifeMessage(message)) {
    if (state) render();
  } else if (message.type === "hint") {
    showHint(message);
  } else if (message.type === "ack") {
    busy = false;
  } else if (message.type === "rejected") {
    busy = false;
    refusalMessage(message);
    errorSeq = state ? state.seq : null;
  } else if (message.type === "error") {
    busy = false;
    setMessage(errorText(message), "error");
    errorSeq = state ? state.seq : null;
    if (message.code === "bad-token") {
      // the seat's key is gone (or was never valid here): watch instead, and say so
      forgetToken(tableId);
      notice = t("web-watching-bad-token");
      rejoin = true;
      socket.close();
    } else if (["removed", "banned"].includes(message.code) ||
        (message.code === "private-table" && !state)) {
      // a private table without its link, removed by its host, a banned account: the server
      // would refuse this page again; no point in reconnecting
      stopped = true;
      socket.close();
    } else if (message.code === "no-table") {
      stopped = true;
      socket.close();
      location.reload();  // the server answers an unknown table with its 404 page
    }
  }
}

// -- acting ---------------------------------------------------------------------------------

export function act(action) {
  if (busy || !state) return;
  if (send({ type: "act", state_id: state.state_id, action })) {
    busy = true;
    setMessage(t("web-sending"));
  }
}

function legalFor(key) {
  return state.legal.filter((a) => board.targetsOf(a, state.view).includes(key));
}

function onBoardClick(event) {
  const target = event.target.closest("[data-target]");
  if (!target || !state || state.you === null) return;
  const key = target.dataset.target;
  const candidates = legalFor(key);
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

function choose(candidates, what) {
  const box = clear($("chooser"));
  box.append(el("div", { class: "chooser-box" },
    el("h3", { text: t("web-choose-for", { what }) }),
    candidates.map((a) => el("button", {
      type: "button", class: "choice", dataset: { notation: a.notation, code: a.event.code },
      onclick: () => { box.classList.add("hidden"); act(a.id); },
    }, words.button(a.event))),
    el("button", { type: "button", class: "cancel", onclick: () => box.classList.add("hidden") },
      t("web-cancel"))));
  box.classList.remove("hidden");
}

// -- drawing --------------------------------------------------------------------------------

function render() {
  hidePopover();  // the card it explained is drawn anew
  document.title = `${state.table.title} — chocolatier`;
  $("table-title").textContent = state.table.title;
  renderStatus();
  renderSeats();
  renderLife($("life"), state, { seatName, send });
  renderChat(state);
  renderInvite();
  renderRules(state);
  // a spectator has no move to make, nor anyone once the game is over: no empty "Your move"
  $("move-panel").classList.toggle("hidden", state.you === null || state.result !== null);
  // what was drawn, to set in motion what changed (a whole new drawing: no motion)
  const before = drawnGame === state.table.game ? motion.snapshot($("board")) : null;
  drawnGame = state.table.game;
  const boardBox = clear($("board"));
  board.renderBoard(boardBox, state.view, { you: state.you, seatName, words, legal: state.legal });
  motion.animate(before, boardBox);
  const decision = clear($("decision"));
  if (board.renderDecision) board.renderDecision(decision, state.view, state.you, words);
  const targeted = new Set(state.legal.flatMap((a) => board.targetsOf(a, state.view)));
  const present = new Set();
  for (const node of document.querySelectorAll("#board [data-target], #decision [data-target]")) {
    present.add(node.dataset.target);
    node.classList.toggle("can-act", targeted.has(node.dataset.target));
    if (state.you !== null) node.setAttribute("tabindex", "0");
    // a named thing to act on; a card with its own "i" button is a group (no nested controls)
    if (!node.hasAttribute("role")) {
      // a button when its name says all it shows; a group (named, with parts of its own) else
      const label = node.getAttribute("aria-label");
      const text = node.textContent.trim();
      const plain = !node.querySelector("button, [tabindex]") && !node.classList.contains("explained")
        && (!label || !text || label.includes(text));
      node.setAttribute("role", plain ? "button" : "group");
    }
  }
  renderActions(present);
  renderLog();
  renderResult();
  fitTitles(boardBox);  // measures the drawing: once it is all written (one layout)
  // what the page shows, for people and for the browser tests
  document.body.dataset.seq = String(state.seq);
  document.body.dataset.status = state.table.status;
  turnAlert(state);
  coachUpdate(state, log, board, seatName);
}

function renderStatus() {
  const box = clear($("status"));
  const table = state.table;
  let text;
  if (table.status === "open") text = t("web-status-waiting-seats");
  else if (state.result) text = t("web-status-over");
  else if (state.you !== null && state.to_act.includes(state.you)) text = t("web-status-your-move");
  else text = t("web-status-waiting-for", { players: list(state.to_act.map(seatName)) });
  const mine = state.you !== null && state.to_act.includes(state.you) && !state.result;
  box.append(el("span", { class: "turn", id: "turn", dataset: { mine: mine ? "yes" : "no" }, text }));
  if (state.you === null) box.append(el("span", { class: "badge", text: t("web-spectator") }));
  if (notice) box.append(el("p", { class: "notice", id: "notice", role: "status", text: notice }));
}

function renderSeats() {
  const box = clear($("seats"));
  box.append(el("h3", { text: t("web-players") }));
  box.append(el("ul", { class: "seat-list" }, state.table.seats.map((s) => el("li", {
    class: `seat-${s.seat}${state.to_act.includes(s.seat) ? " acting" : ""}`,
    dataset: { you: s.seat === state.you ? "yes" : "no" },
  }, el("span", { class: `dot seat-colour-${s.seat}` }), ` ${seatName(s.seat)}`, identityMark(s),
  s.seat === state.you ? ` ${t("web-you-mark")}` : "",
  // a bot named by the lobby says what it is already
  s.kind === "bot" && seatName(s.seat) !== defaultBotName(s) ? ` · ${t("web-bot-kind", { bot: botLabel(s.bot) })}` : "",
  s.joined ? "" : ` · ${t("web-free-seat")}`, seatMarks(s)))));
  if (state.table.card_set) {
    box.append(el("p", { class: "muted", text: t("web-card-set-of", { name: state.table.card_set }) }));
  }
  box.append(watchingList());
}

// Who is watching: the names spectators gave (in the chat), then how many gave none.
function watchingList() {
  const names = watching ? watching.names : [];
  const anonymous = watching ? watching.anonymous : 0;
  const items = [...names.map((name) => el("li", { class: "watcher", text: name })),
    anonymous ? el("li", { class: "watcher-anonymous", text: t("table-watching-anonymous", { count: anonymous }) }) : null];
  return el("div", { class: "watching", id: "watching", dataset: { count: String(names.length + anonymous) } },
    el("h4", { text: t("table-watching") }),
    names.length || anonymous ? el("ul", {}, items) : el("p", { class: "muted", text: t("table-watching-nobody") }));
}

function renderInvite() {
  const seat = seatFor(tableId);
  const box = $("invite");
  const free = state.table.seats.some((s) => s.kind === "human" && !s.joined);
  if (!seat || !seat.invite || !free || state.table.status === "finished") {
    box.classList.add("hidden");
    return;
  }
  const url = inviteUrl(tableId, seat.invite);
  clear(box).append(el("h3", { text: t("web-invite-title") }),
    el("input", { id: "invite-link", readonly: true, value: url, "aria-label": t("web-invite-link") }),
    el("button", { type: "button", onclick: () => navigator.clipboard?.writeText(url) }, t("web-copy")));
  box.classList.remove("hidden");
}

// Actions chosen on the board need no button; the others (done, a kind to make...) get one.
function renderActions(present) {
  const box = clear($("actions"));
  const mine = state.you !== null && state.to_act.includes(state.you);
  const keepError = errorSeq === state.seq;
  // a hint at a table with no rated stake, when there is a move to make
  $("hint").classList.toggle("hidden", !mine || Boolean(state.table.settings.rated) || !state.legal.length);
  $("hint").disabled = hinting !== null;
  if (!mine) {
    if (!keepError) setMessage("");
    $("undo").classList.toggle("hidden", !state.can_undo);
    return;
  }
  if (!keepError) {
    setMessage(t(present.size ? "web-click-board-or" : "web-choose"));
  }
  const onBoard = (a) => board.targetsOf(a, state.view).some((k) => present.has(k));
  const loose = state.legal.filter((a) => !onBoard(a));
  box.append(...loose.map((a) => el("button", {
    type: "button", class: "action", dataset: { notation: a.notation, code: a.event.code, action: String(a.id) },
    onclick: () => act(a.id),
  }, words.button(a.event))));
  const all = el("details", { class: "all-actions" },
    el("summary", { text: t("web-all-choices", { count: state.legal.length }) }),
    state.legal.map((a) => el("button", {
      type: "button", class: "action small", dataset: { notation: a.notation, code: a.event.code },
      onclick: () => act(a.id),
    }, words.button(a.event))));
  box.append(all);
  $("undo").classList.toggle("hidden", !state.can_undo);
}

// -- hints ------------------------------------------------------------------------------------

function askHint() {
  if (!state || hinting !== null) return;
  if (send({ type: "hint", state_id: state.state_id })) {
    hinting = state.state_id;
    $("hint").disabled = true;
    setMessage(t("table-hint-thinking"));
    errorSeq = state.seq;
  }
}

// The server's hint: one of my legal actions (highlighted where it is chosen, and worded), or
// why there is none. A hint for a position already left is dropped.
function showHint(message) {
  hinting = null;
  $("hint").disabled = false;
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
    if (targets.has(node.dataset.target)) node.classList.add("hinted");
  }
  for (const node of document.querySelectorAll("#actions > button.action")) {
    if (node.dataset.action === String(action.id)) node.classList.add("hinted");
  }
  setMessage(t("table-hint-says", { move: words.button(action.event) }), "hint");
  $("message").dataset.hint = String(action.id);
  const first = document.querySelector(".hinted");
  if (first) first.scrollIntoView({ block: "nearest" });
}

// The heading of a group of log lines: the day and phase (Chocolate Factory) or the round.
function moment(when) {
  if (!when) return null;
  if (when.day) return t("web-log-day", { day: t(`day-${when.day}`), phase: t(`phase-${when.phase}`) });
  return when.round ? t("web-log-round", { round: when.round }) : t("web-before-round-1", { rounds: state.view.rounds });
}

function renderLog() {
  const box = clear($("log"));
  let group = null;
  log.forEach((line, index) => {
    const heading = moment(line.when);
    if (heading !== null && heading !== group) {
      group = heading;
      box.append(el("li", { class: "log-group", text: heading }));
    }
    const before = logWords(line, seatName);
    const text = line.event ? words.render(line.event) : "";
    const dataset = { code: line.event ? line.event.code : `note-${line.note}` };
    if (line.by) dataset.by = line.by;
    if (line.seat != null) dataset.seat = line.seat;  // whose move (the browser tests wait for their own)
    box.append(el("li", { class: "log-line", dataset },
      el("span", { class: "n", text: `${number(index + 1)}.` }),
      el("span", { class: `dot seat-colour-${line.seat}`, "aria-hidden": "true" }),
      ` ${[before, text].filter(Boolean).join(" ")}`));
  });
  box.scrollTop = box.scrollHeight;
}

function renderResult() {
  const box = $("result");
  if (!state.result) {
    box.classList.add("hidden");
    return;
  }
  const first = box.classList.contains("hidden");
  clear(box).append(scoreTable(state.result, seatName, state.view, state.standing));
  if (state.table.settings && state.table.settings.rated) {
    rating = rating || ratingBox(tableId, seatName);
    box.append(rating);
  }
  box.classList.remove("hidden");
  // the game just ended (or the page opened on its end): bring the final scores into view
  if (first) box.scrollIntoView({ block: "start" });
  if (state.table.status === "finished") showReplay();
}

// A solo game's end: won, or lost with the objectives missed.
function soloVerdict(result, view) {
  if (result.scores.length !== 1 || !view || !view.solo) return null;
  const missed = view.solo.objectives.filter((o) => !o.met);
  if (!missed.length) return el("p", { class: "result-won", id: "solo-verdict", text: t("web-solo-won") });
  return el("div", { class: "result-lost", id: "solo-verdict" },
    el("p", { text: t("web-solo-lost", { missed: missed.length, total: view.solo.objectives.length }) }),
    el("ul", { class: "objectives" }, missed.map((o) => el("li", { class: "objective unmet" },
      el("span", { class: "mark", "aria-label": t("web-solo-missed"), text: "✘" }), ` ${words.objective(o.box)}`))));
}

// The final scores: the engine's, with the server's standing (who won, each seat's rank; a seat
// that conceded or timed out ranks last and is marked, never ★). A replay has no standing.
export function scoreTable(result, name, view = null, standing = null) {
  const categories = [];
  for (const part of result.breakdown) {
    for (const key of Object.keys(part)) if (!categories.includes(key)) categories.push(key);
  }
  const seats = result.scores.map((_, i) => i);
  // a category is a key of the breakdown (Chocolatl writes spaces in some: score-altar_majority)
  const category = (c) => t(`score-${c.replaceAll(" ", "_")}`);
  const verdict = soloVerdict(result, view);
  const winners = standing ? standing.winners : result.winners;
  const ranked = standing && seats.length > 1;
  return el("div", {},
    verdict ? null : el("h2", { text: t("web-final-score", { count: winners.length,
      winners: list(winners.map(name)) }) }),
    verdict,
    el("table", { id: "score-table", class: "score-table" },
      el("thead", {}, el("tr", {}, el("th", { text: "" }),
        seats.map((s) => el("th", { dataset: { seat: String(s) } },
          name(s) + (winners.includes(s) ? " ★" : ""), markBadge(standing, s))))),
      el("tbody", {},
        categories.map((c) => el("tr", { dataset: { category: c } }, el("th", { text: category(c) }),
          seats.map((s) => el("td", { text: number(result.breakdown[s][c] ?? 0) })))),
        el("tr", { class: "total" }, el("th", { text: t("web-score-total") }),
          seats.map((s) => el("td", { text: number(result.scores[s]) }))),
        ranked ? el("tr", { class: "rank" }, el("th", { text: t("ratings-rank") }),
          seats.map((s) => el("td", { dataset: { rank: String(standing.ranks[s]) },
            text: t("web-rank", { rank: standing.ranks[s] }) }))) : null)));
}

// -- replay of a finished game ---------------------------------------------------------------

let replayStep = null;

async function showReplay() {
  const box = $("replay");
  if (!box.classList.contains("hidden")) return;
  box.classList.remove("hidden");
  const first = await api(`/api/tables/${encodeURIComponent(tableId)}/replay?step=0`);
  const total = first.moves;
  const view = el("div", { class: "board" });
  const slider = el("input", { type: "range", min: "0", max: String(total), value: "0",
    "aria-label": t("web-replay-step") });
  const label = el("span", { id: "replay-step" });
  const lines = el("ol", { class: "log" });
  // every move, by day and phase (or round), each a way to its step
  const moves = el("ol", { class: "replay-moves", id: "replay-moves", "aria-label": t("table-replay-moves") });
  const last = await api(`/api/tables/${encodeURIComponent(tableId)}/replay?step=${total}`);
  let group = null;
  last.log.forEach((line, index) => {
    const heading = moment(line.when);
    if (heading !== null && heading !== group) {
      group = heading;
      moves.append(el("li", { class: "log-group", text: heading }));
    }
    moves.append(el("li", {}, el("button", { type: "button", dataset: { step: String(index + 1) },
      title: t("table-replay-go", { step: index + 1 }), onclick: () => go(index + 1) },
    el("span", { class: "n", text: `${number(index + 1)}. ` }),
    el("span", { class: `dot seat-colour-${line.seat}`, "aria-hidden": "true" }),
    ` ${words.render(line.event)}`)));
  });
  function markStep(step) {
    for (const button of moves.querySelectorAll("button[aria-current]")) button.removeAttribute("aria-current");
    const current = moves.querySelector(`button[data-step="${step}"]`);
    if (!current) return;
    current.setAttribute("aria-current", "step");
    // within the list only: the page stays where the reader is
    const item = current.parentElement;
    if (item.offsetTop < moves.scrollTop || item.offsetTop + item.offsetHeight > moves.scrollTop + moves.clientHeight) {
      moves.scrollTop = item.offsetTop - moves.clientHeight / 2;
    }
  }
  async function go(step) {
    const from = replayStep;
    replayStep = Math.max(0, Math.min(total, step));
    slider.value = String(replayStep);
    markStep(replayStep);
    const wanted = replayStep;
    const data = await api(`/api/tables/${encodeURIComponent(tableId)}/replay?step=${replayStep}`);
    if (replayStep !== wanted) return;  // a later step was asked for meanwhile
    view.dataset.step = String(data.step);
    label.textContent = t("web-replay-move", { step: data.step, moves: data.moves });
    // one move on or back is set in motion like a move at the table; a jump is drawn at once
    const before = from !== null && Math.abs(data.step - from) === 1 ? motion.snapshot(view) : null;
    board.renderBoard(clear(view), data.view, { you: null, seatName, words, legal: [] });
    motion.animate(before, view);
    clear(lines).append(...data.log.slice(-8).map((l) => el("li", { class: "log-line" }, words.render(l.event))));
  }
  slider.addEventListener("input", () => go(Number(slider.value)));
  const replayPane = el("div", { id: "replay-pane", role: "tabpanel", "aria-labelledby": "tab-replay" },
    el("div", { class: "replay-controls" },
      el("button", { type: "button", onclick: () => go(replayStep - 1) }, t("web-replay-back")),
      slider,
      el("button", { type: "button", onclick: () => go(replayStep + 1) }, t("web-replay-forward")), label),
    lines, el("details", { class: "replay-moves-box", open: true },
      el("summary", { text: t("table-replay-moves") }), moves), view);
  const reviewPane = el("div", { id: "review-pane", role: "tabpanel", "aria-labelledby": "tab-review", class: "hidden" });
  const tabs = [["replay", replayPane], ["review", reviewPane]].map(([name, pane]) =>
    el("button", { type: "button", role: "tab", id: `tab-${name}`, class: "tab", "aria-controls": pane.id,
      "aria-selected": String(name === "replay"), onclick: () => select(name) }, t(`web-${name}-tab`)));
  function select(name) {
    for (const tab of tabs) tab.setAttribute("aria-selected", String(tab.id === `tab-${name}`));
    replayPane.classList.toggle("hidden", name !== "replay");
    reviewPane.classList.toggle("hidden", name !== "review");
    if (name === "review" && !reviewPane.firstChild) {
      reviewPane.append(reviewPanel({ tableId, game: state.table.game, board, words, seatName }));
    }
  }
  clear(box).append(el("h2", { text: t("web-replay") }),
    el("div", { class: "tabs", role: "tablist", "aria-label": t("web-replay") }, tabs),
    replayPane, reviewPane);
  go(0);
}

// -- joining by invite link ---------------------------------------------------------------------

async function offerJoin(invite) {
  const box = $("join");
  const table = await api(`/api/tables/${encodeURIComponent(tableId)}`);
  const free = table.seats.filter((s) => s.kind === "human" && !s.joined);
  if (!free.length) return;
  const name = el("input", { id: "join-name", maxlength: "40",
    value: localStorage.getItem("chocolatier.name") || t("web-default-friend-name"),
    "aria-label": t("web-your-name") });
  const error = el("p", { class: "error" });
  clear(box).append(el("h2", { text: t("web-join-title", { title: table.title }) }),
    el("label", {}, `${t("web-your-name")} `, name),
    el("button", { type: "button", id: "join-button", class: "primary", onclick: async () => {
      try {
        const joined = await api(`/api/tables/${encodeURIComponent(tableId)}/join`,
          { method: "POST", body: { invite, name: name.value } });
        rememberSeat(tableId, { token: joined.token, seat: joined.seat, invite });
        localStorage.setItem("chocolatier.name", name.value);
        history.replaceState(null, "", location.pathname);
        location.reload();
      } catch (err) {
        error.textContent = errorText(err);
      }
    } }, t("web-take-seat")), error, el("p", { text: t("web-or-watch") }));
  box.classList.remove("hidden");
}

for (const area of [$("board"), $("decision")]) {
  area.addEventListener("click", onBoardClick);
  // Enter on a focused board thing acts on it (a button inside it, such as "i", does its own)
  area.addEventListener("keydown", (e) => {
    if (e.key === "Enter" && !(e.target instanceof HTMLButtonElement)) onBoardClick(e);
  });
}
$("hint").addEventListener("click", askHint);
$("undo").addEventListener("click", () => {
  if (state && send({ type: "undo", state_id: state.state_id })) busy = true;
});
const invite = params.get("invite");
if (invite && !seatFor(tableId)) offerJoin(invite);
initLife(send);
initRules($("table-tools"));
initChat($("chat"), send, tableId);
connect();
