/**
 * The shape of one malformed request of the bad-input suite and what the suite sets up before it, in a file
 * of their own so that the two lists of cases (bad-input-cases.ts, bad-backup-cases.ts) both import them and
 * not each other (issue #46).
 */

export interface BadRequestCase {
  name: string;
  method: string;
  path: string;
  body?: unknown;
  /** Sent as-is (not JSON-encoded) when set. */
  raw?: string;
  headers?: Record<string, string>;
}

/** A live shoot with two archers and a device id, set up by the suite before the cases run. */
export interface CaseContext {
  code: string;
  token: string;
  otherToken: string;
  device: string;
  /** A session value that was issued and then signed out: replaying it must be refused. */
  signedOutSession: string;
}
