import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveShoot, ServerMessage } from '../../shared/live-shoots/types.js';
import {
  ensureServerBuilt,
  startChildServer,
  stopChildServer,
  type ChildServer,
} from '../test-support/child-server.js';
import { startPostgres, startRedis, type Postgres, type Redis } from '../test-support/engines.js';
import { isUpdate, SocketClient } from '../test-support/sockets.js';
import { call } from '../test-support/test-app.js';

/**
 * Two real server processes on one real PostgreSQL and one real Redis (issue 16): what an archer does
 * through one server is what a spectator sees through the other.
 */

let postgres: Postgres;
let redis: Redis;
let a: ChildServer;
let b: ChildServer;
const clients: SocketClient[] = [];

const LOOKUP_LIMIT = 12;

beforeAll(async () => {
  ensureServerBuilt();
  [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  const env = {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    RATE_LIMIT_LOOKUP: String(LOOKUP_LIMIT),
    LOG_LEVEL: 'error',
  };
  // Started together on an empty database: both would migrate it without the lock.
  [a, b] = await Promise.all([startChildServer(env), startChildServer(env)]);
}, 120_000);

afterAll(async () => {
  for (const client of clients) client.close();
  for (const server of [a, b]) await stopChildServer(server);
  await redis?.stop();
  postgres?.stop();
}, 60_000);

async function open(server: ChildServer): Promise<SocketClient> {
  const client = await SocketClient.open(server.baseUrl);
  clients.push(client);
  return client;
}

async function follow(server: ChildServer, code: string): Promise<SocketClient> {
  const viewer = await open(server);
  viewer.send({ type: 'subscribe', shootCode: code });
  await viewer.waitFor(isUpdate);
  return viewer;
}

async function newShoot(server: ChildServer): Promise<string> {
  const created = await call(server.baseUrl, 'POST', '/api/shoots', {
    creatorName: 'Robin',
    title: 'League night',
  });
  expect(created.status).toBe(201);
  return created.body.code as string;
}

async function join(server: ChildServer, code: string, archerName: string): Promise<string> {
  const joined = await call(server.baseUrl, 'POST', `/api/shoots/${code}/join`, {
    archerName,
    roundName: 'portsmouth',
    bowType: 'recurve',
  });
  expect(joined.status).toBe(200);
  return joined.body.participantToken as string;
}

async function score(server: ChildServer, code: string, archerName: string, token: string, arrows: number[]) {
  const answer = await call(
    server.baseUrl,
    'PUT',
    `/api/shoots/${code}/score`,
    {
      archerName,
      roundName: 'portsmouth',
      totalScore: arrows.reduce((sum, arrow) => sum + arrow, 0),
      arrowsShot: arrows.length,
      scores: arrows,
    },
    { 'x-participant-token': token },
  );
  expect(answer.status).toBe(200);
}

/** What a spectator saw of a shoot after subscribing: updates and notifications, without clock stamps. */
function seen(viewer: SocketClient, code: string): unknown[] {
  return viewer.messages
    .filter((m) => (m.type === 'update' || m.type === 'notification') && m.shootCode === code)
    .slice(1)
    .map((m) => {
      if (m.type === 'notification') {
        const { timestamp: _timestamp, ...data } = m.data;
        return { notification: data };
      }
      if (m.type !== 'update') return m;
      const { lastActivityAt: _at, expiresAt: _expires, ...shoot } = m.data.shoot;
      return { update: shoot };
    });
}

const totals = (shoot: LiveShoot) =>
  shoot.participants.map((p) => [p.archerName, p.totalScore, p.arrowsShot]);

function lastUpdate(viewer: SocketClient, code: string): LiveShoot | undefined {
  const updates = viewer.messages.filter(
    (m): m is Extract<ServerMessage, { type: 'update' }> => m.type === 'update' && m.shootCode === code,
  );
  return updates.at(-1)?.data.shoot;
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Condition not met in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('two servers on one PostgreSQL and one Redis', () => {
  it('ran the migrations once although both servers started on an empty database together', async () => {
    const database = await new DataSource({ type: 'postgres', url: postgres.url }).initialize();
    try {
      const rows: Array<{ name: string }> = await database.query('SELECT name FROM migrations ORDER BY id');
      const names = rows.map((row) => row.name);
      expect(names.length).toBeGreaterThan(0);
      expect(new Set(names).size).toBe(names.length);
    } finally {
      await database.destroy();
    }
  });

  it("sends an archer's scores through A to a spectator on B in the same order, with the same notifications", async () => {
    const code = await newShoot(a);
    const onA = await follow(a, code);
    const onB = await follow(b, code);
    const robin = await join(a, code, 'Robin');
    const marian = await join(a, code, 'Marian');
    const ends = [
      ['Robin', [9, 9, 7]],
      ['Marian', [10, 9, 9]],
      ['Robin', [9, 9, 7, 10, 10, 9]],
      ['Marian', [10, 9, 9, 5, 3, 1]],
      ['Robin', [9, 9, 7, 10, 10, 9, 9, 9, 9]],
    ] as const;
    for (const [name, arrows] of ends)
      await score(a, code, name, name === 'Robin' ? robin : marian, [...arrows]);

    await until(() =>
      totals(lastUpdate(onB, code)!).some(([name, total]) => name === 'Robin' && total === 81),
    );
    await until(() => seen(onB, code).length === seen(onA, code).length);
    expect(seen(onB, code)).toEqual(seen(onA, code));
    const notifications = seen(onB, code).filter((m) => 'notification' in (m as object));
    expect(notifications.map((m) => (m as { notification: { type: string } }).notification.type)).toEqual(
      expect.arrayContaining(['joined_shoot', 'score_update', 'position_change']),
    );
    expect(totals(lastUpdate(onB, code)!)).toEqual([
      ['Robin', 81, 9],
      ['Marian', 37, 6],
    ]);
  });

  it('reads through B a backup written through A', async () => {
    const device = `device-${randomBytes(16).toString('base64url')}`;
    const data = {
      history: [{ id: 1, gameType: 'york', score: 812, scores: [9, 9, 7] }],
      notes: [],
      user: { name: 'Robin', bowType: 'recurve' },
      sightMarks: [],
      preferences: {},
      timestamp: '2026-11-01T10:00:00.000Z',
      deviceId: device,
    };
    const saved = await call(a.baseUrl, 'POST', `/api/backups/backup/${device}`, { data, userName: 'Robin' });
    expect(saved.status).toBe(201);
    const key = (saved.body.backup as { key: string }).key;
    const listed = await call(b.baseUrl, 'GET', `/api/backups/backups/${device}`);
    expect(listed.body).toMatchObject({ success: true, backups: [{ key }] });
    const restored = await call(b.baseUrl, 'GET', `/api/backups/backup/${key}`);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toEqual(data);
  });

  it('reports the database and Redis reachable on both servers for the load balancer', async () => {
    for (const server of [a, b]) {
      const ready = await call(server.baseUrl, 'GET', '/api/health/ready');
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ status: 'ok', database: 'ok', redis: 'ready' });
    }
  });

  it('loses no update when Redis restarts mid-shoot, for a spectator who stays and one who reconnects', async () => {
    const code = await newShoot(a);
    const robin = await join(a, code, 'Robin');
    const staying = await follow(b, code);
    await score(a, code, 'Robin', robin, [9, 9, 9]);
    await until(() => lastUpdate(staying, code)?.participants[0]?.arrowsShot === 3);

    await redis.kill();
    // Scored through A while Redis is down: B cannot hear of it now.
    await score(a, code, 'Robin', robin, [9, 9, 9, 10, 10, 10]);
    const downReady = await call(b.baseUrl, 'GET', '/api/health/ready');
    expect(downReady.status).toBe(200);
    expect((downReady.body as { redis: string }).redis).not.toBe('ready');
    const leaving = await follow(b, code);
    await redis.start();

    // Every server refetches what its spectators follow once Redis is back.
    await until(() => lastUpdate(staying, code)?.participants[0]?.arrowsShot === 6, 15_000);
    const reconnected = await follow(b, code);
    expect(lastUpdate(reconnected, code)?.participants[0]?.arrowsShot).toBe(6);
    expect(lastUpdate(leaving, code)?.participants[0]?.arrowsShot).toBe(6);

    // And the next arrows flow between servers again.
    await until(async () => (await call(a.baseUrl, 'GET', '/api/health/ready')).body.redis === 'ready');
    await score(a, code, 'Robin', robin, [9, 9, 9, 10, 10, 10, 8, 8, 8]);
    await until(() => lastUpdate(staying, code)?.participants[0]?.arrowsShot === 9);
  }, 40_000);

  it('shares the rate limit: a client gets its lookups once, not once per server', async () => {
    const code = await newShoot(a);
    const statuses: number[] = [];
    for (let i = 0; i < LOOKUP_LIMIT + 2; i++) {
      const server = i % 2 === 0 ? a : b;
      statuses.push((await call(server.baseUrl, 'GET', `/api/shoots/${code}`)).status);
    }
    expect(statuses).toEqual([...Array<number>(LOOKUP_LIMIT).fill(200), 429, 429]);
  });

  it("keeps B serving when A is killed, and A's spectators follow the shoot on B again", async () => {
    const code = await newShoot(a);
    const robin = await join(a, code, 'Robin');
    const onA = await follow(a, code);
    a.process.kill('SIGKILL');
    await a.exited;
    await onA.waitForClose(5000);

    const again = await follow(b, code);
    await score(b, code, 'Robin', robin, [10, 10, 10]);
    await until(() => lastUpdate(again, code)?.participants[0]?.totalScore === 30);
    const ready = await call(b.baseUrl, 'GET', '/api/health/ready');
    expect(ready.body).toEqual({ status: 'ok', database: 'ok', redis: 'ready' });
  });
});
