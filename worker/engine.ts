import type { ArcheryEngine } from '../shared/contract/engine.js';
import { recordUnlocks } from '../shared/commands/unlockPolicy.js';
import type { UpgradeRegistry } from '../shared/events/upgrades.js';
import type { RoundFinder } from '../shared/history/legacyGameType.js';
import { findRound } from '../shared/rounds/catalogue.js';
import { EngineCore } from './engineCore.js';
import { achievementsHandlers } from './features/achievements.js';
import { backupHandlers } from './features/backup.js';
import type { FeatureContext } from './features/context.js';
import { historyHandlers } from './features/history.js';
import { liveHandlers } from './features/live.js';
import { notesHandlers } from './features/notes.js';
import { placeLookups } from './features/places.js';
import { profileHandlers } from './features/profile.js';
import { recordHandlers } from './features/record.js';
import { recordsFormatsHandlers } from './features/recordsFormats.js';
import { scoreCardHandlers } from './features/scoreCard.js';
import { sightMarksHandlers } from './features/sightMarks.js';
import { targetHandlers } from './features/target.js';
import type { LogChannel } from './logChannel.js';

/**
 * The worker's implementation of the `ArcheryEngine` contract: the union of each feature's handlers
 * (features/, one file per contract in shared/contract/), each a read of the projections or a command
 * written through the core's queue. The domain rules live in shared/; this file only joins the features
 * and starts the core.
 */

export interface EngineOptions {
  /** The IndexedDB to keep the log in (the worker's own, or fake-indexeddb in tests). */
  indexedDB: IDBFactory | undefined;
  databaseName?: string;
  /** Milliseconds since the epoch. */
  now: () => number;
  newId: () => string;
  /** Asks the browser not to evict the data; resolves whether it agreed. */
  requestPersistence?: () => Promise<boolean>;
  upgrades?: UpgradeRegistry;
  findRound?: RoundFinder;
  /** Announcements of writes between tabs sharing the log. */
  channel?: LogChannel;
  /**
   * Reverse-geocoding URL template with {lat} and {lon}, looked up for each shoot saved with a
   * location; absent or empty: no lookup (the shoot keeps the location as the UI sent it).
   */
  reverseGeocodingUrl?: string;
  /** The fetch the lookup uses (the worker's own unless a test hands one in). */
  fetchPlace?: typeof fetch;
  /** Whether the browser has a network now; place lookups wait for one (default: assume it has). */
  isOnline?: () => boolean;
  /** Pause between two catch-up lookups (default 1 s: the public service's usage policy). */
  placeLookupGapMs?: number;
  /** The engine build, for the score card's start-up snapshot (EngineCore's `codeVersion`). */
  codeVersion?: string;
}

export interface WorkerEngine extends ArcheryEngine {
  /** Resolves once every place lookup under way has been answered and stored (or given up). */
  placesLookedUp(): Promise<void>;
  /**
   * Looks up the places of recent shoots saved without one (no signal at the range), within the bounds
   * of shared/commands/placeLookup.ts. Runs after start-up; the worker calls it again when the browser
   * comes back online.
   */
  lookUpMissingPlaces(): void;
  /** Finishes queued writes and closes the database (tests, and tab shutdown). */
  close(): Promise<void>;
}

export function createEngine(options: EngineOptions): WorkerEngine {
  const startedAt = options.now();
  const core = new EngineCore({
    indexedDB: options.indexedDB,
    databaseName: options.databaseName,
    source: { now: options.now, newId: options.newId },
    context: { findRound: options.findRound ?? findRound, startedAt: new Date(startedAt) },
    requestPersistence: options.requestPersistence,
    upgrades: options.upgrades,
    channel: options.channel,
    followUp: recordUnlocks,
    codeVersion: options.codeVersion,
  });
  const context: FeatureContext = { core, now: () => new Date(options.now()), startedAt };
  const places = placeLookups(core, options);
  // After start-up, once the log is replayed: a shoot saved offline last time may be named now.
  void core.ready.then(places.lookUpMissingPlaces);

  return {
    whenReady: () => core.ready,
    status: async () => core.status,
    subscribe: async (listener) => core.subscribe(listener),
    unsubscribe: async (id) => core.unsubscribe(id),
    ...scoreCardHandlers(context, (item) => {
      if (item.location) void places.lookUpPlace(item.id, item.location);
    }),
    ...recordHandlers(context),
    ...historyHandlers(context),
    ...notesHandlers(context),
    ...sightMarksHandlers(context),
    ...profileHandlers(context),
    ...achievementsHandlers(context),
    ...backupHandlers(context),
    ...recordsFormatsHandlers(context),
    ...liveHandlers(context),
    ...targetHandlers(context),

    lookUpMissingPlaces: places.lookUpMissingPlaces,
    placesLookedUp: places.settled,
    close: async () => {
      await places.settled();
      await core.close();
    },
  };
}
