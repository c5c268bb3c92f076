/**
 * Benchmark "ws-fanout": 5,000 spectator sockets over 100 live shoots on loopback, against the built
 * server running as its own process (as in production). Scores are PUT at a steady 100 a second (every
 * shoot updating about once a second) and each figure is the time from sending the PUT to a subscriber
 * receiving the `update` that carries it, over every subscriber of every update.
 *
 * Knobs for digging into a slow run (none change the printed line): DEBUG_BENCH=1 prints PUT times and
 * the client's event-loop lag to stderr; BENCH_TMP puts the database elsewhere (e.g. /dev/shm);
 * BENCH_SERVER_NODE_ARGS passes flags such as --prof to the server process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { ensureServerBuilt, startChildServer } from '../../api/test-support/child-server.js';
import type { JoinShootAnswer, CreateShootAnswer, ServerMessage } from '../../shared/live-shoots/types.js';
import { round } from './measure.js';

const SHOOTS = 100;
const SOCKETS = 5000;
const WARM_UP_UPDATES = SHOOTS;
const UPDATES = 1000;
const UPDATES_PER_SECOND = 100;
const CONNECT_BATCH = 100;

interface Pending {
  sentAt: number;
  waiting: number;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function json<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  if (!answer.ok) throw new Error(`HTTP ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

export async function benchWsFanout(): Promise<Record<string, unknown>> {
  ensureServerBuilt();
  const dir = mkdtempSync(join(process.env.BENCH_TMP ?? tmpdir(), 'archery-bench-ws-'));
  const server = await startChildServer(
    {
      DATABASE_PATH: join(dir, 'bench.sqlite'),
      MAX_SOCKETS: String(SOCKETS + 100),
      RATE_LIMIT_CREATE: '1000000',
      RATE_LIMIT_JOIN: '1000000',
      RATE_LIMIT_LOOKUP: '1000000',
      RATE_LIMIT_SCORE: '1000000',
    },
    process.env.BENCH_SERVER_NODE_ARGS?.split(' ') ?? [],
  );
  const sockets: WebSocket[] = [];
  const guard = setTimeout(() => {
    process.stderr.write('ws-fanout: giving up after 180 s\n');
    server.process.kill('SIGKILL');
  }, 180_000);
  try {
    return await measureFanout('ws-fanout', [server.baseUrl], SOCKETS, sockets);
  } finally {
    clearTimeout(guard);
    for (const socket of sockets) socket.terminate();
    if (server.process.exitCode === null && server.process.signalCode === null) {
      server.process.kill('SIGTERM');
      await server.exited;
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Sockets spread over `bases` (one or more servers of one database), scores PUT at a steady rate to each
 * in turn, each figure the time from a PUT leaving to one subscriber receiving its update.
 */
export async function measureFanout(
  name: string,
  bases: readonly string[],
  socketCount: number,
  sockets: WebSocket[] = [],
): Promise<Record<string, unknown>> {
  const base = bases[0] ?? '';
  // Shoot k's spectators are spread over every server, and its PUTs go to each server in turn.
  const serverFor = (index: number) => bases[Math.floor(index / SHOOTS) % bases.length] ?? base;
  const shoots: Array<{ code: string; token: string; arrows: number }> = [];
  for (let i = 0; i < SHOOTS; i++) {
    const body = JSON.stringify({ creatorName: `Bench ${i}`, title: `Bench shoot ${i}` });
    const created = await json<CreateShootAnswer>(
      fetch(`${base}/api/shoots`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }),
    );
    const joined = await json<JoinShootAnswer>(
      fetch(`${base}/api/shoots/${created.code}/join`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ archerName: `Archer ${i}`, roundName: 'portsmouth', bowType: 'recurve' }),
      }),
    );
    shoots.push({ code: created.code, token: joined.participantToken, arrows: 0 });
  }

  // key: shoot code + arrows shot; value: when its PUT left and how many subscribers still wait for it.
  const pending = new Map<string, Pending>();
  const latencies: number[] = [];
  const putTimes: number[] = [];
  let measuring = false;
  const onUpdate = (message: ServerMessage) => {
    if (message.type !== 'update') return;
    const arrows = message.data.shoot.participants[0]?.arrowsShot ?? 0;
    const key = `${message.shootCode}:${arrows}`;
    const entry = pending.get(key);
    if (!entry) return;
    if (measuring) latencies.push(performance.now() - entry.sentAt);
    if (--entry.waiting === 0) pending.delete(key);
  };

  const perShoot = socketCount / SHOOTS;
  for (let start = 0; start < socketCount; start += CONNECT_BATCH) {
    await Promise.all(
      Array.from({ length: Math.min(CONNECT_BATCH, socketCount - start) }, async (_, offset) => {
        const index = start + offset;
        const code = shoots[index % SHOOTS]?.code ?? '';
        const socket = new WebSocket(`${serverFor(index).replace('http', 'ws')}/ws`, {
          perMessageDeflate: false,
        });
        sockets.push(socket);
        await new Promise<void>((resolve, reject) => {
          socket.once('error', reject);
          socket.once('open', () => {
            socket.on('message', (data) => {
              const message = JSON.parse(String(data)) as ServerMessage;
              if (message.type === 'subscribed') {
                if (message.success) resolve();
                else reject(new Error(message.error));
              } else onUpdate(message);
            });
            socket.send(JSON.stringify({ type: 'subscribe', shootCode: code }));
          });
        });
      }),
    );
  }
  process.stderr.write(`${name}: ${sockets.length} sockets subscribed to ${SHOOTS} shoots\n`);

  const sendUpdate = async (index: number): Promise<void> => {
    const shoot = shoots[index % SHOOTS];
    if (!shoot) return;
    shoot.arrows += 1;
    const scores = Array<number>(shoot.arrows).fill(9);
    const sentAt = performance.now();
    pending.set(`${shoot.code}:${shoot.arrows}`, { sentAt, waiting: perShoot });
    await json(
      fetch(`${serverFor(index)}/api/shoots/${shoot.code}/score`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-participant-token': shoot.token },
        body: JSON.stringify({
          archerName: `Archer ${index % SHOOTS}`,
          roundName: 'portsmouth',
          totalScore: 9 * shoot.arrows,
          arrowsShot: shoot.arrows,
          scores,
        }),
      }),
    );
    if (measuring) putTimes.push(performance.now() - sentAt);
  };
  const paced = async (count: number, first: number): Promise<void> => {
    const started = performance.now();
    const inFlight: Array<Promise<void>> = [];
    for (let i = 0; i < count; i++) {
      const due = started + (i * 1000) / UPDATES_PER_SECOND;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      inFlight.push(sendUpdate(first + i));
    }
    await Promise.all(inFlight);
    const deadline = performance.now() + 10_000;
    while (pending.size > 0 && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
    if (pending.size > 0) throw new Error(`${pending.size} updates never reached all their subscribers`);
  };

  let lag = 0;
  let last = performance.now();
  const lagTimer = setInterval(() => {
    const now = performance.now();
    lag = Math.max(lag, now - last - 10);
    last = now;
  }, 10);
  await paced(WARM_UP_UPDATES, 0);
  measuring = true;
  await paced(UPDATES, WARM_UP_UPDATES);
  const sorted = latencies.sort((a, b) => a - b);
  const puts = putTimes.sort((a, b) => a - b);
  if (process.env.DEBUG_BENCH)
    process.stderr.write(
      `put p50 ${percentile(puts, 50)} p99 ${percentile(puts, 99)} max ${puts.at(-1)}; deliveries p90 ${percentile(sorted, 90)} p95 ${percentile(sorted, 95)} client lag max ${lag}\n`,
    );
  clearInterval(lagTimer);
  if (sorted.length !== UPDATES * perShoot) {
    throw new Error(`Expected ${UPDATES * perShoot} deliveries, measured ${sorted.length}`);
  }
  return {
    bench: name,
    servers: bases.length,
    sockets: sockets.length,
    shoots: SHOOTS,
    updates: UPDATES,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
  };
}
