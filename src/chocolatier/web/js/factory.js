// The Chocolate Factory board: stores, draft packets and factories (slots, conveyor tiles,
// store room, orders), drawn from the view (docs/views.md). Board things carry data-target keys;
// targetsOf() maps each legal action's notation to the keys of the things that choose it.
import { KIND_LABEL, chocolate, chocolates, el } from "./dom.js";

const STORE_COLOUR = { palace: "brown", fresh: "orange", salter: "grey", house: "blue", dunstan: "green" };
const PHASE = { draft: "Grow & Recruit (draft)", run: "Run Factory", fulfil: "Fulfil Orders",
  agent: "Department Store Agents", cleanup: "Cleanup", over: "Game over" };

export function targetsOf(notation, view) {
  const w = notation.split(" ");
  switch (w[0]) {
    case "take": return [`card:${w[1]}`];
    case "place": case "assign": return [`slot:${w[1]}`];
    case "run": return [`slot:${w[1].split("/")[0]}`];
    case "chute": return [`slot:${w[1]}`];
    case "trade": case "give": case "keep": return w[1] === "done" ? [] : [`room:${w[1]}`];
    case "supply": return w[1] === "done" ? [] : [`store:${w[1]}`];
    case "deliver": case "dealer": case "agent": case "skip": case "order": return [`order:${w[1]}`];
    case "move": return [`tile:${w[1].split(">")[0]}`];
    case "decorate": case "pack": return [`tile:${w[1]}`];
    case "in": case "copy": {
      const tile = pendingTile(view);
      return tile ? [`choc:${tile}:${w[1]}`] : [];
    }
    case "up": {
      const tile = pendingTile(view);
      return tile && w[1] !== "done" ? [`choc:${tile}:${w[1].split(">")[0]}`] : [];
    }
    default: return [];
  }
}

function pendingTile(view) {
  const mine = view.viewer !== null ? view.factories[view.viewer] : null;
  return mine && mine.pending && mine.pending.tile ? mine.pending.tile : null;
}

// A click on something with no legal action: the notation to try, so the rules say why not.
export function attemptFor(key, view) {
  const [kind, name] = key.split(":");
  if (kind === "card") return `take ${name}`;
  if (kind === "slot") return view.phase === "draft" ? `place ${name}` : `run ${name}`;
  if (kind === "order") return view.phase === "cleanup" ? `order ${name}` : `deliver ${name}`;
  if (kind === "room" && view.phase === "run") return `trade ${name}`;
  return null;
}

function icons(list) {
  return list.map((k) => chocolate(k));
}

function partCard(part, extra = {}) {
  if (!part) return el("div", { class: "part empty", ...extra }, el("span", { class: "muted", text: "empty" }));
  let body;
  if (part.kind === "upgrader") body = el("div", { class: "fn" }, `${part.points} upgrade${part.points > 1 ? "s" : ""}`);
  else if (part.kind === "repeater") body = el("div", { class: "fn" }, `copy ×${part.copies + 1}`);
  else if (part.kind === "chute") body = el("div", { class: "fn" }, "to store room (free)");
  else {
    body = el("div", { class: "fn" }, part.options.map((o, i) => el("div", { class: "option" },
      part.options.length > 1 ? el("span", { class: "muted", text: `${i + 1}: ` }) : null,
      icons(o.inputs), " → ", icons(o.outputs))));
  }
  return el("div", { class: `part part-${part.kind}`, ...extra },
    el("div", { class: "part-head" }, el("span", { class: "part-name", text: part.name }),
      el("span", { class: "cost", title: "coal cost", text: `${part.cost} coal` })),
    body, el("div", { class: "muted tiny", text: part.id }));
}

function employeeCard(emp, extra = {}) {
  return el("div", { class: `employee store-${emp.store}`, ...extra },
    el("div", { class: "part-name", text: emp.name }),
    el("div", { class: "muted tiny", text: emp.store }));
}

function storesRow(view, ctx) {
  return el("div", { class: "stores" }, view.stores.map((store) => {
    const track = [];
    for (let space = 0; space <= store.track_length; space++) {
      const here = store.arrival_order.filter((s) => store.markers[s] === space);
      const off = space === 0 ? store.markers.map((m, s) => (m === 0 ? s : null)).filter((s) => s !== null) : [];
      track.push(el("div", { class: `space${space === 0 ? " start" : ""}`, title: `space ${space}` },
        el("span", { class: "space-no", text: String(space) }),
        (space === 0 ? off : here).map((s) => el("span", {
          class: `marker seat-colour-${s}`, title: `${ctx.seatName(s)}${here.length > 1 ? " (stack order)" : ""}`,
        }))));
    }
    return el("div", { class: `store store-${store.id}`, dataset: { target: `store:${store.id}` },
      "aria-label": store.name },
    el("div", { class: "store-head" }, el("b", { text: store.name }),
      el("span", { class: "badge", text: `side ${store.side}` }),
      store.once_a_day ? el("span", { class: "badge", text: "one delivery a day" }) : null),
    el("div", { class: "rule", text: store.text }), el("div", { class: "track" }, track),
    el("span", { class: `store-colour ${STORE_COLOUR[store.id] || ""}` }));
  }));
}

function packetsRow(view) {
  const packets = view.packets || {};
  if (!packets.parts || (!packets.parts.length && !packets.employees.length)) return null;
  const group = (list, title, card) => el("div", { class: "packets" }, el("h4", { text: title }),
    list.map((p) => el("div", { class: `packet${p.taken ? " taken" : ""}` },
      el("div", { class: "muted tiny", text: `packet ${p.packet}${p.taken ? " (taken)" : ""}` },),
      p.cards.map((c) => card(c, p.taken ? {} : { dataset: { target: `card:${c.id}` }, "aria-label": c.name })))));
  return el("div", { class: "draft" }, group(packets.parts, "Factory parts", partCard),
    group(packets.employees, "Employees", employeeCard));
}

function orderCard(order, mine) {
  return el("div", { class: `order size-${order.size}`,
    ...(mine ? { dataset: { target: `order:${order.id}` }, "aria-label": `order ${order.id}` } : {}) },
  el("div", { class: "part-head" }, el("b", { text: `${order.size} ${order.id}` })),
  // stages bottom (first) to top: the first is drawn at the bottom of the card
  el("div", { class: "stages" }, [...order.stages].map((stage, i) => el("div", {
    class: `stage${i < order.delivered ? " done" : ""}${i === order.delivered ? " current" : ""}`,
  }, icons(stage.chocolates), el("span", { class: "money", text: `£${stage.money}` }))).reverse()));
}

function factoryBoard(view, f, ctx) {
  const mine = f.seat === view.viewer;
  const t = (key, label) => (mine ? { dataset: { target: key }, "aria-label": label } : {});
  const slot = (s) => {
    const usedNote = s.used ? el("div", { class: "used", text: s.part && s.part.cost ? `used · ${s.part.cost} coal on it` : "used" }) : null;
    const assigned = f.assigned_slot === s.slot ? el("div", { class: "assigned", text: f.employee ? f.employee.name : "assigned" }) : null;
    return el("div", { class: `slot${s.used ? " is-used" : ""}`, ...t(`slot:${s.slot}`, `slot ${s.slot}`) },
      el("div", { class: "slot-name", text: s.slot }), partCard(s.part), usedNote, assigned);
  };
  const tiles = f.tiles.map((counts, i) => el("div", { class: "tile", ...t(`tile:${i + 1}`, `tile ${i + 1}`) },
    el("div", { class: "muted tiny", text: `tile ${i + 1}` }),
    chocolates(counts, (kind) => (mine ? { "data-target": `choc:${i + 1}:${kind}` } : {}))));
  const head = el("div", { class: "factory-head" },
    el("span", { class: `dot seat-colour-${f.seat}` }), el("b", { text: ` ${ctx.seatName(f.seat)}` }),
    el("span", { class: "money", text: `£${f.money}` }), el("span", { class: "coal", text: `${f.coal} coal` }),
    el("span", { text: `shift ${f.shift}/${f.shifts_today}` }),
    f.employee ? employeeCard(f.employee) : null,
    f.employee_uses_left ? el("span", { class: "muted", text: `${f.employee_uses_left} use(s) left` }) : null,
    f.finished_step ? el("span", { class: "badge", text: "done" }) : null,
    f.pending && f.pending.type === "busy" ? el("span", { class: "badge", text: "deciding…" }) : null);
  const room = el("div", { class: "store-room" }, el("h4", { text: "Store room" }),
    chocolates(f.store_room, (kind) => (mine ? { "data-target": `room:${kind}`, "aria-label": `store room ${KIND_LABEL[kind]}` } : {})));
  return el("section", { class: `factory${mine ? " mine" : ""}`, "aria-label": `factory of ${ctx.seatName(f.seat)}` },
    head,
    el("div", { class: "machine" },
      el("div", { class: "row slots" }, f.slots.slice(0, 4).map(slot)),
      el("div", { class: "row conveyor" }, tiles),
      el("div", { class: "row slots" }, f.slots.slice(4).map(slot))),
    el("div", { class: "below" }, room,
      el("div", { class: "orders" }, el("h4", { text: `Corner Shop orders (${f.completed_count} completed)` }),
        f.orders.map((o) => orderCard(o, mine)))));
}

// Solo (Factory Manager): the Weekly Target, the face-up Demands and every objective, met or not.
function soloPanel(view, ctx) {
  const solo = view.solo;
  const delivered = new Set(solo.chocolate_orders_delivered || []);
  const objectives = (card) => solo.objectives.filter((o) => o.card === card);
  const objectiveRow = (o) => el("li", { class: `objective ${o.met ? "met" : "unmet"}` },
    el("span", { class: "mark", "aria-label": o.met ? "met" : "not met", text: o.met ? "✔" : "✘" }),
    ` ${o.text}`, el("span", { class: "muted", text: o.why ? ` — ${o.why}` : "" }));
  const cardBox = (card, title) => {
    const canDeliver = card.objectives.some((o) => o.kind === "chocolate_order") && !delivered.has(card.id);
    const target = canDeliver && view.viewer === 0
      ? { dataset: { target: `order:${card.id}` }, "aria-label": `chocolate order ${card.id}` } : {};
    return el("div", { class: "solo-card", ...target },
      el("div", { class: "part-head" }, el("b", { text: `${title} ${card.id}` }),
        card.revealed ? el("span", { class: "muted", text: card.revealed === "setup" ? "initial" : card.revealed }) : null),
      card.special_orders && card.special_orders.length
        ? el("div", { class: "muted", text: `special orders: ${card.special_orders.join(", ")}` }) : null,
      el("ul", { class: "objectives" }, objectives(card.id).map(objectiveRow)));
  };
  const met = solo.objectives.filter((o) => o.met).length;
  return el("section", { class: "solo", "aria-label": "Factory Manager objectives" },
    el("h3", { text: `Factory Manager — objectives met: ${met} of ${solo.objectives.length}` }),
    el("div", { class: "solo-cards" },
      solo.weekly_target ? cardBox(solo.weekly_target, "Weekly Target") : null,
      solo.demands.map((d) => cardBox(d, "Demand"))),
    el("div", { class: "muted" },
      `${solo.face_down_demands} daily demand${solo.face_down_demands === 1 ? "" : "s"} still face down`,
      solo.special_orders.length ? ` · special orders ${solo.special_orders.join(", ")}` : "",
      solo.unavailable_pair ? ` · packet ${solo.unavailable_pair} is out of today's draft` : ""));
}

export function renderBoard(container, view, ctx) {
  container.append(el("div", { class: "day-bar" },
    el("b", { text: `${view.day_name} (day ${view.day} of 6)` }), ` · ${PHASE[view.phase] || view.phase}`,
    ` · start player ${ctx.seatName(view.start_player)}`, ` · factories ${view.run === "simultaneous" ? "simultaneously" : "in turn order"}, orders ${view.fulfil === "simultaneous" ? "simultaneously" : "in turn order"}`,
    el("span", { class: "muted", text: ` · decks: A ${view.decks.parts_a}, B ${view.decks.parts_b}` })));
  if (view.solo) container.append(soloPanel(view, ctx));
  container.append(storesRow(view, ctx));
  const draft = packetsRow(view);
  if (draft) container.append(draft);
  const order = [...view.factories].sort((a, b) => (a.seat === view.viewer ? -1 : b.seat === view.viewer ? 1 : a.seat - b.seat));
  container.append(el("div", { class: "factories" }, order.map((f) => factoryBoard(view, f, ctx))));
}

// The pending part is named by id: its card is among the draft packets it was taken from.
function partName(view, id) {
  for (const packet of (view.packets && view.packets.parts) || []) {
    const found = packet.cards.find((c) => c.id === id);
    if (found) return `${found.name} (${id})`;
  }
  return id;
}

const PENDING_TEXT = {
  place: (p, view) => `Place the new part ${partName(view, p.part)} on a slot (click a slot).`,
  convert: (p) => `Running ${p.slot}: choose the chocolates for its generic icons.`,
  upgrade: (p) => `Upgrading on tile ${p.tile}: ${p.points} point(s) left — click a chocolate on the tile.`,
  copy: (p) => `Repeater on tile ${p.tile}: click the chocolate to copy.`,
  deliver: (p) => `Delivering: give the chocolates for ${p.icons_to_give.map((k) => KIND_LABEL[k] || k).join(", ")}.`,
  supply: (p) => `Supplying ${p.store}: click store-room chocolates to add, then send.`,
  keep: (p) => `Cleanup: keep up to ${p.limit} chocolates (${p.kept.length} kept) — click the store room.`,
  pick_order: () => "Pick a new Corner Shop order:",
};

export function renderDecision(box, view, you) {
  if (you === null || !view.factories[you]) return;
  const p = view.factories[you].pending;
  if (!p || p.type === "busy") return;
  const text = PENDING_TEXT[p.type] ? PENDING_TEXT[p.type](p, view) : p.type;
  box.append(el("p", { class: "pending", text }));
  if (p.type === "pick_order") {
    box.append(el("div", { class: "orders drawn" }, p.drawn.map((o) => orderCard(o, true))));
  }
  if (p.type === "keep") box.append(el("div", {}, chocolates(countOf(p.pool))));
}

function countOf(list) {
  const counts = {};
  for (const k of Array.isArray(list) ? list : []) counts[k] = (counts[k] || 0) + 1;
  return Array.isArray(list) ? counts : list || {};
}
