// Shared by the benches that report the middle of several runs (bench.mjs, bench-cpu.mjs).

/**
 * The median of some figures; for an even count the lower of the two middle ones.
 * @param {number[]} values at least one
 * @returns {number}
 */
export const median = (values) =>
  /** @type {number} */ ([...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]);
