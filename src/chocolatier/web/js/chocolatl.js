// @ts-check
// The Chocolatl board, drawn from the view (docs/chocolatl.md): the round and its bidding mode,
// the six stations with the cards bid on them (another player's face-down cards are only backs:
// the view never carries their values), the station being resolved, this round's and last round's
// results, the pyramid, every player's score and pieces, the viewer's hand and altar, and the
// public events of the game, every word from the catalogs. Board things carry data-target keys;
// targetsOf() reads a legal action's event (its card value and station) to find them: a hand
// card and a station choose a bid (the chooser confirms).
import { podArt, stationArt } from "./art.js";
import { el } from "./dom.js";
import { list, number, t } from "./i18n.js";
import { explain } from "./popover.js";

/** @typedef {Chocolatl.ChocolatlView} View */

// Which hand card and station each kind of move is about, by its event's parameters.
/** @param {Pick<LegalMove, "event">} action @returns {string[]} */
export function targetsOf(action) {
  const e = action.event;
  if (e.code === "chocolatl-bid") return [`hand:${e.value}`, `station:${e.station}`];
  if ((e.code === "chocolatl-sacrifice" || e.code === "chocolatl-swap") && e.value !== null) {
    return [`hand:${e.value}`];
  }
  return [];
}

/** @param {string} key @param {View} view */
export function attemptFor(key, view) {
  const [kind, name] = key.split(":");
  if (kind === "hand" && (view.phase === "altar" || view.phase === "final-altar")) return `altar ${name}`;
  if (kind === "hand" && view.phase === "swap") return `swap ${name}`;
  return null;
}

// a cacao card: its value beside a drawn pod
/** @param {number} value @param {Attrs} [extra] */
function card(value, extra = {}) {
  return el("span", { class: "cacao-card", ...extra }, podArt(), String(value));
}

/** @param {number} count */
function back(count) {
  return Array.from({ length: count }, () => el("span", {
    class: "cacao-card down", title: t("web-face-down"), "aria-label": t("web-face-down-card") }, "?"));
}

/** @param {View} view @param {string} id @param {BoardContext} ctx */
function stationDetail(view, id, ctx) {
  if (id === "field") return t("web-harvest-dice", { dice: view.harvest.length ? list(view.harvest.map(number)) : "—" });
  if (id === "village") {
    return t("web-village", { here: view.village.black_die ? "yes" : "no",
      dice: view.village.dice_left, huts: view.village.huts_left });
  }
  if (id === "kitchen") {
    const values = view.kitchen.values[Math.min(view.kitchen.marker, view.kitchen.values.length - 1)];
    return values ? t("web-kitchen-pays", { values: values.map(number).join(" / ") }) : "";
  }
  if (id === "tlachtli") {
    return view.tlachtli.map((stack) => t("web-tlachtli-stack", { stack: t(`reward-stack-${stack.stack}`),
      card: stack.face_up ?? "—", left: stack.left })).join(" · ");
  }
  if (id === "pyramid") return t("web-pyramid-placed", { placed: view.pyramid.placed, size: view.pyramid.size });
  if (id === "temple") {
    const who = (/** @type {number | null | undefined} */ seat) => (seat === null || seat === undefined ? "—" : ctx.seatName(seat));
    return `${t("item-hero-king")}: ${who(view.hero_king)} · ${t("item-old-man")}: ${who(view.old_man)}`;
  }
  return "";
}

/** @param {View} view @param {string} id */
function resultFor(view, id) {
  const done = view.results.filter((r) => r.round === view.round && r.station === id);
  return done.length ? done[done.length - 1] : null;
}

/** @param {View} view @param {Chocolatl.StationTitle} station @param {number} index @param {BoardContext} ctx */
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
      mine.map((v) => card(v, { class: "cacao-card mine", title: t("web-yours-face-down") })),
      back(downs),
      total !== null ? el("span", { class: "muted", text: ` = ${total}` }) : null,
      result ? el("span", { class: "rank", text: ` ${t("web-rank", { rank: result.ranking.indexOf(p.seat) + 1 })}` }) : null);
  });
  // the station being resolved, or (gold mode) the one being bid on
  const current = view.station === station.id
    || (view.phase === "bid" && view.mode === "gold" && view.stage === index);
  const name = t(`station-${station.id}`);
  const detail = stationDetail(view, station.id, ctx);
  // the popover: what the station gives (and, at the ball court, the reward cards on offer)
  return explain(el("div", { class: `station${current ? " current" : ""}`,
    dataset: { target: `station:${station.id}` }, "aria-label": name },
  el("h4", {}, stationArt(station.id), `${number(index + 1)}. ${name}`),
  el("div", { class: "muted", text: detail }), rows),
  () => [name, el("p", { text: t(`station-${station.id}-effect`) }),
    station.id === "tlachtli" ? el("ul", {}, view.tlachtli.map((stack) => el("li", {
      text: `${t(`reward-stack-${stack.stack}`)}: ${stack.face_up === null || stack.face_up === undefined
        ? "—" : t("web-reward-card", { value: stack.face_up })}` }))) : null,
    detail && station.id !== "tlachtli" ? el("p", { class: "muted", text: detail }) : null]);
}

/** @param {View} view @param {BoardContext} ctx */
function pyramidBox(view, ctx) {
  return el("div", { class: "pyramid", "aria-label": t("station-pyramid") }, el("h4", { text: t("station-pyramid") }),
    [...view.pyramid.layers].reverse().map((layer) => el("div", { class: "layer" },
      Array.from({ length: layer.size }, (_, i) => {
        const seat = layer.markers[i];
        return el("span", { class: `brick${seat !== undefined ? ` seat-colour-${seat}` : ""}`,
          title: seat !== undefined ? ctx.seatName(seat) : t("web-brick-free") });
      }),
      el("span", { class: "muted", text: ` +${layer.value}` }))));
}

// On a phone the viewer's own hand is in the move sheet (fixed at the bottom of the screen, so
// it is in view at their move) instead of on the board, far below the six stations.
const PHONE = matchMedia("(max-width: 700px)");

/** The cards of a hand (`mine`: the viewer's, each a target to bid with). @param {number[]} hand @param {boolean} mine */
function handBox(hand, mine) {
  return el("div", { class: "hand" }, `${t(mine ? "web-your-hand" : "web-hand")} `,
    hand.map((v) => card(v, mine ? { dataset: { target: `hand:${v}` }, "aria-label": t("web-card-value", { value: v }) } : {})));
}

/** The move sheet's part of the board: on a phone, the viewer's hand. */
/** @param {HTMLElement} container @param {View} view @param {number | null} you */
export function renderDecision(container, view, you) {
  const me = PHONE.matches && you !== null ? view.players.find((p) => p.seat === you) : null;
  if (me && me.hand) container.append(handBox(me.hand, true));
}

/** @param {View} view @param {Chocolatl.Player} p @param {BoardContext} ctx */
function playerBox(view, p, ctx) {
  const mine = p.seat === ctx.you;
  /** @type {HTMLElement | null} */
  let hand = p.hand ? handBox(p.hand, mine)
    : el("div", { class: "muted", text: t("web-hand-size", { count: p.hand_size }) });
  if (mine && p.hand && PHONE.matches) hand = null;  // in the move sheet (renderDecision)
  const altar = p.altar
    ? el("div", { class: "muted", text: `${t("item-altar")}: ${p.altar.length ? list(p.altar.map(number)) : "—"}` })
    : el("div", { class: "muted", text: t("web-altar-face-down", { count: p.altar_count }) });
  return el("div", { class: `player${mine ? " mine" : ""}${p.to_act ? " acting" : ""}` },
    el("div", {}, el("span", { class: `dot seat-colour-${p.seat}` }), el("b", { text: ` ${ctx.seatName(p.seat)}` }),
      el("span", { class: "score", text: ` ${t("web-points", { count: p.score })}` })),
    el("div", { class: "pieces", text: [
      t("web-count-item", { count: p.markers, what: t("item-building-marker", { count: p.markers }) }),
      t("web-count-item", { count: p.huts, what: t("item-hut", { count: p.huts }) }),
      t("web-count-item", { count: p.black_dice, what: t("item-black-die", { count: p.black_dice }) }),
      p.hero_king ? t("item-hero-king") : null, p.old_man ? t("item-old-man") : null,
    ].filter(Boolean).join(" · ") }),
    p.dice_choice !== null && p.dice_choice !== undefined
      ? el("div", { class: "muted", text: t("web-rolling-dice", { count: p.dice_choice }) }) : null,
    hand, altar);
}

/** @param {View} view @param {BoardContext} ctx */
function lastResults(view, ctx) {
  const last = view.results.filter((r) => r.round < view.round);
  if (!last.length) return null;
  return el("details", { class: "last-round" }, el("summary", { text: t("web-round-results", { round: last[0].round }) }),
    el("ul", {}, last.map((r) => el("li", {},
      `${t(`station-${r.station}`)}: `,
      r.ranking.map((s) => `${ctx.seatName(s)} ${number(r.totals[s])}`).join(" › ")))));
}

/** @param {HTMLElement} container @param {View} view @param {BoardContext} ctx */
export function renderBoard(container, view, ctx) {
  container.append(el("div", { class: `day-bar mode-${view.mode}` },
    // the view counts rounds from 1 (0 while the first altar sacrifice is made)
    el("b", { text: view.round ? t("web-round-of", { round: view.round, rounds: view.rounds })
      : t("web-before-round-1", { rounds: view.rounds }) }),
    el("span", { class: `mode-badge mode-${view.mode}`, title: t(`mode-${view.mode}-rule`), text: ` ${t(`mode-${view.mode}`)}` }),
    el("div", { class: "phase", text: t(`web-step-${view.phase}`) })));
  container.append(el("div", { class: "stations" }, view.stations.map((s, i) => stationBox(view, s, i, ctx))));
  container.append(el("div", { class: "chocolatl-side" },
    el("div", { class: "players" }, view.players.map((p) => playerBox(view, p, ctx))),
    pyramidBox(view, ctx)));
  const results = lastResults(view, ctx);
  if (results) container.append(results);
  if (view.log && view.log.length) {
    container.append(el("div", { class: "events" }, el("h4", { text: t("web-what-happened") }),
      el("ol", { class: "log events-log" },
        view.log.slice(-12).map((event) => el("li", { dataset: { code: event.code }, text: ctx.words.render(event) })))));
  }
}
