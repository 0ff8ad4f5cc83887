// @ts-check
// Tables as the welcome lobby shows them: a card each with its game, seats (taken and free),
// clock, rating, options and how many watch; the reader's own unfinished tables first.
import { api, seatFor } from "./api.js";
import { el } from "./dom.js";
import { list, t } from "./i18n.js";
import { seatNames } from "./names.js";
import { identityMark } from "./seatmark.js";
import { clockLabel, takeSeatButton } from "./lobbylife.js";
import { sidesText } from "./lobbysides.js";

const SEATS_KEY = "chocolatier.seats";
const FINISHED_KEY = "chocolatier.finished";
// the tables asked for by id at most (the server's limit)
const MINE_LIMIT = 20;

// The game options worth telling before sitting down (the agreements, module, sides, cards).
/** @param {PublicTable} table */
function optionWords(table) {
  const options = table.options || {};
  const out = [];
  for (const name of ["run", "fulfil"]) {
    if (options[name] && table.seats.length > 1) {
      out.push(`${t(`web-option-${name}`)}: ${t(`web-option-${options[name] === "simultaneous" ? "simultaneous" : "turns"}`)}`);
    }
  }
  if (options.master) out.push(t("module-master"));
  if (options.store_sides) out.push(`${t("web-option-store-sides")}: ${sidesText(options.store_sides)}`);
  if (table.seats.length === 1 && options.extra_demands !== undefined) {
    out.push(t("web-option-extra-demands", { count: options.extra_demands }));
  }
  if (table.card_set) out.push(t("web-card-set-of", { name: table.card_set }));
  return out;
}

/** A table as a card (`nameOf`: the name to sit down under at a public table). */
/** @param {PublicTable} table @param {() => string} nameOf @param {boolean} [mine] */
export function tableCard(table, nameOf, mine = false) {
  const names = seatNames(table.seats);
  const taken = table.seats.filter((s) => s.joined).length;
  const settings = table.settings || {};
  const seats = el("ul", { class: "card-seats" }, table.seats.map((s) => el("li", {
    class: s.joined ? "taken" : "free" }, el("span", { class: `dot seat-colour-${s.seat}`, "aria-hidden": "true" }),
  ` ${s.joined ? names[s.seat] : t("web-free-seat-of", { name: names[s.seat] })}`, identityMark(s))));
  const facts = el("p", { class: "card-facts" },
    el("span", { class: "fact seats-fact", text: t("welcome-seats-taken", { taken, total: table.seats.length }) }),
    el("span", { class: "fact clock-fact", text: `${t("web-option-clock")}: ${clockLabel(settings)}` }),
    el("span", { class: `fact rated-fact badge${settings.rated ? " rated" : ""}`,
      text: t(settings.rated ? "welcome-rated" : "welcome-unrated") }),
    el("span", { class: "fact spectators-fact", dataset: { count: String(table.spectators ?? 0) },
      text: t("welcome-spectators", { count: table.spectators ?? 0 }) }));
  const options = optionWords(table);
  const href = `/t/${encodeURIComponent(table.id)}`;
  const title = el("h3", {}, el("span", { class: "card-title", text: table.title }), " ",
    el("span", { class: "badge game-badge", text: t(`game-${table.game}`) }));
  if (mine) {
    // the reader's own table, to go back to: one line each, so every card has one height
    return el("li", { class: `table-card mine status-${table.status}`, dataset: { table: table.id, game: table.game } },
      title, el("p", { class: "card-status", text: table.status === "open"
        ? t("welcome-waiting-for-players") : t(`web-status-${table.status}`) }),
      el("p", { class: "card-line", text: list(table.seats.map((s) => (s.joined ? names[s.seat]
        : t("web-free-seat-of", { name: names[s.seat] })))) }),
      el("p", { class: "card-actions" }, el("a", { class: "go primary-link", href, text: t("welcome-continue") })));
  }
  return el("li", { class: `table-card status-${table.status}`, dataset: { table: table.id, game: table.game } },
    title, seats, facts,
    options.length ? el("p", { class: "card-options muted", text: list(options) }) : null,
    el("p", { class: "card-actions" }, el("a", { class: "go", href, text: t("welcome-watch") }), " ",
      takeSeatButton(table, nameOf)));
}

/** The ids of the tables this browser holds a seat at, most recent first. */
function myTableIds() {
  /** @type {Record<string, unknown>} */
  let seats = {};
  try {
    seats = JSON.parse(localStorage.getItem(SEATS_KEY) || "{}");
  } catch {
    // a damaged entry: no tables of mine to show
  }
  return Object.keys(seats).filter((id) => seatFor(id)?.token).reverse().slice(0, MINE_LIMIT);
}

/** The reader's unfinished tables (the seats this browser keeps), newest activity first. */
export async function myTables() {
  const ids = myTableIds();
  if (!ids.length) return [];
  /** @type {PublicTable[]} */
  const tables = await api(`/api/tables?ids=${ids.map(encodeURIComponent).join(",")}`);
  // early.js keeps no room at the top for these next time
  localStorage.setItem(FINISHED_KEY, JSON.stringify(tables.filter((table) => table.status === "finished")
    .map((table) => table.id)));
  return tables.filter((table) => table.status !== "finished");
}
