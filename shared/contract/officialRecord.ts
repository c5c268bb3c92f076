// Contract types of the official record (docs/official-record.md), worked out in
// shared/views/officialRecord.ts; kept in contract/ so the contract never imports the views.
import type { BowType } from '../classifications/category.js';
import type { ClassName } from '../classifications/thresholds.js';
import type { Ledger } from '../ledger/ledger.js';
import type { Environment } from '../ledger/periods.js';
import type { SeasonReview } from '../ledger/season-review.js';
import type { ClassTier } from '../ledger/settings.js';

/** A saved shoot the record cannot read (no bow style, a round without a fixed length...), and why. */
export interface ShootOutsideRecord {
  id: number;
  date: string;
  round: string;
  message: string;
}

/** "I-B2: one more witnessed Bowman-eligible round of 504 or better on a Portsmouth". */
export interface RecordNeed {
  tier: ClassTier;
  class: ClassName;
  line: string;
}

export interface LedgerExtras {
  bowStyle: BowType;
  environment: Environment;
  /** Per tier, the nearest class not yet held this period, on the round shot most in the ledger. */
  needs: RecordNeed[];
  /** The round the needs are worked on, as the archer reads it. */
  needsRound: string | null;
}

export interface OfficialRecordView {
  ledger: Ledger;
  extras: LedgerExtras[];
  /** Practice rounds without a fixed length are left out quietly; these are the others. */
  outside: ShootOutsideRecord[];
  /** Shoots left out for having no fixed arrow count (practice rounds): counted, not listed. */
  practiceRounds: number;
  /**
   * The profile names a junior age group but no year of birth: only then is it asked for, since a
   * junior's group is worked out on each shoot's date from it (an adult's never changes).
   */
  asksYearOfBirth: boolean;
  /** Today, "YYYY-MM-DD", as the record was worked out. */
  today: string;
}

export interface SeasonReviewQuery {
  bowStyle: BowType;
  environment: Environment;
  period: string;
}

export type SeasonReviewView = SeasonReview;

/** The records officer's two files (docs/official-record.md), as UTF-8 CSV text. */
export interface RecordCsvFiles {
  shoots: string;
  claims: string;
}
