// @ts-check
// The Learn page: every tutorial with its state in this browser (not started, step k of n,
// done), started with one click (POST /api/tutorials/<name>: a table for the learner).
import { api, errorText, rememberSeat, seatFor } from "./api.js";
import { byId, clear, el } from "./dom.js";
import { t } from "./i18n.js";
import { progressOf, rememberProgress } from "./tutorialprogress.js";

const box = byId("tutorials");
const error = byId("learn-error");

/** A tutorial as /api/tutorials lists it (server/tutorial.py).
 * @typedef {{name: string, title: string, summary: string, players: number, minutes: number,
 *   steps: unknown[], done?: boolean}} Tutorial */

/** @param {Tutorial} tutorial */
async function start(tutorial) {
  error.textContent = "";
  try {
    const made = await api(`/api/tutorials/${encodeURIComponent(tutorial.name)}`, {
      method: "POST", body: { name: localStorage.getItem("chocolatier.name") || undefined } });
    rememberSeat(made.id, { token: made.token, seat: made.seat });
    rememberProgress(tutorial.name, { table: made.id, step: 0, steps: tutorial.steps.length, done: false });
    location.href = `/t/${encodeURIComponent(made.id)}`;
  } catch (err) {
    error.textContent = errorText(err);
  }
}

/** @param {Tutorial} tutorial @param {import("./tutorialprogress.js").Progress | null} kept */
function stateText(tutorial, kept) {
  if (kept && kept.done) return t("tutorial-state-done");
  if (kept && kept.table) return t("tutorial-state-step", { step: (kept.step || 0) + 1, steps: tutorial.steps.length });
  return t("tutorial-state-new");
}

/** @param {Tutorial} tutorial */
function item(tutorial) {
  // this browser's progress; a logged-in learner's account also remembers what it finished
  const kept = tutorial.done ? { ...(progressOf(tutorial.name) || {}), done: true } : progressOf(tutorial.name);
  // a table this browser still holds the seat of: go on there
  const going = kept && kept.table && seatFor(kept.table) && !kept.done;
  const state = kept && kept.done ? "done" : going ? "started" : "new";
  const buttons = [];
  if (going) {
    buttons.push(el("a", { class: "button primary", href: `/t/${encodeURIComponent(String(kept.table))}`,
      dataset: { action: "continue" }, text: t("tutorial-continue") }));
  }
  buttons.push(el("button", { type: "button", class: going ? "" : "primary",
    dataset: { action: "start" }, onclick: () => start(tutorial) },
  t(state === "new" ? "tutorial-start" : "tutorial-restart")));
  return el("li", { class: "tutorial-card panel", dataset: { tutorial: tutorial.name, state } },
    el("h2", { text: t(tutorial.title) }),
    el("p", { class: "tutorial-meta" },
      t("tutorial-players", { players: tutorial.players }), " · ",
      t("tutorial-minutes", { minutes: tutorial.minutes }), " · ",
      el("span", { class: "tutorial-state", text: stateText(tutorial, kept) })),
    el("p", { text: t(tutorial.summary) }),
    el("div", { class: "tutorial-buttons" }, buttons));
}

async function show() {
  try {
    const tutorials = await api("/api/tutorials");
    clear(box).append(...tutorials.map(item));
  } catch (err) {
    error.textContent = errorText(err);
  }
}

show();
