import type { Result } from '../../../shared/core/result.js';

/** What a screen shows of data it asks the worker for: still coming, refused (in words), or here. */
export type Loadable<T> =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; value: T };

/** The state before the worker's first answer. */
export const stillLoading: Loadable<never> = { state: 'loading' };

/** An answer (an `EngineResult` from the worker, or a server's) as a screen state: its value, or its refusal's words. */
export function loadableFrom<T>(result: Result<T, string>): Loadable<T> {
  return result.ok
    ? { state: 'ready', value: result.value }
    : { state: 'failed', message: result.error.message };
}
