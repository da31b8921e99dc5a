/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The site's public origin, read at build time (vite.config.ts envPrefix). */
  readonly PUBLIC_URL?: string;
  readonly VITE_POCKETBASE_URL?: string;
  readonly VITE_ESTIMATING_PARTNER_URL?: string;
  readonly VITE_IP_LOCATION_URL?: string;
  readonly VITE_PREVIEW_HOSTS?: string;
  readonly VITE_REVERSE_GEOCODE_URL?: string;
  readonly VITE_GEOCODE_URL?: string;
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
  readonly VITE_STRIPE_JS_URL?: string;
  /** The operator's legal name (build-time `LEGAL_ENTITY`, envPrefix in vite.config.ts). */
  readonly LEGAL_ENTITY?: string;
}
