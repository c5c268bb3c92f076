import type { UnreadAchievement } from '../achievements/views.js';

/** Which achievements the archer has seen celebrated and read (docs/product.md section 4). */

export interface AchievementReadView {
  celebrated: string[];
  allReadAt: number | null;
  /** Unlocked and not yet read, oldest first (docs/product.md section 4). */
  unread: UnreadAchievement[];
}
