// @ts-check
// Turn alerts: when it becomes this reader's move, the tab's title and icon change; a sound and
// a browser notification if the reader asked for them (permission is asked on their click).
import { el } from "./dom.js";
import { t } from "./i18n.js";

const SOUND_KEY = "chocolatier.alert-sound";
const NOTIFY_KEY = "chocolatier.alert-notify";
let wasMine = false;
/** @type {string | null} */
let plainIcon = null;
/** @type {AudioContext | null} */
let audio = null;

/** The page's icon (a link element made when the page has none). */
function icon() {
  let link = document.querySelector("link[rel=icon]");
  if (!link) {
    link = el("link", { rel: "icon" });
    document.head.append(link);
  }
  if (plainIcon === null) plainIcon = link.getAttribute("href") || "data:,";
  return link;
}

// a chocolate-brown square with a bright dot: "your move"
function alertIcon() {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 32;
  const g = canvas.getContext("2d");
  if (!g) return "data:,";  // no canvas here: the plain icon
  g.fillStyle = "#5b3a1e";
  g.fillRect(0, 0, 32, 32);
  g.fillStyle = "#ffb300";
  g.beginPath();
  g.arc(16, 16, 10, 0, 2 * Math.PI);
  g.fill();
  return canvas.toDataURL("image/png");
}

function beep() {
  try {
    audio = audio || new AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 660;
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.4);
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.4);
  } catch {
    // no audio here: the title and icon still say it
  }
}

// Call after each state has been drawn (the page has set its plain title).
/** @param {Pick<Protocol.State, "you" | "to_act" | "result" | "table">} state */
export function turnAlert(state) {
  const mine = state.you !== null && state.to_act.includes(state.you) && !state.result
    && state.table.status === "running";
  const link = icon();
  document.body.dataset.alert = mine ? "yes" : "no";
  if (mine) {
    document.title = t("web-alert-title", { title: state.table.title });
    if (!wasMine) {
      link.setAttribute("href", alertIcon());
      if (localStorage.getItem(SOUND_KEY) === "1") beep();
      if (localStorage.getItem(NOTIFY_KEY) === "1" && document.hidden
          && "Notification" in window && Notification.permission === "granted") {
        new Notification(t("web-alert-title", { title: state.table.title }), { tag: state.table.id });
      }
    }
  } else if (wasMine) {
    link.setAttribute("href", plainIcon ?? "data:,");
  }
  wasMine = mine;
}

// The reader's alert choices: a sound, a browser notification (asked for on this click).
export function alertControls() {
  const sound = el("input", { type: "checkbox", id: "alert-sound",
    checked: localStorage.getItem(SOUND_KEY) === "1",
    onchange: () => { localStorage.setItem(SOUND_KEY, sound.checked ? "1" : "0"); } });
  const notify = el("input", { type: "checkbox", id: "alert-notify",
    checked: localStorage.getItem(NOTIFY_KEY) === "1",
    onchange: async () => {
      if (notify.checked && "Notification" in window && Notification.permission === "default") {
        await Notification.requestPermission();
      }
      const granted = "Notification" in window && Notification.permission === "granted";
      if (!granted) notify.checked = false;
      localStorage.setItem(NOTIFY_KEY, notify.checked ? "1" : "0");
    } });
  return el("div", { class: "alert-controls" },
    el("label", {}, sound, ` ${t("web-alert-sound")}`), " ",
    el("label", {}, notify, ` ${t("web-alert-notify")}`));
}
