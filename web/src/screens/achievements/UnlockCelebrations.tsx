import type { UnreadAchievement } from '../../../../shared/achievements/views.js';
import { useEngine } from '../../engine/engine-context.js';
import { defaultToastDuration, useToasts } from '../../components/toasts.js';
import { useEngineChanges } from '../../engine/use-engine.js';
import { offerAlert } from '../../chrome/alert-slot.js';
import { celebrationMessages, slotMessage } from './achievement-words.js';

/**
 * Celebrates new unlocks wherever the archer is: in the score card's alert slot when it is open (one
 * line for the batch), else as toasts. The setting is read when the unlock arrives, not cached, so
 * turning pop-ups off in another tab takes effect here too; if it cannot be read, stay quiet.
 */
export function UnlockCelebrations() {
  const engine = useEngine();
  const toasts = useToasts();

  const celebrate = (achievements: UnreadAchievement[]): void => {
    if (achievements.length === 0) return;
    void engine.achievementPreferences().then((preferences) => {
      if (!preferences.ok || !preferences.value.popupsEnabled) return;
      const earnedBy = achievements.map((achievement) => achievement.achievingShootId);
      if (
        offerAlert({
          message: slotMessage(achievements),
          tone: 'success',
          durationMs: defaultToastDuration.success,
          earnedBy,
        })
      )
        return;
      for (const message of celebrationMessages(achievements)) toasts.show(message, 'success');
    });
  };

  useEngineChanges(['achievements'], ({ changes }) => {
    for (const change of changes) if (change.type === 'achievements-unlocked') celebrate(change.achievements);
  });

  return null;
}
