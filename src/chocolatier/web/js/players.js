// @ts-check
// A player's page (/players/{name}: ratings per game and player count, tables played) and the
// leaderboard (/leaderboard?game=factory&players=2).
import { api, errorText } from "./api.js";
import { byId, clear, el } from "./dom.js";
import { number, t } from "./i18n.js";
import { historyWords } from "./rating.js";

const main = byId("players");
const params = new URLSearchParams(location.search);

/** A rating as the server shows it (server/ratings.py).
 * @typedef {{ordinal: number, mu: number, sigma: number, games: number}} Rating */

/** @param {Rating} r */
function ratingCells(r) {
  return [el("td", { text: number(r.ordinal) }), el("td", { text: `${number(r.mu)} ± ${number(r.sigma)}` }),
    el("td", { text: number(r.games) })];
}

/** @param {string} name */
async function playerPage(name) {
  /** @type {{name: string, ratings: (Rating & {game: string, players: number})[],
   *   history: import("./rating.js").HistoryLine[]}} */
  const page = await api(`/api/players/${encodeURIComponent(name)}`);
  document.title = `${page.name} — chocolatier`;
  main.append(el("h1", { id: "player-name", text: page.name }),
    el("h2", { text: t("web-player-ratings") }),
    page.ratings.length
      ? el("table", { id: "ratings", class: "score-table" },
        el("thead", {}, el("tr", {}, ["web-col-game", "web-col-rating", "web-col-skill", "web-col-games"]
          .map((id) => el("th", { text: t(id) })))),
        el("tbody", {}, page.ratings.map((r) => el("tr", { dataset: { game: r.game, players: String(r.players) } },
          el("td", { text: t("web-rating-of", { game: t(`game-${r.game}`), players: r.players }) }),
          ...ratingCells(r)))))
      : el("p", { class: "muted", text: t("web-player-no-ratings") }),
    el("h2", { text: t("web-player-history") }),
    el("ul", { id: "history", class: "tables" }, page.history.map((h) => el("li", { dataset: { outcome: h.outcome || "" } },
      el("a", { href: `/t/${encodeURIComponent(h.table)}`, text: h.title }),
      ` · ${t(`game-${h.game}`)} · `,
      h.status === "finished" ? t(h.won ? "web-player-won" : "web-player-lost") : t(`web-status-${h.status}`),
      historyWords(h).map((w) => ` · ${w}`).join(""),
      h.rating_change !== null ? ` (${h.rating_change > 0 ? "+" : ""}${number(h.rating_change)})` : ""))));
}

async function leaderboard() {
  const game = params.get("game") || "factory";
  const players = Number(params.get("players") || "2");
  document.title = `${t("web-leaderboard")} — chocolatier`;
  /** @type {(Rating & {name: string})[]} */
  const rows = await api(`/api/leaderboard?game=${encodeURIComponent(game)}&players=${players}`);
  const pick = el("form", { class: "leaderboard-pick" },
    el("select", { name: "game" }, ["factory", "chocolatl"].map((g) => el("option", { value: g, text: t(`game-${g}`), selected: g === game }))),
    el("select", { name: "players" }, [1, 2, 3, 4, 5].map((n) => el("option", { value: String(n),
      text: t("web-players-count", { count: n }), selected: n === players }))),
    el("button", { type: "submit" }, t("web-view")));
  main.append(el("h1", { text: t("web-leaderboard") }), pick,
    el("table", { id: "leaderboard", class: "score-table" },
      el("thead", {}, el("tr", {}, ["web-col-player", "web-col-rating", "web-col-skill", "web-col-games"]
        .map((id) => el("th", { text: t(id) })))),
      el("tbody", {}, rows.map((r) => el("tr", {},
        el("td", {}, el("a", { href: `/players/${encodeURIComponent(r.name)}`, text: r.name })),
        ...ratingCells(r))))));
}

async function start() {
  const parts = location.pathname.split("/");
  try {
    if (parts[1] === "players") await playerPage(decodeURIComponent(parts[2]));
    else await leaderboard();
  } catch (err) {
    clear(main).append(el("p", { class: "error", text: errorText(err) }));
  }
}

start();
