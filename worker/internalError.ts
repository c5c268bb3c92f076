import type { Failed } from '../shared/core/result.js';

/**
 * A fault in the app itself (a command's decision, a projection or a view that threw) told apart from a
 * storage failure: the archer's stored scores are untouched by it and storage stays usable, so it must
 * not read as "storage failed" nor close anything (issue #43). Its words say whose fault it is.
 */

const WORDS = 'Something went wrong in the app: your scores are safe.';

/** What had happened when the fault came: the change was not made, was saved, or a read was not shown. */
type FaultPoint = 'not-made' | 'saved' | 'not-shown';

const AFTERWARDS: Record<FaultPoint, string> = {
  'not-made': 'This change was not made.',
  saved: 'The change was saved, but the app could not show it: reopen the app to see it.',
  'not-shown': 'This could not be shown.',
};

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

export function internalError(error: unknown, point: FaultPoint): Failed<'internal-error'> {
  return {
    ok: false,
    error: { reason: 'internal-error', message: `${WORDS} ${AFTERWARDS[point]}`, detail: describe(error) },
  };
}
