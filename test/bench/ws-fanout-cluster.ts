/**
 * Benchmark "ws-fanout-cluster": 10,000 spectator sockets split over two built server processes on one
 * real PostgreSQL and one real Redis (started on loopback for the run), 100 shoots, 1,000 score updates
 * PUT to each server in turn; each figure is the time from the PUT to a subscriber's receipt, whichever
 * server the subscriber is on. Needs about 12,000 open files: raise `ulimit -n` if it fails to connect.
 */
import type { WebSocket } from 'ws';
import {
  ensureServerBuilt,
  startChildServer,
  type ChildServer,
} from '../../api/test-support/child-server.js';
import { startPostgres, startRedis } from '../../api/test-support/engines.js';
import { measureFanout } from './ws-fanout.js';

const SOCKETS = 10_000;
const SERVERS = 2;

export async function benchWsFanoutCluster(): Promise<Record<string, unknown>> {
  ensureServerBuilt();
  const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  const servers: ChildServer[] = [];
  const sockets: WebSocket[] = [];
  const guard = setTimeout(() => {
    process.stderr.write('ws-fanout-cluster: giving up after 240 s\n');
    for (const server of servers) server.process.kill('SIGKILL');
  }, 240_000);
  try {
    const env = {
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      MAX_SOCKETS: String(SOCKETS + 100),
      RATE_LIMIT_CREATE: '1000000',
      RATE_LIMIT_JOIN: '1000000',
      RATE_LIMIT_LOOKUP: '1000000',
      RATE_LIMIT_SCORE: '1000000',
    };
    servers.push(...(await Promise.all(Array.from({ length: SERVERS }, () => startChildServer(env)))));
    return await measureFanout(
      'ws-fanout-cluster',
      servers.map((server) => server.baseUrl),
      SOCKETS,
      sockets,
    );
  } finally {
    clearTimeout(guard);
    for (const socket of sockets) socket.terminate();
    for (const server of servers) {
      if (server.process.exitCode === null && server.process.signalCode === null) {
        server.process.kill('SIGTERM');
        await server.exited;
      }
    }
    await redis.stop();
    postgres.stop();
  }
}
