import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { batchHeard, noOwnWrites, writeAnswered, writeSent, type OwnWrites } from './own-writes.js';

describe('the score card reading again after a change batch', () => {
  it('does not read the echo of its own write, whichever of batch and answer comes first', () => {
    // Batch first: it waits for the answer, which already shows it.
    let state = writeSent(noOwnWrites);
    let step = batchHeard(state, 7);
    expect(step.readAgain).toBe(false);
    step = writeAnswered(step.next, 7);
    expect(step.readAgain).toBe(false);
    // Answer first: the batch is at the position shown.
    state = writeSent(step.next);
    step = writeAnswered(state, 8);
    expect(step.readAgain).toBe(false);
    expect(batchHeard(step.next, 8).readAgain).toBe(false);
  });

  it('reads a change that went further than what it shows (another screen or tab wrote after)', () => {
    const answered = writeAnswered(writeSent(noOwnWrites), 7).next;
    expect(batchHeard(answered, 9).readAgain).toBe(true);
    // Heard while a write is unanswered and beyond its answer: read once the answer is in.
    const waiting = batchHeard(writeSent(answered), 9).next;
    expect(writeAnswered(waiting, 8).readAgain).toBe(true);
  });

  it('reads a change heard while a refused write was unanswered', () => {
    const waiting = batchHeard(writeSent(noOwnWrites), 3).next;
    expect(writeAnswered(waiting, null).readAgain).toBe(true);
  });

  it('waits for the last of several writes in flight', () => {
    let state: OwnWrites = writeSent(writeSent(noOwnWrites));
    state = batchHeard(state, 5).next;
    const first = writeAnswered(state, 4);
    expect(first.readAgain).toBe(false);
    expect(writeAnswered(first.next, 5).readAgain).toBe(false);
  });

  // The guarantee: once every write is answered and every batch heard, the card has shown or read a state
  // at least as far along as the last batch. Batches come in order on one port, answers in order on
  // another; the two interleave in any way. A read answers at least the furthest position heard so far.
  it('never misses a change, however the two ports interleave', () => {
    const scenario = fc
      .array(fc.boolean(), { minLength: 1, maxLength: 12 })
      .chain((ownWrite) =>
        fc.tuple(
          fc.constant(ownWrite),
          fc.array(fc.boolean(), { minLength: 2 * ownWrite.length, maxLength: 2 * ownWrite.length }),
        ),
      );
    fc.assert(
      fc.property(scenario, ([ownWrite, takeBatch]) => {
        const batches = ownWrite.map((_, i) => i + 1);
        const answers = batches.filter((_, i) => ownWrite[i]);
        let state: OwnWrites = noOwnWrites;
        for (let i = 0; i < answers.length; i++) state = writeSent(state);
        let heard = 0;
        let seen = 0;
        for (const batchNext of takeBatch) {
          const fromBatches = (batchNext && batches.length > 0) || answers.length === 0;
          const position = fromBatches ? batches.shift() : answers.shift();
          if (position === undefined) continue;
          heard = Math.max(heard, position);
          const step = fromBatches ? batchHeard(state, position) : writeAnswered(state, position);
          if (!fromBatches) seen = Math.max(seen, position);
          if (step.readAgain) seen = Math.max(seen, heard);
          state = step.next;
        }
        // Two choices per write are always enough to drain both queues.
        expect(batches.length + answers.length).toBe(0);
        expect(seen).toBe(ownWrite.length);
      }),
    );
  });
});
