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

/** The last leaderboard of the archer's own shoot, so a reload without signal still shows it. */
const LAST_LEADERBOARD_KEY = 'live-last-leaderboard';

type ReadyFeed = Extract<ShootFeed, { state: 'ready' }>;

export function readLastLeaderboard(shootCode: string): ReadyFeed | null {
  const stored = readStored(LAST_LEADERBOARD_KEY) as Partial<ReadyFeed> | null;
  if (stored?.shoot?.code !== shootCode || typeof stored.receivedAt !== 'number') return null;
  return { state: 'ready', shoot: stored.shoot, receivedAt: stored.receivedAt };
}

export function writeLastLeaderboard(feed: ReadyFeed | null): void {
  writeStored(LAST_LEADERBOARD_KEY, feed);
}
