/**
 * The one way a checksum's text is written, for every checksum the app takes (a backup's manifest, a
 * target card's seal): any JSON-like value as canonical JSON: JSON.stringify's own writing (native, so the checksum of
 * 10,000 shoots takes a fraction of a second, where writing it piece by piece took seconds), with every
 * object's keys put in order first.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, sortedKeys) ?? 'null';
}

/**
 * An object with its keys in sorted order (itself when they already are). The copy has no prototype,
 * so a "__proto__" key stays a key. JavaScript writes integer-like keys ("7", "10") first, in numeric
 * order, whatever order they were added in: the same on every platform, so still one text per data.
 */
function sortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  const sorted = [...keys].sort();
  if (keys.every((key, index) => key === sorted[index])) return value;
  const copy = Object.create(null) as Record<string, unknown>;
  for (const key of sorted) copy[key] = record[key];
  return copy;
}
