// @ts-check
// Things moving between two drawings of the board: the table redraws the whole board on every
// state, so motion is made by comparing what was drawn before with what is drawn now — a
// chocolate that left one place and arrived at another flies there (along the belt, into the
// store room), a chocolate made by a machine drops from it onto the belt, a store marker steps
// along its track space by space, money gained floats up. The flights are drawn in a layer of
// their own, hidden from screen readers (the board itself is already up to date); nothing
// moves for readers who asked for less motion. What moved is marked on the board
// (data-arrived, data-stepped) until the next drawing, for people and for the browser tests.

import { all } from "./dom.js";
import { t } from "./i18n.js";

/** A stack of chocolates drawn: how many, where, its element.
 * @typedef {{count: number, rect: DOMRect, node: HTMLElement}} Stack */
/** A factory's chocolates: place ("tile:1" … "tile:4", "room") -> kind -> stack.
 * @typedef {Map<string, Map<string, Stack>>} Places */
/** What the board showed, where (taken before it is drawn anew).
 * @typedef {{chocolates: Map<string, Places>, markers: Map<string, {space: number, rect: DOMRect}>,
 *   money: Map<string, number>, used: Set<string>}} Snapshot */
/** A rectangle on the screen. @typedef {{left: number, top: number, width: number, height: number}} Box */

const FLIGHT_MS = 600;
const STEP_MS = 260;
// changes closer together than this (a stand-in or bots playing fast, a catch-up) fly nothing:
// a flurry of flights would only blur, and cost the page its speed
const CALM_MS = 150;
let movedAt = -Infinity;
let changes = 0;             // what this drawing marked as moved

// the reader asked for less motion (or changes come too fast): what changed is still marked,
// but nothing flies
let still = false;

/** @param {Box} rect */
function shown(rect) {
  return rect.width > 0 && rect.height > 0;
}

/** What the board shows now, where: chocolates by place and kind, store markers, money and
 * the parts already used. Taken before the board is drawn anew. */
/** @param {ParentNode} root @returns {Snapshot} */
export function snapshot(root) {
  const chocolates = chocolatesOf(root);
  /** @type {Snapshot["markers"]} */
  const markers = new Map();
  for (const node of all(root, ".marker[data-marker]")) {
    markers.set(String(node.dataset.marker), { space: Number(node.dataset.space), rect: node.getBoundingClientRect() });
  }
  /** @type {Map<string, number>} */
  const money = new Map();
  for (const node of all(root, "[data-money]")) money.set(String(node.dataset.money), Number(node.dataset.amount));
  const used = new Set([...all(root, ".slot.is-used[data-slot]")].map((n) => String(n.dataset.slot)));
  return { chocolates, markers, money, used };
}

/** @type {HTMLElement | null} */
let layer = null;

function flights() {
  if (!layer || !layer.isConnected) {
    layer = document.createElement("div");
    layer.className = "flights";
    layer.setAttribute("aria-hidden", "true");
    document.body.append(layer);
  }
  return layer;
}

// A copy of a drawn thing, flying above the page from `from` (a rect) through `path`.
/** @param {HTMLElement} node @param {Box} from @param {Keyframe[]} frames @param {number} duration */
function fly(node, from, frames, duration) {
  if (still) return;
  const ghost = /** @type {HTMLElement} */ (node.cloneNode(true));
  for (const attr of ["data-target", "data-place", "role", "aria-label", "title", "tabindex", "id", "aria-describedby"]) {
    ghost.removeAttribute(attr);
  }
  ghost.querySelectorAll("b, button").forEach((n) => n.remove());
  ghost.classList.remove("can-act");
  ghost.classList.add("ghost");
  Object.assign(ghost.style, { left: `${from.left}px`, top: `${from.top}px`, width: `${from.width}px`, height: `${from.height}px` });
  flights().append(ghost);
  const animation = ghost.animate(frames, { duration, easing: "cubic-bezier(.25,.7,.3,1)", fill: "both" });
  const done = () => ghost.remove();
  animation.addEventListener("finish", done);
  animation.addEventListener("cancel", done);
}

// The real thing stays invisible until its copy has arrived.
/** @param {HTMLElement} node @param {number} duration */
function waitFor(node, duration) {
  if (!still) node.animate([{ opacity: 0 }, { opacity: 0, offset: 0.97 }, { opacity: 1 }], { duration });
}

/** @param {Box} rect */
function centre(rect) {
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

/** @param {Box} from @param {Box} to */
function move(from, to) {
  const a = centre(from);
  const b = centre(to);
  return { x: b.x - a.x, y: b.y - a.y };
}

// Where each factory's chocolates are: factory -> place ("tile:1" … "tile:4", "room") -> kind
// -> { count, rect, node }.
/** @param {ParentNode} root @returns {Map<string, Places>} */
function chocolatesOf(root) {
  /** @type {Map<string, Places>} */
  const out = new Map();
  for (const node of all(root, ".choc[data-place]")) {
    const [factory, ...where] = String(node.dataset.place).split(":");
    const places = out.get(factory) ?? new Map();
    out.set(factory, places);
    const place = where.join(":");
    const kinds = places.get(place) ?? new Map();
    places.set(place, kinds);
    kinds.set(String(node.dataset.kind), { count: Number(node.dataset.count), rect: node.getBoundingClientRect(), node });
  }
  return out;
}

const PLACES = ["tile:1", "tile:2", "tile:3", "tile:4", "room"];

/** @param {Places} places @param {string} place */
function counts(places, place) {
  const kinds = places.get(place) || new Map();
  return [...kinds].map(([kind, c]) => `${kind}${c.count}`).sort().join(",");
}

// Load & Push (rules §4.3): every tile moved one place right, the fourth one's chocolates into
// the store room, and a new tile came in at the first place.
/** @param {Places} was @param {Places} is */
function pushed(was, is) {
  for (let i = 0; i < 3; i++) if (counts(was, PLACES[i]) !== counts(is, PLACES[i + 1])) return false;
  return [0, 1, 2, 3].some((i) => counts(was, PLACES[i]) !== counts(is, PLACES[i]));
}

/** @param {HTMLElement} node @param {Box} from @param {Box} to */
function flyTo(node, from, to, lift = 14) {
  const d = move(from, to);
  fly(node, from, [{ transform: "translate(0, 0)" },
    { transform: `translate(${d.x / 2}px, ${d.y / 2 - lift}px) scale(1.15)` },
    { transform: `translate(${d.x}px, ${d.y}px)` }], FLIGHT_MS);
}

/** @param {HTMLElement} node @param {boolean} fresh @param {string} how */
function arrive(node, fresh, how) {
  changes += 1;
  node.dataset.arrived = how;
  if (fresh) waitFor(node, FLIGHT_MS);
}

// The belt advanced: each stack flies one place on (the fourth tile's into the store room).
/** @param {Places} was @param {Places} is */
function push(was, is) {
  PLACES.slice(0, 4).forEach((place, i) => {
    for (const [kind, from] of was.get(place) || []) {
      const to = (is.get(PLACES[i + 1]) || new Map()).get(kind);
      if (!to || !shown(from.rect) || !shown(to.rect)) continue;
      const fresh = !((was.get(PLACES[i + 1]) || new Map()).has(kind));
      flyTo(to.node, from.rect, to.rect, i === 3 ? 24 : 6);
      arrive(to.node, fresh, i === 3 ? "stored" : "moved");
    }
  });
  // the new tile's beans come in from the entrance, on the left
  for (const [, to] of is.get("tile:1") || []) {
    if (!shown(to.rect)) continue;
    const from = { left: to.rect.left - 48, top: to.rect.top, width: to.rect.width, height: to.rect.height };
    flyTo(to.node, from, to.rect, 0);
    arrive(to.node, true, "loaded");
  }
}

// Otherwise pair what left a place with what arrived at another, kind by kind, in the order of
// the belt (tile 1 … tile 4, then the store room); what arrived from nowhere was made by the part
// over (or under) its tile, and drops out of it.
/** @param {Places} was @param {Places} is @param {ParentNode} root */
function pair(was, is, root) {
  /** @type {Set<string>} */
  const kinds = new Set();
  for (const places of [was, is]) for (const place of places.values()) for (const kind of place.keys()) kinds.add(kind);
  for (const kind of kinds) {
    /** @type {DOMRect[]} */
    const left = [];
    /** @type {[Stack, boolean][]} */
    const arrived = [];
    for (const place of PLACES) {
      const before = (was.get(place) || new Map()).get(kind);
      const after = (is.get(place) || new Map()).get(kind);
      const delta = (after ? after.count : 0) - (before ? before.count : 0);
      if (before) for (let i = 0; i < -delta; i++) left.push(before.rect);
      if (after && delta > 0) arrived.push([after, !before]);
    }
    arrived.forEach(([to, fresh], index) => {
      if (!shown(to.rect)) return;
      const from = left[index];
      if (from && shown(from)) {
        flyTo(to.node, from, to.rect);
        arrive(to.node, fresh, String(to.node.dataset.place).endsWith("room") ? "stored" : "moved");
        return;
      }
      const machine = madeBy(root, to.node);
      const start = machine ? machine.getBoundingClientRect() : null;
      const source = start && shown(start)
        ? { left: start.left + start.width / 2 - to.rect.width / 2, top: start.top + start.height / 2 - to.rect.height / 2,
          width: to.rect.width, height: to.rect.height }
        : { left: to.rect.left, top: to.rect.top - 28, width: to.rect.width, height: to.rect.height };
      const d = move(source, to.rect);
      fly(to.node, source, [{ transform: "translate(0, 0) scale(.3)", opacity: 0.2 },
        { transform: `translate(${d.x * 0.6}px, ${d.y * 0.6}px) scale(1.2)`, opacity: 1 },
        { transform: `translate(${d.x}px, ${d.y}px) scale(1)`, opacity: 1 }], FLIGHT_MS);
      arrive(to.node, fresh, "made");
    });
  }
}

/** @param {Map<string, Places>} before @param {ParentNode} root */
function chocolatesMoved(before, root) {
  const now = chocolatesOf(root);
  for (const [factory, is] of now) {
    const was = before.get(factory) || new Map();
    if (pushed(was, is)) {
      push(was, is);
      root.querySelector(`.belt[data-factory="${factory}"]`)?.classList.add("advancing");
    } else {
      pair(was, is, root);
    }
  }
}

// The part that just ran over (or under) the tile a chocolate was made on.
/** @param {ParentNode} root @param {HTMLElement} node */
function madeBy(root, node) {
  const [factory, where, tile] = String(node.dataset.place).split(":");
  if (where !== "tile") return null;
  const running = root.querySelector(`.slot.running[data-slot^="${factory}:"][data-tile="${tile}"] .machine-art`);
  return running || root.querySelector(`.slot[data-slot^="${factory}:"][data-tile="${tile}"] .machine-art`);
}

// A store marker steps along its track, one space at a time.
/** @param {Snapshot["markers"]} before @param {ParentNode} root */
function markersStepped(before, root) {
  for (const node of all(root, ".marker[data-marker]")) {
    const was = before.get(String(node.dataset.marker));
    const space = Number(node.dataset.space);
    if (!was || was.space === space || !shown(was.rect)) continue;
    const rect = node.getBoundingClientRect();
    if (!shown(rect)) continue;
    const track = node.closest(".track");
    const spaces = track ? [...track.querySelectorAll(".space")] : [];
    const step = was.space < space ? 1 : -1;
    const frames = [{ transform: "translate(0, 0)" }];
    for (let s = was.space + step; step > 0 ? s <= space : s >= space; s += step) {
      const target = s === space ? rect : spaces[s] ? spaces[s].getBoundingClientRect() : rect;
      const d = move(was.rect, target);
      frames.push({ transform: `translate(${d.x}px, ${d.y - 10}px)` }, { transform: `translate(${d.x}px, ${d.y}px)` });
    }
    const duration = STEP_MS * Math.abs(space - was.space);
    fly(node, was.rect, frames, duration);
    waitFor(node, duration);
    node.dataset.stepped = String(space - was.space);
    changes += 1;
  }
}

// Money gained (or paid) floats up from the purse.
/** @param {Map<string, number>} before @param {ParentNode} root */
function moneyChanged(before, root) {
  for (const node of all(root, "[data-money]")) {
    const was = before.get(String(node.dataset.money));
    const amount = Number(node.dataset.amount);
    if (was === undefined || was === amount) continue;
    const rect = node.getBoundingClientRect();
    if (!shown(rect)) continue;
    const float = document.createElement("span");
    float.className = `money-float ${amount > was ? "gain" : "loss"}`;
    float.textContent = `${amount > was ? "+" : "−"}${t("web-money", { amount: Math.abs(amount - was) })}`;
    const from = { left: rect.left, top: rect.top, width: rect.width, height: rect.height };
    fly(float, from, [{ transform: "translate(0, 0)", opacity: 1 }, { transform: "translate(0, -30px)", opacity: 0 }], 1200);
    node.dataset.changed = String(amount - was);
    changes += 1;
  }
}

/** After the board was drawn anew: set in motion what changed since `before` (a snapshot). */
/** @param {Snapshot | null | undefined} before @param {ParentNode} root */
export function animate(before, root) {
  if (!before) return;
  // a part that ran since: its machine works for a moment (CSS), with or without motion
  for (const node of all(root, ".slot.is-used[data-slot]")) {
    if (!before.used.has(String(node.dataset.slot))) node.classList.add("running");
  }
  const now = performance.now();
  still = window.matchMedia("(prefers-reduced-motion: reduce)").matches || now - movedAt < CALM_MS;
  changes = 0;
  chocolatesMoved(before.chocolates, root);
  markersStepped(before.markers, root);
  moneyChanged(before.money, root);
  if (changes) movedAt = now;
}
