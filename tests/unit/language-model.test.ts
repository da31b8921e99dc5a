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
});

describe('languageByName', () => {
  it('finds a language by its English name (users.language_preference)', () => {
    expect(languageByName('Hebrew')).toMatchObject({ code: 'he', dir: 'rtl' });
    expect(languageByName('Klingon')).toBeUndefined();
    expect(languageByName('')).toBeUndefined();
  });
});
