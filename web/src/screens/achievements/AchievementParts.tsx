import { Link } from 'wouter';
import type { Achievement } from '../../../../shared/achievements/views.js';
import type { AchievementTier } from '../../../../shared/achievements/types.js';
import { shootDate } from '../history/shoot-format.js';
import { progressCount, tierWords } from './achievement-words.js';

/** The tier in words on its colour, so it reads without colour vision too. */
export function TierBadge({ tier }: { tier: AchievementTier }) {
  return <span className={`tier-badge tier-${tier}`}>{tierWords(tier)}</span>;
}

/** Where an unlock came from: the date and a link to the shoot, as far as the engine has recorded them. */
export function AchievedBy({ shootId, date }: { shootId: number | null; date: string | null }) {
  if (shootId === null || date === null) return <p className="achievement-when">Unlocked</p>;
  return (
    <p className="achievement-when">
      Unlocked by <Link href={`/history/${shootId}`}>the shoot of {shootDate(date)}</Link>
    </p>
  );
}

function LockedProgress({ achievement }: { achievement: Achievement }) {
  const count = progressCount(achievement);
  if (count === null) return <p className="achievement-when">Not yet unlocked</p>;
  return (
    <div className="achievement-progress">
      <progress
        value={Math.min(count.current, count.target)}
        max={count.target}
        aria-label={`Progress towards ${achievement.name}`}
      />
      <span>
        {count.text} ({achievement.progressPercentage}%)
      </span>
    </div>
  );
}

/** One achievement in its group: unlocked with where it came from, or locked with how far along it is. */
export function AchievementItem({ achievement }: { achievement: Achievement }) {
  const { progress } = achievement;
  const places = progress.locationDetails ?? [];
  return (
    <li className={`achievement ${progress.isUnlocked ? 'achievement-unlocked' : 'achievement-locked'}`}>
      <div className="achievement-heading">
        <h3>{achievement.name}</h3>
        <TierBadge tier={achievement.tier} />
      </div>
      <p className="achievement-description">{achievement.description}</p>
      {progress.isUnlocked ? (
        <AchievedBy shootId={progress.achievingShootId} date={progress.achievedDate} />
      ) : (
        <LockedProgress achievement={achievement} />
      )}
      {places.length > 0 && (
        <div className="achievement-places">
          <p>Counted so far:</p>
          <ul>
            {places.map((place) => (
              <li key={place}>{place}</li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
