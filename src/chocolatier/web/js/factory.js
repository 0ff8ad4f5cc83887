// @ts-check
// The Chocolate Factory board: stores, draft packets and factories (slots, conveyor tiles,
// store room, orders), drawn from the view (docs/views.md), every word from the catalogs (card
// names and texts from cards.ftl, the rest from web.ftl). Board things carry data-target keys;
// targetsOf() reads a legal action's event (the slot, card, tile, kind, store or order it
// concerns) to find the things that choose it: notation is never parsed here.
import { coinArt, chocolateArt, employeeArt, machineArt, storeArt } from "./art.js";
import { chocolate, chocolates, el } from "./dom.js";
import { ability as abilityText, list, number, t } from "./i18n.js";
import { explain } from "./popover.js";

/** @typedef {Factory.FactoryView | Factory.SoloFactoryView} View */
/** @typedef {Exclude<Factory.Factory["pending"], null>} Pending */
/** @typedef {import("./i18n.js").Words} Words */

// Store sides of the Master Chocolatier module (option master=true).
const MODULE_SIDES = new Set(["C", "D"]);

// Which board thing each kind of event is about, by its parameters.
/** @type {Record<string, (e: GameEvent, tile: number | null) => string[]>} */
const TARGETS = {
  "factory-take": (e) => [`card:${e.card}`],
  "factory-place": (e) => [`slot:${e.slot}`],
  "factory-assign": (e) => [`slot:${e.slot}`],
  "factory-run": (e) => [`slot:${e.slot}`],
  "factory-chute": (e) => [`slot:${e.slot}`],
  "factory-trade": (e) => [`room:${e.kind}`],
  "factory-give": (e) => [`room:${e.kind}`],
  "factory-keep": (e) => [`room:${e.kind}`],
  "factory-supply": (e) => [`store:${e.store}`],
  "factory-deliver": (e) => [`order:${e.order}`],
  "factory-dealer": (e) => [`order:${e.order}`],
  "factory-agent": (e) => [`order:${e.order}`],
  "factory-skip": (e) => [`order:${e.order}`],
  "factory-order": (e) => [`order:${e.order}`],
  "factory-deliver-solo": (e) => [`order:${e.card}`],
  // an employee's move starts at its tile; a mover part's (its tile pending) at the chocolate
  "factory-move": (e, tile) => (tile ? [`choc:${e.from_tile}:${e.kind}`] : [`tile:${e.from_tile}`]),
  "factory-decorate": (e) => [`tile:${e.tile}`],
  "factory-pack": (e) => [`tile:${e.tile}`],
  // a chocolate on the tile of the part being operated
  "factory-in": (e, tile) => (tile ? [`choc:${tile}:${e.kind}`] : []),
  "factory-copy": (e, tile) => (tile ? [`choc:${tile}:${e.kind}`] : []),
  "factory-up": (e, tile) => (tile ? [`choc:${tile}:${e.from_kind}`] : []),
};

/** @param {{event: Record<string, unknown>}} action @param {View} view */
export function targetsOf(action, view) {
  const event = /** @type {GameEvent} */ (action.event);
  const find = TARGETS[event.code];
  return find ? find(event, pendingTile(view)) : [];
}

/** The tile of the viewer's part being operated, if any. @param {View} view @returns {number | null} */
function pendingTile(view) {
  const mine = view.viewer !== null ? view.factories[view.viewer] : null;
  const pending = mine && mine.pending;
  return pending && "tile" in pending && pending.tile ? pending.tile : null;
}

// A click on something with no legal action: the move to try, so the rules engine says why not.
/** @param {string} key @param {View} view */
export function attemptFor(key, view) {
  const [kind, name] = key.split(":");
  if (kind === "card") return `take ${name}`;
  if (kind === "slot") return view.phase === "draft" ? `place ${name}` : `run ${name}`;
  if (kind === "order") return view.phase === "cleanup" ? `order ${name}` : `deliver ${name}`;
  if (kind === "room" && view.phase === "run") return `trade ${name}`;
  return null;
}

/** Names of the cards of this table that the catalog may not know (a card set's own). */
/** @param {View} view */
export function cardNames(view) {
  /** @type {Record<string, string>} */
  const names = {};
  const add = (/** @type {Factory.PartCard | null} */ part) => { if (part) names[part.id] = part.name; };
  for (const f of view.factories || []) for (const s of f.slots) add(s.part);
  for (const packet of (view.packets && view.packets.parts) || []) packet.cards.forEach(add);
  return names;
}

/** @param {string[]} kinds */
function icons(kinds) {
  return kinds.map((k) => chocolate(k));
}

/** @param {Factory.PartCard | null} part @param {BoardContext} ctx @param {Attrs} [extra] */
function partCard(part, ctx, extra = {}) {
  if (!part) return el("div", { class: "part empty", ...extra }, el("span", { class: "muted", text: t("web-empty-slot") }));
  let body;
  if (part.kind === "upgrader") body = el("div", { class: "fn" }, t("web-part-upgrades", { points: part.points }));
  else if (part.kind === "repeater") body = el("div", { class: "fn" }, t("web-part-copies", { copies: part.copies }));
  else if (part.kind === "chute") body = el("div", { class: "fn" }, t("web-part-chute"));
  // a Master Chocolatier mover: the chocolates it may move from its tile to another
  else if (part.kind === "mover") body = el("div", { class: "fn" }, icons(part.accepts ?? []), ` ${t("web-part-moves")}`);
  else {
    body = el("div", { class: "fn" }, part.options.map((o, i) => el("div", { class: "option" },
      part.options.length > 1 ? el("span", { class: "muted", text: `${number(i + 1)}: ` }) : null,
      icons(o.inputs), " → ", icons(o.outputs))));
  }
  const effect = t(`part-type-${part.kind}-effect`, { points: part.points, copies: part.copies });
  const card = el("div", { class: `part part-${part.kind}`, ...extra },
    el("div", { class: "part-head" }, el("span", { class: "part-name", text: ctx.words.part(part.id) }),
      el("span", { class: "cost" }, chocolateArt("coal"), t("web-coal-cost", { coal: part.cost }))),
    // the part drawn as its kind of machine, beside what it does
    el("div", { class: "part-body" }, machineArt(part.kind), body),
    // a deck card shows its id (A01...); the board's pre-printed parts are named by their id
    /^[A-Z]\d+$/.test(part.id) ? el("div", { class: "muted tiny", text: part.id }) : null);
  // the popover: the part's type and what it does, each option in words, its cost
  return explain(card, () => [ctx.words.part(part.id),
    part.kind === "mover" ? el("p", { class: "muted", text: t("module-master") }) : null,
    el("p", { text: `${t(`part-type-${part.kind}`)}: ${effect}` }),
    part.kind === "mover" ? el("p", { text: t("web-part-moves-which", {
      chocolates: list((part.accepts ?? []).map((k) => ctx.words.icon(k))) }) }) : null,
    part.options && part.options.length ? el("ul", {}, part.options.map((o) => el("li", {
      text: `${ctx.words.kinds(o.inputs)} → ${ctx.words.kinds(o.outputs)}` }))) : null,
    el("p", { text: t("web-coal-cost", { coal: part.cost }) })]);
}

// An employee card: its role, its store, and its ability as the card's text.
/** @param {Factory.EmployeeCard} emp @param {Attrs} [extra] */
function employeeCard(emp, extra = {}) {
  const ability = abilityText(emp.role);
  const card = el("div", { class: `employee store-${emp.store}`, ...extra },
    el("div", { class: "employee-head" }, employeeArt(),
      el("div", {}, el("div", { class: "part-name", text: t(`role-${emp.role}`) }),
        el("div", { class: "store-name tiny", text: t(`store-${emp.store}`) }))),
    el("div", { class: "ability tiny", text: ability }));
  // a free employee (Master Chocolatier) belongs to no store: the popover names the module
  const store = emp.store === "free" ? `${t("store-free")} · ${t("module-master")}` : t(`store-${emp.store}`);
  return explain(card, () => [t(`role-${emp.role}`), el("p", { class: "muted", text: store }),
    el("p", { text: ability })]);
}

/**
 * The catalog arguments of a store side's text: the numbers of the table's card set, as the
 * view carries them (its limit, £ per space, allowed counts, and the spaces of each exact pair).
 * @param {{limit?: number, per?: number, counts?: number[], two_of?: {icon: string, spaces: number}[]}} store
 * @returns {Record<string, string | number>}
 */
function sideArgs(store) {
  /** @type {Record<string, string | number>} */
  const args = {};
  if (store.limit !== undefined) args.limit = store.limit;
  if (store.per !== undefined) args.per = store.per;
  if (store.counts) args.counts = list(store.counts.map(number), "disjunction");
  for (const pair of store.two_of || []) args[pair.icon] = pair.spaces;
  return args;
}

/** @param {View} view @param {BoardContext} ctx */
function storesRow(view, ctx) {
  return el("div", { class: "stores" }, view.stores.map((store) => {
    /** @type {HTMLElement[]} */
    const track = [];
    for (let space = 0; space <= store.track_length; space++) {
      const here = store.arrival_order.filter((s) => store.markers[s] === space);
      const off = space === 0 ? store.markers.map((m, s) => (m === 0 ? s : null)).filter((s) => s !== null) : [];
      track.push(el("div", { class: `space${space === 0 ? " start" : ""}`, title: t("web-track-space", { space }) },
        el("span", { class: "space-no", text: number(space) }),
        (space === 0 ? off : here).map((s) => el("span", {
          class: `marker seat-colour-${s}`, "data-marker": `${store.id}:${s}`, "data-space": String(space),
          title: here.length > 1 ? t("web-marker-stacked", { player: ctx.seatName(s) }) : ctx.seatName(s),
        }))));
    }
    const name = t(`store-${store.id}`);
    // a card set's own kind of side is worded by its card file (the catalogs word the printed ones)
    const rule = store.own ? store.text : t(`store-${store.id}-${store.side}`, sideArgs(store));
    return explain(el("div", { class: `store store-${store.id}`, dataset: { target: `store:${store.id}` },
      "aria-label": name },
    el("div", { class: "store-head" }, storeArt(), el("b", { text: name }),
      el("span", { class: "badge", text: t("web-store-side", { side: store.side }) }),
      store.once_a_day ? el("span", { class: "badge", text: t("web-once-a-day") }) : null),
    el("div", { class: "rule", text: rule }), el("div", { class: "track" }, track)),
    () => [name, el("p", { class: "muted", text: MODULE_SIDES.has(store.side)
      ? `${t("web-store-side", { side: store.side })} · ${t("module-master")}` : t("web-store-side", { side: store.side }) }),
    el("p", { text: rule }),
    store.once_a_day ? el("p", { text: t("web-once-a-day") }) : null,
    // a C side counts the viewer's Corner Shop money of today
    store.rule === "earnings" && view.earned_today && view.viewer !== null
      ? el("p", { text: t("web-earned-today", { amount: view.earned_today[view.viewer], per: store.per ?? 0 }) }) : null]);
  }));
}

/** @param {View} view @param {BoardContext} ctx */
function packetsRow(view, ctx) {
  const packets = view.packets;
  if (!packets || !packets.parts || (!packets.parts.length && !packets.employees.length)) return null;
  /**
   * @template {Factory.PartCard | Factory.EmployeeCard} C
   * @param {{cards: C[], packet: number, taken: boolean}[]} cards
   * @param {string} title
   * @param {(c: C, extra: Attrs) => HTMLElement} card
   * @param {(c: C) => string} nameOf
   */
  const group = (cards, title, card, nameOf) => el("div", { class: "packets" }, el("h4", { text: title }),
    cards.map((p) => el("div", { class: `packet${p.taken ? " taken" : ""}` },
      el("div", { class: "muted tiny", text: t(p.taken ? "web-packet-taken" : "web-packet", { packet: p.packet }) }),
      p.cards.map((c) => card(c, p.taken ? {} : { dataset: { target: `card:${c.id}` }, "aria-label": nameOf(c) })))));
  return el("div", { class: "draft" },
    el("p", { class: "draft-help", id: "draft-help", text: t("web-draft-help") }),
    group(packets.parts, t("web-factory-parts"), (c, extra) => partCard(c, ctx, extra), (c) => ctx.words.part(c.id)),
    group(packets.employees, t("web-employees"), employeeCard, (c) => t(`role-${c.role}`)));
}

/** @param {Factory.OrderCard} order @param {boolean} mine @param {Words} words */
function orderCard(order, mine, words) {
  const title = t("web-order-card", { size: order.size, id: order.id });
  const card = el("div", { class: `order size-${order.size}`,
    ...(mine ? { dataset: { target: `order:${order.id}` }, "aria-label": title } : {}) },
  el("div", { class: "part-head" }, el("b", { text: title })),
  // stages bottom (first) to top: the first is drawn at the bottom of the card
  el("div", { class: "stages" }, [...order.stages].map((stage, i) => el("div", {
    class: `stage${i < order.delivered ? " done" : ""}${i === order.delivered ? " current" : ""}`,
  }, icons(stage.chocolates), el("span", { class: "money", text: t("web-money", { amount: stage.money }) }))).reverse()));
  // the popover: every stage in words, the first first
  return explain(card, () => [title, el("ol", {}, order.stages.map((stage) => el("li", {
    text: `${words.kinds(stage.chocolates)} — ${t("web-money", { amount: stage.money })}` }))),
  el("p", { class: "muted", text: t("web-order-help") })]);
}

/** @param {View} view @param {Factory.Factory} f @param {BoardContext} ctx */
function factoryBoard(view, f, ctx) {
  const mine = f.seat === view.viewer;
  const target = (/** @type {string} */ key, /** @type {string} */ label) => (mine ? { dataset: { target: key }, "aria-label": label } : {});
  const slot = (/** @type {Factory.Slot} */ s) => {
    const usedNote = s.used ? el("div", { class: "used", text: s.part && s.part.cost
      ? t("web-slot-used-coal", { coal: s.part.cost }) : t("web-slot-used") }) : null;
    const assigned = f.assigned_slot === s.slot ? el("div", { class: "assigned",
      text: f.employee ? t(`role-${f.employee.role}`) : t("web-assigned") }) : null;
    // the slot above (T) or below (B) its tile; data-slot and data-tile let motion.js drop
    // what a machine made onto its tile
    return el("div", { class: `slot slot-${s.slot[0] === "T" ? "top" : "bottom"}${s.used ? " is-used" : ""}`,
      "data-slot": `f${f.seat}:${s.slot}`, "data-tile": s.slot.slice(1),
      ...target(`slot:${s.slot}`, t("web-slot", { slot: s.slot })) },
      el("div", { class: "slot-name", text: s.slot }), partCard(s.part, ctx), usedNote, assigned);
  };
  const tiles = f.tiles.map((counts, i) => el("div", { class: "tile", ...target(`tile:${i + 1}`, t("web-tile", { tile: i + 1 })) },
    el("div", { class: "muted tiny", text: t("web-tile", { tile: i + 1 }) }),
    chocolates(counts, (kind) => ({ "data-place": `f${f.seat}:tile:${i + 1}`,
      ...(mine ? { "data-target": `choc:${i + 1}:${kind}` } : {}) }))));
  const head = el("div", { class: "factory-head" },
    el("span", { class: `dot seat-colour-${f.seat}` }), el("b", { text: ` ${ctx.seatName(f.seat)}` }),
    el("span", { class: "money", "data-money": `f${f.seat}`, "data-amount": String(f.money) }, coinArt(),
      t("web-money", { amount: f.money })),
    el("span", { class: "coal" }, chocolateArt("coal"), t("web-coal", { coal: f.coal })),
    el("span", { text: t("web-shift", { shift: f.shift, shifts: f.shifts_today }) }),
    f.employee ? employeeCard(f.employee) : null,
    f.employee_uses_left ? el("span", { class: "muted", text: t("web-uses-left", { uses: f.employee_uses_left }) }) : null,
    f.finished_step ? el("span", { class: "badge", text: t("web-done") }) : null,
    f.pending && f.pending.type === "busy" ? el("span", { class: "badge", text: t("web-deciding") }) : null);
  const room = el("div", { class: "store-room" }, el("h4", { text: t("term-store-room") }),
    el("div", { class: "shelf" }, chocolates(f.store_room, (kind) => ({ "data-place": `f${f.seat}:room`,
      ...(mine ? { "data-target": `room:${kind}`,
        "aria-label": t("web-store-room-kind", { kind: ctx.words.kind(kind) }) } : {}) }))));
  return el("section", { class: `factory${mine ? " mine" : ""}`, "aria-label": t("web-factory-of", { player: ctx.seatName(f.seat) }) },
    head,
    el("div", { class: "machine" },
      el("div", { class: "row slots" }, f.slots.slice(0, 4).map(slot)),
      // the belt runs (CSS) under the tiles; the chocolates ride it (motion.js)
      el("div", { class: "row conveyor belt", "data-factory": `f${f.seat}` }, tiles),
      el("div", { class: "row slots" }, f.slots.slice(4).map(slot))),
    el("div", { class: "below" }, room,
      el("div", { class: "orders" }, el("h4", { text: t("web-corner-shop-orders", { completed: f.completed_count }) }),
        f.orders.map((o) => orderCard(o, mine, ctx.words)))));
}

// Solo (Factory Manager): the Weekly Target, the face-up Demands and every objective, met or not.
/** @param {Factory.SoloFactoryView} view @param {BoardContext} ctx */
function soloPanel(view, ctx) {
  const solo = view.solo;
  const delivered = new Set(solo.chocolate_orders_delivered || []);
  // the checks of a card (a Weekly Target's special orders among them)
  const checks = (/** @type {string} */ card) => solo.objectives.filter((o) => o.card === card);
  // a check: the objective's box, whether it is met, and why (an objective event)
  const objectiveRow = (/** @type {Factory.ObjectiveCheck} */ check) => el("li", { class: `objective ${check.met ? "met" : "unmet"}` },
    el("span", { class: "mark", "aria-label": t(check.met ? "web-objective-met" : "web-objective-unmet"),
      text: check.met ? "✔" : "✘" }),
    ` ${ctx.words.objective(check.box)}`, el("span", { class: "muted", text: ` — ${ctx.words.render(check.why)}` }));
  const cardBox = (/** @type {Factory.SoloCard & {revealed?: string}} */ card, /** @type {string} */ type) => {
    const canDeliver = card.objectives.some((o) => o.kind === "chocolate_order") && !delivered.has(card.id);
    const target = canDeliver && view.viewer === 0
      ? { dataset: { target: `order:${card.id}` }, "aria-label": t("web-chocolate-order", { id: card.id }) } : {};
    let revealed = null;
    if (card.revealed === "setup") revealed = t("solo-initial-demand");
    else if (card.revealed) revealed = `${t("solo-daily-demand")} · ${dayName(card.revealed)}`;
    const title = `${t(`solo-type-${type}`)} ${card.id}`;
    return explain(el("div", { class: "solo-card", ...target },
      el("div", { class: "part-head" }, el("b", { text: `${t(`solo-type-${type}`)} ${card.id}` }),
        revealed ? el("span", { class: "muted", text: revealed }) : null),
      card.special_orders && card.special_orders.length
        ? el("div", { class: "muted", text: `${t("solo-special-orders")}: ${list(card.special_orders.map((size) => t(`order-size-${size}`)))}` }) : null,
      el("ul", { class: "objectives" }, checks(card.id).map(objectiveRow))),
    () => [title, el("ul", {}, checks(card.id).map((check) => el("li", {
      text: `${check.met ? "✔" : "✘"} ${ctx.words.objective(check.box)}` })))]);
  };
  const met = solo.objectives.filter((o) => o.met).length;
  return el("section", { class: "solo", "aria-label": t("game-factory-manager") },
    el("h3", { text: t("web-solo-title", { met, total: solo.objectives.length }) }),
    el("div", { class: "solo-cards" },
      solo.weekly_target ? cardBox(solo.weekly_target, "weekly_target") : null,
      solo.demands.map((d) => cardBox(d, "demand"))),
    el("div", { class: "muted" },
      t("web-solo-face-down", { count: solo.face_down_demands }),
      solo.special_orders.length ? ` · ${t("solo-special-orders")}: ${list(solo.special_orders)}` : "",
      solo.unavailable_pair ? ` · ${t("web-solo-pair-out", { packet: solo.unavailable_pair })}` : ""));
}

// Days are named by number in the catalogs (day-1 … day-6); the view names a solo card's day.
const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** @param {string} name */
function dayName(name) {
  const index = DAY_NAMES.indexOf(name);
  return index >= 0 ? t(`day-${index + 1}`) : name;
}

/** @param {HTMLElement} container @param {View} view @param {BoardContext} ctx */
export function renderBoard(container, view, ctx) {
  const order = (/** @type {string} */ how) => t(how === "simultaneous" ? "web-option-simultaneous" : "web-option-turns");
  container.append(el("div", { class: "day-bar" },
    el("b", { text: t("web-day", { day: view.day, name: t(`day-${view.day}`) }) }), ` · ${t(`phase-${view.phase}`)}`,
    ` · ${t("web-start-player", { player: ctx.seatName(view.start_player) })}`,
    ` · ${t("web-running-order", { run: order(view.run), fulfil: order(view.fulfil) })}`,
    el("span", { class: "muted", text: ` · ${t("web-decks", { a: view.decks.parts_a, b: view.decks.parts_b })}` })));
  container.append(chain(ctx));
  if ("solo" in view && view.solo) container.append(soloPanel(view, ctx));
  container.append(storesRow(view, ctx));
  const draft = packetsRow(view, ctx);
  if (draft) container.append(draft);
  const seats = [...view.factories].sort((a, b) => (a.seat === view.viewer ? -1 : b.seat === view.viewer ? 1 : a.seat - b.seat));
  container.append(el("div", { class: "factories" }, seats.map((f) => (f.seat === view.viewer
    ? factoryBoard(view, f, ctx) : collapsible(f.seat, ctx.seatName(f.seat), factoryBoard(view, f, ctx))))));
}

// From bean to box: every kind drawn and named, in the order the factory makes them (rules
// §2: a bean is roasted to cocoa, then refined), and coal, the machines' fuel.
const STAGES = [["bean"], ["cocoa"], ["chunk", "finger"], ["caramel", "nut"], ["boxed"]];

/** @param {BoardContext} ctx */
function chain(ctx) {
  // the drawing is named for screen readers; the name beside it is for the eyes
  const named = (/** @type {string} */ kind, /** @type {string} */ name) => el("span", { class: "chain-kind" },
    el("span", { class: `choc choc-${kind}`, role: "img", "aria-label": name, "data-kind": kind }, chocolateArt(kind)),
    el("span", { "aria-hidden": "true", text: name }));
  /** @type {HTMLElement[]} */
  const steps = [];
  STAGES.forEach((stage, i) => {
    if (i) steps.push(el("span", { class: "chain-arrow", "aria-hidden": "true", text: "→" }));
    steps.push(el("span", { class: "chain-stage" }, stage.map((k) => named(k, ctx.words.kind(k)))));
  });
  return el("div", { class: "chain", role: "group", "aria-label": t("web-chain") },
    el("b", { class: "chain-title", text: t("web-chain") }), steps,
    el("span", { class: "chain-fuel" }, named("coal", t("term-coal"))));
}

// Opponents' factories fold away (folded at first on a phone); the choice survives redraws.
/** @type {Map<number, boolean>} */
const folded = new Map();

/** @param {number} seat @param {string} name @param {HTMLElement} board */
function collapsible(seat, name, board) {
  if (!folded.has(seat)) folded.set(seat, window.matchMedia("(max-width: 700px)").matches);
  const box = el("details", { class: "other-factory", dataset: { seat: String(seat) } },
    el("summary", { text: t("web-factory-of", { player: name }) }), board);
  box.open = !folded.get(seat);
  box.addEventListener("toggle", () => folded.set(seat, !box.open));
  return box;
}

// What the viewer's own pending decision asks for.
/** @type {{[K in Pending["type"]]?: (p: Extract<Pending, {type: K}>, words: Words) => string}} */
const PENDING_TEXT = {
  place: (p, words) => t("web-pending-place", { part: words.part(p.part) }),
  convert: (p) => t("web-pending-convert", { slot: p.slot }),
  upgrade: (p) => t("web-pending-upgrade", { tile: p.tile, points: p.points }),
  copy: (p) => t("web-pending-copy", { tile: p.tile }),
  carry: (p) => t("web-pending-carry", { tile: p.tile }),
  deliver: (p, words) => t("web-pending-deliver", { chocolates: list(p.icons_to_give.map((k) => words.icon(k))) }),
  supply: (p) => (p.as_store ? t("web-pending-supply-as", { store: t(`store-${p.store}`), like: t(`store-${p.as_store}`) })
    : t("web-pending-supply", { store: t(`store-${p.store}`) })),
  keep: (p) => t("web-pending-keep", { limit: p.limit, kept: p.kept }),
  pick_order: () => t("web-pending-pick-order"),
};

/** @param {HTMLElement} box @param {View} view @param {number | null} you @param {Words} words */
export function renderDecision(box, view, you, words) {
  if (you === null || !view.factories[you]) return;
  const p = view.factories[you].pending;
  const say = p && p.type !== "busy" ? PENDING_TEXT[p.type] : undefined;
  if (!p || !say) return;
  // (each entry reads its own kind of decision: p is of the kind it is filed under)
  box.append(el("p", { class: "pending", text: /** @type {(p: Pending, words: Words) => string} */ (say)(p, words) }));
  if (p.type === "pick_order") {
    box.append(el("div", { class: "orders drawn" }, p.drawn.map((o) => orderCard(o, true, words))));
  }
  if (p.type === "keep") box.append(el("div", {}, chocolates(countOf(p.pool))));
}

/** Chocolates counted by kind (a list of kinds, or counts already). @param {string[] | Record<string, number> | null | undefined} kinds */
function countOf(kinds) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const k of Array.isArray(kinds) ? kinds : []) counts[k] = (counts[k] || 0) + 1;
  return Array.isArray(kinds) ? counts : kinds || {};
}
