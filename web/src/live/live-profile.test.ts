import { describe, expect, it } from 'vitest';
import { fromCallback, SimulatedClock } from 'xstate';
import type { LiveShootReference } from '../../../shared/live-shoots/live-reference.js';
import type { PendingScoreUpdate } from '../../../shared/live-shoots/score-queue.js';
import { expectOk } from '../../../test/fixtures/testDevice.js';
import { createChangeHub } from '../engine/change-hub.js';
import { realEngine } from '../test-support/real-engine.js';
import { until } from '../test-support/until.js';
import type { SocketCommand } from './connection-machine.js';
import { followProfileChanges, liveProfileFrom } from './live-profile.js';
import { LiveSession } from './live-session-core.js';
import { archer, leaderboard, memoryRecord } from './live-test-fixtures.js';

const JOINED_AT = Date.parse('2026-11-26T09:00:00.000Z');

const reference: LiveShootReference = {
  shootCode: 'ABC234',
  archerName: 'Robin',
  roundName: 'portsmouth',
  joinedAt: new Date(JOINED_AT).toISOString(),
  participantId: 'Robin',
  participantToken: 'token-robin',
  finished: false,
};

/**
 * The live session put together as live-session.ts does, with its engine parts (live-profile.ts) on a
 * real engine: the profile its scores go under and the shoot views it sends are the engine's. The
 * server and the socket are the test's (they never answer here).
 */
describe('the live session on a real engine', () => {
  it('sends nothing until the profile the engine holds has a name, then the score answered before it and each after', async () => {
    const { engine } = await realEngine();
    const clock = new SimulatedClock();
    clock.set(JOINED_AT + 60_000);
    const uploads: PendingScoreUpdate[] = [];
    const queue = memoryRecord();
    const session = new LiveSession({
      socket: fromCallback<SocketCommand, { url: string }>(() => undefined),
      url: 'wss://club.example/ws',
      readShoot: () => new Promise(() => undefined),
      sendScore: (update) => {
        uploads.push(update);
        return new Promise(() => undefined);
      },
      records: {
        reference: memoryRecord(),
        queue,
        lastLeaderboard: memoryRecord(),
        rules: memoryRecord(),
        target: memoryRecord(),
      },
      readProfile: liveProfileFrom(engine),
      online: true,
      now: () => clock.now(),
      clock,
      notice: () => undefined,
    });
    followProfileChanges(
      session,
      createChangeHub(() => engine),
    );
    session.start();
    session.joined(reference, leaderboard('ABC234', 1, [archer('Robin', 0, 0)]));

    expectOk(await engine.startShoot('portsmouth'));
    expectOk(await engine.scoreArrow(10));
    session.currentShootChanged(expectOk(await engine.scoreArrow(9)).shoot);
    // docs/product.md section 5: no live score without a profile name.
    expect(uploads).toEqual([]);

    expectOk(await engine.updateProfile({ name: 'Robin', bowType: 'recurve' }));
    await until('the session to read the saved profile', () => session.archerProfile().name === 'Robin');
    session.currentShootChanged(expectOk(await engine.scoreArrow(8)).shoot);
    // The score answered before the profile had a name is sent once it has one; the next waits its turn.
    expect(uploads.map(({ kind, body }) => ({ kind, body }))).toEqual([
      {
        kind: 'score',
        body: expect.objectContaining({ archerName: 'Robin', totalScore: 19, scores: [10, 9] }) as unknown,
      },
    ]);
    expect(JSON.stringify(queue.value)).toContain('"scores":[10,9,8]');
  });
});
