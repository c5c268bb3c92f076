import type { ResultImportChoice } from '../records-formats/resultImport.js';
import type { ResultsProducer } from '../records-formats/resultRows.js';
import type { GoldenRecordsLayout } from '../records-formats/goldenRecords.js';
import type { RosterArcher, RosterSetting } from '../records-formats/ianseoParticipants.js';

export type { RosterArcher, RosterSetting };

/**
 * What the Data screen is answered with when a competition's results file is opened
 * (docs/records-formats.md): who wrote it, every row as the archer would recognise it, and which row is
 * theirs by the profile's membership number, else name. The file itself stays with the page: the import
 * sends it again with the row chosen, so nothing half-read is kept in the worker between the two.
 */
export interface CompetitionResultsView {
  producer: ResultsProducer;
  rows: CompetitionRowView[];
  /** The archer's row: one line found, several to choose from, or none (choose from all). */
  pick:
    | { kind: 'found' | 'ambiguous'; by: 'membership-number' | 'name'; lines: number[] }
    | { kind: 'not-found' };
}

export interface CompetitionRowView {
  /** The row's line in the file: what the import is told to take. */
  line: number;
  membershipNumber: string;
  givenName: string;
  familyName: string;
  division: string;
  ageClass: string;
  /** Each round of the row: the code the file names (TamlynScore; null for ianseo) and its arrows. */
  rounds: Array<{ roundCode: string | null; arrows: number }>;
  /**
   * ianseo only (its export names no round): the catalogue rounds the row fits, for the archer to choose
   * from; empty for TamlynScore, whose rows name their rounds.
   */
  roundChoices: string[];
}

/** The archer's choices for the import: the competition's day, its status and (ianseo) the round. */
export type CompetitionImportChoice = ResultImportChoice;

/** The club's Golden Records template, as the export is asked to fill it (docs/records-formats.md). */
export type GoldenRecordsTemplate = GoldenRecordsLayout;
