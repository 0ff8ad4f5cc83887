// The Chocolatl board: the six stations with the bids on them, the harvest, village, pyramid,
// kitchen and Tlachtli, every player's score, markers and (for the viewer) hand and altar.
import { el } from "./dom.js";

export function targetsOf(notation) {
  const w = notation.split(" ");
  if (w[0] === "bid") return [`hand:${w[1]}`, `station:${w[2]}`];
  if ((w[0] === "altar" || w[0] === "swap") && w[1] !== "none") return [`hand:${w[1]}`];
  return [];
}

export function attemptFor(key, view) {
  const [kind, name] = key.split(":");
  if (kind === "hand" && view.phase === "altar") return `altar ${name}`;
  return null;
}

function card(value, extra = {}) {
  return el("span", { class: "cacao-card", ...extra }, String(value));
}

function stationBox(view, station, index, ctx) {
  const bids = view.players.map((p) => {
    const b = p.bids[station.id] || { face_up: [], face_down: 0 };
    return el("div", { class: "bid" }, el("span", { class: `dot seat-colour-${p.seat}` }),
      b.face_up.map((v) => card(v)), Array.from({ length: b.face_down }, () => card("?", { class: "cacao-card down" })),
      b.mine && b.mine.length ? el("span", { class: "muted", text: ` (yours: ${b.mine.join("+")})` }) : null);
  });
  let detail = null;
  if (station.id === "field") detail = `harvest dice: ${view.harvest.join(", ") || "—"}`;
  if (station.id === "village") detail = `black die here: ${view.village.black_die ? "yes" : "no"} · huts left ${view.village.huts_left}`;
  if (station.id === "kitchen") {
    const [hi, lo] = view.kitchen.values[Math.min(view.kitchen.marker, view.kitchen.values.length - 1)];
    detail = `this round pays ${hi} / ${lo}`;
  }
  if (station.id === "tlachtli") detail = view.tlachtli.map((t) => `${t.stack}: ${t.face_up ?? "—"} (${t.left} left)`).join(" · ");
  if (station.id === "pyramid") detail = `${view.pyramid.placed} of ${view.pyramid.size} markers placed`;
  return el("div", { class: `station${view.station === index ? " current" : ""}`,
    dataset: { target: `station:${station.id}` }, "aria-label": station.title },
  el("h4", { text: `${index + 1}. ${station.title}` }), detail ? el("div", { class: "muted", text: detail }) : null, bids);
}

export function renderBoard(container, view, ctx) {
  container.append(el("div", { class: "day-bar" },
    el("b", { text: `Round ${view.round + 1} of ${view.rounds}` }), ` · ${view.phase} · bidding mode ${view.mode}`));
  container.append(el("div", { class: "stations" }, view.stations.map((s, i) => stationBox(view, s, i, ctx))));
  container.append(el("div", { class: "pyramid" }, el("h4", { text: "Pyramid" }),
    [...view.pyramid.layers].reverse().map((layer) => el("div", { class: "layer" },
      Array.from({ length: layer.size }, (_, i) => el("span", {
        class: `brick${layer.markers[i] !== undefined ? ` seat-colour-${layer.markers[i]}` : ""}` })),
      el("span", { class: "muted", text: ` +${layer.value}` })))));
  container.append(el("div", { class: "players" }, view.players.map((p) => el("div", { class: "player" },
    el("span", { class: `dot seat-colour-${p.seat}` }), el("b", { text: ` ${ctx.seatName(p.seat)}` }),
    ` · ${p.score} points · ${p.markers} markers · ${p.huts} huts · ${p.black_dice} black dice`,
    p.hero_king ? " · Hero King" : "", p.old_man ? " · Old Man" : "",
    p.hand ? el("div", { class: "hand" }, "Hand: ", p.hand.map((v) => card(v, {
      dataset: { target: `hand:${v}` }, "aria-label": `card ${v}` }))) : el("span", { class: "muted", text: ` · ${p.hand_size} cards` }),
    p.altar ? el("div", { class: "muted", text: `Altar: ${p.altar.join(", ") || "—"}` }) : null))));
}
