import type { AdminBackupAnswer, AdminBackupListAnswer } from '../../../../shared/backups/types.js';
import { callServer, type SignInResult } from '../../account/server-api.js';

/** Page size of the debugger's list. */
export const PAGE_SIZE = 50;

/**
 * The route guard's question (docs/product.md section 5): the server alone decides who is the admin, so the
 * screen asks it for one backup and opens only when that is answered. Every call goes with the session
 * cookie, and the server checks the admin rights again on each.
 */
export async function isAdmin(): Promise<boolean> {
  return (await callServer<AdminBackupListAnswer>('/api/admin/backups?limit=1')).ok;
}

export function listBackups(search: string, offset: number): Promise<SignInResult<AdminBackupListAnswer>> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String(offset) });
  if (search.trim() !== '') query.set('q', search.trim());
  return callServer<AdminBackupListAnswer>(`/api/admin/backups?${query.toString()}`);
}

export function openBackup(key: string): Promise<SignInResult<AdminBackupAnswer>> {
  return callServer<AdminBackupAnswer>(`/api/admin/backups/${encodeURIComponent(key)}`);
}
