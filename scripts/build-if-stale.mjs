// Shared by `npm start` and `npm run start:cluster`: build only what is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function run(script) {
  const result = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Builds the web app and the server if either is missing or older than its sources. */
export function buildIfStale() {
  const sharedChanged = newestMtime('shared');
  const webBuilt = existsSync('dist/web/index.html') ? statSync('dist/web/index.html').mtimeMs : 0;
  if (
    webBuilt <
    Math.max(newestMtime('web'), newestMtime('worker'), sharedChanged, newestMtime('vite.config.ts'))
  ) {
    run('build:web');
  }
  const serverBuilt = existsSync('dist/server/api/main.js') ? statSync('dist/server/api/main.js').mtimeMs : 0;
  if (serverBuilt < Math.max(newestMtime('api'), sharedChanged)) run('build:server');
}
