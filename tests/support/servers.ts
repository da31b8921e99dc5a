/**
 * The shared integration servers of this test worker: global-setup starts one PocketBase and
 * one Stripe emulator per worker (INTEGRATION_WORKERS) and provides their URLs as lists; a
 * test file reads its own pair by the worker's VITEST_POOL_ID (1 … workers), so two files run
 * at once without sharing a server.
 */
import { inject } from 'vitest';

function own(urls: readonly string[]): string {
  const id = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[(Math.max(id, 1) - 1) % urls.length];
  if (!url)
    throw new Error('No integration server was started (tests/integration/global-setup.ts)');
  return url;
}

/** Base URL (http://127.0.0.1:port) of this worker's PocketBase, payments going to its emulator. */
export function testPocketBaseUrl(): string {
  return own(inject('pocketbaseUrls'));
}

/** Base URL of this worker's Stripe emulator (the STRIPE_API_BASE of testPocketBaseUrl()). */
export function testStripeUrl(): string {
  return own(inject('stripeUrls'));
}
