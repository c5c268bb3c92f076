import type { ProfileChanges } from '../events/records.js';
import type { UserProfile } from './views.js';
import type { EngineResult } from './answers.js';

/** The archer's profile; worker/profile.ts. */
export interface ProfileContract {
  profile(): Promise<EngineResult<UserProfile>>;
  updateProfile(changes: ProfileChanges): Promise<EngineResult<UserProfile>>;
}
