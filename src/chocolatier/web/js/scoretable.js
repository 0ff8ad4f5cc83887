// @ts-check
// A finished game's final scores: the engine's result by scoring category, with the server's
// standing (who won, each seat's rank; a seat that conceded or timed out ranks last and is
// marked, never ★), and a solo game's verdict (won, or the objectives it missed).
import { el } from "./dom.js";
import { list, number, t } from "./i18n.js";
import { markBadge } from "./rating.js";

/** A game's result as its engine scores it (the state's `result`, a replay's).
 * @typedef {Factory.Result | Factory.SoloResult | Chocolatl.Result} GameResult */
/** What the scores are drawn with: the seats' names, the event words, the game's last view
 * (a solo game's objectives) and the server's standing (a replay has none).
 * @typedef {{name: (seat: number) => string, words: import("./i18n.js").Words,
 *   view?: unknown, standing?: Protocol.Standing | null}} ScoreContext */

/** @param {unknown} view @returns {view is Factory.SoloFactoryView} */
function isSolo(view) {
  return typeof view === "object" && view !== null && "solo" in view && Boolean(view.solo);
}

/** A solo game's end: won, or lost with the objectives missed (null: not a solo game).
 * @param {GameResult} result @param {ScoreContext} ctx */
function soloVerdict(result, { view, words }) {
  if (result.scores.length !== 1 || !isSolo(view)) return null;
  const missed = view.solo.objectives.filter((o) => !o.met);
  if (!missed.length) return el("p", { class: "result-won", id: "solo-verdict", text: t("web-solo-won") });
  return el("div", { class: "result-lost", id: "solo-verdict" },
    el("p", { text: t("web-solo-lost", { missed: missed.length, total: view.solo.objectives.length }) }),
    el("ul", { class: "objectives" }, missed.map((o) => el("li", { class: "objective unmet" },
      el("span", { class: "mark", "aria-label": t("web-solo-missed"), text: "✘" }), ` ${words.objective(o.box)}`))));
}

/** The final scores' panel. @param {GameResult} result @param {ScoreContext} ctx */
export function scoreTable(result, ctx) {
  const { name, standing = null } = ctx;
  /** @type {Record<string, number>[]} */
  const breakdown = result.breakdown;
  /** @type {string[]} */
  const categories = [];
  for (const part of breakdown) {
    for (const key of Object.keys(part)) if (!categories.includes(key)) categories.push(key);
  }
  const seats = result.scores.map((_, i) => i);
  // a category is a key of the breakdown (Chocolatl writes spaces in some: score-altar_majority)
  const category = (/** @type {string} */ c) => t(`score-${c.replaceAll(" ", "_")}`);
  const verdict = soloVerdict(result, ctx);
  const winners = standing ? standing.winners : result.winners;
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
          seats.map((s) => el("td", { text: number(breakdown[s][c] ?? 0) })))),
        el("tr", { class: "total" }, el("th", { text: t("web-score-total") }),
          seats.map((s) => el("td", { text: number(result.scores[s]) }))),
        standing && seats.length > 1 ? el("tr", { class: "rank" }, el("th", { text: t("ratings-rank") }),
          seats.map((s) => el("td", { dataset: { rank: String(standing.ranks[s]) },
            text: t("web-rank", { rank: standing.ranks[s] }) }))) : null)));
}
