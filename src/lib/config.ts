/**
 * Client configuration from `VITE_*` env vars, read at build time (README "Configuration").
 * No secret may ever be read here: everything in this file ends up in the public bundle.
 * Each variable read here is listed with its default and doc in build-settings.json, which
 * README's table and .env.example are generated from (`npm run docs:settings`).
 */
import { DEFAULT_GEOCODE_URL, DEFAULT_REVERSE_GEOCODE_URL } from '@/constants/outside-services';

function optionalUrl(value: string | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  try {
    return new URL(trimmed).toString();
  } catch {
    throw new Error(`Invalid URL in client config: ${trimmed}`);
  }
}

/** The origin of a URL (scheme, host, port), or null when unset. */
function optionalOrigin(value: string | undefined): string | null {
  const url = optionalUrl(value);
  return url === null ? null : new URL(url).origin;
}

export const config = {
  /**
   * The site's public origin (`PUBLIC_URL`, e.g. https://tradesmarket.example), for the
   * absolute URLs of structured data in the prerendered HTML; null: added after load from
   * the browser's origin instead (src/features/content/site-origin.ts).
   */
  publicOrigin: optionalOrigin(import.meta.env.PUBLIC_URL),
  /** PocketBase base URL; null means the app's own origin (PocketBase serves the app). */
  pocketbaseUrl: optionalUrl(import.meta.env.VITE_POCKETBASE_URL),
  /** External estimating partner linked from the footer; the link is hidden when unset. */
  estimatingPartnerUrl: optionalUrl(import.meta.env.VITE_ESTIMATING_PARTNER_URL),
  /**
   * An IP-location API the browser calls directly, answering `{country_code, region, ...}`
   * (cookie consent, default language); null (VITE_IP_LOCATION_URL unset): the app asks its
   * own server's GET /api/ip-location, which asks the provider (src/lib/ip-location.ts).
   */
  ipLocationUrl: optionalUrl(import.meta.env.VITE_IP_LOCATION_URL),
  /** Reverse-geocoding endpoint (Nominatim-compatible `reverse`). */
  reverseGeocodeUrl:
    optionalUrl(import.meta.env.VITE_REVERSE_GEOCODE_URL) ?? DEFAULT_REVERSE_GEOCODE_URL,
  /** Postcode search endpoint (Nominatim-compatible `search`): a typed postcode's position. */
  geocodeUrl: optionalUrl(import.meta.env.VITE_GEOCODE_URL) ?? DEFAULT_GEOCODE_URL,
  /** Stripe's publishable key (`pk_...`, public by design); payments cannot start without it. */
  stripePublishableKey: import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY?.trim() ?? '',
  /**
   * A Stripe.js to load before @stripe/stripe-js looks for one (the tests' emulator serves its
   * stand-in at `<emulator>/js.stripe.com/v3/`); null loads Stripe's own.
   */
  stripeJsUrl: optionalUrl(import.meta.env.VITE_STRIPE_JS_URL),
  /**
   * Preview hosts allowed to show the app in a frame besides localhost and IPs:
   * comma-separated names or "*.suffix" patterns.
   */
  previewHosts: (import.meta.env.VITE_PREVIEW_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean),
  /**
   * The operator's legal name (the controller in /privacy, the party in /terms), from the
   * build's `LEGAL_ENTITY`; '' when unset (the pages then say it is not configured).
   */
  legalEntity: import.meta.env.LEGAL_ENTITY?.trim() ?? '',
} as const;
