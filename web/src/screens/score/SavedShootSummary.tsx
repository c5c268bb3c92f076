import { Link } from 'wouter';
import type { HistoryItemView } from '../../../../shared/contract/engine.js';
import { ShareScorecard } from '../../share/ShareScorecard.js';
import { roundTitle } from '../select-round/round-title.js';

/** How a saved shoot's handicap reads; rounds with no handicap table say so instead of a blank. */
export function handicapText(item: Pick<HistoryItemView, 'handicap' | 'complete'>): string {
  if (item.complete === false) return 'no handicap (incomplete round)';
  return item.handicap === undefined ? 'no handicap for this round' : `handicap ${item.handicap}`;
}

type ClassifiedItem = Pick<HistoryItemView, 'classification' | 'round' | 'userProfile' | 'complete'>;

/**
 * Why a saved shoot has no classification, in the archer's words: a practice round or a round without
 * classifications never has one, and only an archer whose profile lacks gender, age group or bow type is
 * sent to fill it in.
 */
function noClassificationReason(
  item: ClassifiedItem,
): 'practice' | 'incomplete' | 'round' | 'profile' | 'not-reached' {
  if (item.round?.isPracticeRound) return 'practice';
  if (item.complete === false) return 'incomplete';
  if (item.round && !item.round.hasClassification) return 'round';
  const profile = item.userProfile;
  if (!profile?.gender || !profile.ageGroup || !profile.bowType) return 'profile';
  return 'not-reached';
}

const NO_CLASSIFICATION_TEXT = {
  practice: 'Practice rounds have no classification',
  incomplete: 'no classification (incomplete round)',
  round: 'This round has no classification',
  profile: 'no classification (fill in your profile)',
  'not-reached': 'no classification reached',
} as const;

export function classificationText(item: ClassifiedItem): string {
  return item.classification
    ? item.classification.name
    : NO_CLASSIFICATION_TEXT[noClassificationReason(item)];
}

interface SavedShootSummaryProps {
  item: HistoryItemView;
  onDismiss: () => void;
}

/** What the shoot just saved earned, with the way to its page in the history. */
export function SavedShootSummary({ item, onDismiss }: SavedShootSummaryProps) {
  return (
    <section className="saved-shoot" aria-labelledby="saved-shoot-title">
      <h2 id="saved-shoot-title">
        {item.complete === false ? 'Saved as incomplete' : 'Saved'}: {roundTitle(item.gameType)}
      </h2>
      <dl className="saved-shoot-facts">
        <div>
          <dt>Score</dt>
          <dd data-testid="saved-score">{item.score}</dd>
        </div>
        <div>
          <dt>Handicap</dt>
          <dd data-testid="saved-handicap">{item.handicap ?? '–'}</dd>
        </div>
        <div>
          <dt>Classification</dt>
          <dd data-testid="saved-classification">
            {item.classification ? item.classification.name : classificationText(item)}
            {item.classification && <small> ({item.classification.scheme})</small>}
          </dd>
        </div>
      </dl>
      {!item.classification && noClassificationReason(item) === 'profile' && (
        <p className="saved-shoot-hint">
          Add your gender, age group and bow type in <Link href="/you">Profile</Link> to get classifications.
        </p>
      )}
      <div className="saved-shoot-actions">
        <Link href={`/history/${item.id}`} className="button-primary">
          View in history
        </Link>
        <ShareScorecard item={item} />
        <button type="button" className="button-secondary" onClick={onDismiss}>
          Close
        </button>
      </div>
    </section>
  );
}
