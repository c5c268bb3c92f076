import type { EngineFailureReason } from '../contract/engine.js';
import { fail, type Failed, type Result } from '../core/result.js';
import type { EngineEvent } from '../events/eventTypes.js';
import type { EventSource } from '../events/makeEvent.js';
import type { Projections } from '../projections/projections.js';

/**
 * A command is decided against the projections as they stand (inside the worker's write queue, so
 * after every earlier write): either the event to store, or a refusal as data. Nothing here writes.
 */
export type Decision = Result<EngineEvent, EngineFailureReason>;

export type Decide = (state: Projections, source: EventSource) => Decision;

/**
 * How a command refuses: every decide function says no this way (views and the worker use `fail`, which
 * this is: only the reason is narrowed to the contract's).
 */
export function refuse(reason: EngineFailureReason, message: string): Failed<EngineFailureReason> {
  return fail(reason, message);
}

export function accept(event: EngineEvent): Decision {
  return { ok: true, value: event };
}
