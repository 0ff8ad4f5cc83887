// @ts-check
// What this browser remembers of the tutorials (a guest's progress): per tutorial, the table
// being played, the step reached and whether it was finished. The table itself is the truth
// of the position (its log); this is what the Learn page lists without opening every table.
const KEY = "chocolatier.tutorials";

/** What this browser keeps of one tutorial.
 * @typedef {{table?: string, step?: number, steps?: number, done?: boolean}} Progress */

/** @returns {Record<string, Progress>} */
function all() {
  try {
    return JSON.parse(localStorage.getItem(KEY) || "{}");
  } catch {
    return {};
  }
}

/** @param {string} name @returns {Progress | null} */
export function progressOf(name) {
  return all()[name] || null;
}

/** @param {string} name @param {Progress} change */
export function rememberProgress(name, change) {
  const kept = all();
  kept[name] = { ...(kept[name] || {}), ...change };
  try {
    localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // private browsing: progress lasts as long as the page
  }
}
