import { defineConfig } from 'vitest/config';
import { PREACT_FOR_REACT } from './vite.config.js';

// Unit and integration tests live beside the code; end-to-end browser tests live in test/e2e and run
// through their own config (vitest.e2e.config.ts) against the built app.
export default defineConfig({
  // Component tests draw with what the app ships (vite.config.ts).
  resolve: { alias: PREACT_FOR_REACT },
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
    // The React libraries import "react" too: run through Vite, so the alias reaches them as in the app.
    server: { deps: { inline: [/\/wouter\//, /\/@xstate\/react\//, /\/@tanstack\/react-virtual\//] } },
    pool: 'forks',
    testTimeout: 20_000,
  },
});
