// @ts-check
// The table's chat: lines from the seats and spectators (text only: never HTML), sending one,
// muting a sender (this reader only, kept in this browser), reporting a line to the server's
// moderators and, for the table's host, muting or removing a spectator for everyone.
import { clear, el } from "./dom.js";
import { t, timeOfDay } from "./i18n.js";

const MAX = 500;
/** A chat line, live or from the history (`mine`: the server marked it as this reader's).
 * @typedef {Protocol.HistoryLine} Line */

/** @type {HTMLElement | null} */
let box = null;
/** @type {Line[]} */
let lines = [];
/** @type {Set<string>} */
let muted = new Set();
let mutedKey = "";
/** @type {Send} */
let sendLine = () => false;
let seated = false;
/** @type {number | null} */
let you = null;              // this reader's seat (null: watching)
let mayChat = true;          // false: a private table's replay watched without its link
let host = false;            // this reader is the table's host (mutes and removes spectators)
/** @type {Map<number, string>} */
const done = new Map();      // line n → what this reader did to it (report, mute, remove)

/** @param {Line} line */
function senderOf(line) {
  return line.seat === null ? `spectator:${line.name}` : `seat:${line.seat}`;
}

function saveMuted() {
  localStorage.setItem(mutedKey, JSON.stringify([...muted]));
}

/** @param {Line} line */
function nameOf(line) {
  const name = line.name || t("web-chat-spectator");
  return line.seat === null ? t("web-chat-watching", { name }) : name;
}

// A line this reader wrote: their seat's, or one the server marked as theirs (a spectator's)
/** @param {Line} line */
function ownLine(line) {
  return line.mine === true || (you !== null && line.seat === you);
}

/** The panel's part `selector` (initChat made it). @param {string} selector */
function part(selector) {
  return /** @type {HTMLElement} */ (box?.querySelector(selector));
}

function draw() {
  const list = part("#chat-lines");
  clear(list);
  for (const line of lines) {
    if (muted.has(senderOf(line))) continue;
    list.append(el("li", { class: `chat-line seat-${line.seat ?? "spectator"}` },
      el("time", { class: "muted", text: timeOfDay(line.at) }), " ",
      el("b", { class: "chat-name", text: nameOf(line) }), ": ",
      el("span", { class: "chat-text", text: line.text }), " ",
      // nobody mutes themselves
      ownLine(line) ? null : el("button", { type: "button", class: "small link mute",
        title: t("web-chat-mute", { name: nameOf(line) }),
        onclick: () => { muted.add(senderOf(line)); saveMuted(); draw(); } }, t("web-chat-mute-short")),
      ...moderation(line)));
  }
  // (reading the height lays the page out: not for an empty list, as at the first drawing)
  if (list.firstChild) list.scrollTop = list.scrollHeight;
  const unmute = part("#chat-muted");
  clear(unmute);
  if (muted.size) {
    unmute.append(el("button", { type: "button", class: "small", id: "chat-unmute",
      onclick: () => { muted.clear(); saveMuted(); draw(); } }, t("web-chat-unmute", { count: muted.size })));
  }
}

// What this reader may do about another's line: report it; the host mutes or removes its
// spectator for everyone. What was done shows instead of its button.
/** @param {Line} line */
function moderation(line) {
  if (ownLine(line) || !mayChat) return [];
  const did = done.get(line.n);
  if (did) return [" ", el("span", { class: `muted moderated ${did}`, text: t(`web-moderation-${did}-done`) })];
  const button = (/** @type {"report" | "mute" | "remove"} */ action) => el("button", { type: "button", class: `small link moderate ${action}`,
    title: t(`web-moderation-${action}-title`, { name: nameOf(line) }),
    onclick: () => sendLine({ type: action, n: line.n }) }, t(`web-moderation-${action}`));
  const actions = [" ", button("report")];
  if (host && line.seat === null) actions.push(" ", button("mute"), " ", button("remove"));
  return actions;
}

// Build the chat panel in `container`; `send` puts a message on the table's socket.
/** @param {HTMLElement} container @param {Send} send @param {string} tableId */
export function initChat(container, send, tableId) {
  box = container;
  sendLine = send;
  mutedKey = `chocolatier.muted.${tableId}`;
  try {
    muted = new Set(JSON.parse(localStorage.getItem(mutedKey) || "[]"));
  } catch {
    muted = new Set();
  }
  const input = el("input", { id: "chat-input", maxlength: String(MAX), autocomplete: "off",
    "aria-label": t("web-chat-say"), placeholder: t("web-chat-say") });
  const name = el("input", { id: "chat-name", maxlength: "40",
    value: localStorage.getItem("chocolatier.name") || "" });
  const form = el("form", { id: "chat-form", class: "chat-form", onsubmit: (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    /** @type {Protocol.Chat} */
    const message = { type: "chat", text };
    if (!seated && name.value.trim()) message.name = name.value.trim();
    if (sendLine(message)) input.value = "";
  } }, el("span", { id: "chat-name-box" },
    el("label", { for: "chat-name", id: "chat-name-label", text: t("web-your-name") }), " ", name), input,
  el("button", { type: "submit", id: "chat-send" }, t("web-chat-send")));
  clear(container).append(el("h3", { text: t("web-chat-title") }),
    el("ol", { id: "chat-lines", class: "chat-lines", "aria-live": "polite" }),
    el("div", { id: "chat-muted" }), form);
}

// Seated players chat under their seat's name; spectators may give one.
/** @param {{you: number | null}} state */
export function renderChat(state) {
  seated = state.you !== null;
  if (you !== state.you) {
    you = state.you;
    draw();
  }
  part("#chat-name-box").classList.toggle("hidden", seated);
}

// Chat messages of the socket; true when `message` was one.
/** @param {Protocol.ServerMessage} message */
export function chatMessage(message) {
  if (message.type === "chat_history") {
    lines = message.lines;
    mayChat = message.may_chat !== false;
    host = message.host === true;
    // a private table's replay watched without its link: reading only
    part("#chat-form").classList.toggle("hidden", !mayChat);
  } else if (message.type === "chat") {
    if (!lines.some((l) => l.n === message.n)) lines.push(message);
  } else if (message.type === "moderation") {
    // the server took this reader's report, mute or removal of line n
    done.set(message.n, message.action);
  } else {
    return false;
  }
  draw();
  return true;
}
