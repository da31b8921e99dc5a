/**
 * When this page load started, by `Date.now()`: main.tsx imports this module first, so it is
 * evaluated with the entry script. Timers counted "from page load" (the exit-intent offer
 * arms 2 s after it, spec §4) use it, so code in a lazily loaded chunk still counts from the
 * load and not from when its chunk arrived. `Date.now()` rather than `performance.now()`,
 * so a test clock that fakes Date and setTimeout moves both together.
 */
export const pageStartedAt: number = Date.now();
