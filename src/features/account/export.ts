/**
 * "Download my data" on account settings: the user's own data as a JSON file, from
 * the server when it answers, else from this device's copy.
 */
import { localUserData } from '@/data/users';
import type { SessionUser } from '@/lib/session';
import { fetchServerData } from './api';
import { buildExport, exportFileName, type AccountExport } from './model';

/** Gathers the export of `user`. Never rejects for a network reason. */
export async function collectExport(user: SessionUser): Promise<AccountExport> {
  const local = await localUserData(user.id);
  const server = await fetchServerData(user.id, local.savedContractors);
  if (server.ok) return buildExport(server.value);
  return buildExport({
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      user_type: user.userType ?? '',
      language_preference: user.languagePreference,
    },
    listing: local.listing,
    hires: local.hires,
    reviews: local.reviews,
    savedContractors: local.savedContractors,
    from: 'device',
  });
}

/** Offers `data` to the browser as a JSON download. */
export function downloadJson(data: AccountExport, now: Date = new Date()): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(now);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
