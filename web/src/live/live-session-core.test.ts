import { describe, expect, it } from 'vitest';
import { fromCallback, SimulatedClock } from 'xstate';
import { fail, ok } from '../../../shared/core/result.js';
import { LIVE_SHOOT_ERRORS } from '../../../shared/live-shoots/error-texts.js';
import type { CurrentShootView } from '../../../shared/contract/scoreCardViews.js';
import type { LiveShootReference } from '../../../shared/live-shoots/live-reference.js';
import type { LiveTargetReference, TargetRowNow } from '../../../shared/live-shoots/live-target.js';
import type { PendingScoreUpdate } from '../../../shared/live-shoots/score-queue.js';
import type { ClientMessage, LiveShoot, ServerMessage } from '../../../shared/live-shoots/types.js';
import { RETRY_DELAYS_MS } from '../retry-schedule.js';
import type { SocketCommand, SocketReport } from './connection-machine.js';
import type { LiveResult } from './live-api.js';
import { LiveSession } from './live-session-core.js';
import type { LiveNotice } from './live-session-types.js';
import { archer, leaderboard, memoryRecord } from './live-test-fixtures.js';

const JOINED_AT = Date.parse('2026-11-26T09:00:00.000Z');

const reference: LiveShootReference = {
  shootCode: 'ABC234',
  archerName: 'Robin',
  roundName: 'Portsmouth',
  joinedAt: new Date(JOINED_AT).toISOString(),
  participantId: 'Robin',
  participantToken: 'token-robin',
  finished: false,
};

function cardWith(arrows: number[]): CurrentShootView {
  const runningTotal = arrows.reduce((sum, arrow) => sum + arrow, 0);
  return {
    roundName: 'Portsmouth',
    arrows,
    runningTotal,
    estimate: { onTrackClassification: null },
  } as unknown as CurrentShootView;
}

/** The board with Robin on `arrows` arrows of 9 and Sam on 3 arrows. */
const boardAt = (revision: number, arrows: number) =>
  leaderboard('ABC234', revision, [archer('Robin', arrows * 9, arrows), archer('Sam', 27, 3)]);

/** Lets the session take answers given in the microtask before. */
const taken = () => new Promise<void>((resolve) => queueMicrotask(resolve));

/**
 * The whole live session on a simulated clock: a socket, a server (reads and score uploads) and
 * storage that the test plays, so a reload, a dead spot and the server's news can be followed end to
 * end without a browser.
 */
function phone(
  records = {
    reference: memoryRecord(),
    queue: memoryRecord(),
    lastLeaderboard: memoryRecord(),
    rules: memoryRecord(),
    target: memoryRecord(),
  },
) {
  const clock = new SimulatedClock();
  clock.set(JOINED_AT + 60_000);
  const sockets: Array<{ sent: ClientMessage[]; report(event: SocketReport): void }> = [];
  const reads: Array<{ shootCode: string; answer(result: LiveResult<LiveShoot>): void }> = [];
  const uploads: Array<{ update: PendingScoreUpdate; answer(result: LiveResult<LiveShoot>): void }> = [];
  const notices: LiveNotice[] = [];
  const session = new LiveSession({
    socket: fromCallback<SocketCommand, { url: string }>(({ sendBack, receive }) => {
      const socket = { sent: [] as ClientMessage[], report: sendBack };
      sockets.push(socket);
      receive((command) => socket.sent.push(command.message));
    }),
    url: 'wss://club.example/ws',
    readShoot: (shootCode) => new Promise((answer) => reads.push({ shootCode, answer })),
    sendScore: (update) => new Promise((answer) => uploads.push({ update, answer })),
    records,
    readProfile: () => Promise.resolve({ name: 'Robin', gender: '', ageGroup: '', bowType: '' }),
    online: true,
    now: () => clock.now(),
    clock,
    notice: (notice) => notices.push(notice),
  });
  const socket = () => sockets[sockets.length - 1]!;
  const push = (message: ServerMessage) =>
    socket().report({ type: 'SOCKET_MESSAGE', text: JSON.stringify(message) });
  return {
    session,
    clock,
    records,
    sockets,
    socket,
    push,
    reads,
    uploads,
    notices,
    live: () => session.read(),
  };
}

describe('the live session', () => {
  it('is back in its shoot after a reload: the kept board at once, then the socket and the server read', async () => {
    const first = phone();
    first.session.start();
    first.session.joined(reference, boardAt(1, 0));
    expect(first.live().feeds.ABC234).toMatchObject({ state: 'ready', shoot: { revision: 1 } });

    const reloaded = phone(first.records);
    expect(reloaded.live().reference).toEqual(reference);
    expect(reloaded.live().feeds.ABC234).toMatchObject({ state: 'ready', shoot: { revision: 1 } });
    reloaded.session.start();
    expect(reloaded.live().connection).toBe('connecting');
    reloaded.socket().report({ type: 'SOCKET_OPEN' });
    expect(reloaded.live().connection).toBe('connected');
    expect(reloaded.socket().sent).toEqual([{ type: 'subscribe', shootCode: 'ABC234' }]);
    reloaded.reads[0]!.answer(ok(boardAt(2, 3)));
    await taken();
    expect(reloaded.live().feeds.ABC234).toMatchObject({ state: 'ready', shoot: { revision: 2 } });
  });

  it('counts the arrows waiting through a dead spot, and catches up when back online', async () => {
    const robin = phone();
    robin.session.start();
    await taken(); // the profile
    robin.session.joined(reference, boardAt(1, 0));
    robin.session.onlineChanged(false);
    robin.session.currentShootChanged(cardWith([9, 9, 9]));
    expect(robin.uploads).toHaveLength(1);
    robin.uploads[0]!.answer(fail('network', 'Network error: Unable to connect to server'));
    await taken();
    robin.session.currentShootChanged(cardWith([9, 9, 9, 9, 9, 9]));
    expect(robin.live()).toMatchObject({ online: false, waitingUpdates: 1, arrowsWaiting: 6 });
    // Back online before the retry is due: the newest score goes at once.
    robin.session.onlineChanged(true);
    expect(robin.uploads.map(({ update }) => update.body.scores.length)).toEqual([3, 6]);
    robin.uploads[1]!.answer(ok(boardAt(2, 6)));
    await taken();
    expect(robin.live()).toMatchObject({ online: true, waitingUpdates: 0, arrowsWaiting: 0 });
    expect(robin.live().feeds.ABC234).toMatchObject({ shoot: { revision: 2 } });
    robin.clock.increment(RETRY_DELAYS_MS[3]);
    expect(robin.uploads).toHaveLength(2);
  });

  it("tells the archer the others' news but not their own score", () => {
    const robin = phone();
    robin.session.start();
    robin.session.joined(reference, boardAt(1, 0));
    robin.socket().report({ type: 'SOCKET_OPEN' });
    const news = (archerName: string) =>
      ({
        type: 'notification',
        shootCode: 'ABC234',
        data: {
          type: 'score_update',
          archerName,
          totalScore: 27,
          arrowsShot: 3,
          message: `${archerName} scored`,
          timestamp: '2026-11-26T09:05:00.000Z',
        },
      }) satisfies ServerMessage;
    robin.push(news('Robin'));
    robin.push(news('Sam'));
    expect(robin.notices).toEqual([{ kind: 'server', shootCode: 'ABC234', notification: news('Sam').data }]);
  });

  it('leaves a shoot the socket says is gone; a screen watching it says so', () => {
    const robin = phone();
    robin.session.start();
    robin.session.joined(reference, boardAt(1, 0));
    const stopWatching = robin.session.watch('ABC234');
    robin.socket().report({ type: 'SOCKET_OPEN' });
    robin.push({
      type: 'subscribed',
      shootCode: 'ABC234',
      success: false,
      error: LIVE_SHOOT_ERRORS.socketShootNotFound,
    });
    expect(robin.live().reference).toBeNull();
    expect(robin.records.reference.value).toBeNull();
    expect(robin.live().feeds.ABC234).toEqual({ state: 'gone' });
    stopWatching();
    expect(robin.live().feeds.ABC234).toBeUndefined();
  });

  it("sends a scored target's archers from the scorer's phone, Robin's own place moving to the target", async () => {
    const robin = phone();
    robin.session.start();
    await taken(); // the profile
    robin.session.joined(reference, boardAt(1, 0));
    const target: LiveTargetReference = {
      shootCode: 'ABC234',
      joinedAt: new Date(JOINED_AT).toISOString(),
      archers: [
        // Robin is archer A: joined again under her own token.
        {
          letter: 'A',
          archerName: 'Robin',
          participantId: 'Robin',
          participantToken: 'token-robin',
          finished: false,
        },
        {
          letter: 'B',
          archerName: 'Sam',
          participantId: 'Sam',
          participantToken: 'token-sam',
          finished: false,
        },
      ],
    };
    const sheet = (a: number[], b: number[], sealed = false): TargetRowNow[] => [
      targetRow('A', 'Robin', a, sealed),
      targetRow('B', 'Sam', b, sealed),
    ];
    robin.session.targetJoined(target, boardAt(2, 0), sheet([], []));
    expect(robin.live().reference).toBeNull();
    expect(robin.live().target).toEqual(target);
    expect(robin.records.target.value).toEqual(target);
    // The score card has nothing to send for Robin any more.
    robin.session.currentShootChanged(cardWith([1]));

    robin.session.targetChanged(sheet([9, 9, 9], [7, 7, 7]));
    robin.session.targetChanged(sheet([9, 9, 9], [7, 7, 7]));
    for (const [index, revision] of [3, 4, 5].entries()) {
      robin.uploads[index]!.answer(ok(boardAt(revision, 3)));
      await taken();
    }
    // Robin's empty card was on its way; what waited was replaced by each archer's newest, sent once.
    const sent = robin.uploads.map(
      ({ update }) => `${update.participantToken}:${update.body.scores.join(',')}`,
    );
    expect(sent).toEqual(['token-robin:', 'token-robin:9,9,9', 'token-sam:7,7,7']);
    expect(robin.live().waitingUpdates).toBe(0);

    // Both cards sealed: each archer's finish, no "round completed" toast on the scorer's phone.
    robin.session.targetChanged(sheet([9, 9, 9], [7, 7, 7], true));
    robin.uploads[3]!.answer(ok(boardAt(7, 3)));
    await taken();
    robin.uploads[4]!.answer(ok(boardAt(8, 3)));
    await taken();
    expect(robin.uploads.slice(3).map(({ update }) => update.kind)).toEqual(['finish', 'finish']);
    expect(robin.live().target?.archers.map((archer) => archer.finished)).toEqual([true, true]);
    expect(robin.notices).toEqual([]);
    robin.session.targetChanged(sheet([9, 9, 9, 1], [7, 7, 7], true));
    expect(robin.uploads).toHaveLength(5);

    // Done with the target: the reference goes; a reload has none.
    robin.session.targetEnded();
    expect(phone(robin.records).live().target).toBeNull();
  });
});

function targetRow(letter: 'A' | 'B', name: string, arrows: number[], sealed: boolean): TargetRowNow {
  return {
    letter,
    archer: { name, bowType: 'recurve', ageGroup: 'adult', gender: 'female' },
    round: 'Portsmouth',
    ends: arrows.length === 0 ? [] : [{ arrows }],
    total: arrows.reduce((sum, arrow) => sum + arrow, 0),
    sealed,
  };
}
