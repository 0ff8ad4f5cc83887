// A table: joins by invite link, keeps a WebSocket to the server (reconnecting), draws the
// board of the game and offers the legal actions, chosen by clicking the board.
import { api, inviteUrl, rememberSeat, seatFor } from "./api.js";
import { clear, el } from "./dom.js";
import * as chocolatl from "./chocolatl.js";
import * as factory from "./factory.js";
import * as generic from "./generic.js";

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
let retry = 500;
let errorSeq = null;         // the state an error message is about (kept until the next one)

function seatName(seat) {
  const seats = state ? state.table.seats : [];
  return seats[seat] ? seats[seat].name : `Seat ${seat + 1}`;
}

function setMessage(text, kind = "") {
  const box = $("message");
  box.textContent = text;
  box.className = `message ${kind}`;
}

// -- connection ----------------------------------------------------------------------------

function connect() {
  const seat = seatFor(tableId);
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  socket = new WebSocket(`${scheme}://${location.host}/ws/tables/${encodeURIComponent(tableId)}`);
  $("connection").textContent = "connecting…";
  socket.addEventListener("open", () => {
    retry = 500;
    $("connection").textContent = "connected";
    $("connection").className = "connection ok";
    socket.send(JSON.stringify({ type: "hello", token: seat ? seat.token : null }));
  });
  socket.addEventListener("message", (event) => onMessage(JSON.parse(event.data)));
  socket.addEventListener("close", () => {
    $("connection").textContent = "reconnecting…";
    $("connection").className = "connection lost";
    busy = false;
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 5000);
  });
}

function send(message) {
  if (!socket || socket.readyState !== WebSocket.OPEN) {
    setMessage("Not connected; reconnecting…", "error");
    return false;
  }
  socket.send(JSON.stringify({ ...message, ref: nextRef++ }));
  return true;
}

function onMessage(message) {
  if (message.type === "state") {
    log = log.slice(0, message.log_from).concat(message.log);
    state = message;
    busy = false;
    render();
  } else if (message.type === "ack") {
    busy = false;
  } else if (message.type === "rejected") {
    busy = false;
    const rule = message.rule ? ` (${message.rule})` : "";
    setMessage(`Not allowed: ${message.message}${rule}`, "error");
    errorSeq = state ? state.seq : null;
    $("message").dataset.code = message.code;
  } else if (message.type === "error") {
    busy = false;
    setMessage(message.message, "error");
    errorSeq = state ? state.seq : null;
    if (message.code === "bad-token" || message.code === "no-table") socket.close();
  }
}

// -- acting ---------------------------------------------------------------------------------

export function act(action) {
  if (busy || !state) return;
  if (send({ type: "act", state_id: state.state_id, action })) {
    busy = true;
    setMessage("…");
  }
}

function legalFor(key) {
  return state.legal.filter((a) => board.targetsOf(a.notation, state.view).includes(key));
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
      setMessage(`Nothing to do with ${target.getAttribute("aria-label") || "this"} now.`, "error");
      errorSeq = state.seq;
    }
  }
}

function choose(candidates, what) {
  const box = clear($("chooser"));
  box.append(el("div", { class: "chooser-box" },
    el("h3", { text: `Choose for ${what}` }),
    candidates.map((a) => el("button", {
      type: "button", class: "choice", dataset: { notation: a.notation },
      onclick: () => { box.classList.add("hidden"); act(a.id); },
    }, a.text)),
    el("button", { type: "button", class: "cancel", onclick: () => box.classList.add("hidden") },
      "Cancel")));
  box.classList.remove("hidden");
}

// -- drawing --------------------------------------------------------------------------------

function render() {
  board = BOARDS[state.table.game] || generic;
  document.title = `${state.table.title} — Chocolatier`;
  $("table-title").textContent = state.table.title;
  renderStatus();
  renderSeats();
  renderInvite();
  const boardBox = clear($("board"));
  board.renderBoard(boardBox, state.view, { you: state.you, seatName, legal: state.legal });
  const decision = clear($("decision"));
  if (board.renderDecision) board.renderDecision(decision, state.view, state.you);
  const targeted = new Set(state.legal.flatMap((a) => board.targetsOf(a.notation, state.view)));
  const present = new Set();
  for (const node of document.querySelectorAll("#board [data-target], #decision [data-target]")) {
    present.add(node.dataset.target);
    node.classList.toggle("can-act", targeted.has(node.dataset.target));
    if (state.you !== null) node.setAttribute("tabindex", "0");
  }
  renderActions(present);
  renderLog();
  renderResult();
  // what the page shows, for people and for the browser tests
  document.body.dataset.seq = String(state.seq);
  document.body.dataset.status = state.table.status;
}

function renderStatus() {
  const box = clear($("status"));
  const t = state.table;
  let text;
  if (t.status === "open") text = "Waiting for every seat to be taken (share the invite link).";
  else if (state.result) text = "The game is over.";
  else if (state.you !== null && state.to_act.includes(state.you)) text = "Your move.";
  else text = `Waiting for ${state.to_act.map(seatName).join(", ")}.`;
  box.append(el("span", { class: "turn", id: "turn", text }));
  if (state.you === null) box.append(el("span", { class: "badge", text: "spectator" }));
}

function renderSeats() {
  const box = clear($("seats"));
  box.append(el("h3", { text: "Players" }));
  box.append(el("ul", { class: "seat-list" }, state.table.seats.map((s) => el("li", {
    class: `seat-${s.seat}${state.to_act.includes(s.seat) ? " acting" : ""}`,
  }, el("span", { class: `dot seat-colour-${s.seat}` }), ` ${s.name}`,
  s.seat === state.you ? " (you)" : "", s.kind === "bot" ? ` · bot ${s.bot}` : "",
  s.joined ? "" : " · free seat"))));
  if (state.table.card_set) box.append(el("p", { class: "muted", text: `Cards: ${state.table.card_set}` }));
}

function renderInvite() {
  const seat = seatFor(tableId);
  const box = $("invite");
  if (!seat || !seat.invite || state.table.status === "finished") {
    box.classList.add("hidden");
    return;
  }
  const url = inviteUrl(tableId, seat.invite);
  clear(box).append(el("h3", { text: "Invite a friend" }),
    el("input", { id: "invite-link", readonly: true, value: url, "aria-label": "invite link" }),
    el("button", { type: "button", onclick: () => navigator.clipboard?.writeText(url) }, "Copy"));
  box.classList.remove("hidden");
}

// Actions chosen on the board need no button; the others (done, a kind to make...) get one.
function renderActions(present) {
  const box = clear($("actions"));
  const mine = state.you !== null && state.to_act.includes(state.you);
  const keepError = errorSeq === state.seq;
  if (!mine) {
    if (!keepError) setMessage("");
    $("undo").classList.toggle("hidden", !state.can_undo);
    return;
  }
  if (!keepError) {
    setMessage(present.size ? "Click a highlighted thing on the board, or:" : "Choose:");
  }
  const onBoard = (a) => board.targetsOf(a.notation, state.view).some((k) => present.has(k));
  const loose = state.legal.filter((a) => !onBoard(a));
  box.append(...loose.map((a) => el("button", {
    type: "button", class: "action", dataset: { notation: a.notation }, onclick: () => act(a.id),
  }, a.text)));
  const all = el("details", { class: "all-actions" }, el("summary", { text: `All ${state.legal.length} choices` }),
    state.legal.map((a) => el("button", {
      type: "button", class: "action small", dataset: { notation: a.notation },
      onclick: () => act(a.id),
    }, a.text)));
  box.append(all);
  $("undo").classList.toggle("hidden", !state.can_undo);
}

function renderLog() {
  const box = clear($("log"));
  for (const line of log) {
    box.append(el("li", {}, el("span", { class: `dot seat-colour-${line.seat}` }), ` ${line.text}`));
  }
  box.scrollTop = box.scrollHeight;
}

function renderResult() {
  const box = $("result");
  if (!state.result) {
    box.classList.add("hidden");
    return;
  }
  clear(box).append(scoreTable(state.result, seatName));
  box.classList.remove("hidden");
  if (state.table.status === "finished") showReplay();
}

export function scoreTable(result, name) {
  const categories = [];
  for (const part of result.breakdown) {
    for (const key of Object.keys(part)) if (!categories.includes(key)) categories.push(key);
  }
  const seats = result.scores.map((_, i) => i);
  return el("div", {},
    el("h2", { text: result.winners.length
      ? `Final score — ${result.winners.map(name).join(" & ")} won`
      : "Final score — nobody won" }),
    el("table", { id: "score-table", class: "score-table" },
      el("thead", {}, el("tr", {}, el("th", { text: "" }),
        seats.map((s) => el("th", { text: name(s) + (result.winners.includes(s) ? " ★" : "") })))),
      el("tbody", {},
        categories.map((c) => el("tr", {}, el("th", { text: c.replaceAll("_", " ") }),
          seats.map((s) => el("td", { text: String(result.breakdown[s][c] ?? 0) })))),
        el("tr", { class: "total" }, el("th", { text: "total" }),
          seats.map((s) => el("td", { text: String(result.scores[s]) }))))));
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
    "aria-label": "replay step" });
  const label = el("span", { id: "replay-step" });
  const lines = el("ol", { class: "log" });
  async function go(step) {
    replayStep = Math.max(0, Math.min(total, step));
    slider.value = String(replayStep);
    const data = await api(`/api/tables/${encodeURIComponent(tableId)}/replay?step=${replayStep}`);
    label.textContent = `move ${data.step} of ${data.moves}`;
    board.renderBoard(clear(view), data.view, { you: null, seatName, legal: [] });
    clear(lines).append(...data.log.slice(-8).map((l) => el("li", {},
      ` ${l.text}`)));
  }
  slider.addEventListener("input", () => go(Number(slider.value)));
  clear(box).append(el("h2", { text: "Replay" }),
    el("div", { class: "replay-controls" },
      el("button", { type: "button", onclick: () => go(replayStep - 1) }, "◀ step"),
      slider,
      el("button", { type: "button", onclick: () => go(replayStep + 1) }, "step ▶"), label),
    lines, view);
  go(0);
}

// -- joining by invite link ---------------------------------------------------------------------

async function offerJoin(invite) {
  const box = $("join");
  const table = await api(`/api/tables/${encodeURIComponent(tableId)}`);
  const free = table.seats.filter((s) => s.kind === "human" && !s.joined);
  if (!free.length) return;
  const name = el("input", { id: "join-name", maxlength: "40",
    value: localStorage.getItem("chocolatier.name") || "Friend", "aria-label": "your name" });
  const error = el("p", { class: "error" });
  clear(box).append(el("h2", { text: `Join “${table.title}”` }), el("label", {}, "Your name ", name),
    el("button", { type: "button", id: "join-button", class: "primary", onclick: async () => {
      try {
        const joined = await api(`/api/tables/${encodeURIComponent(tableId)}/join`,
          { method: "POST", body: { invite, name: name.value } });
        rememberSeat(tableId, { token: joined.token, seat: joined.seat, invite });
        localStorage.setItem("chocolatier.name", name.value);
        history.replaceState(null, "", location.pathname);
        location.reload();
      } catch (err) {
        error.textContent = err.message;
      }
    } }, "Take a seat"), error, el("p", { text: "Or just watch: the table is shown below." }));
  box.classList.remove("hidden");
}

for (const area of [$("board"), $("decision")]) {
  area.addEventListener("click", onBoardClick);
  area.addEventListener("keydown", (e) => { if (e.key === "Enter") onBoardClick(e); });
}
$("undo").addEventListener("click", () => {
  if (state && send({ type: "undo", state_id: state.state_id })) busy = true;
});
const invite = params.get("invite");
if (invite && !seatFor(tableId)) offerJoin(invite);
connect();
