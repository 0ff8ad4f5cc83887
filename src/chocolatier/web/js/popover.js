// @ts-check
// Every card explained: a popover with a card's text (ability, options and cost, stages, store
// side, objectives, station effect) shown on hover, on keyboard focus, and on a tap of the card's
// "i" button (phones have no hover). One popover element serves the page (a tooltip: it never
// takes a click meant for the board); its words are made by
// the board modules from the catalogs, in the reader's language.
import { el } from "./dom.js";
import { t } from "./i18n.js";

/** What an explained card's popover says: its title, then its body (nodes, words; empty ones skipped).
 * @typedef {() => [string, ...(Node | string | null | undefined | false)[]]} Explainer */

/** @type {WeakMap<Element, Explainer>} */
const makers = new WeakMap();   // card element -> () => [title, ...body nodes]
/** @type {HTMLElement | null} */
let box = null;
/** @type {Element | null} */
let shownFor = null;

function popover() {
  if (!box) {
    box = el("div", { id: "popover", class: "popover hidden", role: "tooltip" });
    document.body.append(box);
  }
  return box;
}

/** @param {Element} node */
function place(node) {
  const rect = node.getBoundingClientRect();
  const pop = popover();
  const width = Math.min(320, window.innerWidth - 16);
  pop.style.width = `${width}px`;
  const left = Math.max(8, Math.min(rect.left, window.innerWidth - width - 8));
  pop.style.left = `${left}px`;
  // below the card if it fits, else above it
  const below = rect.bottom + 6;
  pop.style.top = `${below}px`;
  const height = pop.offsetHeight;
  if (below + height > window.innerHeight && rect.top - height - 6 > 0) {
    pop.style.top = `${rect.top - height - 6}px`;
  }
}

/** @param {Element} node */
export function show(node) {
  const make = makers.get(node);
  if (!make) return;
  const [title, ...body] = make();
  const pop = popover();
  pop.replaceChildren(el("b", { class: "popover-title", text: title }),
    .../** @type {(Node | string)[]} */ (body.filter(Boolean)));
  pop.classList.remove("hidden");
  node.setAttribute("aria-describedby", "popover");
  shownFor = node;
  place(node);
}

export function hide() {
  if (!box || box.classList.contains("hidden")) return;
  box.classList.add("hidden");
  if (shownFor) shownFor.removeAttribute("aria-describedby");
  shownFor = null;
}

/** Make `node` explain itself: `make()` returns the popover's title and its body nodes. The
 * card gets an "i" button (a tap target on phones) and shows the popover on hover and focus. */
/**
 * @template {Element} N
 * @param {N} node
 * @param {Explainer} make
 * @returns {N}
 */
export function explain(node, make) {
  makers.set(node, make);
  node.classList.add("explained");
  if (!node.hasAttribute("tabindex")) node.setAttribute("tabindex", "0");
  const [title] = make();
  const info = el("button", { type: "button", class: "info", "aria-label": t("web-card-details", { what: title }),
    onclick: (event) => {
      event.stopPropagation();  // a tap on "i" explains; it does not play the card
      show(node);
    } }, "i");
  node.append(info);
  return node;
}

/** @param {EventTarget | null} target */
function cardOf(target) {
  return target instanceof Element ? target.closest(".explained") : null;
}

document.addEventListener("mouseover", (event) => {
  const node = cardOf(event.target);
  if (node && node !== shownFor) show(node);
});
document.addEventListener("mouseout", (event) => {
  const node = cardOf(event.target);
  const to = event.relatedTarget;
  if (node && node === shownFor && !(to instanceof Node && node.contains(to))) hide();
});
// keyboard focus explains; the focus a tap or a click leaves behind does not (it plays the card)
document.addEventListener("focusin", (event) => {
  const node = cardOf(event.target);
  if (node && event.target instanceof Element && event.target.matches(":focus-visible")) show(node);
  else if (!node) hide();
});
document.addEventListener("keydown", (event) => { if (event.key === "Escape") hide(); });
document.addEventListener("click", (event) => {
  if (!cardOf(event.target)) hide();
});

// The title of an explained card (its name, an order's or a store's heading).
const TITLES = ".explained .part-name, .explained > .part-head > b, .explained > .store-head > b, .explained > h4";
const SMALLEST = 8;  // px: a title shrinks no further (it would be unreadable)

/** Shrink the card titles under `root` whose longest word is wider than their card: titles
 * wrap at spaces only (css/art.css), so such a word would otherwise run under the "i". All
 * sizes are read before any is set (one layout, not one per card). */
/** @param {ParentNode} root */
export function fitTitles(root) {
  const titles = /** @type {HTMLElement[]} */ ([...root.querySelectorAll(TITLES)]);
  const wide = titles.filter((node) => node.scrollWidth > node.clientWidth + 1)
    .map((node) => /** @type {const} */ ([node, node.clientWidth / node.scrollWidth,
      parseFloat(getComputedStyle(node).fontSize)]));
  for (const [node, ratio, size] of wide) {
    node.style.fontSize = `${Math.max(SMALLEST, Math.floor(size * ratio * 10) / 10)}px`;
  }
}
