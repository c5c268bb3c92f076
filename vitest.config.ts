import { defineConfig } from 'vitest/config';

// Unit and integration tests live beside the code; end-to-end browser tests live in test/e2e and run
// through their own config (vitest.e2e.config.ts) against the built app.
export default defineConfig({
  test: {
    include: [
      'shared/**/*.test.ts',
      'worker/**/*.test.ts',
      'web/**/*.test.{ts,tsx}',
      'api/**/*.test.ts',
      // Tests across the app's parts: the app's own client code against real server processes.
      'test/scale-out/**/*.test.ts',
      // The repository itself: it stands alone and its docs links hold.
      'test/repository/**/*.test.ts',
    ],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
  },
});
