import { describe, expect, it } from 'vitest';
import { fromPromise, SimulatedClock } from 'xstate';
import type { CurrentShootView } from '../../../shared/contract/scoreCardViews.js';
import type { HistoryItemView } from '../../../shared/contract/historyViews.js';
import { fail, ok } from '../../../shared/core/result.js';
import type { LiveShootReference } from '../../../shared/live-shoots/live-reference.js';
import type { PendingScoreUpdate } from '../../../shared/live-shoots/score-queue.js';
import type { LiveShoot } from '../../../shared/live-shoots/types.js';
import { RETRY_DELAYS_MS } from '../retry-schedule.js';
import type { LiveResult } from './live-api.js';
import { leaderboard, memoryRecord } from './live-test-fixtures.js';
import { OwnLiveShoot } from './own-live-shoot.js';
import { scoreUploadMachine, type ScoreUploadEmitted } from './score-upload-machine.js';
import { ScoreUploads } from './score-uploads.js';

const ROBIN = { name: 'Robin', gender: '', ageGroup: '', bowType: '' };

const reference: LiveShootReference = {
  shootCode: 'ABC234',
  archerName: 'Robin',
  roundName: 'Portsmouth',
  joinedAt: '2026-11-26T09:00:00.000Z',
  participantId: 'p-robin',
  participantToken: 'token-robin',
  finished: false,
};

/** The score card's view after `arrows` (only what a live update reads). */
function cardWith(arrows: number[]): CurrentShootView {
  const runningTotal = arrows.reduce((sum, arrow) => sum + arrow, 0);
  return {
    roundName: 'Portsmouth',
    arrows,
    runningTotal,
    estimate: { onTrackClassification: null },
  } as unknown as CurrentShootView;
}

function savedRound(scores: number[]): HistoryItemView {
  const score = scores.reduce((sum, arrow) => sum + arrow, 0);
  return { gameType: 'Portsmouth', scores, score, classification: null } as unknown as HistoryItemView;
}

/** The archer's own shoot on one device (records in memory), its uploads answered by the test. */
function device(
  records = { reference: memoryRecord(), queue: memoryRecord(), lastLeaderboard: memoryRecord() },
) {
  const clock = new SimulatedClock();
  const sent: Array<{ update: PendingScoreUpdate; answer(result: LiveResult<LiveShoot>): void }> = [];
  const uploaded: ScoreUploadEmitted[] = [];
  const uploads = new ScoreUploads({
    queue: records.queue,
    clock,
    uploader: scoreUploadMachine.provide({
      actors: {
        send: fromPromise<LiveResult<LiveShoot>, PendingScoreUpdate>(
          ({ input }) => new Promise((resolve) => sent.push({ update: input, answer: resolve })),
        ),
      },
    }),
    uploaded: (event) => uploaded.push(event),
    changed: () => undefined,
  });
  const own = new OwnLiveShoot({ records, uploads, changed: () => undefined });
  uploads.start();
  /** Answers the latest upload; the uploader takes the answer in the microtask after it. */
  const answer = async (result: LiveResult<LiveShoot>) => {
    sent[sent.length - 1]!.answer(result);
    await new Promise<void>((taken) => queueMicrotask(taken));
  };
  return { own, uploads, clock, records, sent, uploaded, answer };
}

describe("the archer's own live shoot", () => {
  it('keeps the reference and the last leaderboard on the device, so a reload is back in the shoot', () => {
    const phone = device();
    expect(phone.own.reference()).toBeNull();
    phone.own.joined(reference);
    phone.own.keepLeaderboard({ state: 'ready', shoot: leaderboard('ABC234', 2), receivedAt: 1000 });
    phone.own.keepLeaderboard({ state: 'ready', shoot: leaderboard('XYZ789', 5), receivedAt: 2000 });

    const reloaded = device(phone.records);
    expect(reloaded.own.reference()).toEqual(reference);
    expect(reloaded.own.lastLeaderboard()).toEqual({
      state: 'ready',
      shoot: leaderboard('ABC234', 2),
      receivedAt: 1000,
    });
    reloaded.own.leave('ABC234');
    expect(reloaded.records.reference.value).toBeNull();
    expect(reloaded.records.lastLeaderboard.value).toBeNull();
  });

  it('queues each new view of the score card once, and sends the newest when the first is answered', async () => {
    const phone = device();
    phone.own.joined(reference);
    phone.own.currentShootChanged(cardWith([10]), ROBIN);
    // The same view again (a refetch after the change notice): nothing new to send.
    phone.own.currentShootChanged(cardWith([10]), ROBIN);
    phone.own.currentShootChanged(cardWith([10, 9]), ROBIN);
    phone.own.currentShootChanged(cardWith([10, 9, 9]), ROBIN);
    expect(phone.own.phoneArrows()).toBe(3);
    expect(phone.sent.map(({ update }) => update.body.scores)).toEqual([[10]]);
    // One update waits per shoot: the newest view replaced the second while the first was on its way.
    expect(phone.uploads.waiting()).toBe(1);
    expect(phone.records.queue.value).toHaveLength(1);
    await phone.answer(ok(leaderboard('ABC234', 1)));
    expect(phone.sent.map(({ update }) => update.body.scores)).toEqual([[10], [10, 9, 9]]);
    await phone.answer(ok(leaderboard('ABC234', 2)));
    expect(phone.uploads.waiting()).toBe(0);
    expect(phone.records.queue.value).toBeNull();
  });

  it('sends nothing without a shoot, or without a profile name (docs/product.md section 5)', () => {
    const phone = device();
    phone.own.currentShootChanged(cardWith([10]), ROBIN);
    phone.own.joined(reference);
    phone.own.currentShootChanged(cardWith([10]), { ...ROBIN, name: '' });
    expect(phone.sent).toEqual([]);
  });

  it('sends the saved round as the finish, and nothing after it', async () => {
    const phone = device();
    phone.own.joined(reference);
    phone.own.roundSaved(savedRound([10, 10, 9]), ROBIN);
    expect(phone.own.reference()?.finished).toBe(true);
    expect(phone.records.reference.value).toMatchObject({ finished: true });
    phone.own.currentShootChanged(cardWith([]), ROBIN);
    expect(phone.sent.map(({ update }) => [update.kind, update.body.totalScore])).toEqual([['finish', 29]]);
    await phone.answer(ok(leaderboard('ABC234', 7)));
    expect(phone.uploaded.map((event) => event.type)).toEqual(['shoot', 'finished']);
  });

  it('picks up the queue a closed page kept, and retries it on the schedule until the shoot is left', async () => {
    const first = device();
    first.own.joined(reference);
    first.own.currentShootChanged(cardWith([10, 9]), ROBIN);
    await first.answer(fail('network', 'Network error: Unable to connect to server'));

    // The app was closed with the score waiting; the next start sends it.
    const next = device(first.records);
    expect(next.sent.map(({ update }) => update.body.scores)).toEqual([[10, 9]]);
    await next.answer(fail('network', 'Network error: Unable to connect to server'));
    next.clock.increment(RETRY_DELAYS_MS[0]);
    expect(next.sent).toHaveLength(2);
    await next.answer(fail('network', 'Network error: Unable to connect to server'));
    next.own.leave('ABC234');
    expect(next.records.queue.value).toBeNull();
    next.clock.increment(RETRY_DELAYS_MS[3]);
    expect(next.sent).toHaveLength(2);
  });

  it('judges the reference against the shoot: gone when the archer is no longer in it, expired after 24 hours', () => {
    const phone = device();
    phone.own.joined(reference);
    const morning = new Date('2026-11-26T10:00:00.000Z');
    expect(phone.own.verdict(leaderboard('ABC234', 3), morning)).toBe('not-a-participant');
    expect(phone.own.verdict(leaderboard('XYZ789', 3), morning)).toBeNull();
    expect(phone.own.verdict(null, new Date('2026-11-27T09:00:01.000Z'))).toBe('expired');
  });

  it('drops an expired reference but still sends the score that waits for the shoot', () => {
    const phone = device();
    phone.own.joined(reference);
    phone.own.currentShootChanged(cardWith([10]), ROBIN);
    phone.own.expired();
    expect(phone.own.reference()).toBeNull();
    expect(phone.records.reference.value).toBeNull();
    expect(phone.uploads.waiting()).toBe(1);
    expect(phone.sent).toHaveLength(1);
  });
});
