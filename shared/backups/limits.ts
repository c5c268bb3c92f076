/**
 * How many items of each list one backup or imported file may hold: far beyond any archer's data (a keen
 * archer has about 5,000 rounds after ten years), low enough that a hostile file cannot exhaust memory.
 * The server refuses a bigger backup and the app refuses to import one, by the same numbers.
 */
export const BACKUP_ITEM_LIMITS = {
  history: 100_000,
  notes: 100_000,
  sightMarks: 10_000,
} as const;

/** How many tombstones of each kind one backup may hold: one per deletion, so as many as the items. */
export const TOMBSTONE_LIMITS = {
  shoots: BACKUP_ITEM_LIMITS.history,
  sightMarks: BACKUP_ITEM_LIMITS.sightMarks,
} as const;
