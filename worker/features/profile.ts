import type { ProfileContract } from '../../shared/contract/engine.js';
import { ok } from '../../shared/core/result.js';
import * as profileCommands from '../../shared/commands/profileCommands.js';
import type { FeatureContext } from './context.js';

/** The profile's handlers (shared/contract/profileContract.ts). */
export function profileHandlers({ core }: FeatureContext): ProfileContract {
  return {
    profile: () => core.read((state) => ok({ ...state.profile })),
    updateProfile: (changes) =>
      core.write(profileCommands.updateProfile(changes), (state) => ok({ ...state.profile })),
  };
}
