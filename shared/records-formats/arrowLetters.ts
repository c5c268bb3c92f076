/**
 * One letter per arrow: how ianseo stores a distance's arrows (its "arrow string") and how TamlynScore's
 * 2026 rankings export writes them. Facts from ianseo's Common/Lib/ArrTargets.inc.php ($LetterPoint:
 * each letter's printed value and the points it counts), and from the TamlynScore export as issue #45
 * describes it; docs/records-formats.md gives both tables. The code here is ours.
 *
 * An upper-case letter is a sure arrow, a lower-case one an arrow the scorers marked doubtful (called
 * by a judge); we keep no doubt on an arrow, so reading one keeps the value and says it was doubtful.
 */
import { fail, ok, type Result } from '../core/result.js';
import type { ArrowValue, Round } from '../rounds/round.js';
import { arrowScore, isAllowedArrow, xValue } from '../scoring/arrowValues.js';

/** What a letter stands for: the value printed on the scoresheet, and the points it counts. */
interface LetterMeaning {
  printed: 'M' | 'X' | number;
  points: number;
}

/** The two tables, one per producer: they agree on every letter but K and L. */
export type ArrowAlphabet = 'ianseo' | 'tamlynscore';

/**
 * ianseo's letters ($LetterPoint). A is a miss; B to J are 1 to 9; K is the inner 10 (X) and L the
 * plain 10; M and N are 11 and 12. Its less common letters print an X worth other than 10: X on a face
 * whose X is 11, Y on one whose X is 6 (the WA field face), Z on one whose X is 5 (Worcester). Q (an X
 * worth 15) and V (20) belong to faces this app has no round for; they are read, then refused.
 */
const IANSEO_LETTERS: Readonly<Record<string, LetterMeaning>> = {
  A: { printed: 'M', points: 0 },
  B: { printed: 1, points: 1 },
  C: { printed: 2, points: 2 },
  D: { printed: 3, points: 3 },
  E: { printed: 4, points: 4 },
  F: { printed: 5, points: 5 },
  G: { printed: 6, points: 6 },
  H: { printed: 7, points: 7 },
  I: { printed: 8, points: 8 },
  J: { printed: 9, points: 9 },
  K: { printed: 'X', points: 10 },
  L: { printed: 10, points: 10 },
  M: { printed: 11, points: 11 },
  N: { printed: 12, points: 12 },
  Q: { printed: 'X', points: 15 },
  V: { printed: 20, points: 20 },
  X: { printed: 'X', points: 11 },
  Y: { printed: 'X', points: 6 },
  Z: { printed: 'X', points: 5 },
};

/** TamlynScore writes 10 as K and the X as L: the reverse of ianseo, every other letter as ianseo's. */
const TAMLYNSCORE_LETTERS: Readonly<Record<string, LetterMeaning>> = {
  ...IANSEO_LETTERS,
  K: { printed: 10, points: 10 },
  L: { printed: 'X', points: 10 },
};

const TABLES: Record<ArrowAlphabet, Readonly<Record<string, LetterMeaning>>> = {
  ianseo: IANSEO_LETTERS,
  tamlynscore: TAMLYNSCORE_LETTERS,
};

/** One arrow read from a letter. */
export interface LetterArrow {
  arrow: ArrowValue;
  /** The scorers marked it doubtful (a lower-case letter). */
  doubtful: boolean;
}

export type LetterProblem = 'unknown-arrow-letter' | 'arrow-not-on-round';

type ScoringRound = Pick<Round, 'passes' | 'scores'>;

/**
 * Our arrow for a letter's meaning on this round, or null when the round cannot have shot it. An X
 * letter is our X where the round records an X worth the letter's points (ianseo's K on a WA 1440, Y on
 * a WA field round); a round that records no X takes its points, as the archer's keypad would have
 * (K is a 10 on a Portsmouth, Z a 5 on a Worcester). An X worth 5 on a WA 1440 is no arrow of it.
 */
function arrowFor(meaning: LetterMeaning, round: ScoringRound): ArrowValue | null {
  if (meaning.printed === 'M' || meaning.points === 0) return 'M';
  if (meaning.printed === 'X' && round.scores.includes('X')) {
    return xValue(round) === meaning.points ? 'X' : null;
  }
  return meaning.points;
}

/** Reads one letter of an alphabet as an arrow on this round, or says why it cannot be one. */
export function arrowOfLetter(
  letter: string,
  alphabet: ArrowAlphabet,
  round: ScoringRound,
): Result<LetterArrow, LetterProblem> {
  const meaning = TABLES[alphabet][letter.toUpperCase()];
  if (letter.length !== 1 || meaning === undefined) {
    return fail('unknown-arrow-letter', `"${letter}" is not an arrow letter in ${alphabetName(alphabet)}`);
  }
  const arrow = arrowFor(meaning, round);
  if (arrow === null || !isAllowedArrow(arrow, round)) {
    return fail(
      'arrow-not-on-round',
      `The letter ${letter} (${String(meaning.printed)}, worth ${meaning.points}) is not a value this round scores`,
    );
  }
  return ok({ arrow, doubtful: letter !== letter.toUpperCase() });
}

/**
 * The letter for one of our arrows on this round. An X is written with the letter of an X worth what
 * ours is worth (K for 10, Z for a Worcester 5, Y for a field 6); a ring value with its own letter.
 */
export function letterOfArrow(
  arrow: ArrowValue,
  alphabet: ArrowAlphabet,
  round: Pick<Round, 'passes'>,
  doubtful = false,
): string {
  const table = TABLES[alphabet];
  const points = arrowScore(arrow, round);
  const wanted: LetterMeaning['printed'] = arrow === 'X' ? 'X' : arrow === 'M' || points === 0 ? 'M' : points;
  const entry = Object.entries(table).find(
    ([, meaning]) => meaning.printed === wanted && (wanted === 'M' || meaning.points === points),
  );
  // Every ring value 0 to 11 and every X worth 5, 6, 10 or 11 has a letter: the round types guarantee it.
  if (entry === undefined) throw new Error(`No ${alphabet} letter for ${String(arrow)} worth ${points}`);
  return doubtful ? entry[0].toLowerCase() : entry[0];
}

function alphabetName(alphabet: ArrowAlphabet): string {
  return alphabet === 'ianseo' ? "ianseo's arrow letters" : "TamlynScore's arrow letters";
}

/** A letter string read whole: every arrow, and how many the scorers marked doubtful. */
export interface LetterString {
  arrows: ArrowValue[];
  doubtful: number;
}

/**
 * Reads a whole letter string (spaces ignored: ianseo pads unshot arrows with them). The first letter
 * that cannot be read fails the string, naming its position, so no arrow is ever dropped quietly.
 */
export function arrowsOfLetters(
  text: string,
  alphabet: ArrowAlphabet,
  round: ScoringRound,
): Result<LetterString, LetterProblem> {
  const arrows: ArrowValue[] = [];
  let doubtful = 0;
  let position = 0;
  for (const letter of text) {
    if (letter.trim() === '') continue;
    position += 1;
    const read = arrowOfLetter(letter, alphabet, round);
    if (!read.ok) return fail(read.error.reason, `Arrow ${position}: ${read.error.message}`);
    arrows.push(read.value.arrow);
    if (read.value.doubtful) doubtful += 1;
  }
  return ok({ arrows, doubtful });
}

/** Our arrows as one letter string. */
export function lettersOfArrows(
  arrows: readonly ArrowValue[],
  alphabet: ArrowAlphabet,
  round: Pick<Round, 'passes'>,
): string {
  return arrows.map((arrow) => letterOfArrow(arrow, alphabet, round)).join('');
}
