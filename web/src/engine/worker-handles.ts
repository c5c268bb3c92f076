import type { WorkerReport } from './engine-supervisor.js';

/**
 * The handles the page's engine (engine-client.ts) and its supervisor (supervisor-start.ts, a chunk of its
 * own) pass between them, in a module of their own so that neither imports the other: the client fetches
 * the supervisor's chunk and hands it the way to begin workers (issue #46's no import circles).
 */

/** One worker as begun: asked whether it is alive, or ended (terminated, its calls failed). */
export interface BegunWorker {
  ping(): void;
  end(): void;
}

/** The first worker, for the supervisor to take over with what it has reported so far. */
export interface FirstWorker {
  adopt(report: (report: WorkerReport) => void): BegunWorker;
}
