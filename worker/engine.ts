import type { ArcheryEngine, CurrentShootView, EngineStatus } from '../shared/contract/engine.js';
import { fail, ok } from '../shared/contract/result.js';
import type { ArrowValue } from '../shared/rounds/round.js';

// First vertical slice of the engine: it keeps the current shoot in memory. The event log in
// IndexedDB and the projections replace this state (see worker issue); the contract stays the same.

function arrowPoints(value: ArrowValue): number {
  if (value === 'M') return 0;
  if (value === 'X') return 10;
  return value;
}

function isArrowValue(value: unknown): value is ArrowValue {
  return (
    value === 'X' ||
    value === 'M' ||
    (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 11)
  );
}

export function createEngine(): ArcheryEngine {
  const arrows: ArrowValue[] = [];
  let runningTotal = 0;
  const view = (): CurrentShootView => ({ roundName: 'national', arrows: [...arrows], runningTotal });
  const status: EngineStatus = { state: 'ready', persisted: false };

  return {
    whenReady: () => Promise.resolve(status),
    currentShoot: () => Promise.resolve(ok(view())),
    scoreArrow(value) {
      if (!isArrowValue(value))
        return Promise.resolve(fail('invalid-arrow', `Not an arrow value: ${String(value)}`));
      arrows.push(value);
      runningTotal += arrowPoints(value);
      return Promise.resolve(ok(view()));
    },
  };
}
