/**
 * Test access to the Stripe emulator (localstripe, scripts/localstripe.mjs): starting it, the
 * webhook secret the test servers share, and what tests do at the emulator as Stripe.js or
 * Stripe would (make a PaymentMethod from a card number, finish 3-D Secure, count intents,
 * sign an event).
 */
import { createHmac } from 'node:crypto';
import {
  EMULATOR_SECRET_KEY,
  registerWebhook,
  startLocalstripe,
  type RunningLocalstripe,
} from '../../scripts/localstripe.mjs';

export type { RunningLocalstripe };
export { EMULATOR_SECRET_KEY, registerWebhook };

/** The webhook signing secret of every test server (STRIPE_WEBHOOK_SECRET). */
export const TEST_WEBHOOK_SECRET = 'whsec_tests_localstripe';

/** Starts an empty emulator on a free loopback port (or `port`). */
export function startTestLocalstripe(port?: number): Promise<RunningLocalstripe> {
  return startLocalstripe({ ...(port !== undefined && { port }), quiet: true });
}

/** The env a PocketBase needs to take payments through the emulator at `stripeUrl`. */
export function paymentsEnv(stripeUrl: string): Record<string, string> {
  return {
    STRIPE_API_BASE: stripeUrl,
    STRIPE_SECRET_KEY: EMULATOR_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
  };
}

const auth = {
  authorization: `Basic ${Buffer.from(`${EMULATOR_SECRET_KEY}:`).toString('base64')}`,
};

/** A call to the emulator's API with the secret key; answers the parsed JSON. */
async function emulator(
  stripeUrl: string,
  method: 'GET' | 'POST',
  path: string,
  form?: Record<string, string>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${stripeUrl}${path}`, {
    method,
    headers: auth,
    ...(form && { body: new URLSearchParams(form) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A PaymentMethod for a test card number, as Stripe.js would make it; answers its id. */
export async function paymentMethodFor(stripeUrl: string, number: string): Promise<string> {
  const { status, body } = await emulator(stripeUrl, 'POST', '/v1/payment_methods', {
    type: 'card',
    'card[number]': number,
    'card[exp_month]': '12',
    'card[exp_year]': String(new Date().getFullYear() + 3),
    'card[cvc]': '123',
  });
  if (status !== 200) throw new Error(`payment method for ${number}: HTTP ${status}`);
  return String(body.id);
}

/** Finishes (or fails) 3-D Secure for a PaymentIntent, as Stripe.js's dialog does. */
export async function authenticate(
  stripeUrl: string,
  clientSecret: string,
  success: boolean,
): Promise<void> {
  const id = clientSecret.split('_secret_')[0] ?? '';
  const res = await fetch(`${stripeUrl}/v1/payment_intents/${id}/_authenticate`, {
    method: 'POST',
    body: new URLSearchParams({
      key: 'pk_test_localstripe',
      client_secret: clientSecret,
      success: String(success),
    }),
  });
  if (!res.ok) throw new Error(`3-D Secure for ${id}: HTTP ${res.status}`);
}

export interface EmulatorIntent {
  id: string;
  status: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  /** The PaymentMethod's id. */
  payment_method?: string;
}

/** Every PaymentIntent the emulator holds whose metadata names `target`. */
export async function intentsFor(stripeUrl: string, target: string): Promise<EmulatorIntent[]> {
  const { body } = await emulator(stripeUrl, 'GET', '/v1/payment_intents?limit=100');
  const data = (body.data ?? []) as EmulatorIntent[];
  return data.filter((intent) => intent.metadata.target === target);
}

/** A PaymentIntent as the emulator holds it. */
export async function intent(stripeUrl: string, id: string): Promise<EmulatorIntent> {
  return (await emulator(stripeUrl, 'GET', `/v1/payment_intents/${id}`))
    .body as unknown as EmulatorIntent;
}

/**
 * A `Stripe-Signature` header for `payload`, made as Stripe makes it.
 * @param timestampS unix seconds signed (default now)
 * @param secret default the test servers' secret
 */
export function signature(
  payload: string,
  { timestampS = Math.floor(Date.now() / 1000), secret = TEST_WEBHOOK_SECRET } = {},
): string {
  const hex = createHmac('sha256', secret).update(`${timestampS}.${payload}`).digest('hex');
  return `t=${timestampS},v1=${hex}`;
}

/** How many PaymentIntents the emulator holds (at most 100 counted). */
export async function intentCount(stripeUrl: string): Promise<number> {
  const { body } = await emulator(stripeUrl, 'GET', '/v1/payment_intents?limit=100');
  return ((body.data ?? []) as unknown[]).length;
}
