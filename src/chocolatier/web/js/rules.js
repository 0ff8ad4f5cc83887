// @ts-check
// The rules reference page: its header in the reader's language (the reference itself is
// rendered by the server in the page's language, each section linkable as #s<number>).
import { t } from "./i18n.js";

document.title = `${t(`game-${document.body.dataset.game}`)} — ${t("web-rules-title")}`;
