import type { UnreadAchievement } from '../../../../shared/achievements/views.js';
import { AchievedBy, TierBadge } from './AchievementParts.js';

/** Unread items shown before the rest fold away: an import can unlock dozens at once. */
const FIRST_UNREAD_SHOWN = 5;

type MarkRead = (ids: string[] | 'all') => void;

interface UnreadAwardsProps {
  unread: UnreadAchievement[];
  onMarkRead: MarkRead;
}

function UnreadAward({ achievement, onMarkRead }: { achievement: UnreadAchievement; onMarkRead: MarkRead }) {
  return (
    <li className="achievement achievement-unlocked">
      <div className="achievement-heading">
        <h3>{achievement.name}</h3>
        <TierBadge tier={achievement.tier} />
      </div>
      <div className="unread-award-row">
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
      </div>
    </li>
  );
}

/** Unlocks the archer has not marked read yet, oldest first as the engine lists them. */
export function UnreadAwards({ unread, onMarkRead }: UnreadAwardsProps) {
  const first = unread.slice(0, FIRST_UNREAD_SHOWN);
  const rest = unread.slice(FIRST_UNREAD_SHOWN);
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
          {first.map((achievement) => (
            <UnreadAward key={achievement.id} achievement={achievement} onMarkRead={onMarkRead} />
          ))}
        </ul>
      )}
      {rest.length > 0 && (
        <details className="unread-more">
          <summary>{rest.length} more new</summary>
          <ul className="achievement-list">
            {rest.map((achievement) => (
              <UnreadAward key={achievement.id} achievement={achievement} onMarkRead={onMarkRead} />
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
