import type { UserProfile } from '../../../shared/history/userProfile.js';
import { useEngine } from './engine-context.js';
import { loadableFrom, stillLoading, type Loadable } from './loadable.js';
import { useEngineQuery, type EngineQuery } from './use-engine.js';

/** The archer's profile as the worker holds it, fetched again whenever it is saved (here or in another tab). */
export function useProfile(): EngineQuery<Loadable<UserProfile>> {
  const engine = useEngine();
  const loadProfile = async (): Promise<Loadable<UserProfile>> => loadableFrom(await engine.profile());
  return useEngineQuery<Loadable<UserProfile>>(loadProfile, stillLoading, ['profile']);
}
