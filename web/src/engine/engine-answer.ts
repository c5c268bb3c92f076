import type { EngineResult } from '../../../shared/contract/engine.js';
import { fail } from '../../../shared/core/result.js';
import { recordProblem } from '../problems/problem-log.js';
import { EngineUnavailable, type UnavailableKind } from './supervised-engine.js';

/**
 * The one wrapper that turns a rejected engine call into a failure value (issue #43): the worker answers
 * every expected refusal as data, so a rejection is always unexpected (the worker could not be started,
 * went while the call was on its way, or did not answer). It is kept in the problem log, and the caller
 * gets an `engine-unavailable` failure in words, as for any refusal.
 */

const WORDS: Record<UnavailableKind | 'other', string> = {
  'not-started':
    'The app’s engine could not be started, so this could not be done. Reload the app to try again.',
  'worker-lost': 'The app’s engine stopped while this was being done. It is starting again.',
  'no-answer': 'The app’s engine did not answer in time.',
  other: 'Something went wrong in the app: your scores are safe.',
};

/** Why a failure from `engineAnswer` came, for a caller that acts on it (the card resends a lost arrow). */
export function unavailableKind(error: unknown): UnavailableKind | 'other' {
  return error instanceof EngineUnavailable ? error.kind : 'other';
}

/** The failure value for a rejection, in words. */
export function failureOf<T>(error: unknown): EngineResult<T> {
  const failure = fail('engine-unavailable', WORDS[unavailableKind(error)]);
  return {
    ...failure,
    error: { ...failure.error, detail: error instanceof Error ? error.message : String(error) },
  };
}

/** `call`'s answer, or its rejection as a failure value (kept in the problem log as `doing`). */
export async function engineAnswer<T>(
  call: () => Promise<EngineResult<T>>,
  doing: string,
): Promise<EngineResult<T>> {
  try {
    return await call();
  } catch (error) {
    recordProblem(doing, error);
    return failureOf(error);
  }
}
