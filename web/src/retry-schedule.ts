/**
 * How the app tries again after a failed upload (a cloud backup, a live score): after 2, 5, 10 and then
 * 30 s (docs/product.md section 9). Quick enough to ride out a blip in the signal at the range, slow
 * enough not to drain a phone against a server that is down. One schedule, so the backup and the live
 * scores never disagree about when the next try is.
 */
export const RETRY_DELAYS_MS = [2000, 5000, 10_000, 30_000] as const;

/** The wait after the `failures`-th failure in a row (counted from 1); past the schedule, its last step. */
export function retryDelayAfter(failures: number): number {
  const step = Math.min(Math.max(failures, 1), RETRY_DELAYS_MS.length);
  return RETRY_DELAYS_MS[step - 1]!;
}
