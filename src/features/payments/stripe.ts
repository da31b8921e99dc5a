/**
 * Stripe.js for the payment dialog, loaded only when the dialog opens (never in the entry
 * chunk): the configured stand-in script first when VITE_STRIPE_JS_URL is set (the emulator's,
 * in tests), then @stripe/stripe-js, which uses a `window.Stripe` already on the page.
 */
import type { Stripe } from '@stripe/stripe-js';
import { config } from '@/lib/config';
import { stripeLocale } from './model';

/** Thrown when payments cannot start in this build: no publishable key. */
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
 * A Stripe client for the configured publishable key, wording its card errors in `language`
 * (model.ts `stripeLocale`).
 * @throws StripeNotConfiguredError without VITE_STRIPE_PUBLISHABLE_KEY; an Error when the
 *   script cannot be loaded (offline, blocked)
 */
export async function loadStripeClient(language: string): Promise<Stripe> {
  if (!config.stripePublishableKey) throw new StripeNotConfiguredError('no publishable key');
  if (config.stripeJsUrl) await loadScript(config.stripeJsUrl);
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  const stripe = await loadStripe(config.stripePublishableKey, {
    locale: stripeLocale(language),
  });
  if (!stripe) throw new Error('Stripe.js is not available');
  return stripe;
}
