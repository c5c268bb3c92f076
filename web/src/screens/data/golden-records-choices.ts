import type { GoldenRecordsTemplate } from '../../../../shared/contract/competitionResults.js';
import type { HistorySummary } from '../../../../shared/contract/historyViews.js';
import { EVENT_STATUS_LABELS } from '../../../../shared/history/shootStanding.js';
import { EVENT_STATUSES, type EventStatus } from '../../../../shared/ledger/event-status.js';
import type { GoldenRecordsField } from '../../../../shared/records-formats/goldenRecords.js';
import { delimitedRows } from '../../../../shared/records-formats/delimitedText.js';

/**
 * What the archer maps each of the club template's headings to. The words are ours, describing what
 * the app writes: Golden Records' own headings are not public (docs/records-formats.md), so the app
 * never writes a heading of its own and never matches one by guessing.
 */
export const GOLDEN_RECORDS_FIELDS: ReadonlyArray<{ field: GoldenRecordsField; words: string }> = [
  { field: 'name', words: 'Your name' },
  { field: 'date', words: 'Date (YYYY-MM-DD)' },
  { field: 'round', words: 'Round' },
  { field: 'handicapLookup', words: 'Round as the UK handicap tables name it' },
  { field: 'bowClass', words: 'Bow class (Recurve, Compound…)' },
  { field: 'category', words: 'Category (Women U18, Open Adult…)' },
  { field: 'score', words: 'Score' },
  { field: 'hits', words: 'Hits' },
  { field: 'golds', words: 'Golds' },
  { field: 'xs', words: 'Xs' },
  { field: 'status', words: 'Score status (your club’s names, below)' },
  { field: 'qualifying', words: 'Qualifying (TRUE or FALSE)' },
  { field: 'recordStatus', words: 'Record status (TRUE or FALSE)' },
  { field: 'location', words: 'Location' },
  { field: 'handicap', words: 'Handicap' },
  { field: 'classification', words: 'Classification' },
];

export function isGoldenRecordsField(value: string): value is GoldenRecordsField {
  return GOLDEN_RECORDS_FIELDS.some((entry) => entry.field === value);
}

/** The headings of the club's template: its first row, as written (a template holds no scores). */
export function templateHeadings(text: string): string[] {
  const [first] = delimitedRows(text.replace(/^\uFEFF/, ''), ',');
  return (first ?? []).map((cell) => cell.trim()).filter((cell) => cell !== '');
}

/** Our statuses' own names as a start for the club's: the archer changes them to the club's own. */
export function startingStatusNames(): Record<EventStatus, string> {
  return Object.fromEntries(EVENT_STATUSES.map((status) => [status, EVENT_STATUS_LABELS[status]])) as Record<
    EventStatus,
    string
  >;
}

/**
 * The template the engine fills, once every heading holds something and every status has a name; else
 * what is still missing, in words.
 */
export function goldenRecordsTemplate(
  headings: readonly string[],
  fields: Readonly<Record<string, GoldenRecordsField | ''>>,
  statusNames: Readonly<Record<EventStatus, string>>,
): { ok: true; template: GoldenRecordsTemplate } | { ok: false; missing: string } {
  if (headings.length === 0) return { ok: false, missing: 'Open your club’s template first.' };
  const unmapped = headings.filter((heading) => !fields[heading]);
  if (unmapped.length > 0)
    return { ok: false, missing: `Say what goes under ${unmapped.map((h) => `“${h}”`).join(', ')}.` };
  const unnamed = EVENT_STATUSES.filter((status) => statusNames[status].trim() === '');
  if (unnamed.length > 0)
    return {
      ok: false,
      missing: `Give your club’s name for ${unnamed.map((s) => EVENT_STATUS_LABELS[s]).join(', ')}.`,
    };
  return {
    ok: true,
    template: {
      columns: headings.map((heading) => ({ heading, field: fields[heading] as GoldenRecordsField })),
      statusNames: { ...statusNames },
    },
  };
}

/** Which shoots go in the file: an outdoor season (a calendar year), a date range, or the claims. */
export type ShootSelection =
  | { kind: 'season'; year: string }
  | { kind: 'range'; from: string; to: string }
  | { kind: 'claims'; ids: readonly number[] };

/** The years the history has shoots in, newest first: the seasons to choose from. */
export function seasonsOf(shoots: readonly Pick<HistorySummary, 'date'>[]): string[] {
  return [...new Set(shoots.map((shoot) => shoot.date.slice(0, 4)))].sort().reverse();
}

/** The chosen shoots' ids. A range is inclusive of both days; either end may be left open. */
export function selectedShootIds(
  shoots: readonly Pick<HistorySummary, 'id' | 'date'>[],
  selection: ShootSelection,
): number[] {
  switch (selection.kind) {
    case 'season':
      return shoots.filter((shoot) => shoot.date.startsWith(`${selection.year}-`)).map((shoot) => shoot.id);
    case 'range':
      return shoots
        .filter((shoot) => {
          const day = shoot.date.slice(0, 10);
          return (
            (selection.from === '' || day >= selection.from) && (selection.to === '' || day <= selection.to)
          );
        })
        .map((shoot) => shoot.id);
    case 'claims':
      return shoots.filter((shoot) => selection.ids.includes(shoot.id)).map((shoot) => shoot.id);
  }
}
