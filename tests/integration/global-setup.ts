import type { TestProject } from 'vitest/node';
import {
  paymentsEnv,
  registerWebhook,
  startTestLocalstripe,
  TEST_WEBHOOK_SECRET,
} from '../support/localstripe';
import { startTestPocketBase } from '../support/pocketbase';

declare module 'vitest' {
  export interface ProvidedContext {
    pocketbaseUrl: string;
    /** The Stripe emulator the server takes payments through (STRIPE_API_BASE). */
    stripeUrl: string;
  }
}

/**
 * Starts the Stripe emulator and one real PocketBase taking payments through it (its webhook
 * registered at the emulator) for the integration run, and stops both (by PID) afterwards.
 */
export default async function setup(project: TestProject) {
  const stripe = await startTestLocalstripe();
  try {
    const server = await startTestPocketBase({ env: paymentsEnv(stripe.url) });
    await registerWebhook(stripe.url, {
      id: 'integration',
      url: `${server.url}/api/payments/webhook`,
      secret: TEST_WEBHOOK_SECRET,
    });
    project.provide('pocketbaseUrl', server.url);
    project.provide('stripeUrl', stripe.url);
    return async () => {
      await server.stop();
      await stripe.stop();
    };
  } catch (error) {
    await stripe.stop();
    throw error;
  }
}
