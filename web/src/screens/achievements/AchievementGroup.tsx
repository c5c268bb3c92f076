import { useState } from 'react';
import type { AchievementGroupView } from '../../../../shared/achievements/views.js';
import { AchievementItem } from './AchievementParts.js';

type Fold = 'collapsed' | 'expanded';

/**
 * One rules-table group behind a <details>. Its achievements render only once it is opened: 155 of them
 * at once would slow the first paint on a phone for lists the archer mostly never opens.
 */
export function AchievementGroup({ group }: { group: AchievementGroupView }) {
  const [fold, setFold] = useState<Fold>('collapsed');
  return (
    <details
      className="achievement-group"
      onToggle={(event) => setFold(event.currentTarget.open ? 'expanded' : 'collapsed')}
    >
      <summary>
        <span className="achievement-group-name">{group.group}</span>
        <span className="achievement-group-count">
          {group.unlockedCount} of {group.achievements.length}
        </span>
      </summary>
      {fold === 'expanded' && (
        <ul className="achievement-list">
          {group.achievements.map((achievement) => (
            <AchievementItem key={achievement.id} achievement={achievement} />
          ))}
        </ul>
      )}
    </details>
  );
}
