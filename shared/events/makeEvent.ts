import type { EngineEvent, EngineEventType, EventPayload } from './eventTypes.js';
import { EVENT_VERSIONS } from './upgrades.js';

/** Where events get their ids and time stamps: injected, so replays and tests are deterministic. */
export interface EventSource {
  /** Milliseconds since the epoch. */
  now(): number;
  newId(): string;
}

/** A new event of the given type at the version this app writes. */
export function makeEvent<Type extends EngineEventType>(
  type: Type,
  payload: EventPayload<Type>,
  source: EventSource,
): Extract<EngineEvent, { type: Type }> {
  const event = {
    type,
    version: EVENT_VERSIONS[type].current,
    id: source.newId(),
    timestamp: source.now(),
    payload,
  };
  // `type` ties the payload to its event, which TypeScript cannot see through the generic.
  return event as unknown as Extract<EngineEvent, { type: Type }>;
}
