import { useToasts } from '../../components/toasts.js';
import { AchievementGroup } from './AchievementGroup.js';
import { unlockedSummary } from './achievement-words.js';
import { PopupsToggle } from './PopupsToggle.js';
import { UnreadAwards } from './UnreadAwards.js';
import { useAwards, type AwardsWriteOutcome, type PopupSetting } from './use-awards.js';
import './achievements.css';

/** docs/product.md section 2 /achievements (label Awards): what is unlocked, what is new, and how far the rest are. */
export default function AchievementsScreen() {
  const { awards, markRead, choosePopups } = useAwards();
  const toasts = useToasts();

  // The screen refetches on the engine's change notice, so only a failure needs saying here.
  const report = (outcome: AwardsWriteOutcome) => {
    if (outcome.outcome === 'failed') toasts.show(outcome.message, 'error');
  };
  const onMarkRead = (ids: string[] | 'all') => void markRead(ids).then(report);
  const onChoosePopups = (next: PopupSetting) => void choosePopups(next).then(report);

  return (
    <section aria-labelledby="awards-title" className="awards">
      <h1 id="awards-title">Awards</h1>
      {awards.state === 'loading' && <p>Loading your achievements…</p>}
      {awards.state === 'failed' && <p role="alert">{awards.message}</p>}
      {awards.state === 'ready' && (
        <>
          <p className="awards-summary">{unlockedSummary(awards.value.groups)}</p>
          <PopupsToggle popups={awards.value.popups} onChoose={onChoosePopups} />
          <UnreadAwards unread={awards.value.unread} onMarkRead={onMarkRead} />
          <section aria-labelledby="award-groups-title">
            <h2 id="award-groups-title">All achievements</h2>
            {awards.value.groups.map((group) => (
              <AchievementGroup key={group.group} group={group} />
            ))}
          </section>
        </>
      )}
    </section>
  );
}
