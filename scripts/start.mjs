// `npm start`: build whatever is missing or older than its sources, then run the one server process
// that serves the PWA, the API under /api, the socket at /ws and the static data under /data.
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

const sharedChanged = newestMtime('shared');
const webBuilt = existsSync('dist/web/index.html') ? statSync('dist/web/index.html').mtimeMs : 0;
if (
  webBuilt < Math.max(newestMtime('web'), newestMtime('worker'), sharedChanged, newestMtime('vite.config.ts'))
) {
  run('build:web');
}
const serverBuilt = existsSync('dist/server/api/main.js') ? statSync('dist/server/api/main.js').mtimeMs : 0;
if (serverBuilt < Math.max(newestMtime('api'), sharedChanged)) run('build:server');

await import(new URL('../dist/server/api/main.js', import.meta.url).href);
