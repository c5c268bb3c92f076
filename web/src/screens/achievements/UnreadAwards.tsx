import type { UnreadAchievement } from '../../../../shared/contract/views.js';
import { AchievedBy, TierBadge } from './AchievementParts.js';

interface UnreadAwardsProps {
  unread: UnreadAchievement[];
  onMarkRead: (ids: string[] | 'all') => void;
}

/** Unlocks the archer has not marked read yet, oldest first as the engine lists them. */
export function UnreadAwards({ unread, onMarkRead }: UnreadAwardsProps) {
  return (
    <section className="unread-awards" aria-labelledby="unread-awards-title">
      <div className="unread-awards-heading">
        <h2 id="unread-awards-title">New ({unread.length})</h2>
        {unread.length > 0 && (
          <button type="button" className="awards-button" onClick={() => onMarkRead('all')}>
            Mark all read
          </button>
        )}
      </div>
      {unread.length === 0 ? (
        <p className="awards-hint">Nothing new. Unlocked achievements show here until you mark them read.</p>
      ) : (
        <ul className="achievement-list">
          {unread.map((achievement) => (
            <li key={achievement.id} className="achievement achievement-unlocked">
              <div className="achievement-heading">
                <h3>{achievement.name}</h3>
                <TierBadge tier={achievement.tier} />
              </div>
              <p className="achievement-description">{achievement.description}</p>
              <AchievedBy shootId={achievement.achievingShootId} date={achievement.achievedDate} />
              <button
                type="button"
                className="awards-button"
                // The visible words lead the name, so voice control can still say "Mark read".
                aria-label={`Mark read: ${achievement.name}`}
                onClick={() => onMarkRead([achievement.id])}
              >
                Mark read
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
