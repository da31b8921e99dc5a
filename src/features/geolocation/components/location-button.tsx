import { LocateFixed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useGeolocation } from '../use-geolocation';

/**
 * "Use my location" with the hook's states: "Finding your location...", the error message
 * of spec §8, or the place found (city, postcode, state, country).
 */
export function LocationButton() {
  const { t } = useTranslation();
  const { state, locate } = useGeolocation();
  const place =
    state.status === 'result'
      ? [state.address.city, state.address.postcode, state.address.state, state.address.countryCode]
          .filter(Boolean)
          .join(', ')
      : '';
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3" data-testid="location">
      <button
        type="button"
        className="btn-secondary btn-sm"
        disabled={state.status === 'loading'}
        onClick={() => void locate()}
      >
        <LocateFixed aria-hidden="true" className="size-4" />
        {t('geolocation.useMyLocation')}
      </button>
      <p role="status" className="text-sm text-slate-700">
        {state.status === 'loading' && t('geolocation.locating')}
        {state.status === 'result' && (
          <span data-testid="location-place">
            {place || `${state.position.lat.toFixed(4)}, ${state.position.lon.toFixed(4)}`}
          </span>
        )}
      </p>
      {state.status === 'error' && (
        <p role="alert" className="text-sm text-red-800">
          {t(state.error)}
        </p>
      )}
    </div>
  );
}
