import { useEffect, useState } from 'react';
import { translationAvailable } from '../api';

/**
 * React hook: whether to offer "Translate" (the server has a translation provider). False
 * until the one capability call of the page load (or the answer kept on the device) is in.
 */
export function useTranslationAvailable(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    let current = true;
    void translationAvailable().then((yes) => {
      if (current) setAvailable(yes);
    });
    return () => {
      current = false;
    };
  }, []);
  return available;
}
