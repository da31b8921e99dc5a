/**
 * Stripe.js for the payment dialog, loaded only when the dialog opens (never in the entry
 * chunk): the configured stand-in script first when VITE_STRIPE_JS_URL is set (the emulator's,
 * in tests), then @stripe/stripe-js, which uses a `window.Stripe` already on the page.
 */
import type { Stripe } from '@stripe/stripe-js';
import { config } from '@/lib/config';
import { fetchCapabilities, type ServerCapabilities } from '@/lib/server-capabilities';
import { stripeLocale } from './model';

/** Thrown when payments cannot start: neither the build nor the server has a publishable key. */
export class StripeNotConfiguredError extends Error {}

let script: Promise<void> | null = null;

/** Adds `<script src=url>` once and resolves when it has run. */
function loadScript(url: string): Promise<void> {
  script ??= new Promise<void>((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = url;
    tag.async = true;
    tag.onload = () => resolve();
    tag.onerror = () => {
      script = null;
      tag.remove();
      reject(new Error('Stripe.js could not be loaded'));
    };
    document.head.appendChild(tag);
  });
  return script;
}

/**
 * The publishable key: the build's (VITE_STRIPE_PUBLISHABLE_KEY), else the one the server is
 * configured with at run time (GET /api/app/capabilities, STRIPE_PUBLISHABLE_KEY), so a
 * downloaded release takes cards without a rebuild.
 * @param buildKey the build's key, '' when it has none
 * @param askServer the capabilities answer (fetchCapabilities), null when there is none now
 * @returns '' when neither has one or the server cannot be asked now
 */
export async function publishableKey(
  buildKey: string,
  askServer: () => Promise<Pick<ServerCapabilities, 'stripePublishableKey'> | null>,
): Promise<string> {
  if (buildKey) return buildKey;
  return (await askServer())?.stripePublishableKey ?? '';
}

/**
 * A Stripe client for the configured publishable key, wording its card errors in `language`
 * (model.ts `stripeLocale`).
 * @throws StripeNotConfiguredError without a publishable key in the build or on the server;
 *   an Error when the script cannot be loaded (offline, blocked)
 */
export async function loadStripeClient(language: string): Promise<Stripe> {
  const key = await publishableKey(config.stripePublishableKey, fetchCapabilities);
  if (!key) throw new StripeNotConfiguredError('no publishable key');
  if (config.stripeJsUrl) await loadScript(config.stripeJsUrl);
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  const stripe = await loadStripe(key, {
    locale: stripeLocale(language),
  });
  if (!stripe) throw new Error('Stripe.js is not available');
  return stripe;
}
