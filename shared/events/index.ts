/** Public entry of the event log's vocabulary: event types, versions, upgrades and construction. */
export type {
  AchievementsMarkedRead,
  ArrowCorrected,
  ArrowScored,
  ArrowUndone,
  EngineEvent,
  EngineEventType,
  EventEnvelope,
  EventPayload,
  HistoryImported,
  NoteAdded,
  NoteEdited,
  NoteHighlighted,
  ProfileUpdated,
  SavedShootChanges,
  ShootDeleted,
  ShootDiscarded,
  ShootSaved,
  ShootStarted,
  ShootUpdated,
  SightMarkDeleted,
  SightMarkSaved,
} from './eventTypes.js';
export { isShootInProgressEvent } from './eventTypes.js';
export type { NoteRecord, ProfileChanges } from './records.js';
export { isArrowList, isArrowValue, isValidPayload } from './payloadGuards.js';
export {
  EVENT_VERSIONS,
  readStoredEvent,
  type EventKindVersions,
  type PayloadUpgrade,
  type UnreadableEventReason,
  type UpgradeRegistry,
} from './upgrades.js';
export { makeEvent, type EventSource } from './makeEvent.js';
