/**
 * ianseo's qualification export (`;`-separated, CRLF): the thirteen columns of IANSEO_FIXED_COLUMNS,
 * then per distance `D{i} Score`, `D{i} <golds label>`, `D{i} <X/9 label>` and `D{i} Arrows` (the
 * distance's printed values separated by commas), then the totals `Score;Hits;<golds label>;<X/9 label>`,
 * any further columns, and `Email` last. The labels are the competition's own ("10+X" and "X" under WA
 * rules, "Golds" elsewhere); the column's place says what it counts, its label is kept for messages.
 */
import { fail, ok, type Result } from '../core/result.js';
import { IANSEO_FIXED_COLUMNS } from './recogniseProducer.js';
import {
  figureOf,
  type FigureKind,
  type ResultDistance,
  type ResultRow,
  type ResultsFile,
} from './resultRows.js';

export type IanseoFileProblem = 'malformed-results-file';

/** Where one distance's four columns sit, and what its second figure counts. */
interface DistanceColumns {
  score: number;
  golds: number;
  xOrNine: number;
  arrows: number;
  xOrNineKind: FigureKind | null;
}

interface Layout {
  distances: DistanceColumns[];
  score: number;
  hits: number;
  golds: number;
  xOrNine: number;
  xOrNineKind: FigureKind | null;
}

/** "X", "Xs", "10+X"'s partner: a label starting with X counts Xs, one starting with 9 counts nines. */
function xOrNineKind(label: string): FigureKind | null {
  if (/^x/i.test(label)) return 'xs';
  if (/^9/.test(label)) return 'nines';
  return null;
}

function malformed(message: string): Result<never, IanseoFileProblem> {
  return fail('malformed-results-file', `This ianseo export is not laid out as ianseo writes it: ${message}`);
}

function readLayout(header: readonly string[]): Result<Layout, IanseoFileProblem> {
  const cells = header.map((cell) => cell.trim());
  const distances: DistanceColumns[] = [];
  let at = IANSEO_FIXED_COLUMNS.length;
  for (let number = 1; cells[at] === `D${number} Score`; number += 1) {
    const prefix = `D${number} `;
    const golds = cells[at + 1] ?? '';
    const xOrNine = cells[at + 2] ?? '';
    if (!golds.startsWith(prefix) || !xOrNine.startsWith(prefix) || cells[at + 3] !== `D${number} Arrows`) {
      return malformed(`distance ${number} lacks its golds, X/9 or Arrows column`);
    }
    distances.push({
      score: at,
      golds: at + 1,
      xOrNine: at + 2,
      arrows: at + 3,
      xOrNineKind: xOrNineKind(xOrNine.slice(prefix.length)),
    });
    at += 4;
  }
  if (distances.length === 0) return malformed('it has no D1 Score column');
  if (cells[at] !== 'Score' || cells[at + 1] !== 'Hits') {
    return malformed(`"${cells[at] ?? ''}" stands where the totals (Score, Hits) should start`);
  }
  if (cells[cells.length - 1] !== 'Email') return malformed('its last column is not Email');
  return ok({
    distances,
    score: at,
    hits: at + 1,
    golds: at + 2,
    xOrNine: at + 3,
    xOrNineKind: xOrNineKind(cells[at + 3] ?? ''),
  });
}

/** The printed values of one distance: "X,10,9,M" (a doubtful arrow may carry a star). */
function printedValues(cell: string | undefined): string[] {
  return (cell ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** Reads the rows of an ianseo qualification export (header first), as split by recogniseProducer. */
export function readIanseoQualification(rows: readonly string[][]): Result<ResultsFile, IanseoFileProblem> {
  const [header, ...body] = rows;
  if (header === undefined) return malformed('it is empty');
  const layout = readLayout(header);
  if (!layout.ok) return layout;
  const { distances: columns, score, hits, golds, xOrNine, xOrNineKind: rowXKind } = layout.value;
  const fixed = (cells: readonly string[], name: (typeof IANSEO_FIXED_COLUMNS)[number]): string =>
    (cells[IANSEO_FIXED_COLUMNS.indexOf(name)] ?? '').trim();
  const results: ResultRow[] = body.map((cells, index) => {
    const heading = (column: number): string => (header[column] ?? '').trim();
    const distances: ResultDistance[] = columns.map((c) => ({
      arrows: printedValues(cells[c.arrows]),
      figures: [
        ...figureOf('score', heading(c.score), cells[c.score]),
        ...figureOf('golds', heading(c.golds), cells[c.golds]),
        ...figureOf(c.xOrNineKind, heading(c.xOrNine), cells[c.xOrNine]),
      ],
    }));
    const figures = [
      ...figureOf('score', heading(score), cells[score]),
      ...figureOf('hits', heading(hits), cells[hits]),
      ...figureOf('golds', heading(golds), cells[golds]),
      ...figureOf(rowXKind, heading(xOrNine), cells[xOrNine]),
    ];
    return {
      line: index + 2,
      archer: {
        membershipNumber: fixed(cells, 'Local Bib'),
        givenName: fixed(cells, 'GivenName'),
        familyName: fixed(cells, 'FamilyName'),
      },
      division: fixed(cells, 'Division'),
      ageClass: fixed(cells, 'Class'),
      // One round per row: its totals are the row's, checked once against the shoot.
      shoots: [{ roundCode: null, distances, figures }],
      figures: [],
    };
  });
  return ok({ producer: 'ianseo-qualification', rows: results });
}
