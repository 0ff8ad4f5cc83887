// @ts-check
// Who holds a human seat: a registered player (a badge linking to their page) or a guest, so
// that a guest can never pass for an account (the server refuses guests' names that look like
// an account's; this shows which is which).
import { el } from "./dom.js";
import { t } from "./i18n.js";

/** The mark of `seat` (a seat of the table's public list), or null for bots and free seats. */
/** @param {TableSeat} seat */
export function identityMark(seat) {
  if (seat.kind !== "human" || !seat.joined) return null;
  if (seat.account) {
    return el("a", { class: "badge seat-account", href: `/players/${encodeURIComponent(seat.name)}`,
      title: t("accounts-seat-account-title"), dataset: { identity: "account" },
      text: `✓ ${t("accounts-seat-account")}` });
  }
  return el("span", { class: "badge seat-guest", dataset: { identity: "guest" },
    text: t("accounts-seat-guest") });
}
