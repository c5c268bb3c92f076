import type { ChangeTopic } from './changes.js';
import type { ProfileChanges } from '../events/records.js';
import type { UserProfile } from '../history/userProfile.js';
import type { EngineResult } from './answers.js';

/** The archer's profile; worker/profile.ts. */
export interface ProfileContract {
  profile(): Promise<EngineResult<UserProfile>>;
  updateProfile(changes: ProfileChanges): Promise<EngineResult<UserProfile>>;
}

/**
 * What each read of ProfileContract depends on, declared once beside it (issue #46): a change batch with none of
 * these topics leaves the read's answer as it was, so a query of it is fetched again on these alone.
 */
export const PROFILE_READS = {
  profile: ['profile'],
} as const satisfies Partial<Record<keyof ProfileContract, readonly ChangeTopic[]>>;
