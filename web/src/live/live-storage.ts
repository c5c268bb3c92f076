import type { ShootFeed } from './live-session-types.js';

/**
 * The live shoot's small records in localStorage (the reference, the waiting score updates, the rule
 * switches): read synchronously at start, so a reload is back in its shoot before the worker is open.
 * Storage that is full or blocked (private mode) loses only the convenience, never a stored arrow.
 */
export function readStored(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`Could not keep ${key} on this device`, error);
  }
}

/** The archer's own shoot (live-reference.ts). */
export const REFERENCE_KEY = 'live-shoot-reference';
/** Score updates waiting for the server (score-queue.ts). */
export const SCORE_QUEUE_KEY = 'live-score-queue';
/** Per shoot, the notification rules the archer has on. */
export const RULES_KEY = 'live-notification-rules';
/** The last leaderboard of the archer's own shoot, so a reload without signal still shows it. */
const LAST_LEADERBOARD_KEY = 'live-last-leaderboard';

/** One record the live parts keep on the device; tests give them one in memory. */
export interface KeptRecord {
  read(): unknown;
  /** null removes it. */
  write(value: unknown): void;
}

export function keptRecord(key: string): KeptRecord {
  return { read: () => readStored(key), write: (value) => writeStored(key, value) };
}

export type ReadyFeed = Extract<ShootFeed, { state: 'ready' }>;

export const lastLeaderboardRecord: KeptRecord = keptRecord(LAST_LEADERBOARD_KEY);

/** The kept leaderboard, if it is `shootCode`'s and whole. */
export function readLastLeaderboard(stored: unknown, shootCode: string): ReadyFeed | null {
  const feed = stored as Partial<ReadyFeed> | null;
  if (feed?.shoot?.code !== shootCode || typeof feed.receivedAt !== 'number') return null;
  return { state: 'ready', shoot: feed.shoot, receivedAt: feed.receivedAt };
}
