import { fail, type Failed, type Result } from '../core/result.js';
import type { EngineEvent, EngineEventType } from './eventTypes.js';
import { isValidPayload } from './payloadGuards.js';
import { isPlainObject } from '../core/plainObject.js';

/**
 * Reading an event back from the log: check the envelope, bring its payload up to the current version
 * of its type, then check the payload's shape. An event this app cannot read (a newer version written
 * by a later app, an unknown type, a damaged record) is set aside with its reason, never dropped
 * silently and never allowed to stop the replay.
 */

/** Turns the payload of version n into the payload of version n + 1. */
type PayloadUpgrade = (payload: Readonly<Record<string, unknown>>) => Record<string, unknown>;

interface EventKindVersions {
  /** The version this app writes. */
  current: number;
  /** upgrades[n] lifts version n to n + 1, for every n below `current`. */
  upgrades: Readonly<Record<number, PayloadUpgrade>>;
}

export type UpgradeRegistry = Readonly<Record<EngineEventType, EventKindVersions>>;

const firstVersion: EventKindVersions = { current: 1, upgrades: {} };

/**
 * Version 2 of the arrow events and of shoot-saved carry plotted positions (issue #18). Arrows logged
 * before had none: they read as keypad arrows, exactly as they were shown.
 */
const unplottedArrow: EventKindVersions = {
  current: 2,
  upgrades: { 1: (payload) => ({ ...payload, position: null }) },
};

/**
 * Version 2 of an import or restore carries tombstones and what they removed (shared/history/
 * tombstones.ts). Version 1 was written before tombstones existed: it brought none and removed nothing.
 */
const withoutTombstones: EventKindVersions = {
  current: 2,
  upgrades: {
    1: (payload) => ({
      ...payload,
      tombstones: { shoots: [], sightMarks: [] },
      removedShootIds: [],
      removedSightMarkIds: [],
      resaved: { shoots: [], sightMarks: [] },
    }),
  },
};

/**
 * Every event type and the version this app writes, most at their first; when a payload changes
 * shape, bump `current` and add the upgrade from the previous version here.
 */
export const EVENT_VERSIONS: UpgradeRegistry = {
  'shoot-started': firstVersion,
  'arrow-scored': unplottedArrow,
  'arrow-corrected': unplottedArrow,
  'arrow-undone': firstVersion,
  'note-added': firstVersion,
  'note-edited': firstVersion,
  'note-highlighted': firstVersion,
  'note-deleted': firstVersion,
  'shoot-saved': {
    current: 4,
    upgrades: {
      1: (payload) => ({ ...payload, positions: null }),
      // Before "Save as incomplete" no save said whether the round was finished: null leaves it to
      // the arrows, so an old shoot reads exactly as it did.
      2: (payload) => ({ ...payload, complete: null }),
      // Before the official record (docs/official-record.md) a save had only its three-way status:
      // null reads that status, and nothing was witnessed, signed or left out of the handicap.
      3: (payload) => ({
        ...payload,
        eventStatus: null,
        witnessed: false,
        signed: false,
        leaveOutOfHandicap: false,
      }),
    },
  },
  'shoot-discarded': {
    current: 2,
    // Version 1 discards kept their notes pending; replaying them as they were keeps old diaries intact.
    upgrades: { 1: (payload) => ({ ...payload, discardedNoteIds: [] }) },
  },
  'shoot-updated': firstVersion,
  'shoot-deleted': firstVersion,
  'history-imported': {
    current: 3,
    upgrades: {
      ...withoutTombstones.upgrades,
      // Version 3 added sources (a competition's results, a target card) and changed nothing else.
      2: (payload) => ({ ...payload }),
    },
  },
  'data-restored': withoutTombstones,
  'sight-mark-saved': firstVersion,
  'sight-mark-deleted': firstVersion,
  'profile-updated': firstVersion,
  'achievements-marked-read': firstVersion,
  'achievements-unlocked': {
    current: 2,
    // Every version 1 unlock was news when it was recorded (each was announced then).
    upgrades: {
      1: (payload) => ({
        ...payload,
        achievements: Array.isArray(payload['achievements'])
          ? payload['achievements'].map((unlock: unknown) =>
              isPlainObject(unlock) ? { ...unlock, arrival: 'added' } : unlock,
            )
          : payload['achievements'],
      }),
    },
  },
  'achievement-popups-set': firstVersion,
  'target-started': firstVersion,
  'target-arrow-scored': firstVersion,
  'target-arrow-corrected': firstVersion,
  'target-arrow-undone': firstVersion,
  'target-stopped': firstVersion,
  'target-card-signed': firstVersion,
  'target-ended': firstVersion,
  'target-card-corrected': firstVersion,
  'double-scoring-settled': firstVersion,
};

type UnreadableEventReason =
  'malformed-event' | 'unknown-event-type' | 'newer-event-version' | 'upgrade-failed';

function isKnownType(type: string, registry: UpgradeRegistry): type is EngineEventType {
  return Object.hasOwn(registry, type);
}

function unreadable(reason: UnreadableEventReason, message: string): Failed<UnreadableEventReason> {
  return fail(reason, message);
}

/** Reads one stored event, upgrading it to the current version of its type. Never throws. */
export function readStoredEvent(
  raw: unknown,
  registry: UpgradeRegistry = EVENT_VERSIONS,
): Result<EngineEvent, UnreadableEventReason> {
  if (!isPlainObject(raw)) return unreadable('malformed-event', 'A stored event must be an object');
  const { type, version, id, timestamp } = raw;
  if (typeof type !== 'string' || typeof id !== 'string' || typeof timestamp !== 'number') {
    return unreadable('malformed-event', 'A stored event needs a type, an id and a time stamp');
  }
  if (!isKnownType(type, registry)) return unreadable('unknown-event-type', `Unknown event type: ${type}`);
  const kind = registry[type];
  if (!Number.isSafeInteger(version) || (version as number) < 1) {
    return unreadable('malformed-event', `Event ${id} has no valid version`);
  }
  if ((version as number) > kind.current) {
    return unreadable(
      'newer-event-version',
      `Event ${id} is ${type} version ${String(version)}, newer than this app's version ${kind.current}`,
    );
  }
  let payload = raw['payload'];
  for (let v = version as number; v < kind.current; v++) {
    const upgrade = kind.upgrades[v];
    if (!upgrade || !isPlainObject(payload)) {
      return unreadable('upgrade-failed', `No upgrade of ${type} from version ${v}`);
    }
    try {
      payload = upgrade(payload);
    } catch (error) {
      return unreadable('upgrade-failed', `Upgrading ${type} from version ${v} failed: ${String(error)}`);
    }
  }
  if (!isValidPayload(type, payload)) {
    return unreadable('malformed-event', `Event ${id} (${type}) has a malformed payload`);
  }
  // The guard above checked the payload against this type, so the pieces form that event.
  return { ok: true, value: { type, version: kind.current, id, timestamp, payload } as EngineEvent };
}
