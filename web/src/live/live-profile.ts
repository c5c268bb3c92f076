import type { LiveArcherProfile } from '../../../shared/live-shoots/score-update.js';
import type { ChangeHub } from '../engine/change-hub.js';
import type { PageEngine } from '../engine/engine-client.js';
import type { LiveSession } from './live-session-core.js';

/**
 * The live session's tie to the engine: the profile its scores are sent under, read from the engine it
 * is given (the app's worker in live-session.ts, a test's own engine in tests), and read again whenever
 * that engine's hub says the profile was saved.
 */

/** Reads the four fields a live score carries; null when the engine refuses. */
export function liveProfileFrom(
  engine: Pick<PageEngine, 'profile'>,
): () => Promise<LiveArcherProfile | null> {
  return async () => {
    const answer = await engine.profile();
    if (!answer.ok) return null;
    const { name, gender, ageGroup, bowType } = answer.value;
    return { name, gender, ageGroup, bowType };
  };
}

/** Has `session` read the profile again after each write that touched it; answers the way to stop. */
export function followProfileChanges(
  session: Pick<LiveSession, 'refreshProfile'>,
  hub: ChangeHub,
): () => void {
  return hub.listen(['profile'], () => void session.refreshProfile());
}
