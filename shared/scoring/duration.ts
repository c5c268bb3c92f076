const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * A shoot's duration as "Xh Ym" (docs/product.md section 9), or "Ym" under an hour. Nothing (empty string) under
 * one minute, or for a missing or nonsensical duration, so the UI simply omits it.
 */
export function formatDuration(durationMs: number | null | undefined): string {
  if (typeof durationMs !== 'number' || !Number.isFinite(durationMs) || durationMs < MINUTE_MS) return '';
  const hours = Math.floor(durationMs / HOUR_MS);
  const minutes = Math.floor((durationMs % HOUR_MS) / MINUTE_MS);
  return hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m`;
}

/** Milliseconds between the shoot's start and end times, never negative. */
export function shootDuration(startMs: number, endMs: number): number {
  return Math.max(endMs - startMs, 0);
}
