import type { EngineEvent } from '../events/eventTypes.js';
import { makeEvent, type EventSource } from '../events/makeEvent.js';
import type { Projections } from '../projections/projections.js';

/**
 * Run by the engine after every write: achievements the history now meets that were never recorded
 * are recorded as unlocked, at the time of the event. Null when there is nothing new to record.
 */
export function recordUnlocks(state: Projections): ((source: EventSource) => EngineEvent) | null {
  const achievements = state.achievements.newlyMet(0);
  if (achievements.length === 0) return null;
  return (source) => {
    const event = makeEvent('achievements-unlocked', { achievements }, source);
    for (const record of achievements) record.unlockedAt = event.timestamp;
    return event;
  };
}
