import type { UserProfile } from '../history/userProfile.js';

/** A note as the diary keeps it (docs/product.md section 3). `shootId` null means pending: not yet attached. */
export interface NoteRecord {
  id: string;
  endNumber: number | null;
  text: string;
  timestamp: number;
  shootId: number | null;
  highlighted: boolean;
}

/** Profile fields an event changes; absent fields stay as they were. */
export type ProfileChanges = Partial<UserProfile>;
