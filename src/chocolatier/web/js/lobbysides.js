// @ts-check
// Each Department Store's side chosen on its own (seeds 003 and 004: "any combination of A and
// B sides"; ruling F5): one choice per store, shown when the store sides are "each store its
// own side". The store names are the cards' names.
import { el } from "./dom.js";
import { list, t } from "./i18n.js";

export const EACH = "each";

// One side choice per store (`letters`: A, B, plus C and D with the module), side A first.
/** @param {string[]} stores @param {string[]} letters */
export function storeSideChoice(stores, letters) {
  return el("fieldset", { class: "store-sides", id: "store-sides" },
    el("legend", { text: t("fidelity-store-sides-legend") }),
    stores.map((store) => el("label", {}, `${t(`store-${store}`)} `,
      el("select", { name: `side-${store}`, "data-store": store },
        letters.map((side) => el("option", { value: side, text: t("web-store-side", { side }) }))))));
}

// The sides shown only while "each store its own side" is chosen.
/** @param {HTMLElement} optionsBox */
export function showStoreSides(optionsBox) {
  const choice = /** @type {HTMLSelectElement | null} */ (optionsBox.querySelector("select[name=store_sides]"));
  const box = optionsBox.querySelector("#store-sides");
  if (choice && box) box.classList.toggle("hidden", choice.value !== EACH);
}

// The engine's store_sides option: {store: side} when each store has its own, else the value.
/**
 * @param {HTMLElement} optionsBox
 * @returns {string | Record<string, string>}
 */
export function readStoreSides(optionsBox) {
  const choice = /** @type {HTMLSelectElement} */ (optionsBox.querySelector("select[name=store_sides]"));
  if (choice.value !== EACH) return choice.value;
  return Object.fromEntries([...optionsBox.querySelectorAll("#store-sides select")]
    .map((select) => [/** @type {HTMLSelectElement} */ (select).dataset.store, /** @type {HTMLSelectElement} */ (select).value]));
}

// A table's store sides in words: "all A (first game)" ..., or each store with its side.
/** @param {string | Record<string, string>} sides */
export function sidesText(sides) {
  if (typeof sides === "string") return t(`web-option-sides-${sides}`);
  return list(Object.entries(sides).map(([store, side]) =>
    `${t(`store-${store}`)} ${t("web-store-side", { side })}`));
}
