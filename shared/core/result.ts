/**
 * Errors cross every boundary (worker <-> UI, server <-> client) as data, never as thrown exceptions.
 * `reason` is a stable kebab-case code for code to branch on; `message` is the words the archer reads
 * (screens show it as it is, so it is written for them, not for logs).
 */
export interface Failure<Reason extends string = string> {
  reason: Reason;
  message: string;
  /**
   * For a fault in the app (`internal-error`): the exception's own text, for a problem report. Never
   * shown as the message, which stays in the archer's words.
   */
  detail?: string;
}

/** The failed half of a Result, on its own so results shaped otherwise on success can share it. */
export interface Failed<Reason extends string = string> {
  ok: false;
  error: Failure<Reason>;
}

export type Result<T, Reason extends string = string> = { ok: true; value: T } | Failed<Reason>;

export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

/** The one way a failure is made, everywhere in shared/, worker/, web/ and api/. */
export function fail<Reason extends string>(reason: Reason, message: string): Failed<Reason> {
  return { ok: false, error: { reason, message } };
}
