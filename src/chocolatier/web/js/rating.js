// @ts-check
// A finished table's standing and rating (docs/server.md, "Ratings"): the marks of the seats
// that left (conceded, timed out: they rank last, never ★) and, at a rated table, what the
// rating made of the game — each seat's change, or why it was not rated.
import { api } from "./api.js";
import { el } from "./dom.js";
import { number, t } from "./i18n.js";

/** A seat's mark in a finished table's standing (server/standing.py). @typedef {Exclude<Protocol.Standing["marks"][number], null>} Mark */
/** A table's rating (server/ratings.py, Ratings.table_rating).
 * @typedef {{rated: boolean, outcome: string | null, limit: number,
 *   seats: {seat: number, counted?: boolean, reason?: string, before: number, after: number}[]}} TableRating */
/** A table on a player's page (server/ratings.py, Ratings.player).
 * @typedef {{table: string, game: string, title: string, status: string, seat: number,
 *   updated_at: string, won: boolean, mark: Mark | null, rated: boolean, outcome: string | null,
 *   rating_change: number | null}} HistoryLine */

/** @type {Record<Mark, string>} */
const MARK_WORDS = { conceded: "web-seat-conceded", "timed-out": "ratings-mark-timed-out" };
// the rating is judged in the background as the game ends: ask again until it is
const RETRY_MS = 500;
const MAX_ASKS = 40;

// The badge of a seat the standing marks (null: it played to the end).
/** @param {Pick<Protocol.Standing, "marks"> | null | undefined} standing @param {number} seat */
export function markBadge(standing, seat) {
  const mark = standing && standing.marks[seat];
  return mark ? el("span", { class: `badge ${mark}`, dataset: { mark }, text: t(MARK_WORDS[mark]) }) : null;
}

/** @param {number} change */
function signed(change) {
  return `${change > 0 ? "+" : change < 0 ? "−" : "±"}${number(Math.abs(Math.round(change * 100) / 100))}`;
}

/** @param {TableRating} rating @param {(seat: number) => string} seatName */
function ratingWords(rating, seatName) {
  if (rating.outcome !== "rated") {
    return [t(`ratings-outcome-${rating.outcome}`, { limit: rating.limit })];
  }
  return [t("ratings-outcome-rated"), ...rating.seats.map((s) => (s.counted
    ? t("ratings-seat-change", { player: seatName(s.seat), change: signed(s.after - s.before) })
    : t("ratings-seat-pair-limit", { player: seatName(s.seat), limit: rating.limit })))];
}

// The element that shows the rating of a finished rated table once it is judged.
/** @param {string} tableId @param {(seat: number) => string} seatName */
export function ratingBox(tableId, seatName) {
  const box = el("p", { id: "rating", class: "rating muted", dataset: { outcome: "pending" },
    text: t("ratings-outcome-pending") });
  let asks = 0;
  const ask = async () => {
    asks += 1;
    /** @type {TableRating | null} */
    let rating = null;
    try {
      rating = await api(`/api/tables/${encodeURIComponent(tableId)}/rating`);
    } catch {
      rating = null;  // a passing network failure: ask again
    }
    if (rating && rating.outcome) {
      box.dataset.outcome = rating.outcome;
      box.replaceChildren(ratingWords(rating, seatName).join(" "));
    } else if (asks < MAX_ASKS) {
      setTimeout(ask, RETRY_MS);
    }
  };
  ask();
  return box;
}

// A player page's words for a table's standing and rating (empty: a plain win or loss).
/** @param {HistoryLine} entry */
export function historyWords(entry) {
  const words = [];
  if (entry.mark) words.push(t(MARK_WORDS[entry.mark]));
  if (entry.outcome && entry.outcome !== "rated") words.push(t(`ratings-history-${entry.outcome}`));
  return words;
}
