/**
 * The server's payment settings for the fee surfaces: whether it takes payments and the fee,
 * asked once per page load (again after a failed ask, when the browser comes back online).
 */
import { useEffect, useState } from 'react';
import { fetchCapabilities, type Fee } from '@/lib/server-capabilities';
import { DEFAULT_FEE } from '../model';

/** What the surfaces need to know. */
export interface FeeSettings {
  /** false until the server answered; the surfaces then assume payments are on. */
  readonly known: boolean;
  /** Whether the server takes payments (true while not known: the server refuses if not). */
  readonly payments: boolean;
  readonly fee: Fee;
}

const UNKNOWN: FeeSettings = { known: false, payments: true, fee: DEFAULT_FEE };

let asked: Promise<FeeSettings | null> | null = null;

function ask(): Promise<FeeSettings | null> {
  asked ??= fetchCapabilities().then((capabilities) => {
    if (!capabilities) {
      asked = null;
      return null;
    }
    return { known: true, payments: capabilities.payments, fee: capabilities.fee ?? DEFAULT_FEE };
  });
  return asked;
}

/** The server's payment settings; UNKNOWN-like defaults until (or unless) it answers. */
export function useFeeSettings(): FeeSettings {
  const [settings, setSettings] = useState<FeeSettings>(UNKNOWN);
  useEffect(() => {
    let live = true;
    const load = () =>
      void ask().then((answer) => {
        if (live && answer) setSettings(answer);
      });
    load();
    window.addEventListener('online', load);
    return () => {
      live = false;
      window.removeEventListener('online', load);
    };
  }, []);
  return settings;
}
