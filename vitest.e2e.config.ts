import { defineConfig } from 'vitest/config';

// End-to-end tests: the real built app and server, driven in Debian's Chromium by playwright-core.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A condition a loaded CI machine meets late is still met: expect.poll waits up to 10 s, not 1 s.
    expect: { poll: { timeout: 10_000 } },
  },
});
