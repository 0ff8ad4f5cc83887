// @ts-check
// A finished game's replay and review, in two tabs: the replay steps through the game's moves
// (a slider, back and forward, and a clickable list of every move by day and phase or round),
// drawing the board as it was after each; the review (review.js) judges the players' moves.
import { api } from "./api.js";
import { clear, el } from "./dom.js";
import { number, t } from "./i18n.js";
import * as motion from "./motion.js";
import { reviewPanel } from "./review.js";
import { moment } from "./tablelog.js";

/** GET /api/tables/{id}/replay?step=n: the game after its first `step` moves, as a spectator
 * sees it (server/live.py, replay_step).
 * @typedef {{step: number, moves: number, players: string[], view: unknown,
 *   log: (Protocol.LogEntry & {event: GameEvent})[], result: unknown}} ReplayStep */
/** What the replay draws with: the table, its game's board module and words, and how many
 * rounds the game has (Chocolatl's, for the moves before the first).
 * @typedef {{tableId: string, board: BoardModule, words: import("./i18n.js").Words,
 *   seatName: (seat: number) => string, rounds: number | undefined}} ReplayContext */

/** @param {string} tableId @param {number} step @returns {Promise<ReplayStep>} */
function fetchStep(tableId, step) {
  return api(`/api/tables/${encodeURIComponent(tableId)}/replay?step=${step}`);
}

/** The list of every move, each a way to its step (`go`).
 * @param {ReplayStep} last @param {ReplayContext} ctx @param {(step: number) => void} go */
function moveList(last, { words, rounds }, go) {
  const moves = el("ol", { class: "replay-moves", id: "replay-moves", "aria-label": t("table-replay-moves") });
  /** @type {string | null} */
  let group = null;
  last.log.forEach((line, index) => {
    const heading = moment(line.when, rounds);
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
  return moves;
}

/** The move list's current step marked, and scrolled into view within the list only (the
 * page stays where the reader is). @param {HTMLElement} moves @param {number} step */
function markStep(moves, step) {
  for (const button of moves.querySelectorAll("button[aria-current]")) button.removeAttribute("aria-current");
  const current = moves.querySelector(`button[data-step="${step}"]`);
  const item = current && current.parentElement;
  if (!current || !item) return;
  current.setAttribute("aria-current", "step");
  if (item.offsetTop < moves.scrollTop || item.offsetTop + item.offsetHeight > moves.scrollTop + moves.clientHeight) {
    moves.scrollTop = item.offsetTop - moves.clientHeight / 2;
  }
}

/** The replay and review tabs of a finished game, in `box` (once: it stays as drawn).
 * @param {HTMLElement} box @param {ReplayContext} ctx */
export async function showReplay(box, ctx) {
  if (!box.classList.contains("hidden")) return;
  box.classList.remove("hidden");
  const { tableId, board, words, seatName } = ctx;
  const total = (await fetchStep(tableId, 0)).moves;
  const view = el("div", { class: "board" });
  const slider = el("input", { type: "range", min: "0", max: String(total), value: "0",
    "aria-label": t("web-replay-step") });
  const label = el("span", { id: "replay-step" });
  const lines = el("ol", { class: "log" });
  const moves = moveList(await fetchStep(tableId, total), ctx, (step) => go(step));
  // the step shown (null: none yet); one move on or back from it is set in motion
  /** @type {number | null} */
  let shown = null;
  /** @param {number} step */
  async function go(step) {
    const from = shown;
    const wanted = Math.max(0, Math.min(total, step));
    shown = wanted;
    slider.value = String(wanted);
    markStep(moves, wanted);
    const data = await fetchStep(tableId, wanted);
    if (shown !== wanted) return;  // a later step was asked for meanwhile
    view.dataset.step = String(data.step);
    label.textContent = t("web-replay-move", { step: data.step, moves: data.moves });
    // one move on or back is set in motion like a move at the table; a jump is drawn at once
    const before = from !== null && Math.abs(data.step - from) === 1 ? motion.snapshot(view) : null;
    board.renderBoard(clear(view), data.view, { you: null, seatName, words });
    motion.animate(before, view);
    clear(lines).append(...data.log.slice(-8).map((l) => el("li", { class: "log-line" }, words.render(l.event))));
  }
  slider.addEventListener("input", () => go(Number(slider.value)));
  const replayPane = el("div", { id: "replay-pane", role: "tabpanel", "aria-labelledby": "tab-replay" },
    el("div", { class: "replay-controls" },
      el("button", { type: "button", onclick: () => go((shown ?? 0) - 1) }, t("web-replay-back")),
      slider,
      el("button", { type: "button", onclick: () => go((shown ?? 0) + 1) }, t("web-replay-forward")), label),
    lines, el("details", { class: "replay-moves-box", open: true },
      el("summary", { text: t("table-replay-moves") }), moves), view);
  const reviewPane = el("div", { id: "review-pane", role: "tabpanel", "aria-labelledby": "tab-review", class: "hidden" });
  /** @type {[string, HTMLElement][]} */
  const panes = [["replay", replayPane], ["review", reviewPane]];
  const tabs = panes.map(([name, pane]) =>
    el("button", { type: "button", role: "tab", id: `tab-${name}`, class: "tab", "aria-controls": pane.id,
      "aria-selected": String(name === "replay"), onclick: () => select(name) }, t(`web-${name}-tab`)));
  /** @param {string} name */
  function select(name) {
    for (const tab of tabs) tab.setAttribute("aria-selected", String(tab.id === `tab-${name}`));
    replayPane.classList.toggle("hidden", name !== "replay");
    reviewPane.classList.toggle("hidden", name !== "review");
    if (name === "review" && !reviewPane.firstChild) {
      reviewPane.append(reviewPanel({ tableId, board, words, seatName }));
    }
  }
  clear(box).append(el("h2", { text: t("web-replay") }),
    el("div", { class: "tabs", role: "tablist", "aria-label": t("web-replay") }, tabs),
    replayPane, reviewPane);
  go(0);
}
