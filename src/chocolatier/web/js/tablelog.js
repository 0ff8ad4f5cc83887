// @ts-check
// The game log of a table, in words: its lines grouped under the day and phase (Chocolate
// Factory) or the round (Chocolatl) they were made in. The replay's move list groups its moves
// the same way (moment).
import { clear, el } from "./dom.js";
import { number, t } from "./i18n.js";
import { logWords } from "./tablelife.js";

/** The heading of a group of log lines: the day and phase, the round (`rounds`: how many the
 * game has, for the lines before its first), or null for a game with no such moments.
 * @param {Protocol.Moment | null | undefined} when @param {number | undefined} rounds */
export function moment(when, rounds) {
  if (!when) return null;
  if (when.day) return t("web-log-day", { day: t(`day-${when.day}`), phase: t(`phase-${when.phase}`) });
  return when.round ? t("web-log-round", { round: when.round }) : t("web-before-round-1", { rounds: rounds ?? 0 });
}

/** How many rounds the game of `view` has (Chocolatl's; undefined for other games).
 * @param {unknown} view */
export function roundsOf(view) {
  return typeof view === "object" && view !== null && "rounds" in view && typeof view.rounds === "number"
    ? view.rounds : undefined;
}

/**
 * The log `lines` in `box` (the caller scrolls it to the last one once the whole page is
 * written: reading its height lays the page out).
 * @param {HTMLElement} box
 * @param {Protocol.LogEntry[]} lines
 * @param {{words: import("./i18n.js").Words, seatName: (seat: number) => string, rounds: number | undefined}} how
 */
export function renderLog(box, lines, { words, seatName, rounds }) {
  clear(box);
  /** @type {string | null} */
  let group = null;
  lines.forEach((line, index) => {
    const heading = moment(line.when, rounds);
    if (heading !== null && heading !== group) {
      group = heading;
      box.append(el("li", { class: "log-group", text: heading }));
    }
    const before = logWords(line, seatName);
    const event = line.event ? /** @type {GameEvent} */ (line.event) : null;
    const text = event ? words.render(event) : "";
    /** @type {Record<string, string>} */
    const dataset = { code: event ? event.code : `note-${line.note}` };
    if (line.by) dataset.by = line.by;
    dataset.seat = String(line.seat);  // whose move (the browser tests wait for their own)
    box.append(el("li", { class: "log-line", dataset },
      el("span", { class: "n", text: `${number(index + 1)}.` }),
      el("span", { class: `dot seat-colour-${line.seat}`, "aria-hidden": "true" }),
      ` ${[before, text].filter(Boolean).join(" ")}`));
  });
}
