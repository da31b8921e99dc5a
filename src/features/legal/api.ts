/**
 * The legal pages' one server call: which hosts the services only the server calls are
 * configured with (GET /api/app/capabilities `services`), for the privacy notice's list of
 * outside services.
 */
import { callPocketBase } from '@/lib/pocketbase-call';
import { parseServiceHosts, type ServerServiceHosts } from './model';

/**
 * The server's service hosts.
 * @returns null when they cannot be had now (offline, an older server, an unexpected answer)
 */
export async function fetchServiceHosts(): Promise<ServerServiceHosts | null> {
  const answer = await callPocketBase((pb) =>
    pb.send<unknown>('/api/app/capabilities', { requestKey: null }),
  );
  return answer.ok ? parseServiceHosts(answer.value) : null;
}
