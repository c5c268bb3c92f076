import { defineConfig, mergeConfig } from 'vitest/config';
import app from './vite.config.js';

// Unit and integration tests live beside the code; end-to-end browser tests live in test/e2e and run
// through their own config (vitest.e2e.config.ts) against the built app.
// The app's own Vite plugins (React with its compiler, the PWA's virtual modules): a component test
// runs the code as the app builds it. The root is the repository's, not the app's web/.
export default mergeConfig(
  app,
  defineConfig({
    root: '.',
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
  }),
);
