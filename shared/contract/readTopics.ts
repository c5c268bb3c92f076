import type { ChangeTopic } from './changes.js';
import { ACHIEVEMENTS_READS } from './achievementsContract.js';
import { BACKUP_READS } from './backupContract.js';
import { HISTORY_READS } from './historyContract.js';
import { NOTES_READS } from './notesContract.js';
import { PROFILE_READS } from './profileContract.js';
import { RECORD_READS } from './recordContract.js';
import { RECORDS_FORMATS_READS } from './recordsFormatsContract.js';
import { SCORE_CARD_READS } from './scoreCardContract.js';
import { SIGHT_MARKS_READS } from './sightMarksContract.js';
import { TARGET_READS } from './targetContract.js';

/**
 * Every read a screen queries, with the topics its feature's contract declares for it (issue #46). A
 * query names the reads it makes; the page's change hub fetches it again on their topics, so no call
 * site lists topics and a read that comes to depend on something new changes here alone.
 */
export const READ_TOPICS = {
  ...SCORE_CARD_READS,
  ...RECORD_READS,
  ...HISTORY_READS,
  ...NOTES_READS,
  ...SIGHT_MARKS_READS,
  ...PROFILE_READS,
  ...ACHIEVEMENTS_READS,
  ...BACKUP_READS,
  ...RECORDS_FORMATS_READS,
  ...TARGET_READS,
} as const;

/** A read that declares its topics. */
export type EngineRead = keyof typeof READ_TOPICS;

/** The topics of the reads a query makes, each once. */
export function topicsOfReads(reads: readonly EngineRead[]): ChangeTopic[] {
  return [...new Set(reads.flatMap((read): readonly ChangeTopic[] => READ_TOPICS[read]))];
}
