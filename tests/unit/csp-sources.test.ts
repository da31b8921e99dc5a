import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineHashes, outsideSources, stripeSources } from '../../scripts/csp-sources.mjs';

const DEFAULTS = {
  reverseGeocode: 'https://nominatim.openstreetmap.org/reverse',
  geocode: 'https://nominatim.openstreetmap.org/search',
  stripe: {
    script: ['https://js.stripe.com'],
    connect: ['https://api.stripe.com'],
    frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  },
};
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineHashes', () => {
  it('hashes the inline scripts the browser runs, once each, and skips src and data blocks', () => {
    const boot = '\n  try { localStorage.getItem("x"); } catch (e) {}\n';
    const page = `<head><script>${boot}</script><script type="module" src="/assets/a.js"></script>
      <script type="application/ld+json">{"@context":"https://schema.org"}</script></head>`;
    expect(inlineHashes([page, page])).toEqual({ scripts: [sha(boot)] });
  });
});

describe('outsideSources', () => {
  it("lists the configured APIs' origins, the emulator for Stripe, the API origin for images", () => {
    expect(
      outsideSources(
        {
          VITE_IP_LOCATION_URL: 'https://ip-location.test/json/',
          VITE_GEOCODE_URL: 'https://geocode.test/search',
          VITE_POCKETBASE_URL: 'https://api.example',
          VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
          VITE_STRIPE_JS_URL: 'http://127.0.0.1:8123/js.stripe.com/v3/',
        },
        DEFAULTS,
      ),
    ).toEqual({
      connect: [
        'http://127.0.0.1:8123',
        'https://api.example',
        'https://geocode.test',
        'https://ip-location.test',
        'https://nominatim.openstreetmap.org',
      ],
      script: ['http://127.0.0.1:8123'],
      frame: ['http://127.0.0.1:8123'],
      img: ['https://api.example'],
    });
  });

  it("uses Stripe's own hosts without a stand-in, and none without a publishable key", () => {
    const live = outsideSources({ VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_x' }, DEFAULTS);
    expect(live.script).toEqual(['https://js.stripe.com']);
    expect(live.connect).toContain('https://api.stripe.com');
    expect(live.frame).toEqual(['https://hooks.stripe.com', 'https://js.stripe.com']);
    const off = outsideSources({}, DEFAULTS);
    expect(off).toEqual({
      // No IP-location origin: the app asks its own server (GET /api/ip-location).
      connect: ['https://nominatim.openstreetmap.org'],
      script: [],
      frame: [],
      img: [],
    });
  });
});

describe('stripeSources (for a server given a publishable key at run time)', () => {
  it("lists Stripe's own origins, or only the stand-in's, whatever the build's key", () => {
    expect(stripeSources({}, DEFAULTS)).toEqual({
      script: ['https://js.stripe.com'],
      connect: ['https://api.stripe.com'],
      frame: ['https://hooks.stripe.com', 'https://js.stripe.com'],
    });
    expect(
      stripeSources({ VITE_STRIPE_JS_URL: 'http://127.0.0.1:8123/js.stripe.com/v3/' }, DEFAULTS),
    ).toEqual({
      script: ['http://127.0.0.1:8123'],
      connect: ['http://127.0.0.1:8123'],
      frame: ['http://127.0.0.1:8123'],
    });
  });
});
