import type { HistoryItem } from '../history/historyItem.js';
import type { Round } from '../rounds/round.js';
import { tally } from '../scoring/arrowCounts.js';
import { distanceBlocks, distanceLabel } from '../scoring/ends.js';

/**
 * The history as two spreadsheet files (RFC 4180: comma-separated, CRLF line ends, a field quoted when it
 * holds a comma, quote or line break, quotes doubled; UTF-8 with a header row): one row per shoot, and one
 * row per arrow. Built in the worker, so a ten-year history never freezes the page.
 */

type CsvValue = string | number | null | undefined;

/** One field, quoted only when it must be. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvField).join(',');
}

/** Rows joined with CRLF, ending with one (RFC 4180 allows either; spreadsheets prefer it). */
function csvText(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map(csvRow).join('\r\n') + '\r\n';
}

const SHOOT_COLUMNS = [
  'id',
  'date',
  'round',
  'status',
  'score',
  'hits',
  'golds',
  'xs',
  'handicap',
  'classification',
  'scheme',
  'bow_type',
  'venue',
  'duration_minutes',
] as const;

const ARROW_COLUMNS = ['shoot_id', 'date', 'round', 'end', 'arrow', 'value', 'distance'] as const;

type FindRound = (name: string) => Round | undefined;

/** One row per shoot, oldest first as given. Tallies are blank for a round the catalogue lacks. */
export function shootsCsv(shoots: readonly HistoryItem[], findRound: FindRound): string {
  const rows = shoots.map((shoot) => {
    const round = findRound(shoot.gameType);
    const counts = round ? tally(shoot.scores, round) : null;
    return [
      shoot.id,
      shoot.date,
      shoot.gameType,
      shoot.shootStatus ?? 'Practice',
      shoot.score,
      counts?.hits,
      counts?.golds,
      counts?.xs,
      shoot.handicap,
      shoot.classification?.name,
      shoot.classification?.scheme,
      shoot.userProfile?.bowType,
      shoot.location?.placeName,
      shoot.shootDuration === undefined ? null : Math.round(shoot.shootDuration / 60_000),
    ];
  });
  return csvText([SHOOT_COLUMNS, ...rows]);
}

/** One row per arrow in the order shot, with its end, its place in the end and its distance. */
export function arrowsCsv(shoots: readonly HistoryItem[], findRound: FindRound): string {
  const rows: CsvValue[][] = [];
  for (const shoot of shoots) {
    const round = findRound(shoot.gameType);
    if (!round) {
      // Unknown round: ends of six, no distance, so no arrow is left out.
      shoot.scores.forEach((value, index) =>
        rows.push([
          shoot.id,
          shoot.date,
          shoot.gameType,
          Math.floor(index / 6) + 1,
          (index % 6) + 1,
          value,
          null,
        ]),
      );
      continue;
    }
    for (const block of distanceBlocks(shoot.scores, round)) {
      const distance = block.distance ? distanceLabel(block.distance) : null;
      for (const end of block.ends) {
        end.arrows.forEach((value, index) =>
          rows.push([shoot.id, shoot.date, shoot.gameType, end.endNumber, index + 1, value, distance]),
        );
      }
    }
  }
  return csvText([ARROW_COLUMNS, ...rows]);
}
