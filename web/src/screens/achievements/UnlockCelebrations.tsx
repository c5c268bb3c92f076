import { getEngine } from '../../engine/engine-client.js';
import { useToasts } from '../../components/toasts.js';
import { useEngineChanges } from '../../engine/use-engine.js';
import { celebrationMessages } from './achievement-words.js';

/**
 * Toasts new unlocks wherever the archer is. The setting is read when the unlock arrives, not cached, so
 * turning pop-ups off in another tab takes effect here too; if it cannot be read, stay quiet.
 */
export function UnlockCelebrations() {
  const toasts = useToasts();

  useEngineChanges((change) => {
    if (change.type !== 'achievements-unlocked' || change.achievements.length === 0) return;
    void getEngine()
      .achievementPreferences()
      .then((preferences) => {
        if (!preferences.ok || !preferences.value.popupsEnabled) return;
        for (const message of celebrationMessages(change.achievements)) toasts.show(message, 'success');
      });
  });

  return null;
}
