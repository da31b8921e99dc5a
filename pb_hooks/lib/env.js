// Every server setting the hooks read from the environment: its name, type, default and
// one-line doc. Hooks and lib modules read settings only through `text` and `integer` here,
// which parse each type one way; a value that does not parse reads as the default and is
// reported once at start (`problems`, logged by bootstrap.pb.js). README's settings table
// and .env.example are generated from SETTINGS (scripts/settings-docs.mjs, `npm run
// docs:settings`), and tests/unit/settings-docs.test.ts fails when a setting is read but not
// listed here. Pure given `getenv`; `$os.getenv` is the default source.

/**
 * @typedef {'string' | 'secret' | 'url' | 'list' | 'integer' | 'currency' | 'choice'} SettingType
 * @typedef {{
 *   type: SettingType,
 *   default: string | number | null,
 *   doc: string,
 *   shown?: string,
 *   min?: number,
 *   max?: number,
 *   capAtMax?: boolean,
 *   choices?: string[],
 *   allow?: string[],
 *   untrimmed?: boolean,
 * }} Setting
 *   `default` is what an unset or unusable value reads as (null: unset, the feature is off);
 *   `shown` describes it in the docs when the value alone would not; integers outside
 *   [min, max] read as the default, or as `max` with `capAtMax`; `choices` are read case
 *   blind; `allow` lists words a url setting takes besides a URL; `untrimmed` keeps the
 *   value's spaces (a salt whose hashes must not change)
 */

/** @type {Record<string, Setting>} */
const SETTINGS = {
  APP_URL: {
    type: 'url',
    default: '',
    shown: 'the address it serves on',
    doc: "links in mails, while the dashboard's Application URL is PocketBase's default",
  },
  PUBLIC_URL: {
    type: 'url',
    default: '',
    shown: 'the Application URL',
    doc: "the public origin of server-filled profiles' and trade pages' canonical links, Open Graph URLs and JSON-LD",
  },
  LEGAL_ENTITY: {
    type: 'string',
    default: '',
    shown: 'unset (a placeholder shows)',
    doc: "the operator's legal name (and place) for /privacy and /terms, for an app built without one",
  },
  SUPPORT_EMAIL: {
    type: 'list',
    default: '',
    shown: 'unset (every admin)',
    doc: 'where new support requests and legal inquiries are announced (comma-separated); else every admin in `user_roles`',
  },
  FRAME_ANCESTORS: {
    type: 'list',
    default: '',
    shown: "unset ('self' only)",
    doc: 'origins allowed to frame the app besides itself (CSP `frame-ancestors`, space-separated); `npm start` defaults it to localhost',
  },
  IP_LOCATION_URL: {
    type: 'url',
    default: '',
    shown: '`https://ipapi.co/{ip}/json/`',
    allow: ['off'],
    doc: "what `GET /api/ip-location` asks, `{ip}` replaced by the visitor's address; `off`: nobody",
  },
  TRUSTED_PROXY_HEADER: {
    type: 'string',
    default: '',
    doc: 'proxy header with the country (`CF-IPCountry`) the sanctions check and affiliate digest believe',
  },
  TRUSTED_PROXY_REGION_HEADER: {
    type: 'string',
    default: '',
    doc: 'proxy header with the region (`CF-Region-Code`), read with TRUSTED_PROXY_HEADER; docs/fees.md has both',
  },
  TRANSLATE_API_URL: {
    type: 'url',
    default: '',
    shown: 'unset (translation off)',
    doc: 'LibreTranslate-compatible `/translate` endpoint for "Translate"',
  },
  TRANSLATE_API_KEY: {
    type: 'secret',
    default: '',
    untrimmed: true,
    doc: 'its API key (sent as `api_key`)',
  },
  TRANSLATE_TIMEOUT_SECONDS: {
    type: 'integer',
    default: 10,
    min: 1,
    doc: 'how long the server waits for the translation provider, seconds',
  },
  GEOCODE_URL: {
    type: 'url',
    default: '',
    shown: 'unset (job off)',
    doc: 'Nominatim-compatible `search` endpoint the server places unplaced listings with',
  },
  GEOCODE_USER_AGENT: {
    type: 'string',
    default: 'TradesMarket listing geocoder',
    doc: 'User-Agent of its requests; Nominatim wants one naming your site and a contact',
  },
  GEOCODE_INTERVAL_MS: {
    type: 'integer',
    default: 1100,
    min: 0,
    doc: 'pause between two geocoding requests, ms (Nominatim allows at most 1 a second)',
  },
  GEOCODE_BATCH: {
    type: 'integer',
    default: 10,
    min: 1,
    max: 100,
    capAtMax: true,
    doc: 'listings asked for per run (at most 100)',
  },
  GEOCODE_CRON: {
    type: 'string',
    default: '*/10 * * * *',
    doc: 'when the geocoding job runs (cron syntax, minutes at the finest)',
  },
  STRIPE_SECRET_KEY: {
    type: 'secret',
    default: '',
    shown: 'unset (payments off)',
    doc: 'Stripe secret key (`sk_live_…`/`sk_test_…`); without it fees are waived, "payments not configured"',
  },
  STRIPE_WEBHOOK_SECRET: {
    type: 'secret',
    default: '',
    doc: "the webhook endpoint's signing secret (`whsec_…`); without it every webhook call is refused",
  },
  STRIPE_PUBLISHABLE_KEY: {
    type: 'string',
    default: '',
    doc: 'publishable key (`pk_…`) the server gives an app built without one, with STRIPE_SECRET_KEY only',
  },
  STRIPE_API_BASE: {
    type: 'url',
    default: 'https://api.stripe.com',
    doc: 'where the server calls Stripe; tests and `--payments` point it at the emulator',
  },
  FEE_AMOUNT_CENTS: {
    type: 'integer',
    default: 100,
    min: 1,
    max: 100000000,
    doc: 'the listing and hire fee, in minor units (cents)',
  },
  FEE_CURRENCY: {
    type: 'currency',
    default: 'USD',
    doc: "the fee's currency (ISO 4217), also the affiliate commission's",
  },
  BLAST_RATE_PER_MINUTE: {
    type: 'integer',
    default: 600,
    min: 1,
    doc: "email blast messages sent per minute (the cron job's batch); stay under your SMTP provider's limit",
  },
  AFFILIATE_COMMISSION_CENTS: {
    type: 'integer',
    default: null,
    shown: 'unset (no commission)',
    min: 1,
    max: 999999999,
    doc: 'what an affiliate earns per paid conversion, in minor units of FEE_CURRENCY',
  },
  AFFILIATE_PAYOUT_THRESHOLD_CENTS: {
    type: 'integer',
    default: null,
    min: 0,
    max: 999999999,
    doc: 'unpaid earnings at which staff pay an affiliate out, in minor units; shown on /affiliate-terms',
  },
  AFFILIATE_PAYOUT_SCHEDULE: {
    type: 'choice',
    default: '',
    choices: ['monthly', 'quarterly'],
    doc: '`monthly` or `quarterly`: when payouts are made, shown on /affiliate-terms',
  },
  UNSUBSCRIBE_SECRET: {
    type: 'secret',
    default: '',
    shown: 'a random key made at install',
    doc: 'key of the signed unsubscribe links in blasts (changing it breaks older links)',
  },
  AFFILIATE_VERIFY_SECRET: {
    type: 'secret',
    default: '',
    shown: 'a random key made at install',
    doc: 'key of the signed affiliate email confirmation links (changing it breaks unused links)',
  },
  IDENTITY_HASH_SALT: {
    type: 'secret',
    default: '',
    shown: 'generated and stored',
    untrimmed: true,
    doc: 'salt of the hashed addresses (blocked identities, one offer per address, daily click keys)',
  },
  MAIL_CATCHER_SMTP_PORT: {
    type: 'integer',
    default: 0,
    shown: 'unset (mail as configured)',
    min: 1,
    max: 65535,
    doc: 'development only: send all mail to the local mail catcher on this port (set by the launcher)',
  },
};

/**
 * The server's environment as a `getenv` for the readers below, for code that passes one on.
 * @returns {(name: string) => string} raw values ('' when unset)
 * @throws {Error} when called with an undeclared name
 */
function serverEnv() {
  return (name) => {
    settingOf(name);
    return $os.getenv(name);
  };
}

/**
 * A setting's declaration.
 * @param {string} name
 * @returns {Setting}
 * @throws {Error} when the name is not declared in SETTINGS
 */
function settingOf(name) {
  const setting = Object.prototype.hasOwnProperty.call(SETTINGS, name) ? SETTINGS[name] : null;
  if (!setting) throw new Error(`${name} is not a declared setting (pb_hooks/lib/env.js)`);
  return setting;
}

/**
 * The raw value as the environment holds it: '' when unset.
 * @param {string} name @param {Setting} setting @param {((name: string) => string) | undefined} getenv
 */
function rawOf(name, setting, getenv) {
  const found = (getenv || serverEnv())(name);
  const value = found === undefined || found === null ? '' : String(found);
  return setting.untrimmed ? value : value.trim();
}

/**
 * How a value reads. Pure.
 * @param {Setting} setting
 * @param {string} raw the value, trimmed unless `untrimmed`; '' when unset
 * @returns {{ value: string | number | null, ok: boolean }} ok false: the value was set but
 *   unusable (it reads as the default, or is capped)
 */
function parse(setting, raw) {
  if (raw === '') return { value: setting.default, ok: true };
  switch (setting.type) {
    case 'integer': {
      if (!/^\d{1,15}$/.test(raw)) return { value: setting.default, ok: false };
      const n = Number(raw);
      if (n < (setting.min || 0)) return { value: setting.default, ok: false };
      const max = setting.max === undefined ? Number.MAX_SAFE_INTEGER : setting.max;
      if (n > max) return { value: setting.capAtMax ? max : setting.default, ok: false };
      return { value: n, ok: true };
    }
    case 'currency': {
      const code = raw.toUpperCase();
      return /^[A-Z]{3}$/.test(code)
        ? { value: code, ok: true }
        : { value: setting.default, ok: false };
    }
    case 'choice': {
      const word = raw.toLowerCase();
      return (setting.choices || []).indexOf(word) >= 0
        ? { value: word, ok: true }
        : { value: setting.default, ok: false };
    }
    case 'url': {
      // Read as given (each user of the URL checks it for its own purpose); flagged when not
      // an absolute http(s) URL, so a typo shows up in the logs at start.
      const fine =
        /^https?:\/\/[^\s/?#]+\S*$/i.test(raw) || (setting.allow || []).indexOf(raw) >= 0;
      return { value: raw, ok: fine };
    }
    default:
      return { value: raw, ok: true };
  }
}

/**
 * A text setting's value: trimmed (unless declared `untrimmed`), the default when unset;
 * a currency upper case, a choice lower case, each the default when not a valid one.
 * @param {string} name a declared setting that is not an integer
 * @param {(name: string) => string} [getenv] defaults to the server's environment
 * @returns {string}
 * @throws {Error} for an undeclared name or an integer setting
 */
function text(name, getenv) {
  const setting = settingOf(name);
  if (setting.type === 'integer') throw new Error(`${name} is an integer: read it with integer()`);
  const value = parse(setting, rawOf(name, setting, getenv)).value;
  return value === null ? '' : String(value);
}

/**
 * An integer setting's value: a whole number of decimal digits within the declared bounds,
 * else the default (null when it has none).
 * @param {string} name a declared integer setting
 * @param {(name: string) => string} [getenv] defaults to the server's environment
 * @returns {number | null}
 * @throws {Error} for an undeclared name or a setting that is not an integer
 */
function integer(name, getenv) {
  const setting = settingOf(name);
  if (setting.type !== 'integer') throw new Error(`${name} is not an integer setting`);
  const value = parse(setting, rawOf(name, setting, getenv)).value;
  return typeof value === 'number' ? value : null;
}

/**
 * An integer setting that declares a default: its value, which is then never null.
 * @param {string} name a declared integer setting with a default
 * @param {(name: string) => string} [getenv] defaults to the server's environment
 * @returns {number}
 * @throws {Error} for an undeclared name, a setting that is not an integer or one without default
 */
function integerWithDefault(name, getenv) {
  const value = integer(name, getenv);
  if (value === null) throw new Error(`${name} has no default: read it with integer()`);
  return value;
}

/**
 * The settings that are set but unusable, each with what it reads as instead. Secrets are
 * never quoted. Pure given `getenv`.
 * @param {(name: string) => string} [getenv] defaults to the server's environment
 * @returns {Array<{ name: string, message: string }>}
 */
function problems(getenv) {
  /** @type {Array<{ name: string, message: string }>} */
  const found = [];
  for (const name of Object.keys(SETTINGS)) {
    const setting = SETTINGS[name];
    const raw = rawOf(name, setting, getenv);
    const { value, ok } = parse(setting, raw);
    if (ok) continue;
    const given = setting.type === 'secret' ? '(hidden)' : JSON.stringify(raw);
    const expected =
      setting.type === 'integer'
        ? `a whole number from ${setting.min || 0}${setting.max === undefined ? '' : ` to ${setting.max}`}`
        : setting.type === 'currency'
          ? 'a three-letter currency code'
          : setting.type === 'choice'
            ? (setting.choices || []).join(' or ')
            : ['an http(s) URL'].concat(setting.allow || []).join(' or ');
    const reads =
      setting.type === 'url'
        ? 'used as given'
        : `read as ${value === null ? 'unset' : JSON.stringify(value)}`;
    found.push({ name, message: `${name}=${given} is not ${expected}: ${reads}` });
  }
  return found;
}

module.exports = { SETTINGS, integer, integerWithDefault, parse, problems, serverEnv, text };
