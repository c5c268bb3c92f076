/**
 * A competition's results as read from its file, before any round is matched: one row per archer, each
 * with the shoots it holds (ianseo: the one round of the qualification; TamlynScore: each ranking round)
 * and, per shoot and per distance, the arrows as the file wrote them and the figures the file printed
 * beside them. Those figures are the file's own subtotals: checkedShoot (checkedShoot.ts) refuses a row
 * whose arrows do not add up to them.
 */

/** The programs whose result files the app reads. */
export type ResultsProducer = 'ianseo-qualification' | 'tamlynscore-rankings';

/** What a printed figure counts; `tens` counts every arrow worth 10 (X included), `nines` every 9. */
export type FigureKind = 'score' | 'hits' | 'golds' | 'xs' | 'tens' | 'nines';

/** One figure the file printed, under its own heading (kept for the message when it disagrees). */
export interface FileFigure {
  kind: FigureKind;
  heading: string;
  value: number;
}

/** The arrows of one distance as written: ianseo's printed values ("X", "10", "M") or letters. */
export interface ResultDistance {
  arrows: string[];
  figures: FileFigure[];
}

export interface ResultShoot {
  /** The round as the file names it (TamlynScore's round code), or null (ianseo names none). */
  roundCode: string | null;
  distances: ResultDistance[];
  figures: FileFigure[];
}

/** Who a row is: the membership number as the file holds it ('' when it has none) and the names. */
export interface ResultArcher {
  membershipNumber: string;
  givenName: string;
  familyName: string;
}

export interface ResultRow {
  /** 1-based line of the file, for messages. */
  line: number;
  archer: ResultArcher;
  division: string;
  ageClass: string;
  shoots: ResultShoot[];
  /** Figures covering every shoot of the row (TamlynScore's Score, 10s and Xs across its rounds). */
  figures: FileFigure[];
}

export interface ResultsFile {
  producer: ResultsProducer;
  rows: ResultRow[];
}

/** A whole number as a file writes a figure: digits only; anything else is no figure. */
export function figureValue(cell: string | undefined): number | null {
  const text = (cell ?? '').trim();
  return /^\d{1,7}$/.test(text) ? Number(text) : null;
}

/** The figure under `heading`, when the cell holds one; an empty cell prints nothing to check. */
export function figureOf(kind: FigureKind | null, heading: string, cell: string | undefined): FileFigure[] {
  const value = figureValue(cell);
  return kind === null || value === null ? [] : [{ kind, heading, value }];
}
