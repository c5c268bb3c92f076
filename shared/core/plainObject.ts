/**
 * The one check that untrusted JSON (imports, backups, stored events, request bodies) is an object whose
 * fields can be read: not null and not an array, which `typeof` alone lets through.
 */
export function isPlainObject(raw: unknown): raw is Record<string, unknown> {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw);
}
