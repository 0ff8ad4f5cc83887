// @ts-check
// The table's drawings, our own: chocolates of each kind (and the generic icons, and coal),
// factory parts drawn as machines, employees, stores, Chocolatl's cacao cards and stations.
// Every drawing is decoration (aria-hidden): the element that holds it carries the words (an
// aria-label or visible text from the catalogs), so a screen reader reads the player's language.
// Colours follow the game's (bean black, cocoa brown, bars brown, caramel yellow, nut red, boxed
// blue); shapes differ too, so no kind is told by its colour alone.

const NS = "http://www.w3.org/2000/svg";

/** The drawings of one family, by kind: each makes its picture's children anew.
 * @typedef {Record<string, () => SvgChild[]>} Drawings */

/** An SVG element with attributes and children (decoration: hidden from screen readers).
 * @param {string} tag @param {Record<string, string | number>} [attrs] @param {...SvgChild} children
 * @returns {SVGElement} */
function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(NS, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  for (const child of /** @type {SvgChild[]} */ (children.flat())) if (child) node.append(/** @type {Node} */ (child));
  return node;
}

/** @param {string} viewBox @param {string} className @param {...SvgChild} children */
function picture(viewBox, className, ...children) {
  return svg("svg", { viewBox, class: `art ${className}`, "aria-hidden": "true", focusable: "false" }, ...children);
}

const C = {
  bean: "#2a1a12", cocoa: "#5b3a22", bar: "#8a5a2b", barLight: "#b07a45", barDark: "#66401d",
  caramel: "#e3b23c", caramelDark: "#a8741a", nut: "#b3302a", nutShell: "#d9a066",
  boxed: "#2f5fa8", ribbon: "#f2c94c", coal: "#26221f", steel: "#8795a8", steelDark: "#4d5a6b",
};

// Each chocolate (and generic icon) on a 24×24 grid.
/** @type {Drawings} */
const CHOCOLATES = {
  bean: () => [
    svg("ellipse", { cx: 12, cy: 12, rx: 6.5, ry: 9.5, transform: "rotate(-25 12 12)", fill: C.bean, stroke: "#000", "stroke-width": 0.8 }),
    svg("path", { d: "M9.5 4.5 C13.5 8.5 10.5 15 14.5 19.5", fill: "none", stroke: "#8c5b3a", "stroke-width": 1.5, "stroke-linecap": "round" }),
    svg("ellipse", { cx: 9, cy: 9, rx: 1.4, ry: 2.6, transform: "rotate(-25 9 9)", fill: "#fff", opacity: 0.25 }),
  ],
  cocoa: () => [
    svg("path", { d: "M2.5 19.5 Q7 8 12 5 Q17 8 21.5 19.5 Z", fill: C.cocoa, stroke: "#2b1a0e", "stroke-width": 0.8 }),
    svg("rect", { x: 1.5, y: 19, width: 21, height: 2.5, rx: 1.2, fill: "#3a2414" }),
    svg("circle", { cx: 10, cy: 12, r: 0.9, fill: "#a47551" }),
    svg("circle", { cx: 14, cy: 15, r: 0.9, fill: "#a47551" }),
    svg("circle", { cx: 8.5, cy: 16.5, r: 0.9, fill: "#a47551" }),
  ],
  chunk: () => [
    svg("path", { d: "M4 9 L11 5 L20 8 L13 12 Z", fill: C.barLight, stroke: "#3d2511", "stroke-width": 0.7 }),
    svg("path", { d: "M4 9 L13 12 L13 20 L4 17 Z", fill: C.bar, stroke: "#3d2511", "stroke-width": 0.7 }),
    svg("path", { d: "M13 12 L20 8 L20 16 L13 20 Z", fill: C.barDark, stroke: "#3d2511", "stroke-width": 0.7 }),
  ],
  finger: () => [
    svg("rect", { x: 8.5, y: 1.5, width: 7, height: 21, rx: 3.5, fill: C.bar, stroke: "#3d2511", "stroke-width": 0.8 }),
    svg("path", { d: "M9 7 Q12 5.5 15 7 M9 11 Q12 9.5 15 11 M9 15 Q12 13.5 15 15", fill: "none", stroke: C.barDark, "stroke-width": 1.1 }),
    svg("rect", { x: 10, y: 3, width: 1.3, height: 17, rx: 0.6, fill: "#fff", opacity: 0.3 }),
  ],
  caramel: () => [
    svg("rect", { x: 3, y: 3, width: 18, height: 18, rx: 4, fill: C.caramel, stroke: C.caramelDark, "stroke-width": 1 }),
    svg("path", { d: "M12 12 m0 -1.5 a1.5 1.5 0 1 1 -1.5 1.5 a3 3 0 1 1 3 3 a4.5 4.5 0 1 1 -4.5 -4.5", fill: "none", stroke: C.caramelDark, "stroke-width": 1.4, "stroke-linecap": "round" }),
  ],
  nut: () => [
    svg("circle", { cx: 12, cy: 13.5, r: 8.5, fill: C.nut, stroke: "#6e1a15", "stroke-width": 0.9 }),
    svg("ellipse", { cx: 12, cy: 9.5, rx: 3.6, ry: 4.2, fill: C.nutShell, stroke: "#7a4a20", "stroke-width": 0.8 }),
    svg("path", { d: "M8.4 8.5 Q12 4 15.6 8.5 Q12 7 8.4 8.5 Z", fill: "#7a4a20" }),
  ],
  boxed: () => [
    svg("rect", { x: 3, y: 8, width: 18, height: 13, rx: 1.5, fill: C.boxed, stroke: "#17335f", "stroke-width": 0.9 }),
    svg("rect", { x: 2, y: 6, width: 20, height: 4, rx: 1, fill: "#3f74c4", stroke: "#17335f", "stroke-width": 0.9 }),
    svg("rect", { x: 10.8, y: 6, width: 2.4, height: 15, fill: C.ribbon }),
    svg("path", { d: "M12 6 C8 1.5 5.5 5.5 12 6 C18.5 5.5 16 1.5 12 6 Z", fill: C.ribbon, stroke: "#9c7a1c", "stroke-width": 0.6 }),
  ],
  // generic icons: any Bar (chunk or finger), any Wrapped (caramel or nut), any refined, any
  bar: () => [
    svg("rect", { x: 2.5, y: 5, width: 19, height: 14, rx: 2, fill: C.bar, stroke: "#3d2511", "stroke-width": 0.9 }),
    svg("path", { d: "M8.8 5 V19 M15.2 5 V19 M2.5 12 H21.5", stroke: C.barDark, "stroke-width": 1.2 }),
    svg("path", { d: "M4 7 H7.5 M10.3 7 H13.7 M16.7 7 H20", stroke: C.barLight, "stroke-width": 1 }),
  ],
  wrapped: () => [
    svg("path", { d: "M6 12 L1.5 7.5 L1.5 16.5 Z M18 12 L22.5 7.5 L22.5 16.5 Z", fill: C.caramelDark }),
    svg("ellipse", { cx: 12, cy: 12, rx: 7, ry: 5.5, fill: C.caramel, stroke: "#6e4a0e", "stroke-width": 0.8 }),
    svg("path", { d: "M12 6.5 A7 5.5 0 0 1 12 17.5 Z", fill: C.nut }),
  ],
  refined: () => [
    svg("circle", { cx: 12, cy: 12, r: 9, fill: C.cocoa, stroke: "#2b1a0e", "stroke-width": 0.8 }),
    svg("path", { d: "M12 5.5 L13.8 10 L18.5 10.2 L14.8 13 L16.1 17.5 L12 14.9 L7.9 17.5 L9.2 13 L5.5 10.2 L10.2 10 Z", fill: C.ribbon }),
  ],
  any: () => [
    svg("circle", { cx: 12, cy: 12, r: 9, fill: "#fff", stroke: C.cocoa, "stroke-width": 1.2, "stroke-dasharray": "3 2" }),
    svg("circle", { cx: 8.5, cy: 10, r: 2.4, fill: C.bean }),
    svg("circle", { cx: 15.5, cy: 10, r: 2.4, fill: C.caramel }),
    svg("circle", { cx: 12, cy: 15.5, r: 2.4, fill: C.nut }),
  ],
  coal: () => [
    svg("path", { d: "M3 15 L6 7 L12 4 L19 7 L21.5 14 L17 20 L8 20.5 Z", fill: C.coal, stroke: "#000", "stroke-width": 0.8 }),
    svg("path", { d: "M6 7 L11 11 L12 4 M11 11 L19 7 M11 11 L8 20.5 M11 11 L21.5 14", fill: "none", stroke: "#5c5853", "stroke-width": 0.7 }),
    svg("path", { d: "M12.5 5.5 L17 7.3 L12 9.5 Z", fill: "#77716a" }),
  ],
};

/** The drawing of a chocolate kind, a generic icon or coal (24×24, aria-hidden). */
/** @param {string} kind @returns {SVGElement} */
export function chocolateArt(kind) {
  // drawn once per kind, then copied: a board shows dozens of them at every move
  if (!drawn.has(kind)) {
    const draw = CHOCOLATES[kind] || CHOCOLATES.any;
    drawn.set(kind, picture("0 0 24 24", `choc-art art-${kind}`, draw()));
  }
  return /** @type {SVGElement} */ (/** @type {SVGElement} */ (drawn.get(kind)).cloneNode(true));
}
/** @type {Map<string, SVGElement>} */
const drawn = new Map();

/** @param {number} cx @param {number} cy @param {number} r */
function gear(cx, cy, r) {
  return svg("g", { class: "gear" },
    svg("circle", { cx, cy, r, fill: "none", stroke: C.steelDark, "stroke-width": 2.6, "stroke-dasharray": "2.2 1.6" }),
    svg("circle", { cx, cy, r: r - 1.6, fill: "#c9d2de", stroke: C.steelDark, "stroke-width": 0.8 }),
    svg("circle", { cx, cy, r: 1, fill: C.steelDark }));
}

/** @param {string} fill */
function body(fill, x = 10, y = 9, w = 28, h = 17) {
  return svg("rect", { x, y, width: w, height: h, rx: 3, fill, stroke: "#2e3742", "stroke-width": 1 });
}

// Each kind of factory part as a machine on a 48×32 grid; the nozzle at the bottom feeds the belt.
/** @type {Drawings} */
const MACHINES = {
  converter: () => [
    svg("path", { d: "M14 2 H30 L26 9 H18 Z", fill: "#b9c3cf", stroke: "#2e3742", "stroke-width": 1 }),
    body(C.steel), gear(18, 17.5, 5), gear(30, 17.5, 4),
    svg("rect", { x: 21, y: 26, width: 6, height: 4, fill: C.steelDark }),
  ],
  upgrader: () => [
    body("#b87333"), gear(16, 17.5, 4.5),
    svg("path", { d: "M30 23 V13 M26 16.5 L30 12 L34 16.5", fill: "none", stroke: "#fff7d6", "stroke-width": 2.2, "stroke-linecap": "round", "stroke-linejoin": "round" }),
    svg("path", { d: "M38 4 L39.2 7 L42 8 L39.2 9 L38 12 L36.8 9 L34 8 L36.8 7 Z", fill: C.ribbon }),
    svg("rect", { x: 21, y: 26, width: 6, height: 4, fill: "#7a4a1f" }),
  ],
  repeater: () => [
    body("#2f8f83"), gear(17, 17.5, 4.5),
    svg("path", { d: "M26 13 l6 9 M32 13 l-6 9", stroke: "#fff", "stroke-width": 2.2, "stroke-linecap": "round" }),
    svg("rect", { x: 15, y: 26, width: 5, height: 4, fill: "#1d5c54" }),
    svg("rect", { x: 28, y: 26, width: 5, height: 4, fill: "#1d5c54" }),
  ],
  chute: () => [
    svg("path", { d: "M6 4 H16 L13 9 H9 Z", fill: "#b9c3cf", stroke: "#2e3742", "stroke-width": 1 }),
    svg("path", { d: "M9 9 C10 22 26 14 38 27 L42 23 C30 10 16 19 14 9 Z", fill: C.steel, stroke: "#2e3742", "stroke-width": 1 }),
    svg("path", { d: "M36 29 L44 29 L44 21", fill: "none", stroke: C.steelDark, "stroke-width": 1.6 }),
  ],
  mover: () => [
    svg("rect", { x: 6, y: 24, width: 14, height: 6, rx: 1.5, fill: C.steelDark }),
    svg("path", { d: "M13 24 L17 12 L33 7", fill: "none", stroke: "#e0a526", "stroke-width": 3.2, "stroke-linecap": "round", "stroke-linejoin": "round" }),
    gear(17, 12, 3),
    svg("path", { d: "M33 7 V13 M30 13 L33 17 M36 13 L33 17", fill: "none", stroke: "#2e3742", "stroke-width": 1.6, "stroke-linecap": "round" }),
  ],
};

/** A factory part drawn as a machine of its kind (48×32, aria-hidden). */
/** @param {string} kind */
export function machineArt(kind) {
  const draw = MACHINES[kind] || MACHINES.converter;
  return picture("0 0 48 32", `machine-art machine-${kind}`, draw());
}

/** A worker in their store's colour (the card's colour is set by CSS: currentColor). */
export function employeeArt() {
  return picture("0 0 24 24", "employee-art",
    svg("circle", { cx: 12, cy: 8.5, r: 4.2, fill: "#f1d3b3", stroke: "#5a3b22", "stroke-width": 0.8 }),
    svg("path", { d: "M7.5 7 Q12 0.5 16.5 7 Z", fill: "currentColor", stroke: "#2b1d14", "stroke-width": 0.6 }),
    svg("path", { d: "M4 23 Q4 14 12 14 Q20 14 20 23 Z", fill: "currentColor", stroke: "#2b1d14", "stroke-width": 0.8 }),
    svg("path", { d: "M10 14.5 L12 18 L14 14.5", fill: "#fff" }));
}

/** A shop front under a striped awning in the store's colour (currentColor). */
export function storeArt() {
  const stripes = [0, 1, 2, 3, 4].map((i) => svg("path", {
    d: `M${2 + i * 6} 4 h6 v5 a3 3 0 0 1 -6 0 Z`, fill: i % 2 ? "#fff" : "currentColor", stroke: "#2b1d14", "stroke-width": 0.5 }));
  return picture("0 0 34 26", "store-art",
    svg("rect", { x: 4, y: 9, width: 26, height: 16, fill: "#fdf6ea", stroke: "#2b1d14", "stroke-width": 0.8 }),
    svg("rect", { x: 7, y: 13, width: 9, height: 7, fill: "#bfe0f5", stroke: "#2b1d14", "stroke-width": 0.6 }),
    svg("rect", { x: 19, y: 13, width: 7, height: 12, fill: "currentColor", stroke: "#2b1d14", "stroke-width": 0.6 }),
    stripes);
}

/** A coin for money. */
export function coinArt() {
  return picture("0 0 24 24", "coin-art",
    svg("circle", { cx: 12, cy: 12, r: 9.5, fill: "#f2c94c", stroke: "#9c7a1c", "stroke-width": 1.2 }),
    svg("circle", { cx: 12, cy: 12, r: 6.5, fill: "none", stroke: "#c9a23a", "stroke-width": 1 }),
    svg("text", { x: 12, y: 16, "text-anchor": "middle", "font-size": 11, "font-weight": 700, fill: "#7a5a10" }, document.createTextNode("£")));
}

/** A cacao pod, on Chocolatl's cards. */
export function podArt() {
  return picture("0 0 16 24", "pod-art",
    svg("path", { d: "M8 1.5 C14 5 14 19 8 22.5 C2 19 2 5 8 1.5 Z", fill: "#c8741e", stroke: "#6e3a0c", "stroke-width": 0.8 }),
    svg("path", { d: "M8 2 V22 M5 4.5 C3.8 10 3.8 14 5 19.5 M11 4.5 C12.2 10 12.2 14 11 19.5", fill: "none", stroke: "#8a4a12", "stroke-width": 0.7 }));
}

// Chocolatl's stations, each a small picture of what it gives.
/** @type {Drawings} */
const STATIONS = {
  field: () => [
    svg("path", { d: "M2 21 H30", stroke: "#6b4a2a", "stroke-width": 2 }),
    svg("path", { d: "M9 21 V12 M9 14 C5 13 4 10 5 8 C8 8 9 11 9 14 M9 12 C13 11 14 8 13 6 C10 6 9 9 9 12", fill: "#3d8b37", stroke: "#25632a", "stroke-width": 0.8 }),
    svg("rect", { x: 17, y: 12, width: 8, height: 8, rx: 1.5, fill: "#fff", stroke: "#2b1d14", "stroke-width": 0.8 }),
    svg("circle", { cx: 19.5, cy: 14.5, r: 0.9, fill: "#2b1d14" }), svg("circle", { cx: 22.5, cy: 17.5, r: 0.9, fill: "#2b1d14" }),
  ],
  village: () => [
    svg("path", { d: "M4 14 L11 6 L18 14 Z M20 16 L26 9 L32 16 Z", fill: "#b07a45", stroke: "#5a3b22", "stroke-width": 0.8 }),
    svg("rect", { x: 6, y: 14, width: 10, height: 8, fill: "#e8cf9f", stroke: "#5a3b22", "stroke-width": 0.8 }),
    svg("rect", { x: 22, y: 16, width: 8, height: 6, fill: "#e8cf9f", stroke: "#5a3b22", "stroke-width": 0.8 }),
  ],
  kitchen: () => [
    svg("path", { d: "M6 11 H26 L24 21 Q16 24 8 21 Z", fill: "#5b3a22", stroke: "#2b1a0e", "stroke-width": 0.9 }),
    svg("path", { d: "M11 8 Q9 5 11 2 M16 8 Q14 5 16 2 M21 8 Q19 5 21 2", fill: "none", stroke: "#9aa3ad", "stroke-width": 1.2, class: "steam" }),
  ],
  tlachtli: () => [
    svg("rect", { x: 3, y: 16, width: 26, height: 6, fill: "#c9a57a", stroke: "#5a3b22", "stroke-width": 0.8 }),
    svg("circle", { cx: 16, cy: 9, r: 5, fill: "none", stroke: "#6b6b6b", "stroke-width": 2 }),
    svg("circle", { cx: 24, cy: 12, r: 2.6, fill: "#2b1d14" }),
  ],
  pyramid: () => [
    svg("path", { d: "M3 22 H29 V18 H26 V14 H22 V10 H10 V14 H6 V18 H3 Z", fill: "#d8b47a", stroke: "#6b4a2a", "stroke-width": 0.9 }),
    svg("path", { d: "M14 10 V6 H18 V10", fill: "#b5651d", stroke: "#6b4a2a", "stroke-width": 0.8 }),
  ],
  temple: () => [
    svg("path", { d: "M4 9 L16 3 L28 9 Z", fill: "#b5651d", stroke: "#5a3b22", "stroke-width": 0.8 }),
    svg("path", { d: "M7 10 V20 M12 10 V20 M20 10 V20 M25 10 V20", stroke: "#8a7765", "stroke-width": 2 }),
    svg("rect", { x: 4, y: 20, width: 24, height: 3, fill: "#c9b49a", stroke: "#5a3b22", "stroke-width": 0.8 }),
  ],
};

/** A Chocolatl station's picture (32×24, aria-hidden); null for a station without one. */
/** @param {string} id */
export function stationArt(id) {
  const draw = STATIONS[id];
  return draw ? picture("0 0 32 24", `station-art station-art-${id}`, draw()) : null;
}

/** A drawing placed at (x, y) of a larger picture, sized w×h. */
/** @param {SVGElement} drawing @param {number} x @param {number} y @param {number} w @param {number} h */
function placed(drawing, x, y, w, h) {
  for (const [key, value] of Object.entries({ x, y, width: w, height: h })) drawing.setAttribute(key, String(value));
  return drawing;
}

/** The welcome lobby's picture of Chocolate Factory (240×120, aria-hidden): two machines over
 * the running belt, a bean, cocoa, a bar and a box on its four tiles, a store on the right. */
export function factoryScene() {
  const tiles = ["bean", "cocoa", "chunk", "boxed"].map((kind, i) => [
    svg("rect", { x: 22 + i * 44, y: 74, width: 38, height: 30, rx: 5, fill: "#f7f1e8", stroke: "#0004" }),
    placed(chocolateArt(kind), 29 + i * 44, 77, 24, 24)]);
  return picture("0 0 240 120", "scene scene-factory",
    svg("rect", { x: 0, y: 0, width: 240, height: 120, rx: 10, fill: "#fbf3e8" }),
    placed(machineArt("converter"), 18, 22, 60, 40),
    placed(machineArt("upgrader"), 106, 22, 60, 40),
    svg("rect", { x: 10, y: 68, width: 186, height: 42, rx: 21, fill: "#3b3631" }),
    svg("circle", { cx: 20, cy: 89, r: 5, fill: "#b5afa8", stroke: "#55504a", "stroke-width": 2 }),
    svg("circle", { cx: 186, cy: 89, r: 5, fill: "#b5afa8", stroke: "#55504a", "stroke-width": 2 }),
    tiles.flat(),
    svg("g", { color: "#7b4a2a" }, placed(storeArt(), 198, 60, 40, 32)),
    placed(coinArt(), 208, 26, 22, 22));
}

/** The welcome lobby's picture of Chocolatl (240×120, aria-hidden): cacao cards bid at a
 * station before the pyramid. */
export function chocolatlScene() {
  const cards = [3, 5, 1].map((value, i) => svg("g", {},
    svg("rect", { x: 100 + i * 44, y: 40 + (i % 2) * 8, width: 36, height: 52, rx: 5,
      fill: i === 2 ? "#5b3a22" : "#fff", stroke: "#5b3a22", "stroke-width": 1.5 }),
    i === 2 ? null : placed(podArt(), 110 + i * 44, 46 + (i % 2) * 8, 16, 24),
    i === 2 ? null : svg("text", { x: 118 + i * 44, y: 86 + (i % 2) * 8, "text-anchor": "middle", "font-size": 14,
      "font-weight": 700, fill: "#2b1d14" }, document.createTextNode(String(value)))));
  return picture("0 0 240 120", "scene scene-chocolatl",
    svg("rect", { x: 0, y: 0, width: 240, height: 120, rx: 10, fill: "#fbf3e8" }),
    placed(/** @type {SVGElement} */ (stationArt("pyramid")), 8, 24, 88, 66),
    placed(/** @type {SVGElement} */ (stationArt("kitchen")), 16, 86, 40, 30),
    cards);
}
