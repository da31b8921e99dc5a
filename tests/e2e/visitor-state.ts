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
