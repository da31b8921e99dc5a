import { describe, expect, it } from 'vitest';
import { loadHooksLib } from '../support/hooks-lib';

type Getenv = (name: string) => string;
const env = loadHooksLib('env.js') as {
  SETTINGS: Record<string, { type: string; default: string | number | null }>;
  text: (name: string, getenv?: Getenv) => string;
  integer: (name: string, getenv?: Getenv) => number | null;
  problems: (getenv?: Getenv) => Array<{ name: string; message: string }>;
};
const from =
  (values: Record<string, string>): Getenv =>
  (name) =>
    values[name] ?? '';

describe('pb_hooks/lib/env.js', () => {
  it('reads an unset setting as its default', () => {
    const none = from({});
    expect(env.text('GEOCODE_CRON', none)).toBe('*/10 * * * *');
    expect(env.text('STRIPE_SECRET_KEY', none)).toBe('');
    expect(env.integer('FEE_AMOUNT_CENTS', none)).toBe(100);
    expect(env.integer('AFFILIATE_COMMISSION_CENTS', none)).toBeNull();
    expect(env.problems(none)).toEqual([]);
  });

  it('trims text, except where the spaces are part of the value', () => {
    const spaced = from({ STRIPE_SECRET_KEY: ' sk_test_1 ', IDENTITY_HASH_SALT: ' salt ' });
    expect(env.text('STRIPE_SECRET_KEY', spaced)).toBe('sk_test_1');
    expect(env.text('IDENTITY_HASH_SALT', spaced)).toBe(' salt ');
  });

  it('takes whole numbers within bounds, the default otherwise, capped where declared', () => {
    for (const bad of ['0', '-5', '2.5', '1e3', 'ten', '12abc']) {
      expect(env.integer('BLAST_RATE_PER_MINUTE', from({ BLAST_RATE_PER_MINUTE: bad })), bad).toBe(
        600,
      );
    }
    expect(env.integer('BLAST_RATE_PER_MINUTE', from({ BLAST_RATE_PER_MINUTE: ' 120 ' }))).toBe(
      120,
    );
    expect(env.integer('GEOCODE_BATCH', from({ GEOCODE_BATCH: '5000' }))).toBe(100);
    expect(env.integer('GEOCODE_INTERVAL_MS', from({ GEOCODE_INTERVAL_MS: '0' }))).toBe(0);
    expect(env.integer('FEE_AMOUNT_CENTS', from({ FEE_AMOUNT_CENTS: '1000000000' }))).toBe(100);
  });

  it('reads a currency upper case and a choice lower case, else the default', () => {
    expect(env.text('FEE_CURRENCY', from({ FEE_CURRENCY: 'eur' }))).toBe('EUR');
    expect(env.text('FEE_CURRENCY', from({ FEE_CURRENCY: 'dollars' }))).toBe('USD');
    const schedule = (value: string) =>
      env.text('AFFILIATE_PAYOUT_SCHEDULE', from({ AFFILIATE_PAYOUT_SCHEDULE: value }));
    expect(schedule('Monthly')).toBe('monthly');
    expect(schedule('weekly')).toBe('');
  });

  it('reports each set but unusable value, with what it reads as instead', () => {
    const found = env.problems(
      from({
        GEOCODE_BATCH: 'lots',
        FEE_CURRENCY: 'dollars',
        STRIPE_API_BASE: 'api.stripe.com',
        IP_LOCATION_URL: 'off',
        TRANSLATE_API_URL: 'https://translate.example/translate',
      }),
    );
    expect(found.map((p) => p.name)).toEqual(['GEOCODE_BATCH', 'STRIPE_API_BASE', 'FEE_CURRENCY']);
    expect(found[0]?.message).toBe(
      'GEOCODE_BATCH="lots" is not a whole number from 1 to 100: read as 10',
    );
    const port = env.problems(from({ MAIL_CATCHER_SMTP_PORT: '99999' }));
    expect(port[0]?.message).toContain('read as 0');
  });

  it('refuses a name it does not declare, and a reader of the wrong type', () => {
    expect(() => env.text('NOT_A_SETTING', from({}))).toThrow(/not a declared setting/);
    expect(() => env.text('FEE_AMOUNT_CENTS', from({}))).toThrow(/integer/);
    expect(() => env.integer('FEE_CURRENCY', from({}))).toThrow(/not an integer/);
  });
});
