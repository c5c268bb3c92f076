/** The check that an untrusted JSON value is a number replay can compute with: not NaN nor infinite. */
export function isFiniteNumber(raw: unknown): raw is number {
  return typeof raw === 'number' && Number.isFinite(raw);
}
