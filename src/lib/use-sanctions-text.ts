import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SanctionedPlace } from './client-place';

/**
 * The words for the server's sanctions refusal (451 `sanctioned_region`) in the interface
 * language (`common:sanctions.*`), naming the place: a country by Intl.DisplayNames, a region
 * of Ukraine by our own words. Never the server's English message.
 * @returns a function from the place (client-place.ts `clientSanctionedPlace`; null when the
 *   app cannot tell which) to the sentence
 */
export function useSanctionsRefusalText(): (place: SanctionedPlace | null) => string {
  const { t, i18n } = useTranslation('common');
  return useCallback(
    (place: SanctionedPlace | null) => {
      const name = place ? placeName(place, i18n.language, t) : '';
      return name ? t('sanctions.refused', { place: name }) : t('sanctions.refusedHere');
    },
    [t, i18n.language],
  );
}

function placeName(
  place: SanctionedPlace,
  language: string,
  t: ReturnType<typeof useTranslation<'common'>>['t'],
): string {
  if (place.kind === 'region') return t(`sanctions.regions.${place.region}`);
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(place.code) ?? '';
  } catch {
    return '';
  }
}
