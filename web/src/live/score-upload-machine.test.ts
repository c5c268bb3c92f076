import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { fail, ok } from '../../../shared/core/result.js';
import type { PendingScoreUpdate } from '../../../shared/live-shoots/score-queue.js';
import type { LiveShoot } from '../../../shared/live-shoots/types.js';
import { RETRY_DELAYS_MS } from '../retry-schedule.js';
import type { LiveResult } from './live-api.js';
import {
  scoreUploadMachine,
  UPLOAD_TIMEOUT_MS,
  updatesWaiting,
  type ScoreUploadEmitted,
} from './score-upload-machine.js';

/** One PUT the machine made, answered by the test as the server (or a dead signal) would. */
interface TestUpload {
  update: PendingScoreUpdate;
  signal: AbortSignal;
  answer(result: LiveResult<LiveShoot>): void;
}

function leaderboard(code: string, revision: number): LiveShoot {
  return { code, revision } as LiveShoot;
}

function scoreOf(shootCode: string, arrows: number[], kind: 'score' | 'finish' = 'score') {
  return {
    shootCode,
    participantToken: `token-${shootCode}`,
    kind,
    body: { archerName: 'Robin', roundName: 'Portsmouth', scores: arrows, arrowsShot: arrows.length },
  } as Omit<PendingScoreUpdate, 'sequence'>;
}

const NO_SIGNAL = fail('network', 'Network error: Unable to connect to server');

/**
 * The uploader on a simulated clock with a server the test answers by hand: the retry schedule, a
 * newer score replacing the one waiting, coming back online, refusals and leaving the shoot.
 */
function uploader(stored: PendingScoreUpdate[] = []) {
  const clock = new SimulatedClock();
  const uploads: TestUpload[] = [];
  const machine = scoreUploadMachine.provide({
    actors: {
      send: fromPromise<LiveResult<LiveShoot>, PendingScoreUpdate>(
        ({ input, signal }) =>
          new Promise((resolve) => {
            uploads.push({ update: input, signal, answer: resolve });
          }),
      ),
    },
  });
  const actor = createActor(machine, { clock, input: { queue: stored } });
  const emitted: ScoreUploadEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const latest = () => uploads[uploads.length - 1]!;
  return {
    actor,
    uploads,
    emitted,
    latest,
    /** The top-level state ('sending' whether or not a DRAIN came while the upload is out). */
    state: () => {
      const value = actor.getSnapshot().value;
      return typeof value === 'string' ? value : Object.keys(value)[0];
    },
    waiting: () => updatesWaiting(actor.getSnapshot()),
    advance: (ms: number) => clock.increment(ms),
    queue: (update: Omit<PendingScoreUpdate, 'sequence'>) => actor.send({ type: 'QUEUE', update }),
    /** Answers the latest upload and waits until the machine has taken the answer. */
    answer: async (result: LiveResult<LiveShoot>) => {
      const upload = latest();
      const sent = uploads.length;
      upload.answer(result);
      // Taken once the machine lets go of the update, or sends it again at once.
      await waitFor(
        actor,
        (snapshot) => snapshot.context.inFlight !== upload.update || uploads.length > sent,
      );
    },
  };
}

describe('the live score uploader', () => {
  it('sends a queued score at once and empties the queue when the server takes it', async () => {
    const live = uploader();
    expect(live.state()).toBe('idle');
    live.queue(scoreOf('ABC234', [10, 9, 9]));
    expect(live.state()).toBe('sending');
    expect(live.latest().update.body.scores).toEqual([10, 9, 9]);
    expect(live.waiting()).toBe(1);
    await live.answer(ok(leaderboard('ABC234', 4)));
    expect(live.state()).toBe('idle');
    expect(live.waiting()).toBe(0);
    expect(live.emitted).toEqual([{ type: 'shoot', shoot: leaderboard('ABC234', 4) }]);
  });

  it('retries a failed upload after 2, 5, 10 and then every 30 s, never giving up', async () => {
    const live = uploader();
    live.queue(scoreOf('ABC234', [10]));
    const schedule = [...RETRY_DELAYS_MS, 30_000, 30_000];
    for (const [index, delay] of schedule.entries()) {
      await live.answer(NO_SIGNAL);
      expect(live.state()).toBe('retrying');
      live.advance(delay - 1);
      expect(live.uploads).toHaveLength(index + 1);
      live.advance(1);
      expect(live.uploads).toHaveLength(index + 2);
    }
    expect(live.waiting()).toBe(1);
    await live.answer(ok(leaderboard('ABC234', 1)));
    expect(live.waiting()).toBe(0);
    // After a success the schedule starts again from its first step.
    live.queue(scoreOf('ABC234', [10, 9]));
    await live.answer(fail('unavailable', 'Shoot service not available'));
    live.advance(RETRY_DELAYS_MS[0]);
    expect(live.latest().update.body.scores).toEqual([10, 9]);
  });

  it('replaces a waiting score with a newer one, and keeps the newer one when the older is taken', async () => {
    const live = uploader();
    live.queue(scoreOf('ABC234', [10]));
    await live.answer(NO_SIGNAL);
    live.queue(scoreOf('ABC234', [10, 9]));
    live.queue(scoreOf('ABC234', [10, 9, 8]));
    expect(live.waiting()).toBe(1);
    live.advance(RETRY_DELAYS_MS[0]);
    expect(live.latest().update.body.scores).toEqual([10, 9, 8]);
    // A newer score while one is on its way waits behind it, and goes after the answer.
    live.queue(scoreOf('ABC234', [10, 9, 8, 7]));
    await live.answer(ok(leaderboard('ABC234', 3)));
    expect(live.uploads).toHaveLength(3);
    expect(live.latest().update.body.scores).toEqual([10, 9, 8, 7]);
    await live.answer(ok(leaderboard('ABC234', 4)));
    expect(live.waiting()).toBe(0);
  });

  it('tries at once when back online (or the socket reconnects), keeping its place in the schedule', async () => {
    const live = uploader();
    live.queue(scoreOf('ABC234', [10]));
    await live.answer(NO_SIGNAL);
    expect(live.uploads).toHaveLength(1);
    live.actor.send({ type: 'DRAIN' });
    expect(live.uploads).toHaveLength(2);
    await live.answer(NO_SIGNAL);
    // Second failure in a row: the second step of the schedule.
    live.advance(RETRY_DELAYS_MS[1] - 1);
    expect(live.uploads).toHaveLength(2);
    live.advance(1);
    expect(live.uploads).toHaveLength(3);
    // Asked to try while an upload is on its way: nothing more is sent while it is out.
    live.actor.send({ type: 'DRAIN' });
    expect(live.uploads).toHaveLength(3);
  });

  it('tries again at once when the upload out as the signal came back fails, not after the wait', async () => {
    const live = uploader();
    live.queue(scoreOf('ABC234', [10]));
    for (let failure = 1; failure <= 4; failure += 1) {
      await live.answer(NO_SIGNAL);
      live.advance(RETRY_DELAYS_MS[Math.min(failure, RETRY_DELAYS_MS.length) - 1]);
    }
    // Four failures: the next wait would be 30 s. The socket reconnects while the fifth try is out.
    expect(live.uploads).toHaveLength(5);
    live.actor.send({ type: 'DRAIN' });
    expect(live.uploads).toHaveLength(5);
    await live.answer(NO_SIGNAL);
    expect(live.uploads).toHaveLength(6);
    await live.answer(ok(leaderboard('ABC234', 2)));
    expect(live.waiting()).toBe(0);
    // The DRAIN was used up: a later failure waits its turn in the schedule.
    live.queue(scoreOf('ABC234', [10, 9]));
    await live.answer(NO_SIGNAL);
    expect(live.uploads).toHaveLength(7);
    live.advance(RETRY_DELAYS_MS[0] - 1);
    expect(live.uploads).toHaveLength(7);
    live.advance(1);
    expect(live.uploads).toHaveLength(8);
  });

  it('counts an upload unanswered for UPLOAD_TIMEOUT_MS as no signal, and aborts it', async () => {
    const live = uploader();
    live.queue(scoreOf('ABC234', [10]));
    const hanging = live.latest();
    live.advance(UPLOAD_TIMEOUT_MS - 1);
    expect(live.state()).toBe('sending');
    live.advance(1);
    expect(live.state()).toBe('retrying');
    expect(hanging.signal.aborted).toBe(true);
    live.advance(RETRY_DELAYS_MS[0]);
    expect(live.uploads).toHaveLength(2);
    // The hung request answering late changes nothing: the new one is the one that counts.
    hanging.answer(ok(leaderboard('ABC234', 9)));
    await live.answer(ok(leaderboard('ABC234', 3)));
    expect(live.emitted).toEqual([{ type: 'shoot', shoot: leaderboard('ABC234', 3) }]);
  });

  it('sends the queue the last page kept on the device as soon as it starts', () => {
    const live = uploader([{ ...scoreOf('ABC234', [9, 9]), sequence: 7 } as PendingScoreUpdate]);
    expect(live.state()).toBe('sending');
    expect(live.latest().update.sequence).toBe(7);
  });

  it('drops an update refused for good with a problem to show, and goes on with the next shoot', async () => {
    const live = uploader();
    live.queue(scoreOf('ABC234', [10]));
    live.queue(scoreOf('XYZ789', [8]));
    await live.answer(fail('refused', 'Failed to update score: Score is locked'));
    expect(live.emitted).toEqual([{ type: 'problem', message: 'Failed to update score: Score is locked' }]);
    expect(live.latest().update.shootCode).toBe('XYZ789');
    await live.answer(fail('not-found', 'Failed to update score - shoot not found'));
    expect(live.emitted.slice(1)).toEqual([
      { type: 'shoot-gone', shootCode: 'XYZ789' },
      { type: 'problem', message: 'Failed to update score - shoot not found' },
    ]);
    expect(live.waiting()).toBe(0);
    expect(live.state()).toBe('idle');
  });

  it('says when a finish was taken, and no later score replaces a waiting finish', async () => {
    const live = uploader();
    live.queue(scoreOf('ABC234', [10, 10], 'finish'));
    await live.answer(NO_SIGNAL);
    live.queue(scoreOf('ABC234', []));
    live.advance(RETRY_DELAYS_MS[0]);
    expect(live.latest().update.kind).toBe('finish');
    await live.answer(ok(leaderboard('ABC234', 9)));
    expect(live.emitted).toEqual([
      { type: 'shoot', shoot: leaderboard('ABC234', 9) },
      // Two arrows of a 60-arrow Portsmouth: saved as incomplete, so the archer is told of no completed round.
      { type: 'finished', shootCode: 'ABC234', participantToken: 'token-ABC234', retired: true },
    ]);
  });

  it('says a finish of the whole round was not a retirement', async () => {
    const live = uploader();
    live.queue(
      scoreOf(
        'ABC234',
        Array.from({ length: 60 }, () => 9),
        'finish',
      ),
    );
    await live.answer(ok(leaderboard('ABC234', 3)));
    expect(live.emitted).toContainEqual({
      type: 'finished',
      shootCode: 'ABC234',
      participantToken: 'token-ABC234',
      retired: false,
    });
  });

  it('ends its retries when the archer leaves the shoot, and still sends the other shoots', async () => {
    const live = uploader();
    live.queue(scoreOf('ABC234', [10]));
    await live.answer(NO_SIGNAL);
    live.actor.send({ type: 'FORGET', shootCode: 'ABC234' });
    expect(live.state()).toBe('idle');
    expect(live.waiting()).toBe(0);
    live.advance(RETRY_DELAYS_MS[3]);
    expect(live.uploads).toHaveLength(1);

    live.queue(scoreOf('ABC234', [10]));
    live.queue(scoreOf('XYZ789', [7]));
    live.actor.send({ type: 'FORGET', shootCode: 'ABC234' });
    // The upload on its way is not called back; its answer settles nothing newer.
    await live.answer(NO_SIGNAL);
    live.advance(RETRY_DELAYS_MS[0]);
    expect(live.latest().update.shootCode).toBe('XYZ789');
  });

  it('sends every archer of a scored target in turn, and one archer leaving stops only theirs', async () => {
    const live = uploader();
    const archer = (name: string, arrows: number[]) =>
      ({
        ...scoreOf('ABC234', arrows),
        participantToken: `token-${name}`,
        body: { archerName: name, roundName: 'Portsmouth', scores: arrows, arrowsShot: arrows.length },
      }) as Omit<PendingScoreUpdate, 'sequence'>;
    live.queue(archer('Alan', [9]));
    live.queue(archer('Beth', [7]));
    live.queue(archer('Cole', [5]));
    live.actor.send({ type: 'FORGET', shootCode: 'ABC234', participantToken: 'token-Beth' });
    await live.answer(ok(leaderboard('ABC234', 1)));
    await live.answer(ok(leaderboard('ABC234', 2)));
    expect(live.uploads.map((upload) => upload.update.body.archerName)).toEqual(['Alan', 'Cole']);
    expect(live.waiting()).toBe(0);
  });
});
