// @ts-check
// Words in the reader's language: the Fluent catalogs the Python edges read too (served as
// /i18n/<lang>.ftl) formatted by @fluent/bundle, and events worded by the conventions of
// /i18n/params.json — the browser twin of chocolatier.i18n.render.EventRenderer (docs/i18n.md).
// The server sends events, never words: players at one table may each read another language.
import { FluentBundle, FluentResource } from "../vendor/fluent-bundle/index.js";

/** @typedef {"en" | "zh" | "ja" | "es"} Language */
/** Arguments of a catalog message. @typedef {Record<string, import("../vendor/fluent-bundle/index.js").FluentVariable>} Args */

/** @type {Language[]} */
export const LANGUAGES = ["en", "zh", "ja", "es"];
/** @type {Record<Language, string>} */
const LOCALES = { en: "en-US", zh: "zh-CN", ja: "ja-JP", es: "es-ES" };

/** @param {unknown} code @returns {code is Language} */
function isLanguage(code) {
  return LANGUAGES.includes(/** @type {Language} */ (code));
}
const STORAGE_KEY = "chocolatier.lang";
const COOKIE = "chocolatier-lang";

function remembered() {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** @returns {Language} */
// ?lang=xx forces the language; else the picker's choice kept in this browser; else the page's
// own (the server's pick: the picker's cookie or the browser's Accept-Language).
function chosen() {
  const forced = new URLSearchParams(location.search).get("lang");
  if (isLanguage(forced)) return forced;
  const kept = remembered();
  if (isLanguage(kept)) return kept;
  const page = document.documentElement.lang;
  return isLanguage(page) ? page : "en";
}

export const lang = chosen();
export const locale = LOCALES[lang];
document.documentElement.lang = lang;

// an entry of a catalog starts at a line that begins with its identifier (other lines of it are
// indented, or its closing brace); a placeable naming another message refers to it
const ENTRY = /^(-?[a-zA-Z][\w-]*)[ \t]*=/gm;
const REFERENCE = /\{\s*(-?[a-zA-Z][\w-]*)(?:\.[\w-]+)?\s*\}/g;

/** A language's catalog whose messages are parsed the first time they are asked for (with
 * the messages they refer to): a page uses a few hundred of the catalog's 1 600 messages, and
 * parsing them all was a long task before the board's first drawing. */
class Catalog {
  /** @param {string} locale @param {string} text */
  constructor(locale, text) {
    // no Unicode isolation marks: none of our languages is right-to-left
    this.bundle = new FluentBundle(locale, { useIsolating: false });
    this.locale = locale;
    /** @type {Map<string, string>} */
    this.sources = new Map();
    const starts = [...text.matchAll(ENTRY)];
    starts.forEach((match, i) => {
      const end = i + 1 < starts.length ? starts[i + 1].index : text.length;
      // the first of two entries with one id is the one kept (as FluentBundle does)
      if (!this.sources.has(match[1])) this.sources.set(match[1], text.slice(match.index, end));
    });
  }

  /** @param {string} id */
  getMessage(id) {
    this.parse(id);
    return this.bundle.getMessage(id);
  }

  /** @param {import("../vendor/fluent-bundle/ast.js").Pattern} pattern
   * @param {Args} args @param {Error[]} errors */
  formatPattern(pattern, args, errors) {
    return this.bundle.formatPattern(pattern, args, errors);
  }

  /** @param {string} id */
  parse(id) {
    const source = this.sources.get(id);
    if (source === undefined) return;
    this.sources.delete(id);
    for (const error of this.bundle.addResource(new FluentResource(source))) {
      console.warn(`catalog ${this.locale}:`, error);
    }
    for (const reference of source.matchAll(REFERENCE)) this.parse(reference[1]);
  }
}

/** @param {Language} code */
async function loadBundle(code) {
  const response = await fetch(`/i18n/${code}.ftl`);
  if (!response.ok) throw new Error(`catalog ${code}: ${response.status}`);
  return new Catalog(LOCALES[code], await response.text());
}

/** How each event parameter is worded, by its name (params.json).
 * @returns {Promise<Record<string, string>>} */
async function loadRoles() {
  const response = await fetch("/i18n/params.json");
  const roles = await response.json();
  delete roles._doc;
  return roles;
}

// Every employee ability's text id and numbers, as the engine declares them
// (chocolatier.factory.roles): the catalogs word the numbers, never restate them.
/** @returns {Promise<Record<string, {text: string, args: Args}>>} */
async function loadAbilities() {
  const response = await fetch("/i18n/abilities.json");
  return response.ok ? response.json() : {};
}

const [bundle, fallback, roles, abilities] = await Promise.all([
  loadBundle(lang), lang === "en" ? null : loadBundle("en"), loadRoles(), loadAbilities()]);

/** What an employee of `role` does, in words (its card text). */
/** @param {string} role */
export function ability(role) {
  const declared = abilities[role];
  return declared ? t(declared.text, declared.args) : t(`role-${role}-ability`);
}

// Message ids this page asked for that its language lacks (shown in English, or as the id):
// the browser tests read it.
/** @type {Set<string>} */
export const missing = new Set();
/** @type {any} */ (globalThis).chocolatierMissing = missing;

/**
 * @param {string} id
 * @param {string | null} attr
 * @returns {[Catalog, import("../vendor/fluent-bundle/ast.js").Pattern] | [null, null]}
 */
function find(id, attr) {
  for (const b of [bundle, fallback]) {
    const message = b && b.getMessage(id);
    const pattern = message && (attr ? message.attributes[attr] : message.value);
    if (pattern) return [b, pattern];
  }
  return [null, null];
}

// messages formatted so far, by id, attribute and arguments (the catalogs never change)
/** @type {Map<string, string>} */
const formatted = new Map();
const FORMATTED_MAX = 20000;

/** The message `id` (or its attribute `attr`) formatted with `args`; a message missing here
 * falls back to English, then to its id. */
/** @param {string} id @param {Args} [args] @param {string | null} [attr] @returns {string} */
export function t(id, args = {}, attr = null) {
  // a board is drawn anew at every move with mostly the same words: format each once
  const key = `${id}\u0000${attr ?? ""}\u0000${JSON.stringify(args)}`;
  const known = formatted.get(key);
  if (known !== undefined) return known;
  const [found, pattern] = find(id, attr);
  if (found !== bundle) missing.add(attr ? `${id}.${attr}` : id);
  if (!found) return attr ? `${id}.${attr}` : id;
  /** @type {Error[]} */
  const errors = [];
  const text = found.formatPattern(pattern, args, errors);
  for (const error of errors) console.warn(`${id}:`, error.message);
  if (formatted.size >= FORMATTED_MAX) formatted.clear();
  formatted.set(key, text);
  return text;
}

/** Whether this language or English has the message (or its attribute). */
/** @param {string} id @param {string | null} [attr] */
export function has(id, attr = null) {
  return find(id, attr)[0] !== null;
}

/** The message if this language or English has it, else null. */
/** @param {string} id @param {Args} [args] */
export function maybe(id, args = {}) {
  return has(id) ? t(id, args) : null;
}

/** Words listed the language's way ("a, b and c"; "a、b和c"; with "disjunction": "a, b or c"). */
/** @param {unknown[]} items @param {"conjunction" | "disjunction"} [type] */
export function list(items, type = "conjunction") {
  let format = listFormats.get(type);
  if (!format) listFormats.set(type, format = new Intl.ListFormat(locale, { type }));
  return format.format(items.map(String));
}
/** @type {Map<string, Intl.ListFormat>} */
const listFormats = new Map();

/** A number written the language's way. */
/** @param {number} value */
export function number(value) {
  return numbers.format(value);
}
const numbers = new Intl.NumberFormat(locale);

/** A time of day ("14:05", "下午2:05"), from seconds since the epoch. */
/** @param {number} seconds */
export function timeOfDay(seconds) {
  return times.format(new Date(seconds * 1000));
}
// made once: toLocaleTimeString makes a formatter at each call (slow: a board shows many times)
const times = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" });

/** Events, refusals and things of the games in words for one reader. `names` are the players'
 * names by seat (a seat without one is "Player N"); `cardNames` names cards the catalog does
 * not know (a table's own replacement cards). */
export class Words {
  /** @param {string[]} [names] @param {Record<string, string>} [cardNames] */
  constructor(names = [], cardNames = {}) {
    this.names = names;
    this.cardNames = cardNames;
    /** How a parameter of each role is worded (`v`: its value, `e`: the whole event).
     * @type {Record<string, (v: any, e: GameEvent) => string>} */
    this.roles = {
      player: (v) => this.player(v),
      players: (v) => list(v.map((/** @type {number} */ s) => this.player(s))),
      kind: (v) => this.kind(v),
      kinds: (v) => this.kinds(v),
      icon: (v) => this.icon(v),
      part: (v) => (v ? this.part(v) : ""),
      card: (v, e) => (e.card_type === "employee" ? t(`role-${e.role}`) : this.part(v)),
      role: (v) => (v ? t(`role-${v}`) : ""),
      store: (v) => (v ? t(`store-${v}`) : ""),
      station: (v) => t(`station-${v}`),
      mode: (v) => t(`mode-${v}`),
      size: (v) => t(`order-size-${v}`),
      phase: (v) => t(`phase-${v}`),
      step: (v) => t(`step-${v}`),
      "score-reason": (v) => t(`chocolatl-reason-${v}`),
      events: (v) => list(v.map((/** @type {GameEvent} */ x) => this.render(x))),
      numbers: (v) => list(v.map((/** @type {number | null} */ x) => (x === null ? "–" : number(x)))),
      standings: (v, e) => list(v.map((/** @type {number} */ s) => t("standing", { player: this.player(s), total: /** @type {number[]} */ (e.totals)[s] }))),
      scores: (v) => list(v.map((/** @type {number} */ x, /** @type {number} */ s) => t("standing", { player: this.player(s), total: x }))),
      list: (v) => list(v.map(String)),
      alternatives: (v) => list(v.map(String), "disjunction"),
      game: (v) => maybe(`game-${v}`) ?? String(v),
      rolls: (v) => list(v.map((/** @type {number[]} */ r, /** @type {number} */ s) => (r && r.length
        ? t("rolled", { player: this.player(s), pips: list(r.map(number)) }) : null))
        .filter((/** @type {string | null} */ x) => x !== null)),
    };
  }

  /** @param {number} seat */
  player(seat) {
    const name = this.names[seat];
    return name || t("player-n", { n: seat + 1 });
  }

  /** @param {string} kind @param {number} [count] */
  kind(kind, count = 1) {
    return t(`kind-${kind}`, { count });
  }

  /** A chocolate kind or a generic icon (bar, wrapped, refined, any).
   * @param {string} icon @param {number} [count] */
  icon(icon, count = 1) {
    return maybe(`icon-${icon}`, { count }) ?? this.kind(icon, count);
  }

  /** Chocolates grouped by kind or generic icon with their counts ("2 Chunks + 1 Bar").
   * @param {string[]} kinds */
  kinds(kinds) {
    /** @type {Map<string, number>} */
    const counts = new Map();
    for (const kind of kinds) counts.set(kind, (counts.get(kind) || 0) + 1);
    return [...counts].map(([k, n]) => t("count-of", { count: n,
      what: maybe(`kind-${k}`, { count: n }) ?? t(`icon-${k}`, { count: n }) })).join(" + ");
  }

  /** A Factory Manager objective box (the view's `box` parameters) in words.
   * @param {{kind: string, store?: string | null, amount?: number | null, size?: string | null,
   *   chocolates?: string[] | null, order?: string | null}} box */
  objective(box) {
    const code = box.kind === "department_store" && box.store
      ? "objective-department_store-at" : `objective-${box.kind}`;
    return t(code, { amount: box.amount ?? 0, size: box.size || "any",
      store: box.store ? t(`store-${box.store}`) : "", chocolates: this.kinds(box.chocolates || []),
      order: box.order ?? "" });
  }

  /** @param {string} id */
  part(id) {
    return maybe(`part-${id}`) ?? this.cardNames[id] ?? id;
  }

  /** The event's parameters as its message takes them.
   * @param {GameEvent} event @returns {Args} */
  args(event) {
    /** @type {Args} */
    const out = {};
    for (const [name, value] of Object.entries(event)) {
      if (name === "code") continue;
      const role = roles[name];
      if (role === "hidden") continue;
      if (role !== undefined && value !== null && value !== undefined) out[name] = this.roles[role](value, event);
      else if (typeof value === "boolean") out[name] = value ? "true" : "false";
      else if (value === null || value === undefined) out[name] = "none";
      else out[name] = /** @type {string | number} */ (value);
    }
    return out;
  }

  /** The event in words (a log line). @param {GameEvent} event */
  render(event) {
    return t(String(event.code), this.args(event));
  }

  /** The words of a button making this move (its .button attribute, else the log's).
   * @param {GameEvent} event */
  button(event) {
    const args = this.args(event);
    return has(String(event.code), "button") ? t(String(event.code), args, "button") : t(String(event.code), args);
  }

  /** A refusal's reason (the rule it cites is shown beside, as a link). */
  /** @param {string} code @param {Record<string, unknown>} [params] */
  refusal(code, params = {}) {
    const id = `refusal-${code}`;
    return this.render({ ...params, code: has(id) ? id : "refusal-illegal-action" });
  }
}

/** Translate the page's static text: an element's data-l10n-id message becomes its text. */
/** @param {ParentNode} [root] */
export function translatePage(root = document) {
  for (const node of root.querySelectorAll("[data-l10n-id]")) {
    node.textContent = t(/** @type {HTMLElement} */ (node).dataset.l10nId ?? "");
  }
}

/** @param {string} code */
function remember(code) {
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // private browsing: the cookie still remembers it
  }
  document.cookie = `${COOKIE}=${code}; path=/; max-age=31536000; SameSite=Lax`;
}

/** The language picker (in the page header): remembers the choice and shows the page in it. */
/** @param {HTMLElement} container */
export function mountPicker(container) {
  const select = document.createElement("select");
  select.id = "language-picker";
  select.setAttribute("aria-label", t("web-language"));
  for (const code of LANGUAGES) {
    const option = document.createElement("option");
    option.value = code;
    option.textContent = t(`web-language-${code}`);
    select.append(option);
  }
  select.value = lang;
  select.addEventListener("change", () => {
    remember(select.value);
    const url = new URL(location.href);
    url.searchParams.delete("lang");
    location.replace(url.href);
  });
  container.replaceChildren(select);
  return select;
}

// The page's title, static text and picker, once the catalogs are in.
translatePage();
const pickerBox = document.getElementById("language");
if (pickerBox) mountPicker(pickerBox);
