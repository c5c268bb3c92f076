import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Real PostgreSQL and Redis for the scale-out tests (installed by scripts/ensure-engines.mjs), each on a
 * free loopback port with a throwaway data folder, stopped and deleted afterwards.
 */

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function postgresBin(tool: string): string {
  const root = '/usr/lib/postgresql';
  const major = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', tool)))
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  if (!major) throw new Error(`PostgreSQL's ${tool} is missing: run node scripts/ensure-engines.mjs`);
  return join(root, major, 'bin', tool);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** PostgreSQL refuses to run as root: as root, its tools run as Debian's `postgres` user. */
function asPostgresUser(tool: string, args: string[]): void {
  const [command, fullArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', postgresBin(tool), ...args]]
    : [postgresBin(tool), args];
  execFileSync(command, fullArgs, { stdio: 'pipe', timeout: 60_000 });
}

export interface Postgres {
  /** postgres://... of a database made for this run. */
  url: string;
  stop(): void;
}

export async function startPostgres(): Promise<Postgres> {
  const dir = mkdtempSync(join(tmpdir(), 'archery-pg-'));
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  asPostgresUser('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  asPostgresUser('pg_ctl', ['-D', data, '-l', join(dir, 'pg.log'), '-w', '-o', settings, 'start']);
  asPostgresUser('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'archery']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/archery`,
    stop() {
      try {
        asPostgresUser('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export interface Redis {
  url: string;
  port: number;
  /** Kills the server (an outage); `start` brings it back on the same port, empty. */
  kill(): Promise<void>;
  start(): Promise<void>;
  /** Kills it and deletes its folder. */
  stop(): Promise<void>;
}

async function answersPing(port: number): Promise<boolean> {
  try {
    return execFileSync('redis-cli', ['-p', String(port), 'ping'], {
      encoding: 'utf8',
      timeout: 2000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).includes('PONG');
  } catch {
    return false;
  }
}

export async function startRedis(): Promise<Redis> {
  const dir = mkdtempSync(join(tmpdir(), 'archery-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: 'ignore' },
    );
    for (let attempt = 0; attempt < 100; attempt++) {
      if (await answersPing(port)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`redis-server did not answer on port ${port}`);
  };
  const kill = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    kill,
    async stop() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
