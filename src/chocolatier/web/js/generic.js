// @ts-check
// A board for any game without its own drawing: the view as a readable tree. Every legal
// action is then offered as a button (no board targets).
import { el } from "./dom.js";
import { t } from "./i18n.js";

/**
 * @param {unknown} value
 * @param {string | number | null} [key]
 * @returns {HTMLElement}
 */
function tree(value, key = null) {
  if (value === null || typeof value !== "object") {
    return el("div", { class: "kv" }, key !== null ? el("b", { text: `${key}: ` }) : null,
      String(value));
  }
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  return el("details", { open: true, class: "tree" },
    el("summary", { text: key === null ? t("web-view") : String(key) }),
    entries.map(([k, v]) => tree(v, k)));
}

/** @param {HTMLElement} container @param {unknown} view */
export function renderBoard(container, view) {
  container.append(tree(view));
}

/** @returns {never[]} */
export function targetsOf() {
  return [];
}

export function attemptFor() {
  return null;
}
