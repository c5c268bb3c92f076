/**
 * The ledger's settings: the rules no published source settles, each named, with the default most
 * clubs and records systems use. One object, so a screen can show them all where they matter.
 */
import type { EventStatus } from './event-status.js';

export type ClassTier = 'archer' | 'bowman' | 'masterBowman';

export interface LedgerSettings {
  /** The lowest event status whose scores move the handicap. Most clubs count everything. */
  handicapMinStatus: EventStatus;
  /** The first handicap needs its three scores inside one season (false: any three, across seasons). */
  initialWithinSeason: boolean;
  /**
   * At a season start with fewer than three scores in the season before: keep the running handicap
   * ("carry") or start the season with none ("drop").
   */
  shortSeasonStart: 'carry' | 'drop';
  /** Per tier: a claim counts only witnessed scoresheets (met classes still show, with what is missing). */
  claimsRequireWitness: Record<ClassTier, boolean>;
}

export const DEFAULT_LEDGER_SETTINGS: LedgerSettings = Object.freeze({
  handicapMinStatus: 'practice',
  initialWithinSeason: true,
  shortSeasonStart: 'carry',
  claimsRequireWitness: Object.freeze({ archer: true, bowman: true, masterBowman: true }),
});
