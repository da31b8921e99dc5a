import { describe, expect, it } from 'vitest';
import {
  COUNTRY_LANGUAGE,
  defaultLanguageForCountry,
  languageByName,
} from '@/features/language/model';

describe('defaultLanguageForCountry', () => {
  it.each([
    ['US', 'English'],
    ['MX', 'Spanish'],
    ['ES', 'Spanish'],
    ['FR', 'French'],
    ['DE', 'German'],
    ['IT', 'Italian'],
    ['PT', 'Portuguese'],
    ['BR', 'Portuguese'],
    ['RU', 'Russian'],
    ['CN', 'Chinese'],
    ['JP', 'Japanese'],
    ['KR', 'Korean'],
    ['SA', 'Arabic'],
    ['IN', 'Hindi'],
    ['IL', 'Hebrew'],
    ['PL', 'Polish'],
    ['NL', 'Dutch'],
    ['TR', 'Turkish'],
    ['SE', 'Swedish'],
    ['NO', 'Norwegian'],
    ['DK', 'Danish'],
    ['FI', 'Finnish'],
  ])('%s → %s', (country, language) => {
    expect(defaultLanguageForCountry(country).name).toBe(language);
    expect(defaultLanguageForCountry(country.toLowerCase()).name).toBe(language);
  });

  it('maps exactly 22 countries', () => {
    expect(Object.keys(COUNTRY_LANGUAGE)).toHaveLength(22);
  });

  it('falls back to English for other or unknown countries', () => {
    for (const country of ['GB', 'CA', 'AU', 'EG', '', null, undefined]) {
      expect(defaultLanguageForCountry(country).code).toBe('en');
    }
  });

  it('takes the browser’s first language the app has when the country is not listed or unknown', () => {
    expect(defaultLanguageForCountry(null, ['de-DE', 'en']).code).toBe('de');
    expect(defaultLanguageForCountry('EG', ['ar-EG', 'en']).code).toBe('ar');
    expect(defaultLanguageForCountry(undefined, ['tlh', 'fi-FI']).code).toBe('fi');
    expect(defaultLanguageForCountry('CA', ['nb-NO']).code).toBe('no');
    expect(defaultLanguageForCountry(null, ['tlh']).code).toBe('en');
  });

  it('keeps the listed country’s language whatever the browser says', () => {
    expect(defaultLanguageForCountry('US', ['de-DE']).code).toBe('en');
    expect(defaultLanguageForCountry('DE', ['en-US']).code).toBe('de');
  });
});

describe('languageByName', () => {
  it('finds a language by its English name (users.language_preference)', () => {
    expect(languageByName('Hebrew')).toMatchObject({ code: 'he', dir: 'rtl' });
    expect(languageByName('Klingon')).toBeUndefined();
    expect(languageByName('')).toBeUndefined();
  });
});
