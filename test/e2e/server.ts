import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChildServer, type ChildServer } from '../../api/test-support/child-server.js';

export interface RunningServer {
  baseUrl: string;
  process: ChildServer['process'];
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts the built server (dist/server), serving the built PWA, on a free loopback port with a fresh SQLite file. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'archery-e2e-'));
  const server = await startChildServer({
    SERVE_WEB: 'true',
    DATABASE_PATH: join(dataDir, 'e2e.sqlite'),
    ...env,
  });
  return {
    baseUrl: server.baseUrl,
    process: server.process,
    dataDir,
    async stop() {
      if (server.process.exitCode === null) {
        server.process.kill('SIGTERM');
        await server.exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
