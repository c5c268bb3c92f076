import type { UserProfile } from '../../../shared/contract/engine.js';
import { getEngine } from './engine-client.js';
import { loadableFrom, stillLoading, type Loadable } from './loadable.js';
import { useEngineQuery, type EngineQuery } from './use-engine.js';

const loadProfile = async (): Promise<Loadable<UserProfile>> => loadableFrom(await getEngine().profile());

/** The archer's profile as the worker holds it, fetched again whenever it is saved (here or in another tab). */
export function useProfile(): EngineQuery<Loadable<UserProfile>> {
  return useEngineQuery<Loadable<UserProfile>>(loadProfile, stillLoading, ['profile']);
}
