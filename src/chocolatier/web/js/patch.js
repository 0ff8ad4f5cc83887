// @ts-check
// Lighter state messages: after its first full state the table's socket gets patches, what
// changed in this seat's state (server/patches.py says how they are made). A patch applies to
// the state numbered `base` only; the page that holds another asks for the full state again.

/**
 * One operation: `[path]` deletes a key, `[path, value]` sets a key or list item,
 * `[path, start, count, items]` replaces `count` items of the list from `start` by `items`.
 * @typedef {[Array<string|number>] | [Array<string|number>, unknown]
 *   | [Array<string|number>, number, number, unknown[]]} Operation
 */

/**
 * A shallow copy of an object or a list (the containers along a patched path are copied: the
 * state held before stays as it was, and what did not change is shared).
 * @param {unknown} value
 * @returns {Record<string|number, unknown>}
 */
function copied(value) {
  if (Array.isArray(value)) return /** @type {Record<number, unknown>} */ (/** @type {unknown} */ ([...value]));
  if (value !== null && typeof value === "object") return { .../** @type {Record<string, unknown>} */ (value) };
  throw new Error("a patch path goes through an object or a list");
}

/** @param {unknown} key @returns {key is string | number} */
function isKey(key) {
  return typeof key === "string" || typeof key === "number";
}

/**
 * Whether `op`, as the wire has it (Protocol.Patch's `diff`), is an operation of one of the
 * three shapes.
 * @param {unknown[]} op
 * @returns {op is Operation}
 */
function isOperation(op) {
  const path = op[0];
  if (!Array.isArray(path) || !path.length || !path.every(isKey)) return false;
  return op.length === 1 || op.length === 2
    || (op.length === 4 && typeof op[1] === "number" && typeof op[2] === "number" && Array.isArray(op[3]));
}

/**
 * The state a patch makes of `state` (`state` itself is left as it was).
 * @template {object} T
 * @param {T} state
 * @param {Protocol.Patch["diff"]} ops
 * @returns {T}
 */
export function applyPatch(state, ops) {
  /** @type {Record<string|number, unknown>} */
  let root = copied(state);
  for (const op of ops) {
    if (!isOperation(op)) throw new Error("not a patch operation");
    const path = op[0];
    // copy the containers down to the one that changes
    let parent = root;
    for (const key of path.slice(0, -1)) {
      const child = copied(parent[key]);
      parent[key] = child;
      parent = child;
    }
    const last = path[path.length - 1];
    if (op.length === 1) {
      delete parent[last];
    } else if (op.length === 2) {
      parent[last] = op[1];
    } else {
      const list = /** @type {unknown[]} */ (/** @type {unknown} */ (copied(parent[last])));
      list.splice(op[1], op[2], ...op[3]);
      parent[last] = list;
    }
  }
  return /** @type {T} */ (/** @type {unknown} */ (root));
}
