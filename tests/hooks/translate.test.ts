import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/pocketbase.mjs';
import { loadHooksLib } from '../support/hooks-lib';

// translate.js reads languages.json through PocketBase's __hooks global.
(globalThis as { __hooks?: string }).__hooks = join(ROOT, 'pb_hooks');

interface Config {
  url: string;
  apiKey: string;
  timeoutSeconds: number;
}
const t = loadHooksLib('translate.js') as {
  MAX_TEXT: number;
  DEFAULT_TIMEOUT_SECONDS: number;
  parseTranslateRequest: (body: unknown) => {
    errors?: Record<string, { code: string }>;
    value?: { text: string; language: { code: string; name: string } };
  };
  providerConfig: (getenv: (name: string) => string) => Config | null;
  providerRequest: (
    config: Config,
    text: string,
    target: string,
  ) => { url: string; method: string; body: string; timeout: number };
  providerResult: (status: number, body: string) => string | null;
};

describe('parseTranslateRequest', () => {
  it('accepts text and one of the 20 language codes, and names the language', () => {
    expect(t.parseTranslateRequest({ text: 'Hola', targetLanguage: 'ar' }).value).toEqual({
      text: 'Hola',
      language: expect.objectContaining({ code: 'ar', name: 'Arabic' }) as unknown,
    });
  });

  it('accepts text of exactly the maximum length', () => {
    const body = { text: 'x'.repeat(t.MAX_TEXT), targetLanguage: 'en' };
    expect(t.parseTranslateRequest(body).errors).toBeUndefined();
  });

  it.each([
    ['a body that is not an object', 'text', { text: 'validation_required' }],
    ['an array', [1, 2], { text: 'validation_required' }],
    ['missing text', { targetLanguage: 'es' }, { text: 'validation_required' }],
    ['text of spaces', { text: '  ', targetLanguage: 'es' }, { text: 'validation_required' }],
    [
      'text as an object',
      { text: { a: 1 }, targetLanguage: 'es' },
      { text: 'validation_invalid_type' },
    ],
    [
      'text one over the maximum',
      { text: 'x'.repeat(5001), targetLanguage: 'es' },
      { text: 'validation_max_text_constraint' },
    ],
    [
      'an unknown code',
      { text: 'a', targetLanguage: 'xx' },
      { targetLanguage: 'validation_invalid_value' },
    ],
    [
      'an upper-case code',
      { text: 'a', targetLanguage: 'ES' },
      { targetLanguage: 'validation_invalid_value' },
    ],
  ])('refuses %s', (_case, body, codes) => {
    const { errors } = t.parseTranslateRequest(body);
    for (const [field, code] of Object.entries(codes)) expect(errors?.[field]?.code).toBe(code);
  });
});

describe('providerConfig', () => {
  const env = (vars: Record<string, string>) => (name: string) => vars[name] ?? '';

  it('is null without TRANSLATE_API_URL', () => {
    expect(t.providerConfig(env({ TRANSLATE_API_KEY: 'k' }))).toBeNull();
    expect(t.providerConfig(env({ TRANSLATE_API_URL: '  ' }))).toBeNull();
  });

  it('reads the URL, key and timeout, defaulting the timeout', () => {
    expect(t.providerConfig(env({ TRANSLATE_API_URL: 'https://lt.example/translate' }))).toEqual({
      url: 'https://lt.example/translate',
      apiKey: '',
      timeoutSeconds: t.DEFAULT_TIMEOUT_SECONDS,
    });
    expect(
      t.providerConfig(
        env({ TRANSLATE_API_URL: 'u', TRANSLATE_API_KEY: 'k', TRANSLATE_TIMEOUT_SECONDS: '3' }),
      ),
    ).toEqual({ url: 'u', apiKey: 'k', timeoutSeconds: 3 });
    expect(
      t.providerConfig(env({ TRANSLATE_API_URL: 'u', TRANSLATE_TIMEOUT_SECONDS: 'soon' }))
        ?.timeoutSeconds,
    ).toBe(t.DEFAULT_TIMEOUT_SECONDS);
  });
});

describe('providerRequest', () => {
  it('posts LibreTranslate JSON with the key only when there is one', () => {
    const withKey = t.providerRequest({ url: 'u', apiKey: 'k', timeoutSeconds: 5 }, 'Hi', 'fr');
    expect(withKey).toMatchObject({ url: 'u', method: 'POST', timeout: 5 });
    expect(JSON.parse(withKey.body)).toEqual({
      q: 'Hi',
      source: 'auto',
      target: 'fr',
      format: 'text',
      api_key: 'k',
    });
    const without = t.providerRequest({ url: 'u', apiKey: '', timeoutSeconds: 5 }, 'Hi', 'fr');
    expect(JSON.parse(without.body)).not.toHaveProperty('api_key');
  });
});

describe('providerResult', () => {
  it.each([
    [200, '{"translatedText":"Hola"}', 'Hola'],
    [200, '{"translatedText":""}', null],
    [200, '{"translatedText":7}', null],
    [200, '{}', null],
    [200, 'null', null],
    [200, '<html>', null],
    [429, '{"translatedText":"Hola"}', null],
    [500, '{"error":"x"}', null],
  ])('status %s, body %s → %s', (status, body, expected) => {
    expect(t.providerResult(status, body)).toBe(expected);
  });
});
