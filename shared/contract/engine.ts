import type { EngineStatus } from './answers.js';
import type { EngineChangeListener } from './changes.js';
import type { AchievementsContract } from './achievementsContract.js';
import type { BackupContract } from './backupContract.js';
import type { HistoryContract } from './historyContract.js';
import type { LiveContract } from './liveContract.js';
import type { NotesContract } from './notesContract.js';
import type { ProfileContract } from './profileContract.js';
import type { RecordContract } from './recordContract.js';
import type { RecordsFormatsContract } from './recordsFormatsContract.js';
import type { ScoreCardContract } from './scoreCardContract.js';
import type { SightMarksContract } from './sightMarksContract.js';
import type { TargetContract } from './targetContract.js';

export type * from './officialRecord.js';
export type * from './shootResult.js';
export type { SightChartPoint, SightEstimateView } from '../sight-marks/estimateView.js';
export type { SightEstimate } from '../sight-marks/estimate.js';
export type * from './answers.js';
export type * from './changes.js';
export type * from './files.js';
export type * from './achievementsContract.js';
export type * from './backupContract.js';
export type * from './historyContract.js';
export type * from './liveContract.js';
export type * from './notesContract.js';
export type * from './profileContract.js';
export type * from './recordContract.js';
export type * from './recordsFormatsContract.js';
export type * from './scoreCardContract.js';
export type * from './sightMarksContract.js';
export type * from './targetContract.js';

/**
 * The one typed contract between the UI (web/) and the domain engine (worker/), used by
 * `Comlink.wrap<ArcheryEngine>()` on the main thread and implemented by the worker. Every write goes
 * through one queue in the worker and resolves only once its event is committed to IndexedDB; every
 * answer is data (`Result`), never a thrown error.
 */
/** The engine's own life: start-up, its status and the change subscription. */
export interface EngineLifecycle {
  /** Resolves after the first replay; never rejects (storage problems come back as a status). */
  whenReady(): Promise<EngineStatus>;
  /** The status now (storage can fill up after start-up). */
  status(): Promise<EngineStatus>;
  /**
   * Calls the listener after every committed change; returns its id. The worker subscribes once for its
   * page and posts each batch on the port its answers take (worker/pagePort.ts); the page's `subscribe`
   * is heard there (web/src/engine/engine-port.ts), so nothing crosses to subscribe.
   */
  subscribe(listener: EngineChangeListener): Promise<number>;
  unsubscribe(subscriptionId: number): Promise<void>;
}

/**
 * The engine is the union of the features' contracts (issue #46): each feature's commands and reads are
 * declared in its own file beside the others, and Comlink still exposes one object.
 */
export interface ArcheryEngine
  extends
    EngineLifecycle,
    ScoreCardContract,
    RecordContract,
    HistoryContract,
    NotesContract,
    SightMarksContract,
    ProfileContract,
    AchievementsContract,
    BackupContract,
    RecordsFormatsContract,
    LiveContract,
    TargetContract {}
