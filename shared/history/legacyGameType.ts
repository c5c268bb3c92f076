import type { Round } from '../rounds/round.js';
import { UNKNOWN_GAME_TYPE } from './historyItem.js';

/** Finds a catalogue round by any of its names (the catalogue's `findRound`). */
export type RoundFinder = (name: string) => Round | undefined;

/**
 * Very old items stored the round and the distance separately ({ gameType: 'national', distance: 50 }).
 * docs/product.md section 5: frostbite rounds become 'frostbite'; an outdoor round shot at anything but 60 gets
 * the distance appended ('national 50'); the distance field is then dropped by the caller.
 */
export function applyLegacyDistance(
  gameType: string,
  distance: number | null,
  findRound: RoundFinder,
): string {
  if (distance === null || distance === 0) return gameType;
  if (gameType.toLowerCase().startsWith('frostbite')) return 'frostbite';
  const round = findRound(gameType);
  if (round === undefined) return gameType;
  return distance !== 60 && round.isOutdoor ? `${gameType} ${distance}` : gameType;
}

/**
 * The round name to store: the catalogue's display name when the name (or a legacy export name such
 * as 'hereford / bristol i') is known, else the name as given so that nothing an archer saved is lost.
 */
export function canonicalGameType(gameType: string, findRound: RoundFinder): string {
  const trimmed = gameType.trim();
  if (trimmed === '') return UNKNOWN_GAME_TYPE;
  return findRound(trimmed)?.name ?? trimmed;
}
