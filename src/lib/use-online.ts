/** Whether the app can reach its server, as a React hook (lib/connectivity.ts). */
import { useSyncExternalStore } from 'react';
import { isOnline, subscribeConnectivity } from './connectivity';

/** True while the browser reports a network and the server has not been found unreachable. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeConnectivity, isOnline, () => true);
}
