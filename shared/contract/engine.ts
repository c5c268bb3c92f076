import type { ArrowValue } from '../rounds/round.js';
import type { Result } from './result.js';

/**
 * The one typed contract between the UI (web/) and the domain engine (worker/), used by
 * `Comlink.wrap<ArcheryEngine>()` on the main thread and implemented by the worker.
 */

/** What the worker says once it has opened storage and replayed the log. */
export type EngineStatus =
  | { state: 'ready'; persisted: boolean }
  | { state: 'storage-unavailable'; message: string }
  | { state: 'storage-full'; message: string };

/** The shoot being scored right now, as the score card renders it. */
export interface CurrentShootView {
  roundName: string;
  arrows: ArrowValue[];
  runningTotal: number;
}

export type EngineFailureReason = 'not-ready' | 'invalid-arrow' | 'storage-failed';

export interface ArcheryEngine {
  /** Resolves after the first replay; never rejects (storage problems come back as a status). */
  whenReady(): Promise<EngineStatus>;
  currentShoot(): Promise<Result<CurrentShootView, EngineFailureReason>>;
  /** Resolves only after the arrow's event is stored. */
  scoreArrow(value: ArrowValue): Promise<Result<CurrentShootView, EngineFailureReason>>;
}
