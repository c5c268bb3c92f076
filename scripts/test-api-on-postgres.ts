// `npm test` runs the API integration suite a second time on a real PostgreSQL (started here on a free
// loopback port with a throwaway data folder, stopped afterwards), as TEST_DATABASE_URL allows.
import { spawnSync } from 'node:child_process';
import { startPostgres } from '../api/test-support/engines.js';

const postgres = await startPostgres();
let status: number;
try {
  const result = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      'api',
      // One database for the whole run: files one at a time. The scale-out test starts its own engines.
      '--no-file-parallelism',
      '--exclude',
      'api/scale-out/**',
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: postgres.url } },
  );
  status = result.status ?? 1;
} finally {
  postgres.stop();
}
process.exit(status);
