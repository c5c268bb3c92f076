/**
 * A row's shoot turned into our arrows on a catalogue round, and checked against the file's own
 * figures. A file whose arrows do not add up to the score (or hits, golds, Xs) it printed beside them
 * was cut, edited or mis-scored: the row is refused with both figures, never imported with one of them.
 */
import { fail, ok, type Result } from '../core/result.js';
import { allRounds, findRound } from '../rounds/catalogue.js';
import type { ArrowValue, Round } from '../rounds/round.js';
import { tally, type Tally } from '../scoring/arrowCounts.js';
import { arrowScore, isAllowedArrow, xValue } from '../scoring/arrowValues.js';
import { arrowsOfLetters } from './arrowLetters.js';
import { ianseoDistanceSizes } from './ianseoDistances.js';
import type { FigureKind, FileFigure, ResultRow, ResultShoot, ResultsProducer } from './resultRows.js';

export type ShootProblem =
  | 'unknown-round'
  | 'round-does-not-fit'
  | 'arrow-not-on-round'
  | 'unknown-arrow-letter'
  | 'no-arrows'
  | 'totals-disagree';

/** A shoot of the file on a catalogue round: every arrow, and the totals they make. */
export interface CheckedShoot {
  round: Round;
  arrows: ArrowValue[];
  totals: Tally;
}

type Figures = Tally & { tens: number; nines: number };

function figuresOf(arrows: readonly ArrowValue[], round: Round): Figures {
  let tens = 0;
  let nines = 0;
  for (const arrow of arrows) {
    const points = arrowScore(arrow, round);
    if (points === 10) tens += 1;
    if (points === 9) nines += 1;
  }
  return { ...tally(arrows, round), tens, nines };
}

const FIGURE_WORDS: Record<FigureKind, string> = {
  score: 'add up to',
  hits: 'make hits of',
  golds: 'make golds of',
  xs: 'make Xs of',
  tens: 'make 10s of',
  nines: 'make 9s of',
};

/** The first printed figure the arrows disagree with, in words, or null when all agree. */
function disagreement(printed: readonly FileFigure[], counted: Figures, where: string): string | null {
  for (const figure of printed) {
    if (counted[figure.kind] !== figure.value) {
      return `${where}: the file says ${figure.heading} ${figure.value}, its arrows ${FIGURE_WORDS[figure.kind]} ${counted[figure.kind]}`;
    }
  }
  return null;
}

/** One of ianseo's printed values as our arrow on this round ("X" is a 10 where no X is recorded). */
function printedArrow(text: string, round: Round): ArrowValue | null {
  const value = text.replace(/\*$/, '').toUpperCase();
  let arrow: ArrowValue | null = null;
  if (value === 'M') arrow = 'M';
  else if (value === 'X') arrow = round.scores.includes('X') ? 'X' : xValue(round);
  else if (/^\d{1,2}$/.test(value)) arrow = Number(value) === 0 ? 'M' : Number(value);
  return arrow !== null && isAllowedArrow(arrow, round) ? arrow : null;
}

function ianseoArrows(shoot: ResultShoot, round: Round, where: string): Result<ArrowValue[][], ShootProblem> {
  const sizes = ianseoDistanceSizes(round);
  if (sizes.length !== shoot.distances.length) {
    return fail(
      'round-does-not-fit',
      `${where}: the file has ${shoot.distances.length} distances, the ${round.name} has ${sizes.length}`,
    );
  }
  const distances: ArrowValue[][] = [];
  for (const [index, distance] of shoot.distances.entries()) {
    const arrows: ArrowValue[] = [];
    for (const text of distance.arrows) {
      const arrow = printedArrow(text, round);
      if (arrow === null) {
        return fail(
          'arrow-not-on-round',
          `${where}, distance ${index + 1}: "${text}" is not a value the ${round.name} scores`,
        );
      }
      arrows.push(arrow);
    }
    if (arrows.length > (sizes[index] ?? 0)) {
      return fail(
        'round-does-not-fit',
        `${where}, distance ${index + 1}: ${arrows.length} arrows, the ${round.name} shoots ${sizes[index]} there`,
      );
    }
    distances.push(arrows);
  }
  return ok(distances);
}

function tamlynScoreArrows(
  shoot: ResultShoot,
  round: Round,
  where: string,
): Result<ArrowValue[][], ShootProblem> {
  const read = arrowsOfLetters(shoot.distances.flatMap((d) => d.arrows).join(''), 'tamlynscore', round);
  if (!read.ok) return fail(read.error.reason, `${where}: ${read.error.message}`);
  if (round.maxArrows !== null && read.value.arrows.length > round.maxArrows) {
    return fail(
      'round-does-not-fit',
      `${where}: ${read.value.arrows.length} arrows, the ${round.name} shoots ${round.maxArrows}`,
    );
  }
  return ok([read.value.arrows]);
}

/** The shoot's arrows on `round`, checked distance by distance and in total against the file. */
export function checkedShoot(
  shoot: ResultShoot,
  producer: ResultsProducer,
  round: Round,
  where: string,
): Result<CheckedShoot, ShootProblem> {
  const distances =
    producer === 'ianseo-qualification'
      ? ianseoArrows(shoot, round, where)
      : tamlynScoreArrows(shoot, round, where);
  if (!distances.ok) return distances;
  // A result entered as totals only is not refused as wrong: it has no arrows to bring in.
  if (distances.value.every((arrows) => arrows.length === 0)) {
    return fail('no-arrows', `${where}: the file holds no arrows for it, only totals`);
  }
  for (const [index, arrows] of distances.value.entries()) {
    const problem = disagreement(
      shoot.distances[index]?.figures ?? [],
      figuresOf(arrows, round),
      `${where}, distance ${index + 1}`,
    );
    if (problem !== null) return fail('totals-disagree', problem);
  }
  const arrows = distances.value.flat();
  const problem = disagreement(shoot.figures, figuresOf(arrows, round), where);
  if (problem !== null) return fail('totals-disagree', problem);
  return ok({ round, arrows, totals: tally(arrows, round) });
}

/** The row's own figures over all its shoots (TamlynScore's Score, 10s and Xs), checked. */
export function checkedRowFigures(
  row: ResultRow,
  shoots: readonly CheckedShoot[],
): Result<null, 'totals-disagree'> {
  if (row.figures.length === 0) return ok(null);
  const sum: Figures = { hits: 0, score: 0, golds: 0, xs: 0, tens: 0, nines: 0 };
  for (const shoot of shoots) {
    const figures = figuresOf(shoot.arrows, shoot.round);
    for (const kind of Object.keys(sum) as FigureKind[]) sum[kind] += figures[kind];
  }
  const problem = disagreement(row.figures, sum, `Line ${row.line}`);
  return problem === null ? ok(null) : fail('totals-disagree', problem);
}

/**
 * The catalogue round a TamlynScore round code names (archeryutils codenames are the catalogue's).
 * An unknown code is named, so the archer can see which round the app does not know.
 */
export function roundOfCode(code: string): Result<Round, 'unknown-round'> {
  const round = findRound(code);
  return round === undefined
    ? fail('unknown-round', `The round "${code}" is not one this app knows, so it cannot be imported`)
    : ok(round);
}

/**
 * Catalogue rounds an ianseo row can be (its file names no round): as many passes as the row has
 * distances, each holding the arrows the row shot there. A WA 720 row (two distances of 36) fits the
 * WA 70m and its sisters; the archer chooses among them.
 */
export function roundsFittingIanseoShoot(shoot: ResultShoot): Round[] {
  return allRounds().filter((round) => {
    const sizes = ianseoDistanceSizes(round);
    return (
      round.maxArrows !== null &&
      sizes.length === shoot.distances.length &&
      sizes.every((size, index) => shoot.distances[index]?.arrows.length === size)
    );
  });
}

/** The round the archer named for an ianseo row, or the reason it cannot be: unknown or not fitting. */
export function roundForIanseoShoot(
  name: string,
  shoot: ResultShoot,
): Result<Round, 'unknown-round' | 'round-does-not-fit'> {
  const round = roundOfCode(name);
  if (!round.ok) return round;
  const sizes = ianseoDistanceSizes(round.value);
  if (sizes.length !== shoot.distances.length) {
    return fail(
      'round-does-not-fit',
      `The ${round.value.name} is ${sizes.length} distances of ${sizes.join(', ')} arrows; the file's round has ${shoot.distances.length}`,
    );
  }
  return round;
}
