import { join } from 'node:path';
import { ROOT } from '../../scripts/pocketbase.mjs';

/**
 * The IP-location API the e2e build calls (VITE_IP_LOCATION_URL in `npm run test:e2e`): a
 * host that does not exist, so every test answers it with page/context.route.
 */
export const IP_LOCATION_URL = 'https://ip-location.test/json/';
export const IP_LOCATION_PATTERN = 'https://ip-location.test/**';

/** Browser state of a returning US visitor who answered the cookie banner (global-setup). */
export const VISITOR_STATE_FILE = join(ROOT, 'test-results', 'e2e-visitor-state.json');

/** An empty browser state: a first visit. */
export const FIRST_VISIT = { cookies: [], origins: [] };

/**
 * The header the e2e server reads a client's address from (PocketBase's trusted proxy, as
 * behind the release's reverse proxy). Each test sends the contact forms with an address of
 * its own in it (fixtures.ts): the server takes 5 of each form an hour from one address
 * (pb_hooks/lib/support.js), and all tests would otherwise share 127.0.0.1's.
 */
export const CLIENT_ADDRESS_HEADER = 'X-Real-IP';

/** The contact forms' create requests (support requests and legal inquiries). */
export const CONTACT_FORM_CREATE =
  /\/api\/collections\/(support_requests|legal_inquiries)\/records(\?|$)/;
