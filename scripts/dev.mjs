// `npm run dev`: the Vite dev server with hot reload, proxying /api and /ws to the Nest server, which is
// recompiled by tsc and restarted by node --watch whenever api/ or shared/ changes.
import { spawn, spawnSync } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3000';
const build = spawnSync('npx', ['tsc', '-p', 'api/tsconfig.build.json'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [
  spawn('npx', ['tsc', '-p', 'api/tsconfig.build.json', '--watch', '--preserveWatchOutput'], {
    stdio: 'inherit',
  }),
  spawn('node', ['--watch', 'dist/server/api/main.js'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, SERVE_WEB: 'false' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) child.on('exit', (code) => code && stopAll());
