import { isoDay } from '../../shared/time/dates.js';
import type { EngineCore } from '../engineCore.js';

/**
 * What every feature's handlers share (issue #46): the core that reads the projections and queues the
 * writes, and the clock. Each feature's file (scoreCard.ts, history.ts, ...) answers its contract in
 * shared/contract/ from this alone; worker/engine.ts joins them into the one engine Comlink exposes.
 */
export interface FeatureContext {
  core: EngineCore;
  /** The clock, as a date. */
  now(): Date;
  /** When this engine started (ms since the epoch): unread achievements older than a day before it are dropped. */
  startedAt: number;
}

/** Today on the archer's calendar: the ledger's seasons turn on local days. */
export function todayOf(context: FeatureContext): string {
  const date = context.now();
  return isoDay(date.getFullYear(), date.getMonth() + 1, date.getDate());
}
