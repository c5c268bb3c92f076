import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const builtMain = join(repoRoot, 'dist/server/api/main.js');

function newestSource(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return path.endsWith('.ts') && !path.endsWith('.test.ts') ? stat.mtimeMs : 0;
  return Math.max(0, ...readdirSync(path).map((entry) => newestSource(join(path, entry))));
}

/** Builds the server (npm run build:server) unless dist/server is newer than every api/ and shared/ source. */
export function ensureServerBuilt(): void {
  const built = existsSync(builtMain) ? statSync(builtMain).mtimeMs : 0;
  if (built >= Math.max(newestSource(join(repoRoot, 'api')), newestSource(join(repoRoot, 'shared')))) return;
  const result = spawnSync('npm', ['run', 'build:server'], { cwd: repoRoot, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`npm run build:server failed:\n${result.stdout}\n${result.stderr}`);
}

export interface ChildServer {
  baseUrl: string;
  process: ChildProcess;
  output(): string;
  /** Resolves with the exit code and signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the built server as its own process on a free loopback port. */
export async function startChildServer(
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<ChildServer> {
  // The server runs in a small wrapper that shuts it down (SIGTERM, so gracefully) when our end of its
  // stdin closes: a test or bench that dies never leaves a server behind.
  const wrapper = [
    "process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM')).resume();",
    `await import(${JSON.stringify(pathToFileURL(builtMain).href)});`,
  ].join('\n');
  const child = spawn(process.execPath, [...nodeArgs, '--input-type=module', '-e', wrapper], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SERVE_WEB: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 20 s:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${String(code ?? signal)}) before listening:\n${output}`));
    });
  });
  return { baseUrl, process: child, output: () => output, exited };
}

/**
 * Stops a server started by startChildServer, if it is still running: closing its stdin makes the wrapper
 * shut it down gracefully, and this waits for the process to end. A server that never started is skipped.
 */
export async function stopChildServer(server: ChildServer | undefined): Promise<void> {
  if (!server || server.process.exitCode !== null || server.process.signalCode !== null) return;
  server.process.stdin?.end();
  await server.exited;
}
