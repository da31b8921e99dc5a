import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { TRADES } from '@/constants/trades';
import { tradeNamesOf } from '@/i18n/trade-names';
import { profileDescription, PROFILE_DESCRIPTION_MAX } from '@/features/profile/model';
import deCommon from '@/i18n/locales/de/common.json' with { type: 'json' };
import enCommon from '@/i18n/locales/en/common.json' with { type: 'json' };

// Trade names are read from the store instead of through t()'s copy and
// interpolation of the whole object per card; what a user reads must not change.

async function i18nIn(lng: string, resources: Record<string, { common: object }>) {
  const i18n = createInstance();
  await i18n.init({ lng, fallbackLng: 'en', defaultNS: 'common', resources });
  return i18n;
}

describe('tradeNamesOf', () => {
  it('gives every trade the name t() gives it, in the language and in English', async () => {
    for (const lng of ['de', 'en']) {
      const i18n = await i18nIn(lng, { en: { common: enCommon }, de: { common: deCommon } });
      const names = tradeNamesOf(i18n.languages, (l, ns, key) => i18n.getResource(l, ns, key));
      const viaT = i18n.t('tradeNames', { returnObjects: true }) as Record<string, string>;
      for (const trade of TRADES) expect(names[trade.value]).toBe(viaT[trade.value]);
    }
    const de = await i18nIn('de', { en: { common: enCommon }, de: { common: deCommon } });
    expect(tradeNamesOf(de.languages, (l, ns, key) => de.getResource(l, ns, key))).not.toEqual(
      enCommon.tradeNames,
    );
  });

  it('falls back to English when the language has no trade names loaded', async () => {
    const i18n = await i18nIn('fr', { en: { common: enCommon }, fr: { common: {} } });
    const names = tradeNamesOf(i18n.languages, (l, ns, key) => i18n.getResource(l, ns, key));
    expect(names).toEqual(enCommon.tradeNames);
    expect(tradeNamesOf(undefined, () => undefined)).toEqual({});
  });
});

describe('profileDescription', () => {
  it('is the listing’s description, else its trades and place, else the generic one', () => {
    expect(profileDescription('We fix roofs.', 'Roofer', 'Boston', 'Generic')).toBe(
      'We fix roofs.',
    );
    expect(profileDescription('', 'Roofer and Plumber', 'Boston, US', 'Generic')).toBe(
      'Roofer and Plumber · Boston, US',
    );
    expect(profileDescription('  ', '', 'Boston', 'Generic')).toBe('Boston');
    expect(profileDescription('', '', '', 'Generic')).toBe('Generic');
  });

  it('is cut to the server’s length', () => {
    const long = 'a'.repeat(PROFILE_DESCRIPTION_MAX + 50);
    expect(profileDescription(long, '', '', 'Generic')).toHaveLength(PROFILE_DESCRIPTION_MAX);
  });
});
