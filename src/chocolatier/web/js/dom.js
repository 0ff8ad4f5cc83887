// @ts-check
// Small DOM helpers. Text always goes through textContent: nothing from the server is HTML.
import { chocolateArt } from "./art.js";
import { Words, number, t } from "./i18n.js";

const things = new Words();

/**
 * An element `tag` with attributes (`class`, `text`, `dataset`, `on<event>` listeners, any
 * other as an attribute: `true` present, `false`/null/undefined absent) and children (nodes,
 * or anything else as its text; nested lists flattened, null/undefined/false skipped).
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Attrs} [attrs]
 * @param {...Child} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = String(value);
    else if (key === "text") node.textContent = String(value);
    else if (key.startsWith("on") && typeof value === "function") node.addEventListener(key.slice(2), value);
    else if (key === "dataset" && typeof value === "object") Object.assign(node.dataset, value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/**
 * The page's element `id`, of `type` (HTMLElement unless told): the page's own HTML has it, so
 * its absence is a bug, said at once.
 * @template {HTMLElement} [T=HTMLElement]
 * @param {string} id
 * @param {new () => T} [type]
 * @returns {T}
 */
export function byId(id, type) {
  const node = document.getElementById(id);
  if (!node || !(node instanceof (type ?? HTMLElement))) throw new Error(`the page has no #${id}`);
  return /** @type {T} */ (node);
}

/**
 * The HTML elements under `root` that `selector` matches (the page's own: no SVG).
 * @param {ParentNode} root
 * @param {string} selector
 * @returns {NodeListOf<HTMLElement>}
 */
export function all(root, selector) {
  return /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll(selector));
}

/**
 * `node` emptied of its children.
 * @template {Node} N
 * @param {N} node
 * @returns {N}
 */
export function clear(node) {
  while (node.firstChild) node.removeChild(node.firstChild);
  return node;
}

// A chocolate drawn (art.js), named in the reader's language: its name (and a generic icon's:
// any bar, any wrapped...) comes from the catalog. data-kind and data-count let the board's
// motion (motion.js) follow it from one drawing to the next.
/**
 * @param {string} kind
 * @param {number} [count]
 * @param {Attrs} [extra] more attributes of the chocolate's element
 */
export function chocolate(kind, count = 1, extra = {}) {
  const label = t("count-of", { count, what: things.icon(kind, count) });
  return el("span", { class: `choc choc-${kind}`, role: "img", title: label, "aria-label": label,
    "data-kind": kind, "data-count": String(count), ...extra },
  chocolateArt(kind), count > 1 ? el("b", { text: number(count) }) : null);
}

/**
 * Chocolates of each kind drawn (counts by kind; zeros skipped).
 * @param {Record<string, number> | null | undefined} counts
 * @param {(kind: string) => Attrs} [extra] more attributes of each kind's element
 */
export function chocolates(counts, extra = () => ({})) {
  const out = [];
  for (const [kind, count] of Object.entries(counts || {})) {
    if (count > 0) out.push(chocolate(kind, count, extra(kind)));
  }
  return out;
}
