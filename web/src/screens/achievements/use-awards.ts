import type { EngineResult } from '../../../../shared/contract/engine.js';
import type { AchievementGroupView, UnreadAchievement } from '../../../../shared/achievements/views.js';
import type { PageEngine } from '../../engine/engine-client.js';
import { useEngine } from '../../engine/engine-context.js';
import { stillLoading, type Loadable } from '../../engine/loadable.js';
import { useEngineQuery } from '../../engine/use-engine.js';

/** Whether unlocks pop up as toasts: a setting with two named states, so the screen cannot mix them up. */
export type PopupSetting = 'popups-on' | 'popups-off';

export interface Awards {
  groups: AchievementGroupView[];
  unread: UnreadAchievement[];
  popups: PopupSetting;
}

export type AwardsState = Loadable<Awards>;

async function fetchAwards(engine: PageEngine): Promise<AwardsState> {
  const [groups, unread, preferences] = await Promise.all([
    engine.achievements(),
    engine.unreadAchievements(),
    engine.achievementPreferences(),
  ]);
  if (!groups.ok) return { state: 'failed', message: groups.error.message };
  if (!unread.ok) return { state: 'failed', message: unread.error.message };
  if (!preferences.ok) return { state: 'failed', message: preferences.error.message };
  return {
    state: 'ready',
    value: {
      groups: groups.value,
      unread: unread.value,
      popups: preferences.value.popupsEnabled ? 'popups-on' : 'popups-off',
    },
  };
}

/** What a write to the engine came to: nothing to say, or words for an error toast. */
export type AwardsWriteOutcome = { outcome: 'done' } | { outcome: 'failed'; message: string };

function outcomeOf(result: EngineResult<unknown>): AwardsWriteOutcome {
  return result.ok ? { outcome: 'done' } : { outcome: 'failed', message: result.error.message };
}

/** The Awards screen's data, fetched again whenever the history, profile or read state changes. */
export function useAwards() {
  const engine = useEngine();
  const load = () => fetchAwards(engine);
  const {
    value: awards,
    show: setAwards,
    refetch,
  } = useEngineQuery<AwardsState>(load, stillLoading, [
    'achievements',
    'unreadAchievements',
    'achievementPreferences',
  ]);

  // Both writes show at once (a controlled checkbox would otherwise spring back until the refetch);
  // a refused write refetches, which puts the engine's truth back on screen.
  const markRead = async (ids: string[] | 'all') => {
    setAwards((previous) =>
      previous.state === 'ready'
        ? {
            ...previous,
            value: {
              ...previous.value,
              unread: ids === 'all' ? [] : previous.value.unread.filter((a) => !ids.includes(a.id)),
            },
          }
        : previous,
    );
    const outcome = outcomeOf(await engine.markAchievementsRead(ids));
    if (outcome.outcome === 'failed') refetch();
    return outcome;
  };
  const choosePopups = async (popups: PopupSetting) => {
    setAwards((previous) =>
      previous.state === 'ready' ? { ...previous, value: { ...previous.value, popups } } : previous,
    );
    const outcome = outcomeOf(await engine.setAchievementPopups(popups === 'popups-on'));
    if (outcome.outcome === 'failed') refetch();
    return outcome;
  };

  return { awards, markRead, choosePopups };
}
