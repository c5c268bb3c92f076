import type { HistoryItem } from '../history/historyItem.js';
import { standingOf } from '../history/shootStanding.js';
import type { Round } from '../rounds/round.js';
import { tally } from '../scoring/arrowCounts.js';
import { distanceBlocks, distanceLabel } from '../scoring/ends.js';
import { roundToOneDecimal } from '../scoring/estimates.js';

/**
 * The history as two spreadsheet files (RFC 4180: comma-separated, CRLF line ends, a field quoted when it
 * holds a comma, quote or line break, quotes doubled; UTF-8 with a header row): one row per shoot, and one
 * row per arrow. Built in the worker, so a ten-year history never freezes the page.
 *
 * An arrow plotted on the face carries where it landed, in mm from the face centre with the face's own
 * signs (shared/target-face/targetFace.ts: x to the archer's right, y up); the column names say so, as
 * a CSV has nowhere else a spreadsheet would show it.
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
  // yes, or no for a round kept unfinished (no handicap or classification); added last, as the arrows'
  // file adds its columns, so a spreadsheet built on the older layout still finds its columns.
  'complete',
  // The standing for the official record (docs/official-record.md), read as the record reads it: a shoot
  // saved before it has its old status's event status and nothing witnessed, signed or left out.
  'event_status',
  'witnessed',
  'signed',
  'left_out_of_handicap',
] as const;

// New columns go at the end, so a spreadsheet built on the older layout still finds its columns.
const ARROW_COLUMNS = [
  'shoot_id',
  'date',
  'round',
  'end',
  'arrow',
  'value',
  'distance',
  'x_mm_right',
  'y_mm_up',
] as const;

type FindRound = (name: string) => Round | undefined;

/** One row per shoot, oldest first as given. Tallies are blank for a round the catalogue lacks. */
export function shootsCsv(shoots: readonly HistoryItem[], findRound: FindRound): string {
  const rows = shoots.map((shoot) => {
    const round = findRound(shoot.gameType);
    const counts = round ? tally(shoot.scores, round) : null;
    const standing = standingOf(shoot);
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
      shoot.complete === undefined ? null : shoot.complete ? 'yes' : 'no',
      standing.eventStatus,
      standing.witnessed ? 'yes' : 'no',
      standing.signed ? 'yes' : 'no',
      standing.leaveOutOfHandicap ? 'yes' : 'no',
    ];
  });
  return csvText([SHOOT_COLUMNS, ...rows]);
}

/** Where the arrow landed, to 0.1 mm (finer than a tap can place it); blanks for a keypad arrow. */
function plottedAt(shoot: HistoryItem, arrowIndex: number): [CsvValue, CsvValue] {
  const position = shoot.positions?.[arrowIndex];
  return position ? [roundToOneDecimal(position.x), roundToOneDecimal(position.y)] : [null, null];
}

/**
 * One row per arrow in the order shot, with its end, its place in the end, its distance and, when it was
 * plotted, where it landed.
 */
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
          ...plottedAt(shoot, index),
        ]),
      );
      continue;
    }
    for (const block of distanceBlocks(shoot.scores, round)) {
      const distance = block.distance ? distanceLabel(block.distance) : null;
      for (const end of block.ends) {
        end.arrows.forEach((value, index) =>
          rows.push([
            shoot.id,
            shoot.date,
            shoot.gameType,
            end.endNumber,
            index + 1,
            value,
            distance,
            ...plottedAt(shoot, end.firstArrowIndex + index),
          ]),
        );
      }
    }
  }
  return csvText([ARROW_COLUMNS, ...rows]);
}
