import type { AdminBackupAnswer, AdminBackupListAnswer } from '../../../../shared/backups/types.js';
import { callServer, type SignInResult } from '../../account/server-api.js';

/** Page size of the debugger's list. */
export const PAGE_SIZE = 50;

const bearer = (idToken: string) => ({ authorization: `Bearer ${idToken}` });

/**
 * The route guard's question (spec section 5): the server alone decides who is the admin, so the
 * screen asks it for one backup and opens only when that is answered.
 */
export async function isAdmin(idToken: string): Promise<boolean> {
  return (await callServer<AdminBackupListAnswer>('/api/admin/backups?limit=1', { headers: bearer(idToken) }))
    .ok;
}

export function listBackups(
  idToken: string,
  search: string,
  offset: number,
): Promise<SignInResult<AdminBackupListAnswer>> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String(offset) });
  if (search.trim() !== '') query.set('q', search.trim());
  return callServer<AdminBackupListAnswer>(`/api/admin/backups?${query.toString()}`, {
    headers: bearer(idToken),
  });
}

export function openBackup(idToken: string, key: string): Promise<SignInResult<AdminBackupAnswer>> {
  return callServer<AdminBackupAnswer>(`/api/admin/backups/${encodeURIComponent(key)}`, {
    headers: bearer(idToken),
  });
}
