/**
 * TamlynScore's 2026 rankings CSV (what Archery GB computes the 2026 rankings from): the columns of
 * TAMLYNSCORE_FIXED_COLUMNS (`AGB` the membership number, `FN` and `LN` the names, `Div`, `Class`,
 * `Pos`, and `Score`, `10s`, `Xs` over all the row's rounds), further columns up to `Category` and
 * `Canonical Category`, then per round a column for the round and an `Arrow values` column of letters
 * (K = 10 and L = X, the reverse of ianseo: arrowLetters.ts). The round column is headed with the
 * round's code (archeryutils codenames, as the catalogue's) and holds the round's score; a column headed
 * "Round" instead holds the code in each row, with no score of its own.
 */
import { fail, ok, type Result } from '../core/result.js';
import { TAMLYNSCORE_FIXED_COLUMNS } from './recogniseProducer.js';
import { figureOf, type ResultRow, type ResultShoot, type ResultsFile } from './resultRows.js';

export type TamlynScoreFileProblem = 'malformed-results-file';

interface RoundColumns {
  round: number;
  arrows: number;
  /** The code from the header, or null when each row names its round in the round column. */
  headerCode: string | null;
}

function malformed(message: string): Result<never, TamlynScoreFileProblem> {
  return fail('malformed-results-file', `This TamlynScore file is not laid out as expected: ${message}`);
}

const ROUND_HEADING = /^round(?:\s*(?:code|\d+))?$/i;

function roundColumns(header: readonly string[]): Result<RoundColumns[], TamlynScoreFileProblem> {
  const start = header.indexOf('Canonical Category');
  if (start < 0 || !header.includes('Category'))
    return malformed('it has no Category and Canonical Category');
  const columns: RoundColumns[] = [];
  for (let at = start + 1; at < header.length; at += 2) {
    const heading = header[at] ?? '';
    if (header[at + 1] !== 'Arrow values') {
      return malformed(`the round column "${heading}" is not followed by Arrow values`);
    }
    columns.push({ round: at, arrows: at + 1, headerCode: ROUND_HEADING.test(heading) ? null : heading });
  }
  if (columns.length === 0) return malformed('it holds no round and Arrow values columns');
  return ok(columns);
}

/** One letter per arrow; spaces between ends, if any, are not arrows. */
function letters(cell: string | undefined): string[] {
  return [...(cell ?? '')].filter((letter) => letter.trim() !== '');
}

/** Reads the rows of a TamlynScore rankings CSV (header first), as split by recogniseProducer. */
export function readTamlynScoreRankings(
  rows: readonly string[][],
): Result<ResultsFile, TamlynScoreFileProblem> {
  const [rawHeader, ...body] = rows;
  if (rawHeader === undefined) return malformed('it is empty');
  const header = rawHeader.map((cell) => cell.trim());
  const rounds = roundColumns(header);
  if (!rounds.ok) return rounds;
  const at = (name: string): number => header.indexOf(name);
  const results: ResultRow[] = body.map((raw, index) => {
    const cells = raw.map((cell) => cell.trim());
    const cell = (name: (typeof TAMLYNSCORE_FIXED_COLUMNS)[number]): string => cells[at(name)] ?? '';
    const shoots: ResultShoot[] = rounds.value
      // A round the archer did not shoot is an empty pair: nothing to import, nothing dropped.
      .filter((columns) => letters(cells[columns.arrows]).length > 0)
      .map((columns) => ({
        roundCode: columns.headerCode ?? cells[columns.round] ?? '',
        distances: [{ arrows: letters(cells[columns.arrows]), figures: [] }],
        figures:
          columns.headerCode === null ? [] : figureOf('score', columns.headerCode, cells[columns.round]),
      }));
    return {
      line: index + 2,
      archer: { membershipNumber: cell('AGB'), givenName: cell('FN'), familyName: cell('LN') },
      division: cell('Div'),
      ageClass: cell('Class'),
      shoots,
      figures: [
        ...figureOf('score', 'Score', cell('Score')),
        ...figureOf('tens', '10s', cell('10s')),
        ...figureOf('xs', 'Xs', cell('Xs')),
      ],
    };
  });
  return ok({ producer: 'tamlynscore-rankings', rows: results });
}
