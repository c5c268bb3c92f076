import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChildServer, type ChildServer } from '../../api/test-support/child-server.js';

export interface RunningServer {
  baseUrl: string;
  process: ChildServer['process'];
  dataDir: string;
  /** Stops the server process, keeping its data: the app then sees a server that does not answer. */
  pause(): Promise<void>;
  /** Kills the server process at once (SIGKILL: no graceful shutdown), keeping its data, as a crash would. */
  crash(): Promise<void>;
  /** Starts it again on the same port and the same database, as after a restart or an outage. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the built server (dist/server), serving the built PWA, on a free loopback port with a fresh SQLite file. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'archery-e2e-'));
  const serverEnv = { SERVE_WEB: 'true', DATABASE_PATH: join(dataDir, 'e2e.sqlite'), ...env };
  let server = await startChildServer(serverEnv);
  const port = new URL(server.baseUrl).port;
  const halt = async () => {
    if (server.process.exitCode === null && server.process.signalCode === null) {
      server.process.kill('SIGTERM');
      await server.exited;
    }
  };
  const running: RunningServer = {
    baseUrl: server.baseUrl,
    process: server.process,
    dataDir,
    pause: halt,
    async crash() {
      if (server.process.exitCode === null && server.process.signalCode === null) {
        server.process.kill('SIGKILL');
        await server.exited;
      }
    },
    async resume() {
      server = await startChildServer({ ...serverEnv, PORT: port });
      running.process = server.process;
    },
    async stop() {
      await halt();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return running;
}
