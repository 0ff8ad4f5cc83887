// @ts-check
// The welcome lobby's ways in: what each game is (its picture, players and time), "Play now"
// (one click: a running table against bots, no clock) and "Play with friends" (a table with a
// free seat and its invite link to send). "Learn" is a plain link to /learn.
import { api, errorText, inviteUrl, rememberSeat } from "./api.js";
import { byId, clear, el } from "./dom.js";
import { t } from "./i18n.js";
import { chocolatlScene, factoryScene } from "./art.js";

// Playing time of a whole game in minutes, as the publishers print it on the box.
/** @type {Record<string, [number, number]>} */
const MINUTES = { factory: [45, 90], chocolatl: [45, 60] };
/** @type {Record<string, () => SVGElement>} */
const SCENES = { factory: factoryScene, chocolatl: chocolatlScene };
// "Play now": the reader and bots (Chocolatl needs three players); the bot that plays well
// without making a newcomer wait.
/** @type {Record<string, number>} */
const NOW_SEATS = { factory: 2, chocolatl: 3 };
const NOW_BOT = "heuristic";

/** Draw each game's picture and write its players and time (from the server's games). */
/** @param {GameInfo[]} games */
export function describeGames(games) {
  for (const game of games) {
    const art = document.getElementById(`art-${game.name}`);
    if (art && SCENES[game.name]) {
      art.setAttribute("aria-label", t(`welcome-picture-${game.name}`));
      clear(art).append(SCENES[game.name]());
    }
    const facts = document.getElementById(`facts-${game.name}`);
    if (facts) {
      const [low, high] = MINUTES[game.name] || [];
      facts.textContent = [t("welcome-players", { min: game.min_players, max: game.max_players }),
        low ? t("welcome-minutes", { min: low, max: high }) : null].filter(Boolean).join(" · ");
    }
  }
}

/** @param {string} game @param {{kind: string, bot?: string}[]} seats @param {string} name */
async function newTable(game, seats, name) {
  /** @type {MadeTable} */
  const made = await api("/api/tables", { method: "POST", body: {
    game, name, seats, join: 0, options: {},
    title: t("web-default-title", { game: t(`game-${game}`) }) } });
  rememberSeat(made.id, { token: made.token, seat: made.seat, invite: made.invite });
  localStorage.setItem("chocolatier.name", name);
  return made;
}

/** @param {MadeTable} made */
function friendsPanel(made) {
  const url = inviteUrl(made.id, made.invite);
  const link = el("input", { id: "friends-link", readonly: true, value: url, "aria-label": t("web-invite-link") });
  const copied = el("span", { class: "muted", "aria-live": "polite" });
  const box = clear(byId("friends"));
  box.append(el("p", { text: t("welcome-invite-ready") }), link,
    el("button", { type: "button", id: "friends-copy", onclick: async () => {
      link.select();
      await navigator.clipboard?.writeText(url).catch(() => null);
      copied.textContent = t("welcome-copied");
    } }, t("web-copy")), " ", copied, " ",
    el("a", { id: "friends-table", class: "go", href: `/t/${encodeURIComponent(made.id)}`,
      text: t("welcome-go-to-table") }));
  box.classList.remove("hidden");
}

/** Make the ways-in buttons work (`nameOf`: the player's name as typed in the lobby). */
/** @param {GameInfo[]} games @param {() => string} nameOf */
export function mountWays(games, nameOf) {
  const error = byId("ways-error");
  const offered = new Set(games.map((g) => g.name));
  /** @param {HTMLButtonElement} button @param {(game: string) => Promise<void>} action */
  const run = (button, action) => {
    button.disabled = false;
    button.addEventListener("click", async () => {
      error.textContent = "";
      button.disabled = true;
      try {
        await action(button.dataset.game ?? "");
      } catch (err) {
        error.textContent = errorText(err);
      } finally {
        button.disabled = false;
      }
    });
  };
  for (const button of document.querySelectorAll("button.way[id^='play-now']")) {
    if (!(button instanceof HTMLButtonElement) || !offered.has(button.dataset.game ?? "")) continue;
    run(button, async (game) => {
      /** @type {{kind: string, bot?: string}[]} */
      const seats = [{ kind: "human" }];
      while (seats.length < NOW_SEATS[game]) seats.push({ kind: "bot", bot: NOW_BOT });
      const made = await newTable(game, seats, nameOf());
      location.href = `/t/${encodeURIComponent(made.id)}`;
    });
  }
  const friends = byId("play-friends", HTMLButtonElement);
  if (offered.has(friends.dataset.game ?? "")) {
    run(friends, async (game) => friendsPanel(
      await newTable(game, [{ kind: "human" }, { kind: "human" }], nameOf())));
  }
}
