/**
 * Classifying a shoot: the thresholds that apply to a round for an archer, and the class a score earns
 * (the best class whose threshold is at or below the score, else "U/C"), recorded with its scheme.
 */
import type { Round } from '../rounds/round.js';
import type { Category } from './category.js';
import { frostbiteBadges } from './frostbite.js';
import { schemeForDate, type AgbScheme, type SchemeName } from './schemes.js';
import { fullFaceRound, thresholdsOnTable, type ClassThreshold } from './thresholds.js';

export const UNCLASSIFIED = 'U/C';

export interface Classification {
  name: string;
  scheme: SchemeName;
}

/**
 * AGB class thresholds of a round for a category, best class first; null when the round is not an AGB
 * outdoor or indoor classification round. Spot faces use the full-face numbers; compound archers
 * indoors are measured on the inner-10 table.
 */
export function classThresholds(
  round: Round,
  category: Category,
  scheme: AgbScheme,
): ClassThreshold[] | null {
  const discipline = round.classification;
  if (discipline !== 'outdoor' && discipline !== 'indoor') return null;
  const compoundScoring = discipline === 'indoor' && category.bowType === 'compound';
  return thresholdsOnTable(fullFaceRound(round), discipline, category, scheme, { compoundScoring });
}

function best(thresholds: ReadonlyArray<{ name: string; score: number | null }>, score: number): string {
  return thresholds.find((t) => t.score !== null && t.score <= score)?.name ?? UNCLASSIFIED;
}

/**
 * The classification a score earns on a round shot on `date` (which picks the AGB scheme); Frostbite
 * uses its badge ladder. Null when the round has no classification at all (practice rounds...).
 */
export function classificationFor(
  round: Round,
  score: number,
  category: Category,
  date: Date | string,
): Classification | null {
  switch (round.classification) {
    case 'frostbite':
      return { name: best(frostbiteBadges(), score), scheme: 'Frostbite' };
    case 'outdoor':
    case 'indoor': {
      const scheme = schemeForDate(date);
      return { name: best(classThresholds(round, category, scheme) ?? [], score), scheme };
    }
    case null:
      return null;
  }
}
