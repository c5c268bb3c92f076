import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CurrentShootView } from '../contract/scoreCardViews.js';
import { findRound, roundByName } from '../rounds/catalogue.js';
import type { ArrowValue } from '../rounds/round.js';
import { currentShootView } from './currentShootView.js';
import type { Decide } from '../commands/decision.js';
import { applyEvent, emptyProjections, type Projections } from '../projections/projections.js';
import { scoreArrow, startShoot } from '../commands/shootCommands.js';
import { viewAfterArrow } from './viewAfterArrow.js';

const now = new Date(Date.UTC(2025, 5, 1));

/** A worker's state as the engine keeps it, changed only by the engine's own commands. */
function engine() {
  let clock = now.getTime();
  let ids = 0;
  const source = { now: () => (clock += 30_000), newId: () => `a-${++ids}` };
  const state: Projections = emptyProjections({ findRound, startedAt: now });
  return {
    state,
    run(decide: Decide): boolean {
      const decision = decide(state, source);
      if (decision.ok) applyEvent(state, decision.value);
      return decision.ok;
    },
    view(): CurrentShootView {
      const view = currentShootView(state, now);
      if (view === null) throw new Error('no current shoot');
      return view;
    },
  };
}

/** Metric, imperial, indoor (with a compound face), practice (no end of round) and Worcester. */
const rounds = ['wa 1440 (90m)', 'national', 'portsmouth', 'bray i', 'practice 20yd', 'worcester'];

/** The figures the prediction works out: the rest waits for the worker. */
const predicted = [
  'arrows',
  'positions',
  'runningTotal',
  'endTotals',
  'totals',
  'distanceSubtotals',
  'twoFiftyTwo',
  'currentEndNumber',
  'canSave',
  'isComplete',
] as const;
const waitsForTheWorker = ['estimate', 'shootingTime', 'pendingNotes', 'roundName', 'round'] as const;

describe('the score card after a tap, before the worker answers', () => {
  it('shows every figure of the arrows and the round exactly as the worker will', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...rounds),
        fc.array(fc.nat(), { minLength: 1, maxLength: 160 }),
        (roundName, keys) => {
          const round = roundByName(roundName);
          const worker = engine();
          expect(worker.run(startShoot(roundName))).toBe(true);
          for (const key of keys) {
            const value = round.scores[key % round.scores.length]!;
            const before = worker.view();
            const guess = viewAfterArrow(before, value, round);
            const stored = worker.run(scoreArrow(value));
            // The prediction refuses exactly when the worker does: the card then waits for the answer.
            expect(guess === null).toBe(!stored);
            if (guess === null) continue;
            const after = worker.view();
            for (const figure of predicted) expect(guess[figure], figure).toEqual(after[figure]);
            // The face is exact except where it depends on the bow (rounds with a compound face).
            expect(guess.faceEntry).toEqual(
              round.compoundVariant === null ? after.faceEntry : before.faceEntry,
            );
            for (const figure of waitsForTheWorker) expect(guess[figure], figure).toEqual(before[figure]);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('waits for the worker when the round is complete', () => {
    const round = roundByName('worcester');
    const worker = engine();
    worker.run(startShoot('worcester'));
    for (let i = 0; i < round.maxArrows!; i++) worker.run(scoreArrow(5));
    expect(worker.view().isComplete).toBe(true);
    expect(viewAfterArrow(worker.view(), 5, round)).toBeNull();
  });

  it('waits for the worker when the value is not on the keypad', () => {
    const round = roundByName('national');
    const worker = engine();
    worker.run(startShoot('national'));
    expect(viewAfterArrow(worker.view(), 10 as ArrowValue, round)).toBeNull();
    expect(viewAfterArrow(worker.view(), 'X', round)).toBeNull();
  });

  it('waits for the worker when the round it was given is not the shoot', () => {
    const worker = engine();
    worker.run(startShoot('national'));
    expect(viewAfterArrow(worker.view(), 9, roundByName('york'))).toBeNull();
  });
});
