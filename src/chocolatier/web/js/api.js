// @ts-check
// HTTP API calls and the seats this browser holds (tokens stay in localStorage, never in URLs).
import { Words, has, t } from "./i18n.js";

const CSRF_KEY = "chocolatier.csrf";

/** A refused request: the server's code (or `http-<status>`), an option error's detail, and
 * when a throttled request may come again (seconds). */
export class ApiError extends Error {
  /**
   * @param {string} message
   * @param {string} code
   * @param {{code?: unknown, params?: Record<string, unknown>} | null} detail
   * @param {number | null} retryAfter
   */
  constructor(message, code, detail, retryAfter) {
    super(message);
    this.code = code;
    this.detail = detail;
    this.retryAfter = retryAfter;
  }
}

// The logged-in session's CSRF token (see accounts.js), sent with every request that changes
// something: the server refuses those of a logged-in browser without it.
/** @param {string | null | undefined} token */
export function rememberCsrf(token) {
  if (token) localStorage.setItem(CSRF_KEY, token);
  else localStorage.removeItem(CSRF_KEY);
}

/**
 * The JSON answer of the server's API at `path` (a body other than text is sent as JSON); a
 * refusal throws an {@link ApiError}. The answer's shape is the caller's to know (`any`: each
 * caller types what it reads).
 * @param {string} path
 * @param {Omit<RequestInit, "body"> & {body?: unknown}} [options]
 * @returns {Promise<any>}
 */
export async function api(path, options = {}) {
  /** @type {Record<string, string>} */
  const headers = { "Content-Type": "application/json" };
  const csrf = localStorage.getItem(CSRF_KEY);
  if (csrf) headers["X-CSRF-Token"] = csrf;
  const { body, ...rest } = options;
  /** @type {RequestInit} */
  const init = { headers, ...rest };
  if (body) init.body = typeof body === "string" ? body : JSON.stringify(body);
  const response = await fetch(path, init);
  const data = await response.json().catch(() => ({}));
  if (!response.ok) {
    throw new ApiError(data.message || `request failed (${response.status})`,
      data.error || `http-${response.status}`, data.detail || null,
      Number.isFinite(data.retry_after) ? data.retry_after : null);
  }
  return data;
}

/** A refusal as errorText reads it: an {@link ApiError}, or the socket's error message (its
 * code). @typedef {{code?: unknown, detail?: ApiError["detail"], retryAfter?: number | null}} Refusal */

/** A failed request or a server error in the reader's words, by its code (the server's own
 * message is for API users, in English); when the engine said what exactly is wrong (an
 * option error's code and parameters), that, worded from the catalog. */
export function errorText(/** @type {unknown} */ err) {
  // an ApiError, the socket's error message ({code, message}), or anything thrown
  const known = err && typeof err === "object" ? /** @type {Refusal} */ (err) : null;
  const code = known && known.code ? String(known.code) : "unknown";
  const detail = known && known.detail;
  if (detail && typeof detail.code === "string" && has(`option-error-${detail.code}`)) {
    return new Words().render({ ...(detail.params || {}), code: `option-error-${detail.code}` });
  }
  const text = has(`web-error-${code}`) ? t(`web-error-${code}`) : t("web-error-generic", { code });
  // a throttled request says when it may come again
  return known && known.retryAfter ? `${text} ${t("accounts-retry-after", { seconds: known.retryAfter })}` : text;
}

const KEY = "chocolatier.seats";

/** @returns {Record<string, KeptSeat>} */
function allSeats() {
  try {
    return JSON.parse(localStorage.getItem(KEY) || "{}");
  } catch {
    return {};
  }
}

/** @param {string} tableId */
export function seatFor(tableId) {
  return allSeats()[tableId] || null;
}

/** @param {string} tableId @param {KeptSeat} seat */
export function rememberSeat(tableId, seat) {
  const seats = allSeats();
  seats[tableId] = { ...(seats[tableId] || {}), ...seat };
  localStorage.setItem(KEY, JSON.stringify(seats));
}

/** Forget this browser's seat token for a table (the server no longer knows it); the invite
 * link stays. */
export function forgetToken(/** @type {string} */ tableId) {
  const seats = allSeats();
  if (!seats[tableId]) return;
  delete seats[tableId].token;
  localStorage.setItem(KEY, JSON.stringify(seats));
}

/** @param {string} tableId @param {string} invite */
export function inviteUrl(tableId, invite) {
  return `${location.origin}/t/${encodeURIComponent(tableId)}?invite=${encodeURIComponent(invite)}`;
}
