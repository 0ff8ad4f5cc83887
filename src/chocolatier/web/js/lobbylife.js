// @ts-check
// The lobby's table-life parts: the clock, stand-in and public options of a new table, and
// "take a seat" at a public table with free seats (no invite needed).
import { api, errorText, rememberSeat } from "./api.js";
import { el } from "./dom.js";
import { t } from "./i18n.js";
import { botLabel } from "./names.js";

// value -> the table options it sets
/** @type {Record<string, TableSettings>} */
const CLOCKS = {
  none: {},
  s30: { turn_seconds: 30 },
  s60b300: { turn_seconds: 60, bank_seconds: 300 },
  s180: { turn_seconds: 180 },
  h24: { turn_hours: 24 },
  h72: { turn_hours: 72 },
};

/** A table's clock (its settings) in words. @param {TableSettings} options */
export function clockLabel(options) {
  if (options.turn_hours) return t("web-option-clock-hours", { hours: options.turn_hours });
  if (options.bank_seconds) {
    return t("web-option-clock-bank", { seconds: options.turn_seconds ?? 0, minutes: options.bank_seconds / 60 });
  }
  if (options.turn_seconds) return t("web-option-clock-seconds", { seconds: options.turn_seconds });
  return t("web-option-clock-none");
}

// The fieldset of the new table's clock, stand-in bot, public listing and rating (the rating
// needs every human seat to be an account: the creator logged in).
/** @param {GameInfo} game */
export function lifeOptions(game) {
  const standins = game.bots.filter((b) => b !== "random").concat(["random"]);
  return el("fieldset", { id: "life-options" },
    el("label", {}, `${t("web-option-clock")} `,
      el("select", { name: "clock", id: "option-clock" },
        Object.entries(CLOCKS).map(([value, options]) => el("option", { value, text: clockLabel(options) })))),
    el("label", {}, `${t("web-option-standin")} `,
      el("select", { name: "standin", id: "option-standin" },
        standins.map((b) => el("option", { value: b, text: botLabel(b) })))),
    el("label", {}, el("input", { type: "checkbox", name: "public", id: "option-public" }),
      ` ${t("web-option-public")}`),
    el("label", {}, el("input", { type: "checkbox", name: "rated", id: "option-rated" }),
      ` ${t("web-option-rated")}`));
}

// The options the fieldset sets.
/** @param {LifeFields} form the lobby's form (its fields by name) */
export function readLifeOptions(form) {
  if (!form.clock) return {};
  return { ...CLOCKS[form.clock.value], standin: form.standin.value, public: form.public.checked,
    rated: form.rated.checked };
}

// A public open table's "take a seat" button (with the name typed in the lobby's form).
/** @param {PublicTable} table @param {() => string} nameOf */
export function takeSeatButton(table, nameOf) {
  const free = table.seats.some((s) => s.kind === "human" && !s.joined);
  if (table.status !== "open" || !free || !(table.settings || {}).public) return null;
  const error = el("span", { class: "error" });
  return el("span", {}, el("span", { class: "badge", text: t("web-public-table") }), " ",
    el("button", { type: "button", class: "small take-seat", onclick: async () => {
      try {
        const joined = await api(`/api/tables/${encodeURIComponent(table.id)}/join`,
          { method: "POST", body: { name: nameOf() } });
        rememberSeat(table.id, { token: joined.token, seat: joined.seat });
        localStorage.setItem("chocolatier.name", nameOf());
        location.href = `/t/${encodeURIComponent(table.id)}`;
      } catch (err) {
        error.textContent = errorText(err);
      }
    } }, t("web-take-seat-here")), error);
}
