/**
 * How many integration test files run at once. Each worker gets its own PocketBase and Stripe
 * emulator (tests/integration/global-setup.ts), so files never share a server's settings,
 * rate-limit counters or emulator state; tests/support/servers.ts picks the worker's pair.
 */
export const INTEGRATION_WORKERS = 2;
