import type { ChangeTopic } from './changes.js';
import type { OfficialRecordView, SeasonReviewQuery, SeasonReviewView } from './officialRecord.js';
import type { ShootStanding } from '../history/shootStanding.js';
import type { EngineResult } from './answers.js';
import type { RecordCsvExport } from './files.js';

/** The official record's part of the engine (docs/official-record.md); worker/record.ts. */
export interface RecordContract {
  /**
   * The running handicap, classes held and claimable, and what is needed, per bow style and indoor or
   * outdoor, worked out from every saved shoot (recomputed after any change, so entry order never
   * matters).
   */
  officialRecord(): Promise<EngineResult<OfficialRecordView>>;
  /** One season of one ledger looked back on; `no-such-season` when that ledger has no such season. */
  seasonReview(query: SeasonReviewQuery): Promise<EngineResult<SeasonReviewView>>;
  /** The records officer's two files: a row per shoot, a row per claim. */
  exportRecordCsv(): Promise<EngineResult<RecordCsvExport>>;
  /**
   * The save step's default standing for this round: the event status chosen at the archer's last save
   * of it (Practice on a practice round), with no witnessed, signed or left-out flag.
   */
  defaultStanding(roundName: string): Promise<EngineResult<ShootStanding>>;
}

/**
 * What each read of RecordContract depends on, declared once beside it (issue #46): a change batch with none of
 * these topics leaves the read's answer as it was, so a query of it is fetched again on these alone.
 */
export const RECORD_READS = {
  officialRecord: ['history', 'profile'],
  seasonReview: ['history', 'profile'],
  defaultStanding: ['history'],
} as const satisfies Partial<Record<keyof RecordContract, readonly ChangeTopic[]>>;
