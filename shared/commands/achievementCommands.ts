import { achievementDefinition } from '../achievements/catalogue.js';
import { makeEvent } from '../events/makeEvent.js';
import { accept, refuse, type Decide } from './decision.js';

/** Commands on the achievements' read state and preferences. */

export function markAchievementsRead(achievementIds: string[] | 'all'): Decide {
  return (_state, source) => {
    if (achievementIds === 'all') {
      return accept(makeEvent('achievements-marked-read', { achievementIds: [], all: true }, source));
    }
    if (
      !Array.isArray(achievementIds) ||
      !achievementIds.every((id) => typeof id === 'string' && id !== '')
    ) {
      return refuse('invalid-achievements', 'Achievements are marked read by their ids, or all at once');
    }
    for (const id of achievementIds) {
      const known = achievementDefinition(id);
      if (!known.ok) return refuse('invalid-achievements', known.error.message);
    }
    return accept(
      makeEvent('achievements-marked-read', { achievementIds: [...achievementIds], all: false }, source),
    );
  };
}

export function setAchievementPopups(enabled: boolean): Decide {
  return (_state, source) =>
    typeof enabled === 'boolean'
      ? accept(makeEvent('achievement-popups-set', { enabled }, source))
      : refuse('invalid-achievements', 'Achievement popups are turned on or off');
}
