// The lobby: create a table (seats, bots, options) and list open, running and finished tables.
import { api, rememberSeat } from "./api.js";
import { clear, el } from "./dom.js";

let games = [];
const form = document.getElementById("create-form");
const seatsBox = document.getElementById("seats");
const optionsBox = document.getElementById("options");

function currentGame() {
  return games.find((g) => g.name === form.game.value);
}

function botChoices(game) {
  const out = [];
  for (const name of game.bots) {
    if (name === "search") {
      for (const level of ["easy", "normal", "hard"]) out.push(`search:${level}`);
    } else out.push(name);
  }
  return out;
}

function seatRow(index, game, kind) {
  const select = el("select", { name: `seat${index}`, "aria-label": `seat ${index + 1}` });
  if (index === 0) {
    select.append(el("option", { value: "me", text: "You" }));
  } else {
    select.append(el("option", { value: "human", text: "A friend (invite link)" }));
    for (const spec of botChoices(game)) {
      select.append(el("option", { value: `bot:${spec}`, text: `Bot — ${spec}` }));
    }
    select.value = kind || `bot:${game.bots.includes("heuristic") ? "heuristic" : "random"}`;
  }
  return el("label", { class: "seat-row" }, `Seat ${index + 1} `, select);
}

function renderSeats(count) {
  const game = currentGame();
  const previous = [...seatsBox.querySelectorAll("select")].map((s) => s.value);
  clear(seatsBox).append(el("legend", { text: "Seats" }));
  const n = Math.max(game.min_players, Math.min(game.max_players, count));
  for (let i = 0; i < n; i++) seatsBox.append(seatRow(i, game, previous[i]));
  renderOptions();
}

function renderOptions() {
  const game = currentGame();
  const previous = Object.fromEntries([...optionsBox.querySelectorAll("select")]
    .map((s) => [s.name, s.value]));
  clear(optionsBox).append(el("legend", { text: "Options" }));
  const defaults = game.default_options || {};
  const seatCount = seatsBox.querySelectorAll("select").length;
  // Two separate table agreements of the rulebook: running factories, fulfilling orders.
  for (const [name, label] of [["run", "Run factories "], ["fulfil", "Fulfil orders "]]) {
    if (name in defaults && seatCount > 1) {
      optionsBox.append(el("label", {}, label,
        el("select", { name, id: `option-${name}` },
          el("option", { value: "turns", text: "in turn order" }),
          el("option", { value: "simultaneous", text: "simultaneously" }))));
    }
  }
  if ("start_player" in defaults && seatCount > 1) {
    optionsBox.append(el("label", {}, "Who starts ",
      el("select", { name: "start_player", id: "option-start-player" },
        el("option", { value: "random", text: "random" }),
        [...Array(seatCount).keys()].map((seat) => el("option", { value: String(seat),
          text: `seat ${seat + 1}` })))));
  }
  if ("store_sides" in defaults) {
    optionsBox.append(el("label", {}, "Store sides ",
      el("select", { name: "store_sides" },
        el("option", { value: "A", text: "all A (first game)" }),
        el("option", { value: "B", text: "all B" }),
        el("option", { value: "random", text: "random mix" }))));
  }
  if (game.name === "factory" && seatCount === 1) {
    // solo (Factory Manager): Initial Demands beyond the first make it harder
    optionsBox.append(el("label", {}, "Solo difficulty ",
      el("select", { name: "extra_demands", id: "extra-demands" },
        [0, 1, 2, 3, 4].map((n) => el("option", { value: String(n),
          text: n ? `${n} extra demand${n > 1 ? "s" : ""}` : "standard" })))));
  }
  if (game.card_sets && game.card_sets.length) {
    optionsBox.append(el("label", {}, "Card set ",
      el("select", { name: "card_set", id: "card-set" },
        el("option", { value: "default", text: "the printed cards (default)" }),
        game.card_sets.map((name) => el("option", { value: name, text: name })))));
  }
  if (optionsBox.children.length === 1) optionsBox.append(el("p", { text: "No options." }));
  // the choices made so far survive adding or removing a seat
  for (const select of optionsBox.querySelectorAll("select")) {
    if (previous[select.name] !== undefined) select.value = previous[select.name];
  }
}

function onGameChange() {
  renderSeats(4);
}

async function create(event) {
  event.preventDefault();
  const error = document.getElementById("create-error");
  error.textContent = "";
  const seats = [...seatsBox.querySelectorAll("select")].map((s) => {
    if (s.value === "me" || s.value === "human") return { kind: "human" };
    return { kind: "bot", bot: s.value.slice(4) };
  });
  const options = {};
  for (const name of ["run", "fulfil", "store_sides"]) {
    if (form[name]) options[name] = form[name].value;
  }
  if (form.start_player && form.start_player.value !== "random") {
    options.start_player = Number(form.start_player.value);
  }
  if (form.extra_demands) options.extra_demands = Number(form.extra_demands.value);
  try {
    const made = await api("/api/tables", {
      method: "POST",
      body: { game: form.game.value, title: form.title.value || null, name: form.name.value,
        seats, options, join: 0, card_set: form.card_set ? form.card_set.value : null },
    });
    rememberSeat(made.id, { token: made.token, seat: made.seat, invite: made.invite });
    localStorage.setItem("chocolatier.name", form.name.value);
    location.href = `/t/${encodeURIComponent(made.id)}`;
  } catch (err) {
    error.textContent = err.message;
  }
}

function tableRow(table) {
  const seats = table.seats.map((s) => `${s.name}${s.joined ? "" : " (free)"}`).join(", ");
  let result = "";
  if (table.result) {
    result = ` — won by ${table.result.winners.map((w) => table.seats[w].name).join(" & ")}`;
  }
  const game = games.find((g) => g.name === table.game);
  const link = el("a", { href: `/t/${encodeURIComponent(table.id)}`,
    text: table.status === "finished" ? "replay" : "watch" });
  return el("li", { class: `table-row status-${table.status}`, dataset: { table: table.id } },
    el("strong", { text: table.title }), ` · ${game ? game.title : table.game} · `,
    table.card_set ? `cards: ${table.card_set} · ` : "",
    el("span", { class: "badge", text: table.status }), ` · ${seats}${result} `, link);
}

async function refreshTables() {
  const box = clear(document.getElementById("tables"));
  try {
    const tables = await api("/api/tables");
    for (const status of ["open", "running", "finished"]) {
      const mine = tables.filter((t) => t.status === status);
      box.append(el("h3", { text: `${status[0].toUpperCase()}${status.slice(1)} (${mine.length})` }));
      box.append(el("ul", { class: "tables" }, mine.map(tableRow)));
    }
  } catch (err) {
    box.append(el("p", { class: "error", text: err.message }));
  }
}

async function start() {
  games = await api("/api/games");
  for (const game of games) form.game.append(el("option", { value: game.name, text: game.title }));
  form.game.value = games.some((g) => g.name === "factory") ? "factory" : games[0].name;
  form.name.value = localStorage.getItem("chocolatier.name") || "Player";
  form.game.addEventListener("change", onGameChange);
  document.getElementById("add-seat").addEventListener("click",
    () => renderSeats(seatsBox.querySelectorAll("select").length + 1));
  document.getElementById("remove-seat").addEventListener("click",
    () => renderSeats(seatsBox.querySelectorAll("select").length - 1));
  document.getElementById("refresh").addEventListener("click", refreshTables);
  form.addEventListener("submit", create);
  onGameChange();
  refreshTables();
  setInterval(refreshTables, 10000);
}

start();
