// @ts-check
// Who is at the table: its seats (whose move, the reader's own, bots, free seats, accounts and
// guests, stand-ins and who left), the card set it plays with, and who watches.
import { clear, el } from "./dom.js";
import { t } from "./i18n.js";
import { botLabel, defaultBotName } from "./names.js";
import { identityMark } from "./seatmark.js";
import { seatMarks } from "./tablelife.js";

/** Who is watching: the names spectators gave (in the chat), then how many gave none.
 * @param {Protocol.Spectators | null} watching */
function watchingList(watching) {
  const names = watching ? watching.names : [];
  const anonymous = watching ? watching.anonymous : 0;
  const items = [...names.map((name) => el("li", { class: "watcher", text: name })),
    anonymous ? el("li", { class: "watcher-anonymous", text: t("table-watching-anonymous", { count: anonymous }) }) : null];
  return el("div", { class: "watching", id: "watching", dataset: { count: String(names.length + anonymous) } },
    el("h4", { text: t("table-watching") }),
    names.length || anonymous ? el("ul", {}, items) : el("p", { class: "muted", text: t("table-watching-nobody") }));
}

/**
 * The seats' panel in `box`.
 * @param {HTMLElement} box
 * @param {Pick<Protocol.State, "table" | "to_act" | "you">} state
 * @param {{seatName: (seat: number) => string, watching: Protocol.Spectators | null}} how
 */
export function renderSeats(box, state, { seatName, watching }) {
  clear(box).append(el("h3", { text: t("web-players") }));
  box.append(el("ul", { class: "seat-list" }, state.table.seats.map((s) => el("li", {
    class: `seat-${s.seat}${state.to_act.includes(s.seat) ? " acting" : ""}`,
    dataset: { you: s.seat === state.you ? "yes" : "no" },
  }, el("span", { class: `dot seat-colour-${s.seat}` }), ` ${seatName(s.seat)}`, identityMark(s),
  s.seat === state.you ? ` ${t("web-you-mark")}` : "",
  // a bot named by the lobby says what it is already
  s.kind === "bot" && seatName(s.seat) !== defaultBotName(s) ? ` · ${t("web-bot-kind", { bot: botLabel(s.bot) })}` : "",
  s.joined ? "" : ` · ${t("web-free-seat")}`, seatMarks(s)))));
  if (state.table.card_set) {
    box.append(el("p", { class: "muted", text: t("web-card-set-of", { name: state.table.card_set }) }));
  }
  box.append(watchingList(watching));
}
