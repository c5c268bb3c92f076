/**
 * The records officer's two files (docs/official-record.md, "Records-officer export"): one row per shoot
 * with its event status, own handicap and the ledger's running handicap after it, and one row per
 * claim with the scoresheets behind it. Same CSV conventions as the history export (csv.ts).
 */
import type { Category } from '../classifications/category.js';
import { classLabel } from '../ledger/claims.js';
import type { Ledger } from '../ledger/ledger.js';
import { csvRow } from './csv.js';

export const RECORD_SHOOT_COLUMNS = [
  'date',
  'round',
  'bow_style',
  'environment',
  'category',
  'event_status',
  'score',
  'hits',
  'golds',
  'xs',
  'handicap',
  'running_handicap',
  'class_reached',
  'witnessed',
  'signed',
  'witnessed_by',
  'scorer',
  'seal',
] as const;

export const RECORD_CLAIM_COLUMNS = ['ledger', 'period', 'class', 'claimable_from', 'shoots'] as const;

/** One shoot as the shoots file writes it; the worker fills it from the ledger and the stored arrows. */
export interface RecordShootRow {
  date: string;
  round: string;
  category: Category;
  environment: 'indoor' | 'outdoor';
  eventStatus: string;
  score: number;
  hits: number | null;
  golds: number | null;
  xs: number | null;
  handicap: number | null;
  runningHandicap: number | null;
  classReached: string | null;
  witnessed: boolean;
  signed: boolean;
  /**
   * What the witness rests on: a scorer's card still as signed, or the archer's own tick (their word);
   * null when the shoot is not witnessed (docs/scoring-a-target.md).
   */
  witnessedBy: 'scorer-card' | 'own-word' | null;
  /** The scorer and seal code of the signed card the shoot was added from, else null. */
  scorer: string | null;
  seal: string | null;
}

/** "Open U18", "Women 50+", "Open Adult": AGB's names for the category on the shoot day. */
export function categoryLabel(category: Category): string {
  const gender = category.gender === 'male' ? 'Open' : 'Women';
  const age = category.ageGroup === 'adult' ? 'Adult' : category.ageGroup.toUpperCase();
  return `${gender} ${age}`;
}

function text(rows: readonly string[]): string {
  return rows.join('\r\n') + '\r\n';
}

/** The shoots file, rows in the order given (shoot order). */
export function recordShootsCsv(rows: readonly RecordShootRow[]): string {
  return text([
    csvRow(RECORD_SHOOT_COLUMNS),
    ...rows.map((row) =>
      csvRow([
        row.date,
        row.round,
        row.category.bowType,
        row.environment,
        categoryLabel(row.category),
        row.eventStatus,
        row.score,
        row.hits,
        row.golds,
        row.xs,
        row.handicap,
        row.runningHandicap,
        row.classReached,
        String(row.witnessed),
        String(row.signed),
        row.witnessedBy,
        row.scorer,
        row.seal,
      ]),
    ),
  ]);
}

/** The claims file: every claim of every ledger, ledger by ledger, period by period. */
export function recordClaimsCsv(ledger: Ledger, roundOf: (shootId: string) => string): string {
  const rows: string[] = [csvRow(RECORD_CLAIM_COLUMNS)];
  for (const bow of ledger.ledgers) {
    for (const period of bow.periods) {
      for (const claim of period.claims) {
        rows.push(
          csvRow([
            `${bow.bowStyle} ${bow.environment}`,
            period.period.label,
            classLabel(bow.environment, claim.class),
            claim.claimableFrom,
            claim.shoots.map((s) => `${s.date} ${roundOf(s.id)}`).join('; '),
          ]),
        );
      }
    }
  }
  return text(rows);
}
