import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureServerBuilt, repoRoot } from './test-support/child-server.js';

describe('starting the server', () => {
  it('stops at once on a bad setting with one line naming the variable', () => {
    ensureServerBuilt();
    const started = spawnSync(process.execPath, [join(repoRoot, 'dist/server/api/main.js')], {
      cwd: repoRoot,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SERVE_WEB: 'false', MAX_SOCKETS: 'many' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(started.status).toBe(1);
    expect(started.stdout).toBe('');
    expect(started.stderr).toBe(
      'Archery Scores cannot start: MAX_SOCKETS must be a positive whole number, not "many"\n',
    );
  }, 120_000);
});
