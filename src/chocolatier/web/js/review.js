// @ts-check
// The "Review" tab of a finished game: the server's game review (chocolatier review, computed
// on request in its bot workers and kept with the table) — each player's accuracy, the game's
// turning points and every labelled decision. A decision opens the position before it, as its
// player saw it, with the better move marked on the board. Words come from the catalogs; moves
// are the review's structured events, never notation. A review waits in the server's line
// ("queued", with its place), leaves out the moves a seat's stand-in made (counted per player)
// and may stop at the server's time budget (said with how far it got).
import { api, errorText } from "./api.js";
import { clear, el } from "./dom.js";
import { locale, number, t } from "./i18n.js";
import { themesSection } from "./reviewthemes.js";

/** A decision of a review (sim/review.py, Decision.to_json).
 * @typedef {{index: number, seat: number, move: string, best: string, loss: number,
 *   label: Label | null, stderr: number | null, move_event: GameEvent | null,
 *   best_event: GameEvent | null}} Decision */
/** @typedef {"blunder" | "mistake" | "inaccuracy"} Label */
/** A player's summary (sim/review.py, PlayerSummary.to_json).
 * @typedef {{seat: number, decisions: number, accuracy: number, average_loss: number,
 *   standin_moves?: number} & Record<Label, number>} PlayerSummary */
/** A game's review as the server keeps it (sim/review.py, Review.to_json; server/reviews.py).
 * @typedef {{game: string, budget: number, bots: string[], rollout: string,
 *   decisions: Decision[], players: PlayerSummary[], turning_points: number[],
 *   cut_short?: boolean, reviewed_moves?: number, total_moves?: number}} Review */
/** GET/POST /api/tables/{id}/review.
 * @typedef {{status: "done", review: Review} | {status: "queued", position: number}
 *   | {status: "running", done: number, total: number} | {status: "none" | "failed"}} ReviewAnswer */
/** What the review tab draws with.
 * @typedef {{tableId: string, board: BoardModule, words: import("./i18n.js").Words,
 *   seatName: (seat: number) => string}} ReviewContext */

/** @type {Label[]} */
const LABELS = ["blunder", "mistake", "inaccuracy"];
const POLL_MS = 1500;

/** The review tab's panel. @param {ReviewContext} ctx */
export function reviewPanel(ctx) {
  const box = el("div", { id: "review-panel", "aria-live": "polite" });
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const base = `/api/tables/${encodeURIComponent(ctx.tableId)}/review`;

  /** @param {ReviewAnswer} [answer] */
  async function refresh(answer) {
    clearTimeout(timer);
    try {
      show(answer || await api(base));
    } catch (err) {
      clear(box).append(el("p", { class: "error", text: errorText(err) }));
    }
  }

  /** @param {ReviewAnswer} answer */
  function show(answer) {
    if (answer.status === "done") {
      clear(box).append(...done(answer.review, ctx));
      return;
    }
    if (answer.status === "queued") {
      // the ordinal's plural category (1st, 2nd, 3rd, 4th...) is the browser's to know
      const ordinal = new Intl.PluralRules(locale, { type: "ordinal" }).select(answer.position);
      clear(box).append(el("p", { id: "review-queued",
        text: t("ops-review-queued", { position: answer.position, ordinal }) }));
      timer = setTimeout(() => refresh(), POLL_MS);
      return;
    }
    if (answer.status === "running") {
      clear(box).append(el("p", { text: t("web-review-running", { done: answer.done, total: answer.total }) }),
        el("progress", { id: "review-progress", max: String(answer.total), value: String(answer.done),
          "aria-label": t("web-review-tab") }));
      timer = setTimeout(() => refresh(), POLL_MS);
      return;
    }
    const error = el("p", { class: "error" });
    const start = el("button", { type: "button", id: "review-start", class: "primary", onclick: async () => {
      start.disabled = true;
      try {
        refresh(await api(base, { method: "POST", body: {} }));
      } catch (err) {
        start.disabled = false;
        error.textContent = errorText(err);
      }
    } }, t(answer.status === "failed" ? "web-review-again" : "web-review-start"));
    clear(box).append(el("div", {}, el("p", { text: t("web-review-about") }),
      answer.status === "failed" ? el("p", { class: "error", text: t("web-review-failed") }) : null,
      start, error));
  }

  refresh();
  return box;
}

/** @param {string} game @param {number} value */
function loss(game, value) {
  return t(game === "factory" ? "web-review-loss-money" : "web-review-loss-points", { amount: number(value) });
}

/** The panel of a done review: its parts, those that do not apply left out.
 * @param {Review} review @param {ReviewContext} ctx @returns {HTMLElement[]} */
function done(review, ctx) {
  // tabindex: on a phone the table scrolls sideways, and keyboard users must reach it
  const players = el("table", { id: "review-players", class: "score-table", tabindex: "0",
    "aria-label": t("web-review-tab") },
    el("thead", {}, el("tr", {},
      ["web-review-player", "web-review-accuracy", "web-review-average-loss",
        ...LABELS.map((l) => `web-review-label-${l}`), "ops-review-standin-moves"]
        .map((id) => el("th", { text: t(id) })))),
    el("tbody", {}, review.players.map((p) => el("tr", { dataset: { seat: String(p.seat) } },
      el("th", { text: ctx.seatName(p.seat) }),
      // a player whose every move was the stand-in's has no accuracy to show
      el("td", { class: "review-accuracy",
        text: p.decisions ? t("web-review-percent", { value: number(p.accuracy) }) : t("ops-review-no-decisions") }),
      el("td", { class: "review-loss", text: loss(review.game, p.average_loss) }),
      LABELS.map((l) => el("td", { text: number(p[l]) })),
      el("td", { class: "review-standin", text: number(p.standin_moves || 0) })))));
  const position = el("div", { id: "review-position" });
  const turning = new Set(review.turning_points);
  const costly = review.decisions.filter((d) => d.label || turning.has(d.index));
  const items = costly.map((d) => el("li", { class: `review-decision label-${d.label || "none"}` },
    el("button", { type: "button", class: "review-open", dataset: { index: String(d.index) },
      onclick: () => openDecision(d, review, ctx, position) },
    el("b", { text: t("web-review-move", { index: d.index, player: ctx.seatName(d.seat) }) }), " · ",
    d.label ? el("span", { class: `review-label label-${d.label}`, text: t(`web-review-label-${d.label}`) }) : null,
    turning.has(d.index) ? el("span", { class: "badge", text: t("web-review-turning-point") }) : null,
    " ", el("span", { class: "review-loss", text: loss(review.game, d.loss) }))));
  const standin = review.players.some((p) => p.standin_moves);
  return [
    el("p", { class: "muted", text: review.rollout === "net" ? t("valuenet-review-method")
      : t("web-review-method", { budget: review.budget }) }),
    review.cut_short ? el("p", { id: "review-cut-short", class: "muted",
      text: t("ops-review-cut-short", { done: review.reviewed_moves ?? 0, total: review.total_moves ?? 0 }) }) : null,
    standin ? el("p", { class: "muted", text: t("ops-review-standin-about") }) : null,
    players,
    themesSection(review.game, review.players, ctx.seatName),
    el("h3", { text: t("web-review-decisions", { count: costly.length }) }),
    costly.length ? el("ol", { id: "review-decisions", class: "review-decisions" }, items)
      : el("p", { text: t("web-review-clean") }),
    position,
  // (append() would show a part left out as the text "null")
  ].filter((part) => part !== null);
}

// The position before decision d, as its player saw it, with the better move marked.
/** @param {Decision} d @param {Review} review @param {ReviewContext} ctx @param {HTMLElement} box */
async function openDecision(d, review, ctx, box) {
  const url = `/api/tables/${encodeURIComponent(ctx.tableId)}/replay?step=${d.index - 1}&seat=${d.seat}`;
  try {
    const data = await api(url);
    const view = el("div", { class: "board" });
    ctx.board.renderBoard(view, data.view, { you: d.seat, seatName: ctx.seatName, words: ctx.words });
    const better = d.best_event && ctx.board.targetsOf ? ctx.board.targetsOf({ event: d.best_event }, data.view) : [];
    for (const key of better) {
      for (const node of view.querySelectorAll(`[data-target="${CSS.escape(key)}"]`)) node.classList.add("suggested");
    }
    const played = d.move_event ? ctx.words.render(d.move_event) : d.move;
    const best = d.best_event ? ctx.words.render(d.best_event) : d.best;
    clear(box).append(el("div", {}, el("h3", { text: t("web-review-move", { index: d.index, player: ctx.seatName(d.seat) }) }),
      el("p", { class: "review-played" }, el("b", { text: t("web-review-played") }), " ", played),
      d.best !== d.move ? el("p", { class: "review-better" }, el("b", { text: t("web-review-better") }), " ", best,
        ` (${loss(review.game, d.loss)}${d.stderr !== null ? ` ± ${number(d.stderr)}` : ""})`) : null,
      view));
    box.scrollIntoView({ block: "start", behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
  } catch (err) {
    clear(box).append(el("p", { class: "error", text: errorText(err) }));
  }
}
