import type { ChangeTopic } from './changes.js';
import type { ArrowValue } from '../rounds/round.js';
import type {
  CompetitionImportChoice,
  CompetitionResultsView,
  GoldenRecordsTemplate,
  RosterArcher,
  RosterSetting,
} from './competitionResults.js';
import type { ImportSummary } from './backupViews.js';
import type { TargetCardView } from './targetCardView.js';
import type { EngineResult } from './answers.js';
import type { ExportFile } from './files.js';

/** The records officer's formats (docs/records-formats.md); worker/recordsFormats.ts. */
export interface RecordsFormatsContract {
  /**
   * A competition's results file (an ianseo qualification export or a TamlynScore rankings CSV, told
   * apart by its header): its rows and the archer's own by the profile's membership number, else name.
   * A file neither program wrote, or laid out otherwise, is `invalid-import` with the reason in words.
   */
  readCompetitionResults(text: string): Promise<EngineResult<CompetitionResultsView>>;
  /**
   * Imports the row on `line` of that file: one shoot per round with every arrow, the day and status
   * chosen, each checked against the file's own totals (a row that does not add up is `invalid-import`
   * with both figures). Goes through importData's merge rules: the same result again adds nothing.
   */
  importCompetitionResult(
    text: string,
    line: number,
    choice: CompetitionImportChoice,
  ): Promise<EngineResult<ImportSummary>>;
  /**
   * A card a scorer signed on a target (docs/scoring-a-target.md), from its link or the text in its
   * fragment: checked against its seal and added as a shoot with its arrows, the event status chosen on
   * the target, signed, witnessed by the scorer unless it was changed after signing, and the card kept
   * with it. `card-not-as-signed` for a card changed behind its seal; `invalid-import` for text that is
   * not a card. Goes through importData's merge rules: the same card again adds nothing.
   */
  addTargetCard(text: string, options?: { alongside?: boolean }): Promise<EngineResult<ImportSummary>>;
  /**
   * Double scoring (docs/scoring-a-target.md): the archer also scored the card's shoot themselves (the
   * card's read names it, `ownScoring`) and chooses which to keep: 'scorer' makes that shoot the card's,
   * 'mine' keeps it and sets the card aside. The choice is kept in the log with how many arrows differed.
   */
  settleDoubleScoring(text: string, historyId: number, kept: 'scorer' | 'mine'): Promise<EngineResult<null>>;
  /**
   * A scorer's signed card, from its link or its fragment, as the archer sees it before adding it: the
   * sheet, the seal code and what the seal says, and the shoot holding it already. Refused as addTargetCard
   * refuses.
   */
  readTargetCard(text: string): Promise<EngineResult<TargetCardView>>;
  /** A saved shoot's arrows as ianseo arrow strings, one per distance (ianseo's distances: the round's passes). */
  ianseoArrowStrings(historyId: number): Promise<EngineResult<string[]>>;
  /**
   * Pasted ianseo arrow strings, one per distance, read as arrows on the round: `unknown-game-type`, or
   * `invalid-arrow` naming the distance and arrow that cannot be read.
   */
  readIanseoArrowStrings(roundName: string, strings: string[]): Promise<EngineResult<ArrowValue[]>>;
  /**
   * A live shoot's entries as ianseo's participant list load (tab-separated, no header): each archer with
   * the membership number the organiser gives. `roster-incomplete` names every archer ianseo could not
   * take (no membership number, no gender, a bow ianseo has no division for).
   */
  ianseoEntriesFile(archers: RosterArcher[], setting: RosterSetting): Promise<EngineResult<ExportFile>>;
  /** The chosen shoots as Golden Records' score import file, under the club template's headings. */
  goldenRecordsExport(
    historyIds: number[],
    template: GoldenRecordsTemplate,
  ): Promise<EngineResult<ExportFile>>;
}

/**
 * What each read of RecordsFormatsContract depends on, declared once beside it (issue #46): a change batch with none of
 * these topics leaves the read's answer as it was, so a query of it is fetched again on these alone.
 */
export const RECORDS_FORMATS_READS = {
  ianseoArrowStrings: ['history'],
  readTargetCard: ['history'],
} as const satisfies Partial<Record<keyof RecordsFormatsContract, readonly ChangeTopic[]>>;
