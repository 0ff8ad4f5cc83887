// @ts-check
// The account box of the page header: log in, register, log out, a link to my player page.
// Accounts are optional: guests play as before. The session cookie is HttpOnly; the page keeps
// only the session's CSRF token (api.js sends it).
import { api, errorText, rememberCsrf } from "./api.js";
import { clear, el } from "./dom.js";
import { t } from "./i18n.js";

const box = document.getElementById("account");

/** @param {HTMLElement} box @param {{name: string}} me */
function loggedIn(box, me) {
  clear(box).append(
    el("a", { id: "my-page", href: `/players/${encodeURIComponent(me.name)}`, text: me.name }), " · ",
    el("a", { href: "/leaderboard", text: t("web-leaderboard") }), " · ",
    el("button", { type: "button", id: "logout", class: "small", onclick: async () => {
      await api("/api/logout", { method: "POST", body: {} }).catch(() => null);
      rememberCsrf(null);
      location.reload();
    } }, t("web-account-logout")));
}

/** @param {HTMLElement} box */
function guest(box) {
  const name = el("input", { id: "account-name", maxlength: "40", autocomplete: "username",
    "aria-label": t("web-your-name"), placeholder: t("web-your-name") });
  const password = el("input", { id: "account-password", type: "password", maxlength: "256",
    autocomplete: "current-password", "aria-label": t("web-account-password"),
    placeholder: t("web-account-password") });
  const error = el("span", { class: "error", id: "account-error", role: "alert" });
  const submit = (/** @type {string} */ path) => async () => {
    error.textContent = "";
    try {
      const me = await api(path, { method: "POST", body: { name: name.value, password: password.value } });
      rememberCsrf(me.csrf);
      localStorage.setItem("chocolatier.name", me.name);
      location.reload();
    } catch (err) {
      error.textContent = errorText(err);
    }
  };
  const form = el("span", { class: "account-form hidden" }, name, password,
    el("button", { type: "button", id: "login", class: "small", onclick: submit("/api/login") }, t("web-account-login")),
    el("button", { type: "button", id: "register", class: "small", onclick: submit("/api/register") }, t("web-account-register")),
    error);
  clear(box).append(
    el("button", { type: "button", id: "account-open", class: "small", onclick: (event) => {
      form.classList.remove("hidden");
      /** @type {HTMLElement} */ (event.target).remove();
      name.focus();
    } }, t("web-account-login")), " ",
    el("a", { href: "/leaderboard", text: t("web-leaderboard") }), " ", form);
}

async function start() {
  if (!box) return;
  try {
    const me = await api("/api/me");
    rememberCsrf(me.csrf || null);
    if (me.name) loggedIn(box, me);
    else guest(box);
  } catch {
    guest(box);
  }
}

start();
