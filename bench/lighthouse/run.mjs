// Lighthouse (mobile, its default emulation and simulated throttling) on one page, in Debian's
// chromium driven by puppeteer-core; prints the page's figures as one JSON line. Used by
// bench/lighthouse.py:  node run.mjs URL [SEATS_JSON]
// SEATS_JSON is what the page's origin keeps in localStorage under chocolatier.seats (a player's
// seat token: the table is measured as its player sees it).
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";

const [url, seats] = process.argv.slice(2);
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run"],
});
try {
  const page = await browser.newPage();
  if (seats) {
    // set before any script of the page runs (Lighthouse's own navigation keeps the storage:
    // disableStorageReset)
    await page.evaluateOnNewDocument((value) => localStorage.setItem("chocolatier.seats", value), seats);
  }
  const flags = { output: "json", logLevel: "error", onlyCategories: ["performance"], disableStorageReset: Boolean(seats) };
  const result = await lighthouse(url, flags, undefined, page);
  const audits = result.lhr.audits;
  if (process.env.LHR_DUMP) (await import("node:fs")).writeFileSync(process.env.LHR_DUMP, JSON.stringify(result.lhr));
  console.log(JSON.stringify({
    url,
    performance: Math.round(result.lhr.categories.performance.score * 100),
    cls: audits["cumulative-layout-shift"].numericValue,
    lcp_ms: audits["largest-contentful-paint"].numericValue,
    tbt_ms: audits["total-blocking-time"].numericValue,
    fcp_ms: audits["first-contentful-paint"].numericValue,
    lighthouse: result.lhr.lighthouseVersion,
    chromium: result.lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? null,
  }));
} finally {
  await browser.close();
}
