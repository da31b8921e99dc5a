import type { TestProject } from 'vitest/node';
import {
  paymentsEnv,
  registerWebhook,
  startTestLocalstripe,
  TEST_WEBHOOK_SECRET,
  type RunningLocalstripe,
} from '../support/localstripe';
import { startTestPocketBase, type RunningPocketBase } from '../support/pocketbase';
import { INTEGRATION_WORKERS } from './workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One PocketBase per test worker (tests/support/servers.ts picks the worker's). */
    pocketbaseUrls: string[];
    /** The Stripe emulator each of those servers takes payments through (STRIPE_API_BASE). */
    stripeUrls: string[];
  }
}

interface Pair {
  readonly stripe: RunningLocalstripe;
  readonly server: RunningPocketBase;
}

/** One Stripe emulator and one PocketBase taking payments through it, webhook registered. */
async function startPair(index: number): Promise<Pair> {
  const stripe = await startTestLocalstripe();
  try {
    const server = await startTestPocketBase({ env: paymentsEnv(stripe.url) });
    await registerWebhook(stripe.url, {
      id: `integration-${index}`,
      url: `${server.url}/api/payments/webhook`,
      secret: TEST_WEBHOOK_SECRET,
    });
    return { stripe, server };
  } catch (error) {
    await stripe.stop();
    throw error;
  }
}

async function stopPair(pair: Pair): Promise<void> {
  await pair.server.stop();
  await pair.stripe.stop();
}

/**
 * Starts INTEGRATION_WORKERS pairs of a Stripe emulator and a real PocketBase taking payments
 * through it, one pair per test worker, and stops them all (by PID) afterwards.
 */
export default async function setup(project: TestProject) {
  const started = await Promise.allSettled(
    Array.from({ length: INTEGRATION_WORKERS }, (_, i) => startPair(i + 1)),
  );
  const pairs = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await Promise.all(pairs.map(stopPair));
    throw failed.reason;
  }
  project.provide(
    'pocketbaseUrls',
    pairs.map((p) => p.server.url),
  );
  project.provide(
    'stripeUrls',
    pairs.map((p) => p.stripe.url),
  );
  return async () => {
    await Promise.all(pairs.map(stopPair));
  };
}
