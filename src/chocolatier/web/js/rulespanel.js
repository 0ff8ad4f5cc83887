// @ts-check
// The Rules panel of a table: the game's rules reference (/rules/<game>, rendered by the server
// in the reader's language) in a side panel — the whole screen on a phone — opened at the
// section of the step the game is at. That section comes from the state's `rules`, the
// engine's own citation located as a refusal's is (server/live.py rule_place): no anchor is
// written here.
import { el } from "./dom.js";
import { lang, t } from "./i18n.js";

const GAMES = ["factory", "chocolatl"];
/** @type {string | null} */
let game = null;
/** @type {Protocol.RulePlace | null} */
let place = null;       // {rule, section, anchor} of the step the game is at
/** @type {string | null} */
let loaded = null;      // the game whose reference the panel holds
/** @type {string | null | undefined} */
let shown = null;       // the anchor the panel was opened at

// the panel and its button (initRules puts them in the page)
const button = el("button", { type: "button", id: "rules-open", class: "small hidden",
  "aria-controls": "rules-panel", "aria-expanded": "false", onclick: () => openRules() },
t("table-rules"));
const body = el("div", { class: "rules-panel-body", id: "rules-panel-body", tabindex: "0" });
const panel = el("aside", { id: "rules-panel", class: "rules-panel hidden", role: "dialog",
  "aria-labelledby": "rules-panel-title" },
el("div", { class: "rules-panel-head" },
  el("h2", { id: "rules-panel-title", text: t("table-rules") }),
  el("button", { type: "button", class: "rules-panel-close", onclick: closeRules }, t("table-rules-close"))),
body);
panel.addEventListener("keydown", (event) => { if (event.key === "Escape") closeRules(); });
// a "§4.3" inside the reference goes to that section of the panel
body.addEventListener("click", (event) => {
  const link = event.target instanceof Element ? event.target.closest("a[href^='#']") : null;
  if (!link) return;
  event.preventDefault();
  goTo(link.getAttribute("href")?.slice(1));
});

async function load() {
  if (loaded === game || game === null) return;
  const response = await fetch(`/rules/${encodeURIComponent(game)}?lang=${lang}`);
  const page = new DOMParser().parseFromString(await response.text(), "text/html");
  const reference = page.querySelector("main");
  if (!reference) return;  // not the reference page (an error's): the panel stays empty
  // the server's own rendering (every text escaped there); adopted node by node, never as a
  // string of HTML
  body.replaceChildren(...[...reference.childNodes].map((node) => document.adoptNode(node)));
  loaded = game;
}

/** @param {string | null | undefined} anchor */
function goTo(anchor) {
  for (const section of body.querySelectorAll("section.current")) section.classList.remove("current");
  const section = anchor ? body.querySelector(`section#${CSS.escape(anchor)}`) : null;
  shown = anchor;
  panel.dataset.anchor = anchor || "";
  if (!(section instanceof HTMLElement)) {
    body.scrollTop = 0;
    return;
  }
  section.classList.add("current");
  body.scrollTop = section.offsetTop;  // the body is the sections' offset parent (CSS)
}

/** Open the panel at `anchor` (by default the section of the step the game is at).
 * @param {string | null} [anchor] */
export async function openRules(anchor = place && place.anchor) {
  if (!game) return;
  panel.classList.remove("hidden");
  button.setAttribute("aria-expanded", "true");
  await load();
  goTo(anchor);
  /** @type {HTMLElement} */ (panel.querySelector(".rules-panel-close")).focus();
}

function closeRules() {
  panel.classList.add("hidden");
  button.setAttribute("aria-expanded", "false");
  button.focus();
}

/** Put the panel's button in `where` (and the panel in the page). @param {HTMLElement} where */
export function initRules(where) {
  where.append(button);
  document.body.append(panel);
}

/** Follow the table: which game, and the section of the step it is at now. */
/** @param {Pick<Protocol.State, "table" | "rules">} state */
export function renderRules(state) {
  game = GAMES.includes(state.table.game) ? state.table.game : null;
  const before = place && place.anchor;
  place = state.rules || null;
  button.classList.toggle("hidden", game === null);
  // an open panel follows the game to its next step, unless the reader went elsewhere in it
  const now = place && place.anchor;
  if (!panel.classList.contains("hidden") && loaded === game && now !== before && shown === before) {
    goTo(now);
  }
}
