// The Chocolatl board, drawn from the view (docs/chocolatl.md): the round and its bidding mode,
// the six stations with the cards bid on them (another player's face-down cards are only backs:
// the view never carries their values), the station being resolved, this round's and last round's
// results, the pyramid, every player's score and pieces, the viewer's hand and altar, and the
// public events of the game. Board things carry data-target keys; targetsOf() maps a legal
// action's notation to them: a hand card and a station choose a bid (the chooser confirms).
import { el } from "./dom.js";

const PHASE = {
  altar: "Before round 1: sacrifice a card on the altar, face down",
  bid: "Bidding: place your cards face down on the stations",
  dice: "Black dice: decide how many to roll at this station",
  village: "Village: the winner takes the black die or builds a hut",
  pyramid: "Pyramid: the winner decides who places a marker first",
  swap: "Tlachtli: the winners may swap a card for the reward card",
  "final-altar": "End of the game: a last sacrifice on the altar, face down",
  over: "The game is over",
};
const MODE = {
  red: "red — all twelve cards at once",
  gold: "gold — station by station",
  green: "green — one card per station, then a second",
};

export function targetsOf(notation) {
  const w = notation.split(" ");
  if (w[0] === "bid") return [`hand:${w[1]}`, `station:${w[2]}`];
  if ((w[0] === "altar" || w[0] === "swap") && w[1] !== "none") return [`hand:${w[1]}`];
  return [];
}

export function attemptFor(key, view) {
  const [kind, name] = key.split(":");
  if (kind === "hand" && (view.phase === "altar" || view.phase === "final-altar")) return `altar ${name}`;
  if (kind === "hand" && view.phase === "swap") return `swap ${name}`;
  return null;
}

function card(value, extra = {}) {
  return el("span", { class: "cacao-card", ...extra }, String(value));
}

function back(count) {
  return Array.from({ length: count }, () => el("span", {
    class: "cacao-card down", title: "face down", "aria-label": "a face-down card" }, "?"));
}

function stationDetail(view, id, ctx) {
  if (id === "field") return `harvest dice: ${view.harvest.join(", ") || "—"}`;
  if (id === "village") {
    return `black die here: ${view.village.black_die ? "yes" : "no"} · dice left ${view.village.dice_left} · huts left ${view.village.huts_left}`;
  }
  if (id === "kitchen") {
    const values = view.kitchen.values[Math.min(view.kitchen.marker, view.kitchen.values.length - 1)];
    return values ? `pays ${values.join(" / ")} this round` : "";
  }
  if (id === "tlachtli") {
    return view.tlachtli.map((t) => `${t.stack}: ${t.face_up ?? "—"} (${t.left} left)`).join(" · ");
  }
  if (id === "pyramid") return `${view.pyramid.placed} of ${view.pyramid.size} markers placed`;
  if (id === "temple") {
    const who = (seat) => (seat === null || seat === undefined ? "—" : ctx.seatName(seat));
    return `Hero King: ${who(view.hero_king)} · Old Man: ${who(view.old_man)}`;
  }
  return "";
}

function resultFor(view, id) {
  const done = view.results.filter((r) => r.round === view.round && r.station === id);
  return done.length ? done[done.length - 1] : null;
}

function stationBox(view, station, index, ctx) {
  const result = resultFor(view, station.id);
  const rows = view.players.map((p) => {
    const b = p.bids[station.id] || { face_up: [], face_down: 0 };
    const mine = b.mine && b.mine.length ? b.mine : [];
    // my own face-down cards are shown to me (marked), the others' only as backs
    const downs = Math.max(0, b.face_down - mine.length);
    const total = result ? result.totals[p.seat] : null;
    return el("div", { class: "bid" },
      el("span", { class: `dot seat-colour-${p.seat}` }),
      el("span", { class: "bid-name", text: ` ${ctx.seatName(p.seat)}: ` }),
      b.face_up.map((v) => card(v)),
      mine.map((v) => card(v, { class: "cacao-card mine", title: "yours, face down" })),
      back(downs),
      total !== null ? el("span", { class: "muted", text: ` = ${total}` }) : null,
      result ? el("span", { class: "rank", text: ` #${result.ranking.indexOf(p.seat) + 1}` }) : null);
  });
  // the station being resolved, or (gold mode) the one being bid on
  const current = view.station === station.id
    || (view.phase === "bid" && view.mode === "gold" && view.stage === index);
  return el("div", { class: `station${current ? " current" : ""}`,
    dataset: { target: `station:${station.id}` }, "aria-label": station.title },
  el("h4", { text: `${index + 1}. ${station.title}` }),
  el("div", { class: "muted", text: stationDetail(view, station.id, ctx) }), rows);
}

function pyramidBox(view, ctx) {
  return el("div", { class: "pyramid", "aria-label": "pyramid" }, el("h4", { text: "Pyramid of Cholula" }),
    [...view.pyramid.layers].reverse().map((layer) => el("div", { class: "layer" },
      Array.from({ length: layer.size }, (_, i) => {
        const seat = layer.markers[i];
        return el("span", { class: `brick${seat !== undefined ? ` seat-colour-${seat}` : ""}`,
          title: seat !== undefined ? ctx.seatName(seat) : "free" });
      }),
      el("span", { class: "muted", text: ` +${layer.value}` }))));
}

function playerBox(view, p, ctx) {
  const mine = p.seat === ctx.you;
  const hand = p.hand
    ? el("div", { class: "hand" }, mine ? "Your hand: " : "Hand: ",
      p.hand.map((v) => card(v, mine ? { dataset: { target: `hand:${v}` }, "aria-label": `card ${v}` } : {})))
    : el("div", { class: "muted", text: `${p.hand_size} card${p.hand_size === 1 ? "" : "s"} in hand` });
  const altar = p.altar
    ? el("div", { class: "muted", text: `Altar: ${p.altar.join(", ") || "—"}` })
    : el("div", { class: "muted", text: `Altar: ${p.altar_count} face down` });
  return el("div", { class: `player${mine ? " mine" : ""}${p.to_act ? " acting" : ""}` },
    el("div", {}, el("span", { class: `dot seat-colour-${p.seat}` }), el("b", { text: ` ${ctx.seatName(p.seat)}` }),
      el("span", { class: "score", text: ` ${p.score} points` })),
    el("div", { class: "pieces", text:
      `${p.markers} markers · ${p.huts} huts · ${p.black_dice} black dice` +
      `${p.hero_king ? " · Hero King" : ""}${p.old_man ? " · Old Man" : ""}` }),
    p.dice_choice !== null && p.dice_choice !== undefined
      ? el("div", { class: "muted", text: `rolling ${p.dice_choice} black dice` }) : null,
    hand, altar);
}

function lastResults(view, ctx) {
  const last = view.results.filter((r) => r.round < view.round);
  if (!last.length) return null;
  return el("details", { class: "last-round" }, el("summary", { text: `Round ${last[0].round + 1} results` }),
    el("ul", {}, last.map((r) => el("li", {},
      `${(view.stations.find((s) => s.id === r.station) || { title: r.station }).title}: `,
      r.ranking.map((s) => `${ctx.seatName(s)} ${r.totals[s]}`).join(" › ")))));
}

export function renderBoard(container, view, ctx) {
  container.append(el("div", { class: `day-bar mode-${view.mode}` },
    el("b", { text: `Round ${view.round + 1} of ${view.rounds}` }),
    el("span", { class: `mode-badge mode-${view.mode}`, text: ` ${MODE[view.mode] || view.mode}` }),
    el("div", { class: "phase", text: PHASE[view.phase] || view.phase })));
  container.append(el("div", { class: "stations" }, view.stations.map((s, i) => stationBox(view, s, i, ctx))));
  container.append(el("div", { class: "chocolatl-side" },
    el("div", { class: "players" }, view.players.map((p) => playerBox(view, p, ctx))),
    pyramidBox(view, ctx)));
  const results = lastResults(view, ctx);
  if (results) container.append(results);
  if (view.log && view.log.length) {
    container.append(el("div", { class: "events" }, el("h4", { text: "What happened" }),
      el("ol", { class: "log events-log" },
        view.log.slice(-12).map((line) => el("li", { text: line.text })))));
  }
}
