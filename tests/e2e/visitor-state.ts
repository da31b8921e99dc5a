import { join } from 'node:path';
import { ROOT } from '../../scripts/pocketbase.mjs';

/**
 * The port of the IP-location stand-in (tests/support/ip-location-stand-in.ts) that
 * global-setup starts. `npm run build:e2e` builds the app with VITE_IP_LOCATION_URL at it;
 * `E2E_IP_LOCATION_PORT` moves it, as E2E_STRIPE_PORT moves the Stripe emulator (build with
 * the same port).
 */
export const IP_LOCATION_PORT = Number(process.env.E2E_IP_LOCATION_PORT || 8112);
/**
 * The IP-location API the e2e build calls: the stand-in, which places every visitor in
 * California, US. A test that needs another place routes IP_LOCATION_PATTERN itself.
 */
export const IP_LOCATION_URL = `http://127.0.0.1:${IP_LOCATION_PORT}/json/`;
export const IP_LOCATION_PATTERN = `http://127.0.0.1:${IP_LOCATION_PORT}/**`;

/** Browser state of a returning US visitor who answered the cookie banner (global-setup). */
export const VISITOR_STATE_FILE = join(ROOT, 'test-results', 'e2e-visitor-state.json');

/** An empty browser state: a first visit. */
export const FIRST_VISIT = { cookies: [], origins: [] };

/**
 * The header the e2e server reads a client's address from (PocketBase's trusted proxy, as
 * behind the release's reverse proxy). A test that sends the contact forms does so with an
 * address of its own in it (fixtures.ts, `ownClientAddress`): the server takes 5 of each form
 * an hour from one address (pb_hooks/lib/support.js), and all tests would otherwise share
 * 127.0.0.1's.
 */
export const CLIENT_ADDRESS_HEADER = 'X-Real-IP';

/** The contact forms' create requests (support requests and legal inquiries). */
export const CONTACT_FORM_CREATE =
  /\/api\/collections\/(support_requests|legal_inquiries)\/records(\?|$)/;
