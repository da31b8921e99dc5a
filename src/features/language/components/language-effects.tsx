import { useEffect, useRef } from 'react';
import { useSession } from '@/lib/session';
import { initLanguage, reconcileProfileLanguage } from '../api';

/**
 * Renders nothing. On start, settles the language (stored choice, else the visitor's
 * country default); after each sign-in, lines it up with the profile's language_preference.
 */
export function LanguageEffects() {
  const { user, loading } = useSession();
  const started = useRef<Promise<unknown> | null>(null);
  useEffect(() => {
    started.current ??= initLanguage();
  }, []);
  const userId = user?.id;
  const languagePreference = user?.languagePreference ?? '';
  const updated = user?.updated ?? '';
  useEffect(() => {
    if (loading || !userId) return;
    void (started.current ?? Promise.resolve()).then(() =>
      reconcileProfileLanguage(userId, { languagePreference, updated }),
    );
  }, [loading, userId, languagePreference, updated]);
  return null;
}
