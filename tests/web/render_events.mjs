// Words events with the web client's renderer (src/chocolatier/web/js/i18n.js) under node, for
// tests/web/test_event_words.py: argv[2] is a folder holding what the server serves under
// /i18n/ (<lang>.ftl, params.json, abilities.json), argv[3] the reader's language; stdin is
// {names, events, refusals, objectives, errors}; stdout is {events: [[log line, button]],
// refusals: [reason], objectives: [words], errors: [words]} (errors: the socket's error
// messages as the table page words them, api.js errorText). The browser globals i18n.js reads are stood in for
// here: the language as ?lang=, no storage, fetch from the folder.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [served, lang] = process.argv.slice(2);
const noStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
Object.assign(globalThis, {
  location: new URL(`http://localhost/?lang=${lang}`),
  localStorage: noStorage,
  document: { documentElement: { lang: "en" }, querySelectorAll: () => [], getElementById: () => null,
    cookie: "" },
  fetch: async (url) => {
    const text = await readFile(join(served, String(url).replace(/^\/i18n\//, "")), "utf8");
    return { ok: true, status: 200, text: async () => text, json: async () => JSON.parse(text) };
  },
});

const web = new URL("../../src/chocolatier/web/js/i18n.js", import.meta.url);
const { Words } = await import(pathToFileURL(web.pathname).href);
const { errorText } = await import(pathToFileURL(new URL("api.js", web).pathname).href);

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const input = JSON.parse(Buffer.concat(chunks).toString("utf8"));
const words = new Words(input.names);
process.stdout.write(JSON.stringify({
  events: input.events.map((event) => [words.render(event), words.button(event)]),
  refusals: input.refusals.map(([code, params]) => words.refusal(code, params)),
  objectives: input.objectives.map((box) => words.objective(box)),
  errors: (input.errors || []).map((message) => errorText(message)),
}));
