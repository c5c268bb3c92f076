import type { HistoryItemView } from '../../../shared/contract/historyViews.js';
import type { ScorecardImageInput } from '../../../shared/share/scorecardImage.js';
import { shootDate, shootPlace } from '../screens/history/shoot-format.js';
import { roundTitle } from '../screens/select-round/round-title.js';

/** A word as archers write it: "recurve" reads "Recurve", "u18" reads "U18". */
function titled(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** "Recurve · Female · Adult" from the shoot's own snapshot of the archer, or null when it has none. */
export function categoryText(item: Pick<HistoryItemView, 'userProfile'>): string | null {
  const shooter = item.userProfile;
  const parts = [shooter?.bowType, shooter?.gender, shooter?.ageGroup].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  return parts.length === 0 ? null : parts.map(titled).join(' · ');
}

/** What the image draws, from a saved shoot as the worker gives it; null without a score sheet. */
export function scorecardImageInput(item: HistoryItemView, archerName: string): ScorecardImageInput | null {
  if (!item.scorecard) return null;
  return {
    archerName: archerName.trim() === '' ? 'Archer' : archerName.trim(),
    roundTitle: roundTitle(item.gameType),
    dateText: shootDate(item.date),
    venue: shootPlace(item.location),
    category: categoryText(item),
    score: item.score,
    handicap: item.handicap ?? null,
    classification: item.classification ?? null,
    tieBreaks: item.tieBreaks,
    scorecard: item.scorecard.portrait,
  };
}

/** The one line that goes with a shared image: round, score, handicap, classification. */
export function shareText(item: HistoryItemView): string {
  const parts = [`${roundTitle(item.gameType)}: ${item.score}`];
  if (item.handicap !== undefined) parts.push(`handicap ${item.handicap}`);
  if (item.classification) parts.push(`${item.classification.name} (${item.classification.scheme})`);
  return parts.join(', ');
}

/** `<round>-<date>.png` (or .pdf), safe as a file name on every phone. */
export function shareFileName(
  item: Pick<HistoryItemView, 'gameType' | 'date'>,
  extension: 'png' | 'pdf',
): string {
  const round =
    item.gameType
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'shoot';
  const day = /^\d{4}-\d{2}-\d{2}/.exec(item.date)?.[0] ?? 'undated';
  return `${round}-${day}.${extension}`;
}
