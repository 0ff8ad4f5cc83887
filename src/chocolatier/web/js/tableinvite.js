// @ts-check
// Inviting and joining by link: the invite link of a table with free seats (for the one who
// holds it), and, for a visitor who came by it, the form that takes a free seat.
import { api, errorText, inviteUrl, rememberSeat, seatFor } from "./api.js";
import { clear, el } from "./dom.js";
import { t } from "./i18n.js";

/**
 * The invite panel in `box`: shown while the table has a free seat and this browser holds
 * the link to it.
 * @param {HTMLElement} box
 * @param {string} tableId
 * @param {Pick<Protocol.TableInfo, "seats" | "status">} table
 */
export function renderInvite(box, tableId, table) {
  const seat = seatFor(tableId);
  const free = table.seats.some((s) => s.kind === "human" && !s.joined);
  if (!seat || !seat.invite || !free || table.status === "finished") {
    box.classList.add("hidden");
    return;
  }
  const url = inviteUrl(tableId, seat.invite);
  clear(box).append(el("h3", { text: t("web-invite-title") }),
    el("input", { id: "invite-link", readonly: true, value: url, "aria-label": t("web-invite-link") }),
    el("button", { type: "button", onclick: () => navigator.clipboard?.writeText(url) }, t("web-copy")));
  box.classList.remove("hidden");
}

/**
 * The form that takes a free seat of the table by its `invite`, in `box` (nothing when no
 * seat is free): the page then reloads as that seat.
 * @param {HTMLElement} box
 * @param {string} tableId
 * @param {string} invite
 */
export async function offerJoin(box, tableId, invite) {
  /** @type {PublicTable} */
  const table = await api(`/api/tables/${encodeURIComponent(tableId)}`);
  const free = table.seats.filter((s) => s.kind === "human" && !s.joined);
  if (!free.length) return;
  const name = el("input", { id: "join-name", maxlength: "40",
    value: localStorage.getItem("chocolatier.name") || t("web-default-friend-name"),
    "aria-label": t("web-your-name") });
  const error = el("p", { class: "error" });
  clear(box).append(el("h2", { text: t("web-join-title", { title: table.title }) }),
    el("label", {}, `${t("web-your-name")} `, name),
    el("button", { type: "button", id: "join-button", class: "primary", onclick: async () => {
      try {
        /** @type {Pick<MadeTable, "id" | "seat" | "token">} */
        const joined = await api(`/api/tables/${encodeURIComponent(tableId)}/join`,
          { method: "POST", body: { invite, name: name.value } });
        rememberSeat(tableId, { token: joined.token, seat: joined.seat, invite });
        localStorage.setItem("chocolatier.name", name.value);
        history.replaceState(null, "", location.pathname);
        location.reload();
      } catch (err) {
        error.textContent = errorText(err);
      }
    } }, t("web-take-seat")), error, el("p", { text: t("web-or-watch") }));
  box.classList.remove("hidden");
}
