import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRecords, expectRefused, superuser } from '../support/actors';
import { startTestPocketBase, type RunningPocketBase } from '../support/pocketbase';
import { startTranslateStandIn, type TranslateStandIn } from '../support/translate-stand-in';
import { testPocketBaseUrl } from '../support/servers';

// POST /api/translate-content against a server whose provider is the local stand-in, and
// against the shared test server, which has no provider configured.
const opts = { requestKey: null };
const API_KEY = 'stand-in-key';
let provider: TranslateStandIn;
let server: RunningPocketBase;
let pb: PocketBase;

beforeAll(async () => {
  provider = await startTranslateStandIn(API_KEY);
  server = await startTestPocketBase({
    env: {
      TRANSLATE_API_URL: provider.url,
      TRANSLATE_API_KEY: API_KEY,
      TRANSLATE_TIMEOUT_SECONDS: '1',
    },
  });
  pb = new PocketBase(server.url);
});
afterAll(async () => {
  await server.stop();
  await provider.stop();
});

function translate(client: PocketBase, body: unknown) {
  return client.send<{ translatedText: string }>('/api/translate-content', {
    method: 'POST',
    body: body as Record<string, unknown>,
    ...opts,
  });
}

describe('POST /api/translate-content', () => {
  it('asks the provider once, then answers the same text from the cache', async () => {
    const text = `Roof repairs and gutter cleaning ${Date.now()}`;
    const first = await translate(pb, { text, targetLanguage: 'es' });
    expect(first).toEqual({ translatedText: `[es] ${text}` });
    const calls = provider.requests.filter((r) => r.q === text);
    expect(calls).toEqual([
      { q: text, source: 'auto', target: 'es', format: 'text', api_key: API_KEY },
    ]);

    const second = await translate(pb, { text, targetLanguage: 'es' });
    expect(second).toEqual(first);
    expect(provider.requests.filter((r) => r.q === text)).toHaveLength(1);

    const admin = await superuser(server.url);
    const cached = await admin
      .collection('translations')
      .getFirstListItem(`target_language = "Spanish"`, opts);
    expect(cached.translated_text).toBe(`[es] ${text}`);
  });

  it('caches per target language', async () => {
    const text = `Tiling ${Date.now()}`;
    expect(await translate(pb, { text, targetLanguage: 'ar' })).toEqual({
      translatedText: `[ar] ${text}`,
    });
    expect(await translate(pb, { text, targetLanguage: 'he' })).toEqual({
      translatedText: `[he] ${text}`,
    });
    expect(provider.requests.filter((r) => r.q === text).map((r) => r.target)).toEqual([
      'ar',
      'he',
    ]);
  });

  it.each([
    ['the provider answers 500', 'Plumbing [500]'],
    ['the provider answers after the timeout', 'Plumbing [slow]'],
    ['the provider answers with something that is not JSON', 'Plumbing [not-json]'],
    ['the provider answers without translatedText', 'Plumbing [empty]'],
  ])('answers 503 and caches nothing when %s', async (_case, text) => {
    const admin = await superuser(server.url);
    const before = await countRecords(admin, 'translations');
    const error = await expectRefused(translate(pb, { text, targetLanguage: 'fr' }), 503);
    expect(error.response.message).toBe(
      'The translation service is unavailable. Please try again later.',
    );
    expect(await countRecords(admin, 'translations')).toBe(before);
  });

  it.each([
    ['no text', { targetLanguage: 'es' }, 'text', 'validation_required'],
    ['empty text', { text: '   ', targetLanguage: 'es' }, 'text', 'validation_required'],
    [
      'text that is a number',
      { text: 42, targetLanguage: 'es' },
      'text',
      'validation_invalid_type',
    ],
    [
      'text over 5000 characters',
      { text: 'a'.repeat(5001), targetLanguage: 'es' },
      'text',
      'validation_max_text_constraint',
    ],
    ['no language', { text: 'Hello' }, 'targetLanguage', 'validation_invalid_value'],
    [
      'a language outside the 20',
      { text: 'Hello', targetLanguage: 'tlh' },
      'targetLanguage',
      'validation_invalid_value',
    ],
    [
      'a language name instead of a code',
      { text: 'Hello', targetLanguage: 'Spanish' },
      'targetLanguage',
      'validation_invalid_value',
    ],
  ])('refuses %s with a 400 field error and asks no provider', async (_case, body, field, code) => {
    const calls = provider.requests.length;
    const error = await expectRefused(translate(pb, body), 400);
    expect(error.response.data).toMatchObject({ [field]: { code } });
    expect(provider.requests.length).toBe(calls);
  });

  it('answers 503 with a clear message when no provider is configured', async () => {
    const shared = new PocketBase(testPocketBaseUrl());
    const error = await expectRefused(
      translate(shared, { text: 'Hello', targetLanguage: 'de' }),
      503,
    );
    expect(error.response.message).toBe('Translation is not available on this server.');
  });
});

describe('GET /api/app/capabilities', () => {
  it('says translate: true when a provider is configured, to anyone', async () => {
    const response = await fetch(`${server.url}/api/app/capabilities`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ translate: true });
  });

  it('names the provider by its host alone, for the privacy notice, and never its key', async () => {
    const answer = await (await fetch(`${server.url}/api/app/capabilities`)).text();
    expect(JSON.parse(answer)).toMatchObject({
      services: { translate: new URL(provider.url).host, mail: null },
    });
    expect(answer).not.toContain(API_KEY);
  });

  it('says translate: false on a server without a provider', async () => {
    const response = await fetch(`${testPocketBaseUrl()}/api/app/capabilities`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ translate: false });
  });
});
