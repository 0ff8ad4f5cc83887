// Small DOM helpers. Text always goes through textContent: nothing from the server is HTML.
import { chocolateArt } from "./art.js";
import { Words, number, t } from "./i18n.js";

const things = new Words();

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key === "dataset") Object.assign(node.dataset, value);
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

export function clear(node) {
  while (node.firstChild) node.removeChild(node.firstChild);
  return node;
}

// A chocolate drawn (art.js), named in the reader's language: its name (and a generic icon's:
// any bar, any wrapped...) comes from the catalog. data-kind and data-count let the board's
// motion (motion.js) follow it from one drawing to the next.
export function chocolate(kind, count = 1, extra = {}) {
  const label = t("count-of", { count, what: things.icon(kind, count) });
  return el("span", { class: `choc choc-${kind}`, role: "img", title: label, "aria-label": label,
    "data-kind": kind, "data-count": String(count), ...extra },
  chocolateArt(kind), count > 1 ? el("b", { text: number(count) }) : null);
}

export function chocolates(counts, extra = () => ({})) {
  const out = [];
  for (const [kind, count] of Object.entries(counts || {})) {
    if (count > 0) out.push(chocolate(kind, count, extra(kind)));
  }
  return out;
}
