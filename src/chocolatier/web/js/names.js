// @ts-check
// Players as the reader reads them: a seat's chosen name, or a bot's name in the reader's
// language (the lobby names a bot "Bot 2 (random)" when nobody named it).
import { has, t } from "./i18n.js";

/** @param {number} seat */
export function seatLabel(seat) {
  return t("web-seat-n", { n: seat + 1 });
}

/** A bot level (`heuristic`, `mcts:hard`) in words. @param {string | null} spec */
export function botLabel(spec) {
  const id = `web-bot-${String(spec).replace(":", "-")}`;
  return has(id) ? t(id) : String(spec);
}

/** A bot seat's name in the reader's language. */
/** @param {TableSeat} seat */
export function defaultBotName(seat) {
  return t("web-bot-name", { n: seat.seat + 1, bot: botLabel(seat.bot) });
}

/** The names to show for a table's seats (`seats`: the table's public seat list). */
/** @param {TableSeat[]} seats */
export function seatNames(seats) {
  return seats.map((s) => (s.kind === "bot" && s.name === `Bot ${s.seat + 1} (${s.bot})`
    ? defaultBotName(s) : s.name));
}
