import type { HistoryItemView } from '../../../../shared/contract/historyViews.js';
import { NO_VI_CLASSIFICATION } from '../../../../shared/rounds/vi.js';

/**
 * What a saved shoot earned, or why it has no class, in one place for the result after a save and the
 * shoot's page in the history.
 */

type ClassifiedItem = Pick<HistoryItemView, 'classification' | 'round' | 'userProfile' | 'complete'> &
  Partial<Pick<HistoryItemView, 'classificationNote'>>;

/**
 * Why a saved shoot has no classification, in the archer's words: a practice round or a round without
 * classifications never has one, and only an archer whose profile lacks gender, age group or bow type is
 * sent to fill it in.
 */
export function noClassificationReason(
  item: ClassifiedItem,
): 'practice' | 'incomplete' | 'vi' | 'round' | 'profile' | 'not-reached' {
  if (item.round?.isPracticeRound) return 'practice';
  if (item.complete === false) return 'incomplete';
  // docs/field-and-vi-rounds.md section 3: VI rounds have no classification tables at all.
  if (item.round?.discipline === 'vi') return 'vi';
  if (item.round && !item.round.hasClassification) return 'round';
  const profile = item.userProfile;
  if (!profile?.gender || !profile.ageGroup || !profile.bowType) return 'profile';
  return 'not-reached';
}

const NO_CLASSIFICATION_TEXT = {
  practice: 'Practice rounds have no classification',
  incomplete: 'no classification (incomplete round)',
  vi: NO_VI_CLASSIFICATION,
  round: 'This round has no classification',
  profile: 'no classification (fill in your profile)',
  'not-reached': 'no classification reached',
} as const;

/** What a saved shoot earned, or why it earned nothing, in the archer's words. */
export function classificationText(item: ClassifiedItem): string {
  if (item.classification) return item.classification.name;
  return unclassifiedWords(item) ?? NO_CLASSIFICATION_TEXT['not-reached'];
}

/**
 * Why a shoot has no class, when U/C would not be true: a field rule that refused it (a peg the bow
 * style may not shoot, a field shoot before 2025, shared/classifications/field-thresholds.ts), a VI or
 * practice round, a round without classifications, an unknown category. Null when the shoot could have
 * earned a class and did not reach one: then it is U/C.
 */
export function unclassifiedWords(item: ClassifiedItem): string | null {
  if (item.classification) return null;
  if (item.classificationNote) return item.classificationNote;
  const reason = noClassificationReason(item);
  return reason === 'not-reached' ? null : NO_CLASSIFICATION_TEXT[reason];
}
