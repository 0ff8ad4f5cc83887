// @ts-check
// The Review tab's "Losses by theme": what each player lost by theme (the draft, parts placed,
// the shifts, orders...) and what it was left with at the end (coal never burnt, orders never
// supplied, chocolates left over), from the review's structured `themes` (sim/review.py),
// worded from valuenet.ftl in the reader's language.
import { el } from "./dom.js";
import { number, t } from "./i18n.js";

/**
 * One theme of a player's review: a loss (`loss` in £ or points over `count` decisions) or a
 * leftover (`count` only).
 * @typedef {{ theme: string, count: number, loss?: number }} Theme
 */

/**
 * A reviewed player as the review's JSON lists it (the fields read here).
 * @typedef {{ seat: number, themes?: Theme[] }} ReviewedPlayer
 */

/**
 * The words of one theme.
 * @param {string} game the game's name (`factory`: amounts in money)
 * @param {Theme} item
 * @returns {string}
 */
export function themeText(game, item) {
  if (item.loss === undefined) return t("valuenet-leftover", { theme: item.theme, count: item.count });
  const amount = t(game === "factory" ? "web-review-loss-money" : "web-review-loss-points",
    { amount: number(item.loss) });
  return t("valuenet-theme-loss", { theme: t("valuenet-theme", { theme: item.theme }),
    loss: amount, count: item.count });
}

/**
 * The section listing every player's themes, or null when no player has any.
 * @param {string} game
 * @param {ReviewedPlayer[]} players
 * @param {(seat: number) => string} seatName
 * @returns {HTMLElement | null}
 */
export function themesSection(game, players, seatName) {
  if (!players.some((p) => p.themes && p.themes.length)) return null;
  return el("section", { id: "review-themes" },
    el("h3", { text: t("valuenet-review-themes") }),
    players.map((p) => el("div", { class: "review-themes", dataset: { seat: String(p.seat) } },
      el("h4", { text: seatName(p.seat) }),
      p.themes && p.themes.length
        ? el("ul", {}, p.themes.map((item) => el("li", { dataset: { theme: item.theme },
          text: themeText(game, item) })))
        : el("p", { class: "muted", text: t("valuenet-no-themes") }))));
}
