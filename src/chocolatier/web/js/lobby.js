// @ts-check
// The lobby: the welcome (the games and the ways in: welcome.js), the reader's own tables and the
// open tables as cards (tablecards.js), the full form to create a table (seats, bots, options;
// folded away) and the running and finished tables.
import { api, errorText, rememberSeat } from "./api.js";
import { byId, clear, el } from "./dom.js";
import { lang, list, t } from "./i18n.js";
import { botLabel, seatLabel, seatNames } from "./names.js";
import { lifeOptions, readLifeOptions } from "./lobbylife.js";
import { EACH, readStoreSides, showStoreSides, storeSideChoice } from "./lobbysides.js";
import { FALLBACK_SECONDS, liveTables } from "./lobbylive.js";
import { myTables, tableCard } from "./tablecards.js";
import { describeGames, mountWays } from "./welcome.js";

/** The form to create a table, its fields by name (a form's named fields stand before its own
 * properties: `form.name` is the name field).
 * @typedef {Omit<HTMLFormElement, "name" | "title"> & LifeFields & {game: HTMLSelectElement,
 *   name: HTMLInputElement, title: HTMLInputElement, run?: HTMLSelectElement,
 *   fulfil?: HTMLSelectElement, store_sides?: HTMLSelectElement, start_player?: HTMLSelectElement,
 *   extra_demands?: HTMLSelectElement, master?: HTMLInputElement, card_set?: HTMLSelectElement}} CreateForm */

/** @type {GameInfo[]} */
let games = [];
const form = /** @type {CreateForm} */ (/** @type {unknown} */ (byId("create-form", HTMLFormElement)));
const seatsBox = byId("seats");
const optionsBox = byId("options");

/** The game chosen in the form (one of the server's). */
function currentGame() {
  return /** @type {GameInfo} */ (games.find((g) => g.name === form.game.value));
}

/** @param {GameInfo} game */
function botChoices(game) {
  const out = [];
  for (const name of game.bots) {
    if (name === "search" || name === "mcts") {
      for (const level of ["easy", "normal", "hard"]) out.push(`${name}:${level}`);
    } else out.push(name);
  }
  return out;
}

/** @param {number} index @param {GameInfo} game @param {string | undefined} kind */
function seatRow(index, game, kind) {
  const select = el("select", { name: `seat${index}`, "aria-label": seatLabel(index) });
  if (index === 0) {
    select.append(el("option", { value: "me", text: t("web-seat-you") }));
  } else {
    select.append(el("option", { value: "human", text: t("web-seat-friend") }));
    for (const spec of botChoices(game)) {
      select.append(el("option", { value: `bot:${spec}`, text: t("web-seat-bot", { bot: botLabel(spec) }) }));
    }
    select.value = kind || `bot:${game.bots.includes("heuristic") ? "heuristic" : "random"}`;
  }
  return el("label", { class: "seat-row" }, `${seatLabel(index)} `, select);
}

/** @param {number} count */
function renderSeats(count) {
  const game = currentGame();
  const previous = [...seatsBox.querySelectorAll("select")].map((s) => s.value);
  clear(seatsBox).append(el("legend", { text: t("web-seats") }));
  const n = Math.max(game.min_players, Math.min(game.max_players, count));
  for (let i = 0; i < n; i++) seatsBox.append(seatRow(i, game, previous[i]));
  renderOptions();
}

function renderOptions() {
  const game = currentGame();
  const previous = Object.fromEntries([...optionsBox.querySelectorAll("select")]
    .map((s) => [s.name, s.value]));
  const box = (/** @type {string} */ id) => /** @type {HTMLInputElement | null} */ (optionsBox.querySelector(id));
  const wasPublic = Boolean(box("#option-public")?.checked);
  const wasMaster = Boolean(box("#option-master")?.checked);
  // sides offered before: when the module is switched on or off the side choice starts afresh
  const sidesBefore = /** @type {HTMLSelectElement | null} */ (optionsBox.querySelector("select[name=store_sides]"))?.options.length;
  clear(optionsBox).append(el("legend", { text: t("web-options") }));
  /** @type {TableOptions} */
  const defaults = game.default_options || {};
  const seatCount = seatsBox.querySelectorAll("select").length;
  // Two separate table agreements of the rulebook: running factories, fulfilling orders.
  for (const name of ["run", "fulfil"]) {
    if (name in defaults && seatCount > 1) {
      optionsBox.append(el("label", {}, `${t(`web-option-${name}`)} `,
        el("select", { name, id: `option-${name}` },
          el("option", { value: "turns", text: t("web-option-turns") }),
          el("option", { value: "simultaneous", text: t("web-option-simultaneous") }))));
    }
  }
  if ("start_player" in defaults && seatCount > 1) {
    optionsBox.append(el("label", {}, `${t("web-option-start-player")} `,
      el("select", { name: "start_player", id: "option-start-player" },
        el("option", { value: "random", text: t("web-option-random") }),
        [...Array(seatCount).keys()].map((seat) => el("option", { value: String(seat),
          text: seatLabel(seat) })))));
  }
  // The Master Chocolatier module (2–4 players): its sides C and D join the side choice.
  const master = game.name === "factory" && seatCount > 1 && wasMaster;
  if (game.name === "factory" && seatCount > 1) {
    const toggle = el("input", { type: "checkbox", name: "master", id: "option-master" });
    toggle.checked = master;
    toggle.addEventListener("change", renderOptions);
    optionsBox.append(el("label", {}, toggle, ` ${t("web-option-master")}`));
  }
  if ("store_sides" in defaults) {
    // all A stays first (the suggestion for a first game); the module's default is random
    const sides = master ? ["random", "A", "B", "C", "D"] : ["A", "B", "random"];
    const choice = el("select", { name: "store_sides" },
      sides.map((value) => el("option", { value, text: t(`web-option-sides-${value}`) })),
      game.stores.length ? el("option", { value: EACH, text: t("fidelity-sides-each") }) : null);
    choice.addEventListener("change", () => showStoreSides(optionsBox));
    optionsBox.append(el("label", {}, `${t("web-option-store-sides")} `, choice));
    if (game.stores.length) {
      optionsBox.append(storeSideChoice(game.stores, master ? ["A", "B", "C", "D"] : ["A", "B"]));
    }
  }
  if (game.name === "factory" && seatCount === 1) {
    // solo (Factory Manager): Initial Demands beyond the first make it harder
    optionsBox.append(el("label", {}, `${t("web-option-solo-difficulty")} `,
      el("select", { name: "extra_demands", id: "extra-demands" },
        [0, 1, 2, 3, 4].map((n) => el("option", { value: String(n),
          text: t("web-option-extra-demands", { count: n }) })))));
  }
  if (game.card_sets && game.card_sets.length) {
    optionsBox.append(el("label", {}, `${t("web-option-card-set")} `,
      el("select", { name: "card_set", id: "card-set" },
        el("option", { value: "default", text: t("web-option-printed-cards") }),
        game.card_sets.map((name) => el("option", { value: name, text: name })))));
  }
  if (optionsBox.children.length === 1) optionsBox.append(el("p", { text: t("web-no-options") }));
  optionsBox.append(lifeOptions(game));
  /** @type {HTMLInputElement} */ (box("#option-public")).checked = wasPublic;
  // the choices made so far survive adding or removing a seat
  for (const select of optionsBox.querySelectorAll("select")) {
    const fresh = select.name === "store_sides" && select.options.length !== sidesBefore;
    if (previous[select.name] !== undefined && !fresh) select.value = previous[select.name];
    if (select.selectedIndex < 0) select.selectedIndex = 0;  // e.g. side C once the module is off
  }
  showStoreSides(optionsBox);
}

function onGameChange() {
  renderSeats(4);
}

/** @param {SubmitEvent} event */
async function create(event) {
  event.preventDefault();
  const error = byId("create-error");
  error.textContent = "";
  const seats = [...seatsBox.querySelectorAll("select")].map((s) => {
    if (s.value === "me" || s.value === "human") return { kind: "human" };
    return { kind: "bot", bot: s.value.slice(4) };
  });
  /** @type {TableOptions} */
  const options = {};
  for (const name of ["run", "fulfil"]) {
    const field = form[/** @type {"run" | "fulfil"} */ (name)];
    if (field) options[name] = field.value;
  }
  if (form.store_sides) options.store_sides = readStoreSides(optionsBox);
  if (form.start_player && form.start_player.value !== "random") {
    options.start_player = Number(form.start_player.value);
  }
  if (form.extra_demands) options.extra_demands = Number(form.extra_demands.value);
  if (form.master && form.master.checked) options.master = true;
  Object.assign(options, readLifeOptions(form));
  try {
    /** @type {MadeTable} */
    const made = await api("/api/tables", {
      method: "POST",
      body: { game: form.game.value, name: form.name.value,
        title: form.title.value || t("web-default-title", { game: t(`game-${form.game.value}`) }),
        seats, options, join: 0, card_set: form.card_set ? form.card_set.value : null },
    });
    rememberSeat(made.id, { token: made.token, seat: made.seat, invite: made.invite });
    localStorage.setItem("chocolatier.name", form.name.value);
    location.href = `/t/${encodeURIComponent(made.id)}`;
  } catch (err) {
    error.textContent = errorText(err);
  }
}

/** @param {PublicTable} table */
function tableRow(table) {
  const names = seatNames(table.seats);
  const seats = list(table.seats.map((s) => (s.joined ? names[s.seat]
    : t("web-free-seat-of", { name: names[s.seat] }))));
  let result = "";
  if (table.result && table.seats.length === 1) {
    // a solo game is won or lost (every objective met or not)
    result = ` — ${t(table.result.winners?.length ? "web-lobby-solo-won" : "web-lobby-solo-lost")}`;
  } else if (table.result) {
    result = ` — ${t("web-won-by", { winners: list((table.result.winners || []).map((w) => names[w])),
      count: (table.result.winners || []).length })}`;
  }
  const link = el("a", { href: `/t/${encodeURIComponent(table.id)}`,
    text: t(table.status === "finished" ? "web-replay-link" : "web-watch-link") });
  return el("li", { class: `table-row status-${table.status}`, dataset: { table: table.id } },
    el("strong", { text: table.title }), ` · ${t(`game-${table.game}`)} · `,
    table.card_set ? `${t("web-card-set-of", { name: table.card_set })} · ` : "",
    el("span", { class: "badge", text: t(`web-status-${table.status}`) }), ` · ${seats}${result} `, link);
}

const nameOf = () => form.name.value;

// Open tables as cards; running and finished ones listed below the form.
/** @param {PublicTable[]} tables */
function showTables(tables) {
  const box = byId("tables");
  const open = tables.filter((table) => table.status === "open");
  byId("open-table-cards").replaceChildren(...(open.length ? open.map((table) => tableCard(table, nameOf))
    : [el("li", { class: "muted none", text: t("welcome-no-open-tables") })]));
  clear(box);
  for (const status of ["running", "finished"]) {
    const these = tables.filter((table) => table.status === status);
    box.append(el("h3", { text: t(`web-tables-${status}`, { count: these.length }) }));
    box.append(el("ul", { class: "tables" }, these.map(tableRow)));
  }
}

// The list asked for (the refresh button, and the fallback while the live list is down).
async function refreshTables() {
  try {
    showTables(await api("/api/tables"));
  } catch (err) {
    clear(byId("tables")).append(el("p", { class: "error", text: errorText(err) }));
  }
}

/** What the heading says of the live list. @param {import("./lobbylive.js").LiveStatus} status */
function showLive(status) {
  const line = byId("lobby-live");
  line.dataset.status = status;
  line.textContent = t(`lobbypush-${status}`, { seconds: FALLBACK_SECONDS });
}

// A returning player: their unfinished tables at the top, to go straight back.
async function showMyTables() {
  const tables = await myTables().catch(() => []);
  const section = byId("my-tables");
  byId("my-table-cards").replaceChildren(
    ...tables.map((table) => tableCard(table, nameOf, true)));
  section.classList.toggle("hidden", !tables.length);
  document.documentElement.classList.toggle("returning", tables.length > 0);
}

async function start() {
  const mine = showMyTables();
  games = await api("/api/games");
  describeGames(games);
  mountWays(games, nameOf);
  for (const game of games) form.game.append(el("option", { value: game.name, text: t(`game-${game.name}`) }));
  form.game.value = games.some((g) => g.name === "factory") ? "factory" : games[0].name;
  // A name typed while the page was still loading is the player's; never overwrite it.
  if (!form.name.value) form.name.value = localStorage.getItem("chocolatier.name") || t("web-default-name");
  form.title.placeholder = t("web-table-name-optional");
  document.title = `chocolatier — ${t("web-lobby-title")}`;
  for (const game of ["factory", "chocolatl"]) {
    byId(`rules-${game}`, HTMLAnchorElement).href = `/rules/${game}?lang=${lang}`;
  }
  form.game.addEventListener("change", onGameChange);
  byId("add-seat").addEventListener("click",
    () => renderSeats(seatsBox.querySelectorAll("select").length + 1));
  byId("remove-seat").addEventListener("click",
    () => renderSeats(seatsBox.querySelectorAll("select").length - 1));
  byId("refresh").addEventListener("click", refreshTables);
  form.addEventListener("submit", create);
  onGameChange();
  await Promise.all([mine, refreshTables()]);
  // then the tables as they change, pushed by the server (polled only while that is down)
  liveTables(showTables, refreshTables, showLive);
  document.body.dataset.ready = "yes";  // everything is drawn (the browser tests wait for it)
}

start();
