// @ts-check
// The coach of a tutorial table (settings.tutorial): says what to do next and why, points at
// the one thing to click (the rest is dimmed), answers a wrong click with a sentence about the
// game and sends nothing, and shows "Next" for the steps that only explain. The steps come
// from GET /api/tutorials/<name> (src/chocolatier/tutorials/FORMAT.md); the table is an
// ordinary table over the same engine, views and board drawing as any.
//
// The step is derived from the table: the learner's moves in the log (after the prepared
// position) are the `do` steps done; between two of them the explanation reached is kept in
// this browser (tutorialprogress.js), so leaving and coming back finds the same step.
import { api } from "./api.js";
import { clear, el } from "./dom.js";
import { t } from "./i18n.js";
import { progressOf, rememberProgress } from "./tutorialprogress.js";

/** A tutorial's step (tutorials/FORMAT.md): words to say (`say`, with `args`), the move to make
 * (`do`, with its `wrong` answer) or a thing to show, or a wait for the others' moves.
 * @typedef {{id: string, say: string, args?: Record<string, number | string>, do?: string,
 *   wrong: string, wait?: boolean, show?: string}} Step */
/** GET /api/tutorials/<name>.
 * @typedef {{name: string, title: string, prelude_moves: number, steps: Step[]}} Tutorial */
/** What the table drew last.
 * @typedef {{state: Protocol.State, log: Protocol.LogEntry[], board: BoardModule,
 *   seatName: (seat: number) => string}} Drawn */

/** @type {Tutorial | null} */
let tutorial = null;        // the tutorial's steps (null: not a tutorial table, or not loaded)
/** @type {Promise<void> | null} */
let loading = null;
/** @type {Drawn | null} */
let current = null;         // {state, log, board, seatName}: what the table drew last
let index = 0;              // the step shown
/** @type {HTMLElement | null} */
let panel = null;
/** @type {string | null} */
let lastShown = null;       // the step (and whether it was ready) last brought into view

/** The tutorial, loaded (the table's hooks call the rest only once it is). */
function lesson() {
  return /** @type {Tutorial} */ (tutorial);
}

const ACTIVE = ["board", "decision", "actions", "chooser", "undo"];
const DIMMABLE = "#board [data-target], #decision [data-target], #actions > button, #chooser button.choice";

/** Whether this table is a tutorial (its coach is shown). */
/** @param {Protocol.State | null} state */
function nameOf(state) {
  const name = state && state.table.settings && state.table.settings.tutorial;
  return typeof name === "string" ? name : null;
}

/** @param {Protocol.State} state @param {Protocol.LogEntry[]} log */
function learnerMoves(state, log) {
  return log.filter((line) => line.event && line.seat === state.you).length - lesson().prelude_moves;
}

// The step the table is at: the first `do` step not made yet, and the explanations before it.
/** @param {Protocol.State} state @param {Protocol.LogEntry[]} log */
function bounds(state, log) {
  const tutorial = lesson();
  const doing = tutorial.steps.map((s, i) => (s.do ? i : -1)).filter((i) => i >= 0);
  const made = Math.max(0, learnerMoves(state, log));
  const first = made === 0 ? 0 : (doing[made - 1] ?? tutorial.steps.length - 1) + 1;
  const last = made < doing.length ? doing[made] : tutorial.steps.length;
  return { first, last };
}

/** The step shown (null: the tutorial is done). */
function step() {
  const { steps } = lesson();
  return index < steps.length ? steps[index] : null;
}

// A step's variables: numbers read from the learner's view ("factories.{you}.coal"), or given.
/** @param {Step} s @param {Protocol.State} state */
function argsOf(s, state) {
  /** @type {Record<string, number | string>} */
  const out = {};
  for (const [name, value] of Object.entries(s.args || {})) {
    if (typeof value === "number") {
      out[name] = value;
      continue;
    }
    // a path into the learner's view, or (result.) into the final result once the game is over
    const keys = value.split(".");
    /** @type {any} a walk into the view's JSON */
    let at = keys[0] === "result" ? state.result : state.view;
    if (keys[0] === "result") keys.shift();
    for (const key of keys) {
      const part = key === "{you}" ? String(state.you) : key;
      at = at == null ? undefined : at[part];
    }
    out[name] = at ?? "";
  }
  return out;
}

/** The legal action the step asks for, if the learner may make it now. @param {Protocol.State | null} state */
function expected(state) {
  const s = step();
  if (!s || !s.do || !state || state.you === null || !state.to_act.includes(state.you)) return null;
  return state.legal.find((a) => a.notation === s.do) || null;
}

// -- drawing ----------------------------------------------------------------------------------

function ensurePanel() {
  if (panel) return panel;
  // the coach's look, only at the tables that have one
  document.head.append(el("link", { rel: "stylesheet", href: "/static/css/coach.css" }));
  panel = el("section", { id: "coach", class: "coach panel", "aria-labelledby": "coach-title" });
  const area = /** @type {HTMLElement} */ (document.querySelector(".board-area"));
  area.insertBefore(panel, area.firstChild);
  return panel;
}

// The table's choices the coach does not point at: dimmed, and marked unavailable for now
// (aria-disabled: a click on them is answered with a sentence, never acted on).
/** @param {boolean} on */
function dimTheRest(on) {
  for (const node of document.querySelectorAll(DIMMABLE)) {
    // what holds the pointed thing (a tile around its chocolate) stays as it is, or it would dim
    // and disable the very thing to click
    const dim = on && !node.closest(".coach-target") && !node.querySelector(".coach-target");
    node.classList.toggle("coach-dimmed", dim);
    if (dim) node.setAttribute("aria-disabled", "true");
    else if (node.getAttribute("aria-disabled") === "true") node.removeAttribute("aria-disabled");
  }
}

/** @param {Protocol.LegalAction | null} action @returns {Element[]} */
function highlight(action) {
  for (const node of document.querySelectorAll(".coach-target")) node.classList.remove("coach-target");
  document.body.classList.toggle("coach-pointing", Boolean(action));
  if (!action || !current) return [];
  const keys = current.board.targetsOf(action, current.state.view);
  /** @type {Element[]} */
  const found = [];
  for (const key of keys) {
    found.push(...document.querySelectorAll(`#board [data-target="${CSS.escape(key)}"], #decision [data-target="${CSS.escape(key)}"]`));
  }
  const byNotation = `[data-notation="${CSS.escape(action.notation)}"]`;
  for (const node of document.querySelectorAll(`#actions > ${byNotation}, #chooser ${byNotation}`)) found.push(node);
  for (const node of found) node.classList.add("coach-target");
  return found;
}

// What an explanation points at: a board thing (its data-target key) or, "page:<id>", an
// element of the page (the score table).
/** @param {string | undefined} key @returns {Element[]} */
function showcase(key) {
  if (!key) return [];
  const page = key.startsWith("page:") ? document.getElementById(key.slice(5)) : null;
  const found = page ? [page] : [...document.querySelectorAll(`#board [data-target="${CSS.escape(key)}"]`)];
  for (const node of found) node.classList.add("coach-target");
  return found;
}

function render() {
  if (!current) return;
  const tutorial = lesson();
  const { state, seatName } = current;
  const box = clear(ensurePanel());
  const s = step();
  const total = tutorial.steps.length;
  box.dataset.step = String(index);
  box.dataset.stepId = s ? s.id : "finished";
  const head = el("div", { class: "coach-head" },
    el("h2", { id: "coach-title", text: t("tutorial-coach") }),
    el("span", { class: "coach-progress", text: t("tutorial-progress", { step: Math.min(index + 1, total), steps: total }) }));
  box.append(head);
  let ready = false;
  /** @type {Element[]} */
  let pointed = [];
  if (!s) {
    box.append(el("p", { class: "coach-say", id: "coach-say", text: t("tutorial-finished") }),
      el("a", { class: "button", href: "/learn", id: "coach-learn", text: t("tutorial-back-to-learn") }));
    highlight(null);
    document.body.classList.remove("coach-on");
  } else if (s.wait && !state.result && !(state.you !== null && state.to_act.includes(state.you))) {
    // words about what the others' moves before it do: said once they are made (the learner
    // is to act again), not over a board that has not shown them yet
    document.body.classList.add("coach-on");
    highlight(null);
    box.append(el("p", { class: "coach-waiting", id: "coach-waiting",
      text: t("tutorial-waiting", { player: seatName(state.to_act[0]) }) }));
  } else {
    document.body.classList.add("coach-on");
    box.append(el("p", { class: "coach-say", id: "coach-say", text: t(s.say, argsOf(s, state)) }));
    if (!s.do) {
      highlight(null);
      pointed = showcase(s.show);
      box.append(el("button", { type: "button", id: "coach-next", class: "primary", onclick: next }, t("tutorial-next")));
      ready = true;
    } else {
      const action = expected(state);
      pointed = highlight(action);
      ready = Boolean(action);
      if (!action && state.to_act.length && !state.result) {
        box.append(el("p", { class: "coach-waiting", id: "coach-waiting",
          text: t("tutorial-waiting", { player: seatName(state.to_act[0]) }) }));
      }
    }
  }
  dimTheRest(Boolean(s));
  box.append(el("p", { class: "coach-wrong hidden", id: "coach-wrong", role: "alert" }));
  box.dataset.ready = ready ? "yes" : "no";
  // brought into view when it changes, not at every move of the game around it
  const shown = `${index}:${ready}`;
  if (shown !== lastShown) {
    lastShown = shown;
    if (pointed.length) pointed[0].scrollIntoView({ block: "center", behavior: "smooth" });
    else if (s && !s.do) box.scrollIntoView({ block: "nearest" });
  }
  rememberProgress(tutorial.name, { table: state.table.id, step: index, steps: total, done: !s || progressOf(tutorial.name)?.done === true });
  const title = document.getElementById("table-title");
  if (title) title.textContent = t(tutorial.title);
}

function next() {
  if (!current || !step() || step()?.do) return;
  index += 1;
  render();
}

function wrong() {
  const s = step();
  const box = document.getElementById("coach-wrong");
  if (!box || !s) return;
  // a do step's own answer; an explanation's: read it and press Next
  box.textContent = s.do ? t(s.wrong) : t("tutorial-next-first");
  box.classList.remove("hidden");
  // said again: screen readers announce the alert anew
  box.dataset.count = String(Number(box.dataset.count || 0) + 1);
}

// -- the table's hooks -------------------------------------------------------------------------

/** After the table drew a state: show the step it is at. */
/**
 * @param {Protocol.State} state
 * @param {Protocol.LogEntry[]} log
 * @param {BoardModule} board
 * @param {(seat: number) => string} seatName
 */
export function coachUpdate(state, log, board, seatName) {
  const name = nameOf(state);
  // the coach speaks to the learner; a spectator of the table watches the game only
  if (!name || state.you === null) return;
  current = { state, log, board, seatName };
  if (!tutorial || tutorial.name !== name) {
    if (!loading) {
      loading = api(`/api/tutorials/${encodeURIComponent(name)}`).then((data) => {
        tutorial = data;
        if (current) coachUpdate(current.state, current.log, current.board, current.seatName);
      }).catch(() => { loading = null; });
    }
    return;
  }
  const { first, last } = bounds(state, log);
  const kept = progressOf(tutorial.name);
  const keptStep = kept && kept.table === state.table.id ? kept.step : null;
  if (index < first || index > last) {
    index = keptStep !== null && keptStep !== undefined && keptStep >= first && keptStep <= last ? keptStep : first;
  }
  render();
}

/** Before a message goes to the server: a tutorial's learner sends only the step's move. */
/** @param {Protocol.ClientMessage} message */
export function coachAllows(message) {
  if (!tutorial || !current || !nameOf(current.state) || !step()) return true;
  if (message.type === "undo") return false;
  if (message.type !== "act") return true;
  const action = expected(current.state);
  if (action && (message.action === action.id || message.action === action.notation)) return true;
  wrong();
  return false;
}

// A click on anything of the table that is not what the coach points at: its sentence, and the
// click goes no further (nothing is sent, no chooser opens).
document.addEventListener("click", (event) => {
  if (!tutorial || !current || !step() || !document.body.classList.contains("coach-on")) return;
  const node = event.target;
  if (!(node instanceof Element) || !ACTIVE.some((id) => document.getElementById(id)?.contains(node))) return;
  if (node.closest("button.info, .cancel, summary")) return;  // a card's details, closing a chooser
  const acting = node.closest("[data-target], button");
  if (!acting) return;
  if (acting.closest(".coach-target") && step()?.do) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  wrong();
}, true);

// A chooser opened on the pointed thing: point at the step's choice in it.
const chooser = document.getElementById("chooser");
if (chooser) {
  new MutationObserver(() => {
    if (tutorial && current && step()?.do) {
      highlight(expected(current.state));
      dimTheRest(true);
    }
  }).observe(chooser, { childList: true, subtree: true });
}
