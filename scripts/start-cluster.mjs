// `npm run start:cluster`: N server processes (CLUSTER_SIZE, default 2) on consecutive ports from PORT
// (default 3000), all on one PostgreSQL (DATABASE_URL) and one Redis (REDIS_URL), for a reverse proxy
// to balance. A process that dies is started again after a pause that grows while it keeps dying.
// SIGTERM or Ctrl-C stops them all gracefully (each closes its sockets with 1001 so clients reconnect).
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';

const size = Number(process.env.CLUSTER_SIZE ?? '2');
const firstPort = Number(process.env.PORT ?? '3000');
if (!Number.isInteger(size) || size < 1)
  throw new Error(`CLUSTER_SIZE must be a whole number, not "${size}"`);
if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
  // SQLite is one process's file, and without Redis a change reaches only the sockets of its own process.
  console.error(
    'start:cluster needs DATABASE_URL (postgres://...) and REDIS_URL (redis://...): see docs/operations.md.',
  );
  process.exit(1);
}

buildIfStale();
const main = new URL('../dist/server/api/main.js', import.meta.url).pathname;
const children = new Map();
let stopping = false;

function start(index, failures = 0) {
  const port = firstPort + index;
  const startedAt = Date.now();
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
  });
  children.set(index, child);
  child.on('exit', (code, signal) => {
    children.delete(index);
    if (stopping) {
      if (children.size === 0) process.exit(0);
      return;
    }
    // A process that ran a while starts again at once; one that keeps dying waits up to 30 s.
    const again = Date.now() - startedAt > 60_000 ? 0 : failures + 1;
    const delay = Math.min(30_000, 500 * 2 ** again);
    console.error(`Server on port ${port} exited (${code ?? signal}); starting it again in ${delay} ms`);
    setTimeout(() => start(index, again), delay);
  });
}

for (let index = 0; index < size; index++) start(index);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    if (children.size === 0) process.exit(0);
    for (const child of children.values()) child.kill('SIGTERM');
  });
}
