import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { createActor } from 'xstate';
import {
  ensureServerBuilt,
  startChildServer,
  stopChildServer,
  type ChildServer,
} from '../../api/test-support/child-server.js';
import { startPostgres, startRedis, type Postgres, type Redis } from '../../api/test-support/engines.js';
import type { LiveShoot, ServerMessage } from '../../shared/live-shoots/types.js';
import {
  connectionMachine,
  connectionStatus,
  type ConnectionEmitted,
} from '../../web/src/live/connection-machine.js';
import { browserSocket } from '../../web/src/live/live-socket.js';

/**
 * Issue 16: when the server process an archer's phone is connected to dies, the phone's own reconnect
 * machine (the app's code, with the app's WebSocket actor) finds another process behind the same address
 * and carries on: it resubscribes and sees the scores sent through the surviving process.
 *
 * The address is a loopback load balancer as a reverse proxy would be: each new connection goes to the
 * first server that accepts it, so once A is gone every new connection lands on B.
 */

// Node 20 has no global WebSocket; `ws` has the browser's interface, so the app's socket actor runs as is.
(globalThis as { WebSocket?: unknown }).WebSocket ??= NodeWebSocket;

let postgres: Postgres;
let redis: Redis;
let a: ChildServer;
let b: ChildServer;
let balancer: Server;
let balancerPort = 0;
const piped: Socket[] = [];

function pipeToFirstAlive(client: Socket, upstreams: number[]): void {
  const [port, ...rest] = upstreams;
  if (port === undefined) {
    client.destroy();
    return;
  }
  const upstream = connect(port, '127.0.0.1');
  let connected = false;
  upstream.once('error', () => {
    // Refused: that server is down, so try the next; a connection that broke later just ends.
    if (connected) client.destroy();
    else pipeToFirstAlive(client, rest);
  });
  upstream.once('connect', () => {
    connected = true;
    piped.push(client, upstream);
    client.pipe(upstream).pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
    client.once('error', () => upstream.destroy());
  });
}

beforeAll(async () => {
  ensureServerBuilt();
  [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  const env = { DATABASE_URL: postgres.url, REDIS_URL: redis.url, LOG_LEVEL: 'error' };
  [a, b] = await Promise.all([startChildServer(env), startChildServer(env)]);
  const ports = [a, b].map((server) => Number(new URL(server.baseUrl).port));
  balancer = createServer((client) => pipeToFirstAlive(client, ports));
  await new Promise<void>((resolve) => balancer.listen(0, '127.0.0.1', resolve));
  const address = balancer.address();
  balancerPort = typeof address === 'object' && address ? address.port : 0;
}, 120_000);

afterAll(async () => {
  for (const socket of piped) socket.destroy();
  await new Promise((resolve) => balancer?.close(resolve));
  for (const server of [a, b]) await stopChildServer(server);
  await redis?.stop();
  postgres?.stop();
}, 60_000);

/** A JSON call to the REST API (status and parsed body). */
async function call(
  base: string,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Condition not met in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("an archer's phone when its server process dies", () => {
  it('reconnects through the same address to the other process, resubscribes and sees new scores', async () => {
    const balanced = `http://127.0.0.1:${balancerPort}`;
    const created = await call(balanced, 'POST', '/api/shoots', {
      creatorName: 'Robin',
      title: 'Club night',
    });
    expect(created.status).toBe(201);
    const code = created.body.code as string;
    const joined = await call(balanced, 'POST', `/api/shoots/${code}/join`, {
      archerName: 'Robin',
      roundName: 'portsmouth',
      bowType: 'recurve',
    });
    expect(joined.status).toBe(200);
    const token = joined.body.participantToken as string;
    const score = (through: string, arrows: number[]) =>
      call(
        through,
        'PUT',
        `/api/shoots/${code}/score`,
        {
          archerName: 'Robin',
          roundName: 'portsmouth',
          totalScore: arrows.reduce((sum, arrow) => sum + arrow, 0),
          arrowsShot: arrows.length,
          scores: arrows,
        },
        { 'x-participant-token': token },
      );

    const phone = createActor(connectionMachine.provide({ actors: { socket: browserSocket } }), {
      input: { url: `ws://127.0.0.1:${balancerPort}/ws` },
    });
    const told: ConnectionEmitted[] = [];
    phone.on('*', (event) => told.push(event));
    const statuses: string[] = [];
    phone.subscribe((snapshot) => {
      const status = connectionStatus(snapshot);
      if (statuses.at(-1) !== status) statuses.push(status);
    });
    phone.start();
    phone.send({ type: 'SUBSCRIBE', shootCode: code });
    const robinTotal = () => {
      const updates = told
        .filter(
          (e): e is Extract<ConnectionEmitted, { type: 'server-message' }> => e.type === 'server-message',
        )
        .map((e) => e.message)
        .filter(
          (m): m is Extract<ServerMessage, { type: 'update' }> => m.type === 'update' && m.shootCode === code,
        );
      const shoot: LiveShoot | undefined = updates.at(-1)?.data.shoot;
      return shoot?.participants.find((p) => p.archerName === 'Robin')?.totalScore;
    };
    const connections = () => told.filter((e) => e.type === 'connected').length;

    try {
      await until(() => connections() === 1 && robinTotal() === 0, 10_000);
      expect((await score(a.baseUrl, [9, 9, 7])).status).toBe(200);
      await until(() => robinTotal() === 25, 10_000);

      // Process A dies without a goodbye (as a crash or a killed container would).
      a.process.kill('SIGKILL');
      await a.exited;
      // The machine's first retry is 1 s after the loss; it lands on B, subscribes again and is told so.
      await until(() => connections() === 2, 15_000);
      // Between the loss and B's answer the app says it is connecting (waiting to reconnect counts as that).
      expect(statuses).toEqual(['disconnected', 'connecting', 'connected', 'connecting', 'connected']);

      expect((await score(b.baseUrl, [9, 9, 7, 10, 10, 9])).status).toBe(200);
      await until(() => robinTotal() === 54, 10_000);
      // B talks, so the lost connection no longer counts towards giving up.
      expect(phone.getSnapshot().context.failedAttempts).toBe(0);
      expect(told.some((e) => e.type === 'reconnect-failed')).toBe(false);
    } finally {
      phone.stop();
    }
  }, 60_000);
});
