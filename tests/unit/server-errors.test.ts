import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/constants/languages';
import { readCallFailure } from '@/lib/call-failure';
import {
  HOOK_CODES,
  POCKETBASE_CODES,
  SERVER_ERROR_CODES,
  refusalOf,
  serverErrorReasons,
  serverErrorText,
} from '@/lib/server-errors';
import { fieldLabel, fieldValueText, refusedText } from '@/features/sync/model';

// Every error code the server can answer has words in every language, and no sentence the
// app builds from a refusal carries the server's English message.
const ROOT = join(__dirname, '../..');
const HOOKS = join(ROOT, 'pb_hooks');

function hookFiles(): string[] {
  const top = readdirSync(HOOKS).filter((f) => f.endsWith('.js'));
  // Mail builders answer no request: their `code` is a language code.
  const lib = readdirSync(join(HOOKS, 'lib')).filter(
    (f) => f.endsWith('.js') && !f.endsWith('-mail.js'),
  );
  return [...top.map((f) => join(HOOKS, f)), ...lib.map((f) => join(HOOKS, 'lib', f))];
}

/**
 * The codes the hooks answer, read from their source: a literal after `code:` (also in a
 * ternary), the first argument of `new ValidationError(`, the code argument of support.js's
 * `fieldError(field, code, …)`, and a `…_CODE = '…'` constant. A literal compared with
 * `===` or passed to a call (`getString('referral_code')`) is not an answer's code.
 */
function codesInHooks(): Map<string, string> {
  const found = new Map<string, string>();
  const patterns = [
    /\bcode:\s*([^,}\n]*(?:\n\s*[^,}\n]*)?)/g,
    /new ValidationError\(\s*([^,]*),/g,
    /fieldError\(\s*[^,]*,\s*([^,]*),/g,
    /_CODE\s*=\s*([^;\n]*)/g,
  ];
  for (const file of hookFiles()) {
    const source = readFileSync(file, 'utf8');
    for (const pattern of patterns) {
      for (const match of source.matchAll(pattern)) {
        for (const literal of (match[1] ?? '').matchAll(/(===?\s*|\(\s*)?'([a-z][a-z0-9_]*)'/g)) {
          if (literal[1]) continue;
          found.set(literal[2] ?? '', file.slice(ROOT.length + 1));
        }
      }
    }
  }
  return found;
}

const LOCALES = join(ROOT, 'src/i18n/locales');

function translator(code: string): TFunction {
  const instance = createInstance();
  void instance.init({
    lng: code,
    fallbackLng: false,
    initAsync: false,
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    resources: {
      [code]: {
        common: JSON.parse(readFileSync(join(LOCALES, code, 'common.json'), 'utf8')) as object,
      },
    },
  });
  return instance.t;
}

describe('server error codes', () => {
  it('finds the codes the hooks answer (the scan itself works)', () => {
    const codes = codesInHooks();
    for (const code of [
      'sanctioned_region',
      'staff_session_expired',
      'validation_password_common',
      'token_expired',
      'token_invalid',
      'record_conflict',
      'auth_required',
      'staff_only',
      'already_finished',
    ]) {
      expect(codes.has(code), code).toBe(true);
    }
    expect(codes.has('expired')).toBe(false);
    expect(codes.has('referral_code')).toBe(false);
  });

  it('maps every code a hook answers', () => {
    const unmapped = [...codesInHooks()]
      .filter(([code]) => !(code in SERVER_ERROR_CODES))
      .map(([code, file]) => `${code} (${file})`);
    expect(unmapped).toEqual([]);
  });

  it('lists no hook code that no hook answers any more', () => {
    const answered = codesInHooks();
    const stale = Object.keys(HOOK_CODES).filter(
      (code) => !answered.has(code) && !(code in POCKETBASE_CODES),
    );
    expect(stale).toEqual([]);
  });

  it.each(LANGUAGES.map((l) => l.code))('has the words of every code in %s', (code) => {
    const t = translator(code);
    const keys = new Set([
      ...Object.values(SERVER_ERROR_CODES),
      'serverErrors.unknown',
      'serverErrors.withField',
      'serverErrors.fields.other',
    ]);
    const missing = [...keys].filter((key) => String(t(key as never, { defaultValue: '' })) === '');
    expect(missing).toEqual([]);
  });
});

describe('serverErrorText', () => {
  const en = translator('en');
  const de = translator('de');
  const ar = translator('ar');

  it('words a field refusal by its code and the field label, never the English message', () => {
    const failure = readCallFailure({
      status: 400,
      response: {
        message: 'Failed to update record.',
        data: {
          business_name: { code: 'validation_max_text_constraint', message: 'Must be no more.' },
        },
      },
    });
    const refusal = refusalOf(failure);
    expect(refusal).toEqual({
      status: 400,
      fields: { business_name: 'validation_max_text_constraint' },
    });
    const label = (f: string) => (f === 'business_name' ? 'Firmenname' : null);
    expect(serverErrorText(de, refusal ?? { status: 0 }, label)).toBe(
      'Firmenname: Das ist zu lang.',
    );
    expect(serverErrorText(en, refusal ?? { status: 0 })).toBe('This is too long.');
  });

  it('words the codes of rule refusals (pb_hooks/lib/refusals.js), never "Failed to create record."', () => {
    const rule = (status: number, data: object) =>
      refusalOf(
        readCallFailure({ status, response: { message: 'Failed to create record.', data } }),
      ) ?? { status: 0 };
    const unverified = rule(400, {
      auth: { code: 'email_unverified', message: 'Confirm your email address first.' },
    });
    expect(serverErrorText(de, unverified)).toBe(de('serverErrors.reasons.emailUnverified'));
    expect(serverErrorText(en, unverified)).toBe(
      'Confirm your email address first: open the link we emailed you.',
    );
    const hidden = rule(400, { filter: { code: 'filter_field_hidden', message: 'x' } });
    expect(serverErrorText(ar, hidden)).toBe(ar('serverErrors.reasons.filterFieldHidden'));
    const suspended = rule(404, { status: { code: 'listing_suspended', message: 'x' } });
    expect(serverErrorText(en, suspended)).toBe(
      'This listing is suspended, so it cannot be changed.',
    );
    expect(serverErrorText(en, rule(403, { rule: { code: 'not_allowed', message: 'x' } }))).toBe(
      'You are not allowed to do this.',
    );
    for (const t of [en, de, ar]) {
      expect(serverErrorText(t, unverified)).not.toContain('Failed');
    }
  });

  it("names the account's fields itself and leaves unknown fields unnamed", () => {
    expect(
      serverErrorText(en, {
        status: 400,
        fields: { email: 'validation_not_unique', internal_flag: 'validation_required' },
      }),
    ).toBe('Email: This is already in use. This is required.');
  });

  it("words a hook's code in the answer, then the status, then the generic sentence", () => {
    expect(serverErrorText(en, { status: 451, code: 'sanctioned_region' })).toBe(
      en('sanctions.refusedHere'),
    );
    expect(serverErrorText(de, { status: 403 })).toBe('Das dürfen Sie nicht tun.');
    expect(serverErrorText(en, { status: 404 })).toBe(
      'This was not found. It may have been removed.',
    );
    expect(serverErrorText(en, { status: 422, code: 'brand_new_code' })).toBe(
      'The server did not accept this (code: brand_new_code).',
    );
    expect(serverErrorText(ar, { status: 418 })).toBe('لم يقبل الخادم هذا (الرمز: 418).');
    expect(serverErrorText(en, { status: 502 })).toBe(en('errors.server'));
    // An affiliate's state as the code of a 403: not ours to word, the status says enough.
    expect(serverErrorText(en, { status: 403, code: 'pending' })).toBe(
      'You are not allowed to do this.',
    );
    expect(serverErrorText(en, { status: 400, fields: { x: 'validation_brand_new' } })).toBe(
      'The server did not accept this (code: validation_brand_new).',
    );
  });

  it('prefers a known field code over the status', () => {
    expect(
      serverErrorReasons({ status: 401, fields: { session: 'staff_session_expired' } }),
    ).toEqual([{ field: 'session', key: 'errors.staffSessionExpired', params: {} }]);
  });

  it('reads offline and network failures as no refusal', () => {
    expect(refusalOf({ kind: 'offline' })).toBeNull();
    expect(refusalOf({ kind: 'network' })).toBeNull();
    expect(refusalOf({ kind: 'server', status: 500, message: 'x' })).toEqual({ status: 500 });
  });
});

describe('the sync panel words', () => {
  const de = translator('de');
  const ar = translator('ar');

  it("names a refused listing field by the listing form's label", () => {
    const refusal = { status: 400, fields: { business_name: 'validation_max_text_constraint' } };
    expect(refusedText(de, 'contractors', refusal)).toBe(
      `${de('sync.listingFields.business_name')}: Das ist zu lang.`,
    );
    expect(refusedText(ar, 'contractors', refusal)).toBe(
      `${ar('sync.listingFields.business_name')}: هذا طويل جدًا.`,
    );
  });

  it('words a listing refused for a trade deleted meanwhile by the field label and the reason, in German', () => {
    // The refusal the real server gives a queued listing edit whose trade staff deleted before
    // it was sent (e2e server-errors-translated.spec.ts, in Arabic).
    const refusal = { status: 400, fields: { trades: 'validation_missing_rel_records' } };
    const shown = refusedText(de, 'contractors', refusal);
    expect(shown).toBe(
      `${de('sync.listingFields.trades')}: ${de('serverErrors.reasons.missingRecord')}`,
    );
    for (const english of ['failed', 'record', 'validation', 'trades', 'relation', 'update']) {
      expect(shown.toLowerCase(), `"${english}" from the server`).not.toContain(english);
    }
  });

  it('words the outbox\'s own 409 "Conflict" by its status', () => {
    expect(refusedText(de, 'hires', { status: 409 })).toBe(
      'Das wurde inzwischen an anderer Stelle geändert. Laden Sie neu und versuchen Sie es noch einmal.',
    );
  });

  it('never shows a database field name in a conflict', () => {
    expect(fieldLabel(de, 'contractors', 'years_in_business')).toBe(
      de('sync.listingFields.years_in_business'),
    );
    expect(fieldLabel(de, 'users', 'language_preference')).toBe('Sprache');
    expect(fieldLabel(de, 'contractors', 'hourly_rate')).toBe('Eine weitere Angabe');
  });

  it('names every field of an estimate in every language, never by its database name', () => {
    expect(fieldLabel(de, 'estimates', 'client_name')).toBe('Kunde');
    expect(fieldLabel(de, 'estimates', 'settings')).toBe('Gemeinkosten, Gewinn und Steuer');
    for (const { code } of LANGUAGES) {
      const t = translator(code);
      for (const field of ['name', 'client_name', 'address', 'trades', 'currency', 'sections']) {
        expect(fieldLabel(t, 'estimates', field), `${code} ${field}`).not.toBe(
          t('serverErrors.fields.other'),
        );
      }
    }
  });

  it("names every listing status, also the owner's removal", () => {
    const context = { t: de, locale: 'de', tradeValues: {}, tradeName: (v: string) => v };
    expect(fieldValueText('contractors', 'status', 'removed', context)).toBe('Entfernt');
    expect(fieldValueText('contractors', 'service_radius_km', 1500.5, context)).toBe('1.500,5');
  });
});
