/**
 * Which program wrote a results file, told from its header row and nothing else: the letters of an
 * arrow string look alike in both (K is an X in one and a 10 in the other), so guessing from them would
 * read one producer's X as the other's 10. A header neither program writes is refused, naming it.
 */
import { fail, ok, type Result } from '../core/result.js';
import { delimitedRows } from './delimitedText.js';
import type { ResultsProducer } from './resultRows.js';

/** ianseo's qualification export opens with these columns, in this order (`;`-separated). */
export const IANSEO_FIXED_COLUMNS = [
  'WaID',
  'Local Bib',
  'FamilyName',
  'GivenName',
  'DoB',
  'Gender',
  'Session',
  'Target',
  'Noc',
  'Country',
  'Division',
  'Class',
  'SubClass',
] as const;

/** TamlynScore's 2026 rankings CSV opens with these (comma-separated, spaces after commas allowed). */
export const TAMLYNSCORE_FIXED_COLUMNS = [
  'AGB',
  'FN',
  'LN',
  'Div',
  'Class',
  'Pos',
  'Score',
  '10s',
  'Xs',
] as const;

export type ProducerProblem = 'unknown-results-file';

/** The producer and the file's rows (header first), split on that producer's separator. */
export interface RecognisedFile {
  producer: ResultsProducer;
  rows: string[][];
}

function startsWith(cells: readonly string[], columns: readonly string[]): boolean {
  return columns.every((column, index) => cells[index]?.trim() === column);
}

function firstLine(text: string): string {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  return body.split(/\r?\n/, 1)[0] ?? '';
}

/** Recognises the producer from the header row and splits the file accordingly. */
export function recogniseProducer(text: string): Result<RecognisedFile, ProducerProblem> {
  const header = firstLine(text);
  // Read as cells, so a header saved with its cells quoted ("AGB","FN"...) is still recognised.
  const cells = (separator: ';' | ','): string[] => delimitedRows(header, separator)[0] ?? [];
  if (startsWith(cells(';'), IANSEO_FIXED_COLUMNS)) {
    return ok({ producer: 'ianseo-qualification', rows: delimitedRows(text, ';') });
  }
  if (startsWith(cells(','), TAMLYNSCORE_FIXED_COLUMNS)) {
    return ok({ producer: 'tamlynscore-rankings', rows: delimitedRows(text, ',') });
  }
  const shown = header.length > 80 ? `${header.slice(0, 80)}…` : header;
  return fail(
    'unknown-results-file',
    shown.trim() === ''
      ? 'The file is empty: it has no header row to tell who wrote it'
      : `The header "${shown}" is neither an ianseo qualification export nor a TamlynScore rankings file`,
  );
}
