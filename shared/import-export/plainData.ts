/**
 * A deep copy of JSON-like data with every `__proto__` key dropped: what the engine hands on from
 * untrusted files (backup preferences) is data only, and stays so however the receiver copies it.
 */
export function plainData(value: unknown): unknown {
  const text = JSON.stringify(value ?? null);
  return JSON.parse(text, (key, entry: unknown) => (key === '__proto__' ? undefined : entry)) as unknown;
}
