import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveShoot, ServerMessage } from '../../shared/live-shoots/types.js';
import { isNotification, isUpdate, SocketClient } from '../test-support/sockets.js';
import { call, startTestApp, type TestApp } from '../test-support/test-app.js';
import { ShootEvents } from './shoot-events.js';

let t: TestApp;
const clients: SocketClient[] = [];

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  for (const client of clients) client.close();
  await t.close();
});

async function open(base = t.base, options: { autoPong?: boolean } = {}): Promise<SocketClient> {
  const client = await SocketClient.open(base, options);
  clients.push(client);
  return client;
}

async function newShoot(): Promise<string> {
  const created = await call(t.base, 'POST', '/api/shoots', { creatorName: 'Robin', title: 'Socket night' });
  return created.body.code as string;
}

async function join(code: string, archerName: string): Promise<string> {
  const joined = await call(t.base, 'POST', `/api/shoots/${code}/join`, {
    archerName,
    roundName: 'portsmouth',
    bowType: 'recurve',
  });
  return joined.body.participantToken as string;
}

function score(code: string, archerName: string, token: string, arrows: number[], finish = false) {
  const total = arrows.reduce((sum, arrow) => sum + arrow, 0);
  return call(
    t.base,
    'PUT',
    `/api/shoots/${code}/${finish ? 'finish' : 'score'}`,
    { archerName, roundName: 'portsmouth', totalScore: total, arrowsShot: arrows.length, scores: arrows },
    { 'x-participant-token': token },
  );
}

const isSubscribed = (message: ServerMessage): message is Extract<ServerMessage, { type: 'subscribed' }> =>
  message.type === 'subscribed';

describe('subscribing', () => {
  it('acknowledges a subscription and sends the shoot at once', async () => {
    const code = await newShoot();
    const viewer = await open();
    viewer.send({ type: 'subscribe', shootCode: code.toLowerCase() });
    expect(await viewer.waitFor(isSubscribed)).toEqual({
      type: 'subscribed',
      shootCode: code,
      success: true,
    });
    const update = await viewer.waitFor(isUpdate);
    expect(update.data.shoot.code).toBe(code);
  });

  it('answers success false for an unknown shoot and an error for a bad message, keeping the socket', async () => {
    const viewer = await open();
    viewer.send({ type: 'subscribe', shootCode: 'ZZZZZZ' });
    expect(await viewer.waitFor(isSubscribed)).toMatchObject({ success: false, error: 'Shoot not found' });
    viewer.send('not json');
    viewer.send({ type: 'dance', shootCode: 'ZZZZZZ' });
    viewer.send({ type: 'subscribe', shootCode: 42 });
    const errorCount = () => viewer.messages.filter((m) => m.type === 'error').length;
    await viewer.waitFor((m): m is ServerMessage => m.type === 'error' && errorCount() === 3);
    expect(
      viewer.messages.filter((m) => m.type === 'error').map((m) => m.type === 'error' && m.error),
    ).toEqual([
      'A message must be JSON',
      'Unknown message type: expected subscribe or unsubscribe',
      'shootCode must be a 6-character join code',
    ]);
    expect(viewer.socket.readyState).toBe(viewer.socket.OPEN);
  });

  it('stops sending after unsubscribe', async () => {
    const code = await newShoot();
    const viewer = await open();
    viewer.send({ type: 'subscribe', shootCode: code });
    await viewer.waitFor(isSubscribed);
    viewer.send({ type: 'unsubscribe', shootCode: code });
    await viewer.waitFor((m): m is ServerMessage => m.type === 'unsubscribed');
    const seen = viewer.messages.length;
    const token = await join(code, 'Late');
    await score(code, 'Late', token, [9]);
    // A second, still-subscribed viewer proves the update went out; the first saw none of it.
    const other = await open();
    other.send({ type: 'subscribe', shootCode: code });
    await other.waitFor(isUpdate);
    expect(viewer.messages.slice(seen)).toEqual([]);
  });
});

describe('notifications', () => {
  it('sends joined_shoot, score_update, position_change, archer_finished and left_shoot with updates', async () => {
    const code = await newShoot();
    const viewer = await open();
    viewer.send({ type: 'subscribe', shootCode: code });
    await viewer.waitFor(isSubscribed);

    const robin = await join(code, 'Robin');
    const joined = await viewer.waitFor(isNotification('joined_shoot', 'Robin'));
    expect(joined).toMatchObject({ shootCode: code, data: { roundName: 'portsmouth', bowType: 'recurve' } });
    expect(typeof joined.data.timestamp).toBe('string');
    const marian = await join(code, 'Marian');
    await viewer.waitFor(isNotification('joined_shoot', 'Marian'));

    await score(code, 'Robin', robin, [9, 9, 9]);
    const robinScore = await viewer.waitFor(isNotification('score_update', 'Robin'));
    expect(robinScore.data).toMatchObject({ totalScore: 27, arrowsShot: 3 });

    // Marian overtakes Robin: both positions change.
    const from = viewer.messages.length;
    await score(code, 'Marian', marian, [10, 10, 10]);
    const moved = await viewer.waitFor(isNotification('position_change', 'Marian'), 3000, from);
    expect(moved.data).toMatchObject({ previousPosition: 2, position: 1 });
    const dropped = await viewer.waitFor(isNotification('position_change', 'Robin'), 3000, from);
    expect(dropped.data).toMatchObject({ previousPosition: 1, position: 2 });
    const update = await viewer.waitFor(isUpdate, 3000, from);
    expect(update.data.shoot.participants.map((p) => [p.archerName, p.totalScore, p.position])).toEqual([
      ['Marian', 30, 1],
      ['Robin', 27, 2],
    ]);

    await score(code, 'Marian', marian, [10, 10, 10, 10], true);
    const finished = await viewer.waitFor(isNotification('archer_finished', 'Marian'));
    expect(finished.data).toMatchObject({ totalScore: 40, arrowsShot: 4 });

    await call(t.base, 'DELETE', `/api/shoots/${code}/archer/Robin`, undefined, {
      'x-participant-token': robin,
    });
    await viewer.waitFor(isNotification('left_shoot', 'Robin'));
    const last = viewer.messages.filter(isUpdate).at(-1);
    expect((last?.data.shoot as LiveShoot).participants.map((p) => p.archerName)).toEqual(['Marian']);
  });

  it('fans one change out to every subscriber of the shoot and to no one else', async () => {
    const code = await newShoot();
    const elsewhere = await newShoot();
    const viewers = await Promise.all(Array.from({ length: 5 }, () => open()));
    for (const viewer of viewers) viewer.send({ type: 'subscribe', shootCode: code });
    await Promise.all(viewers.map((viewer) => viewer.waitFor(isSubscribed)));
    const other = await open();
    other.send({ type: 'subscribe', shootCode: elsewhere });
    await other.waitFor(isSubscribed);
    await join(code, 'Gisborne');
    await Promise.all(viewers.map((viewer) => viewer.waitFor(isNotification('joined_shoot', 'Gisborne'))));
    expect(other.messages.filter((m) => m.type === 'notification')).toEqual([]);
  });

  it('counts each committed change in the revision and never sends a spectator an older leaderboard', async () => {
    const code = await newShoot();
    const viewer = await open();
    viewer.send({ type: 'subscribe', shootCode: code });
    const first = await viewer.waitFor(isUpdate);
    expect(first.data.shoot.revision).toBe(0);
    const token = await join(code, 'Robin');
    await score(code, 'Robin', token, [9, 9, 7]);
    await score(code, 'Robin', token, [9, 9, 7, 10, 10, 9]);
    await viewer.waitFor(
      (m): m is Extract<ServerMessage, { type: 'update' }> =>
        m.type === 'update' && m.data.shoot.participants[0]?.totalScore === 54,
    );
    const updates = () =>
      viewer.messages.filter((m): m is Extract<ServerMessage, { type: 'update' }> => m.type === 'update');
    expect(updates().map((m) => m.data.shoot.revision)).toEqual([0, 1, 2, 3]);

    // With several servers, a change can reach this one after a newer one (Redis order is not commit
    // order): the late leaderboard is not sent, its news is.
    const late = updates()[2]!.data.shoot;
    const before = viewer.messages.length;
    t.app.get(ShootEvents).publish({
      shoot: late,
      notifications: [
        {
          type: 'score_update',
          archerName: 'Robin',
          totalScore: 25,
          arrowsShot: 3,
          message: 'Robin scored 25',
        },
      ],
    });
    await viewer.waitFor(isNotification('score_update', 'Robin'), 3000, before);
    expect(updates().map((m) => m.data.shoot.revision)).toEqual([0, 1, 2, 3]);

    // A new subscriber gets the newest leaderboard, with its revision.
    const later = await open();
    later.send({ type: 'subscribe', shootCode: code });
    expect((await later.waitFor(isUpdate)).data.shoot).toMatchObject({ revision: 3 });
  });
});

describe('capacity and heartbeat', () => {
  it('closes a socket beyond MAX_SOCKETS with code 1008', async () => {
    const small = await startTestApp({ MAX_SOCKETS: '2' });
    try {
      const first = await open(small.base);
      await open(small.base);
      const third = await open(small.base);
      expect(await third.waitForClose()).toBe(1008);
      expect(third.closeReason).toMatch(/capacity/);
      // Room again once a socket leaves.
      first.close();
      await first.waitForClose();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const fourth = await open(small.base);
      fourth.send({ type: 'subscribe', shootCode: 'ZZZZZZ' });
      await fourth.waitFor(isSubscribed);
      expect(fourth.closeCode).toBeUndefined();
    } finally {
      for (const client of clients) client.close();
      await small.close();
    }
  });

  it('drops a client that stops answering pings and keeps one that answers', async () => {
    const quick = await startTestApp({ WS_HEARTBEAT_SECONDS: '0.3' });
    try {
      const silent = await open(quick.base, { autoPong: false });
      const lively = await open(quick.base);
      expect(await silent.waitForClose(3000)).toBe(1006);
      expect(lively.closeCode).toBeUndefined();
      lively.send({ type: 'subscribe', shootCode: 'ZZZZZZ' });
      await lively.waitFor(isSubscribed);
    } finally {
      await quick.close();
    }
  });
});
