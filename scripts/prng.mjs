// Deterministic pseudo-random numbers (mulberry32) for the demo seed and the data bench, so
// both make the same data on every machine. Not for anything secret.

/**
 * FNV-1a hash of a string, the starting state for a string seed.
 * @param {string} text
 * @returns {number}
 */
function fnv1a(text) {
  let hash = 0x811c9dc5;
  for (const ch of text) {
    hash ^= /** @type {number} */ (ch.codePointAt(0));
    hash = Math.imul(hash, 0x01000193);
  }
  return hash;
}

/**
 * @param {number | string} seed a number, or a string (hashed with FNV-1a)
 */
export function prng(seed) {
  let state = typeof seed === 'number' ? seed | 0 : fnv1a(seed);
  /** @returns {number} in [0, 1) */
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** @param {number} min @param {number} max @returns {number} an integer in [min, max] */
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    /** @template T @param {readonly T[]} items @returns {T} */
    pick: (items) => /** @type {T} */ (items[Math.floor(next() * items.length)]),
  };
}
