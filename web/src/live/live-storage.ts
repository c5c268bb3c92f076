import type { ShootFeed } from './live-session-types.js';
import { liveLeaderboardSetting } from '../device-storage/registry.js';
import { readSetting, writeSetting, type Setting } from '../device-storage/setting.js';

/**
 * The live shoot's small records on the device (the reference, the waiting score updates, the rule
 * switches, the last leaderboard; declared in device-storage/registry.ts): read synchronously at start, so
 * a reload is back in its shoot before the worker is open. Storage that is full or blocked (private mode)
 * loses only the convenience, never a stored arrow.
 */

/** One record the live parts keep on the device; tests give them one in memory. */
export interface KeptRecord {
  read(): unknown;
  /** null removes it. */
  write(value: unknown): void;
}

export function keptRecord(setting: Setting<unknown>): KeptRecord {
  return { read: () => readSetting(setting), write: (value) => writeSetting(setting, value) };
}

export type ReadyFeed = Extract<ShootFeed, { state: 'ready' }>;

export const lastLeaderboardRecord: KeptRecord = keptRecord(liveLeaderboardSetting);

/** The kept leaderboard, if it is `shootCode`'s and whole. */
export function readLastLeaderboard(stored: unknown, shootCode: string): ReadyFeed | null {
  const feed = stored as Partial<ReadyFeed> | null;
  if (feed?.shoot?.code !== shootCode || typeof feed.receivedAt !== 'number') return null;
  return { state: 'ready', shoot: feed.shoot, receivedAt: feed.receivedAt };
}
