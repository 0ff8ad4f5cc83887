// HTTP API calls and the seats this browser holds (tokens stay in localStorage, never in URLs).
import { Words, has, t } from "./i18n.js";

const CSRF_KEY = "chocolatier.csrf";

// The logged-in session's CSRF token (see accounts.js), sent with every request that changes
// something: the server refuses those of a logged-in browser without it.
export function rememberCsrf(token) {
  if (token) localStorage.setItem(CSRF_KEY, token);
  else localStorage.removeItem(CSRF_KEY);
}

export async function api(path, options = {}) {
  const headers = { "Content-Type": "application/json" };
  const csrf = localStorage.getItem(CSRF_KEY);
  if (csrf) headers["X-CSRF-Token"] = csrf;
  const init = { headers, ...options };
  if (init.body && typeof init.body !== "string") init.body = JSON.stringify(init.body);
  const response = await fetch(path, init);
  const data = await response.json().catch(() => ({}));
  if (!response.ok) {
    const error = new Error(data.message || `request failed (${response.status})`);
    error.code = data.error || `http-${response.status}`;
    error.detail = data.detail || null;
    error.retryAfter = Number.isFinite(data.retry_after) ? data.retry_after : null;
    throw error;
  }
  return data;
}

/** A failed request or a server error in the reader's words, by its code (the server's own
 * message is for API users, in English); when the engine said what exactly is wrong (an
 * option error's code and parameters), that, worded from the catalog. */
export function errorText(err) {
  const code = err && err.code ? String(err.code) : "unknown";
  const detail = err && err.detail;
  if (detail && typeof detail.code === "string" && has(`option-error-${detail.code}`)) {
    return new Words().render({ ...(detail.params || {}), code: `option-error-${detail.code}` });
  }
  const text = has(`web-error-${code}`) ? t(`web-error-${code}`) : t("web-error-generic", { code });
  // a throttled request says when it may come again
  return err && err.retryAfter ? `${text} ${t("accounts-retry-after", { seconds: err.retryAfter })}` : text;
}

const KEY = "chocolatier.seats";

function allSeats() {
  try {
    return JSON.parse(localStorage.getItem(KEY) || "{}");
  } catch {
    return {};
  }
}

export function seatFor(tableId) {
  return allSeats()[tableId] || null;
}

export function rememberSeat(tableId, seat) {
  const seats = allSeats();
  seats[tableId] = { ...(seats[tableId] || {}), ...seat };
  localStorage.setItem(KEY, JSON.stringify(seats));
}

/** Forget this browser's seat token for a table (the server no longer knows it); the invite
 * link stays. */
export function forgetToken(tableId) {
  const seats = allSeats();
  if (!seats[tableId]) return;
  delete seats[tableId].token;
  localStorage.setItem(KEY, JSON.stringify(seats));
}

export function inviteUrl(tableId, invite) {
  return `${location.origin}/t/${encodeURIComponent(tableId)}?invite=${encodeURIComponent(invite)}`;
}
