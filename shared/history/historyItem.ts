import type { ArrowValue, DistanceUnit } from '../rounds/round.js';
import type { EventStatus } from '../ledger/event-status.js';
import type { FacePosition } from '../target-face/targetFace.js';

/** A saved shoot's status. Practice is what a missing status means (docs/product.md section 3). */
export const SHOOT_STATUSES = ['Practice', 'Competition', 'RecordStatus'] as const;
export type ShootStatus = (typeof SHOOT_STATUSES)[number];
export const DEFAULT_SHOOT_STATUS: ShootStatus = 'Practice';

/** Round name of a shoot whose round was never recorded. */
export const UNKNOWN_GAME_TYPE = 'UNKNOWN';

/** The archer as they were when the shoot was saved: classification depends on these. */
export interface ShooterSnapshot {
  gender?: string;
  ageGroup?: string;
  bowType?: string;
}

export interface ShootLocation {
  placeName: string;
  latitude: number;
  longitude: number;
  /** ISO 3166-1 alpha-2 code (upper case), when the reverse-geocoding answer gave one. */
  country?: string;
  /** State or nation within the country ("England", "Scotland"...), when the answer gave one. */
  region?: string;
}

/** One end of a saved shoot. */
export interface EndRecord {
  scores: ArrowValue[];
  total: number;
}

/** The classification worked out for a shoot, and under which scheme ("AGB 2023", "AGB 2026.1"...). */
export interface ShootClassification {
  name: string;
  scheme: string;
}

/** A saved shoot (docs/product.md section 3). Optional fields are absent on older items. */
export interface HistoryItem {
  id: number;
  /** When the shoot happened, as stored: "YYYY-MM-DD" or a full ISO time stamp. */
  date: string;
  score: number;
  /** Round name in the catalogue's lower-case style, or UNKNOWN. */
  gameType: string;
  /** Every arrow in the order shot. */
  scores: ArrowValue[];
  /**
   * Where each arrow was plotted on the face (mm from the face centre, x right, y up), aligned with
   * `scores`; null for an arrow scored on the keypad. Absent when no arrow of the shoot was plotted.
   */
  positions?: Array<FacePosition | null>;
  unit?: DistanceUnit;
  userProfile?: ShooterSnapshot;
  /** Missing means Practice. Kept in agreement with `eventStatus` when that is set (shootStanding.ts). */
  shootStatus?: ShootStatus;
  /**
   * The status of the event it was shot at (docs/official-record.md). Absent on shoots saved before it
   * existed: they read their `shootStatus` (eventStatusOf in shared/history/shootStanding.ts).
   */
  eventStatus?: EventStatus;
  /** The scoresheet was witnessed (missing: no). */
  witnessed?: boolean;
  /** The scoresheet was signed (missing: no). */
  signed?: boolean;
  /**
   * The signed card this shoot was added from, when a scorer scored it on a target (its text as in the
   * card's link: shared/target-cards/card-text.ts): the scorer's evidence, with its seal, checked again
   * wherever it counts. Absent on a shoot the archer scored themselves.
   */
  targetCard?: string;
  /** The archer chose to leave this shoot out of their running handicap (missing: no). */
  leaveOutOfHandicap?: boolean;
  /**
   * False when the archer kept an unfinished round ("Save as incomplete"): no handicap, no
   * classification, not counted for records. Absent on older shoots, which read as complete when their
   * arrows complete the round (isSavedShootComplete in shared/history/shootCompleteness.ts).
   */
  complete?: boolean;
  /** Milliseconds from first to last arrow. */
  shootDuration?: number;
  location?: ShootLocation;
  endTotals?: EndRecord[];
  classification?: ShootClassification;
  handicap?: number;
  /**
   * When an app saved it (ms since the epoch, the time stamp of its shoot-saved event); carried by
   * backups so a deletion elsewhere can tell this copy from a later re-entry (shared/history/tombstones.ts).
   * Absent on shoots saved or imported before tombstones existed: they count as older than any deletion.
   */
  savedAt?: number;
  /** Derived: best non-practice score for its round and bow type. */
  topScore?: boolean;
  /** Derived: score per end, one decimal. */
  averagePerEnd?: number | null;
}

/** The status a shoot counts as: its own, else Practice. */
export function shootStatusOf(item: Pick<HistoryItem, 'shootStatus'>): ShootStatus {
  return item.shootStatus ?? DEFAULT_SHOOT_STATUS;
}

/**
 * What the archer sets on a shoot when saving it and may change afterwards: its date, its standing for
 * the record (`eventStatus` goes with the `shootStatus` it maps to, shootStanding.ts) and where it was
 * shot (null clears it). One list, so saving, editing and the shoot-updated event agree on the fields.
 */
export interface ShootDetails {
  date?: string;
  shootStatus?: ShootStatus;
  eventStatus?: EventStatus;
  witnessed?: boolean;
  signed?: boolean;
  leaveOutOfHandicap?: boolean;
  location?: ShootLocation | null;
}
