import babel from '@rolldown/plugin-babel';
import react, { reactCompilerPreset } from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { staticDataFiles } from './shared/static-data/static-data.js';

/**
 * /data/rounds.json, /data/handicaps.json and the classification files are generated from the domain
 * code in shared/ at build time (so they can never disagree with what the app computes), emitted into
 * the build for the server to serve and the service worker to precache, and served live by the dev server.
 */
function staticDataPlugin(): Plugin {
  return {
    name: 'archery-static-data',
    generateBundle() {
      for (const file of staticDataFiles()) {
        this.emitFile({ type: 'asset', fileName: file.path, source: JSON.stringify(file.json) });
      }
    },
    configureServer(server) {
      const files = new Map(staticDataFiles().map((file) => [`/${file.path}`, JSON.stringify(file.json)]));
      server.middlewares.use((req, res, next) => {
        const body = req.url ? files.get(decodeURIComponent(req.url.split('?')[0] ?? '')) : undefined;
        if (body === undefined) return next();
        res.setHeader('Content-Type', 'application/json');
        res.end(body);
      });
    },
  };
}

/**
 * The worker starts while the page is still being parsed (issue #30). `web/public/engine-boot.js`, a
 * classic script first in <head>, creates it from the address in <meta name="engine-worker">, which this
 * plugin writes (the worker's file name carries its content hash, so it changes with every build). It is
 * found as the one JavaScript asset the engine client's chunk names: the worker is bundled on its own and
 * emitted as an asset. The app's own first module script, `web/src/boot.ts` (a second entry, async), then
 * takes that worker over and asks for the score card; on the dev server there is no bundle, no meta, and
 * boot.ts starts the worker itself.
 */
function bootScriptPlugin(): Plugin {
  return {
    name: 'archery-boot-script',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const outputs = Object.values(context.bundle ?? {});
        const boot = outputs.find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'boot',
        );
        const tags: HtmlTagDescriptor[] = [];
        if (context.bundle) {
          const engineClient = outputs.find(
            (output) =>
              output.type === 'chunk' &&
              output.moduleIds.some((id) => id.endsWith('web/src/engine/engine-client.ts')),
          );
          const workerFiles = outputs.filter(
            (output) =>
              output.type === 'asset' &&
              output.fileName.endsWith('.js') &&
              engineClient?.type === 'chunk' &&
              engineClient.code.includes(output.fileName),
          );
          if (workerFiles.length !== 1) {
            throw new Error(
              `Expected the engine client to name one worker file, found ${workerFiles.length}`,
            );
          }
          tags.push(
            {
              tag: 'meta',
              attrs: { name: 'engine-worker', content: `/${workerFiles[0]!.fileName}` },
              injectTo: 'head-prepend',
            },
            { tag: 'script', attrs: { src: '/engine-boot.js' }, injectTo: 'head-prepend' },
          );
        }
        tags.push({
          tag: 'script',
          attrs: {
            type: 'module',
            async: true,
            crossorigin: true,
            src: boot ? `/${boot.fileName}` : '/src/boot.ts',
          },
          injectTo: 'head-prepend',
        });
        return tags;
      },
    },
  };
}

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines ignore a comment): a script that
 * starts with `//# allFunctionsCalledOnLoad` has every function compiled as the script is streamed, on
 * the parser's background thread, instead of each one on the main thread when first called. It goes on
 * the first frame's scripts (the entry and what it imports statically, and `boot`) and on the worker's
 * entry, which are nearly all run on a cold open: traced, the main thread's lazy compiling before the
 * first tap went from 60-83 ms to 36-46 ms and within the first tap from 8-18 ms to 2-6 ms, for a longer
 * background parse (issue #30; docs/performance.md, "Compile hints").
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

type OutputChunk = Rollup.OutputChunk;

function compileHintPlugin(entries: readonly string[]): Plugin {
  return {
    name: 'archery-compile-hint',
    apply: 'build',
    // After Vite's own post-processing, which puts its preload map at the top of the entry: the
    // comment only counts as the script's first line.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = new Map<string, OutputChunk>();
        for (const output of Object.values(bundle))
          if (output.type === 'chunk') chunks.set(output.fileName, output);
        const hinted = new Set<string>();
        const hint = (chunk: OutputChunk) => {
          if (hinted.has(chunk.fileName)) return;
          hinted.add(chunk.fileName);
          chunk.code = COMPILE_HINT + chunk.code;
          for (const imported of chunk.imports) {
            const next = chunks.get(imported);
            if (next) hint(next);
          }
        };
        for (const chunk of chunks.values())
          if ((chunk.isEntry || chunk.isDynamicEntry) && entries.includes(chunk.name)) hint(chunk);
      },
    },
  };
}

/**
 * The React Compiler (React's own Babel plugin), on the app's components and hooks in web/src: it
 * memoises each render's values and elements by what they read, so the code holds no hand-written
 * useMemo, useCallback or memo for speed (issue #42). Tests and the other folders have no components.
 */
function reactCompiler() {
  const preset = reactCompilerPreset();
  preset.rolldown.filter = {
    ...preset.rolldown.filter,
    id: { include: /\/web\/src\/.*\.tsx?$/, exclude: /\.test\.tsx?$/ },
  };
  return babel({ presets: [preset] });
}

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

// The web app lives in web/ and builds into dist/web, which the Nest server serves in production.
/**
 * Non-ASCII characters in strings (an en dash, an ellipsis, a byte-order mark) are written as escapes, so
 * every script is pure ASCII. One such character makes the browser hold the whole script as two-byte text:
 * slower to decode and to scan on every cold open, where no module gets a code cache (issue #30;
 * docs/performance.md, "ASCII-only scripts").
 */
const ASCII_ONLY = 'ascii';

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      input: { index: 'web/index.html', boot: 'web/src/boot.ts' },
      output: {
        charset: ASCII_ONLY,
        // The app (main.tsx, imported by the page's entry once the keypad is drawn) as app-<hash>.js: the
        // worker's script is main-<hash>.js, and a rule for one (a test's failed worker) must not catch both.
        chunkFileNames: (chunk) =>
          chunk.name === 'main' ? 'assets/app-[hash].js' : 'assets/[name]-[hash].js',
      },
    },
  },
  worker: {
    format: 'es',
    rollupOptions: { output: { charset: ASCII_ONLY } },
    plugins: () => [compileHintPlugin(['main'])],
  },
  // The dev server finds every dependency up front, screens and worker included, rather than as a screen
  // is first opened, which made it reload the page mid-session (and lose the state Fast Refresh keeps).
  optimizeDeps: {
    entries: ['index.html', 'src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '../worker/main.ts'],
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': apiTarget,
      '/ws': { target: apiTarget, ws: true },
    },
  },
  plugins: [
    react(),
    reactCompiler(),
    staticDataPlugin(),
    bootScriptPlugin(),
    // `main`: the app (main.tsx), imported by the page's entry once the keypad is drawn.
    compileHintPlugin(['index', 'boot', 'main']),
    VitePWA({
      // We register the service worker ourselves and never reload the page while a round is scored.
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        name: 'Archery Scores',
        short_name: 'Archery',
        description: 'Score archery rounds arrow by arrow, offline, with AGB handicaps and classifications.',
        theme_color: '#1f5130',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        // PNGs only: the browser fetches a manifest's icon on every open to judge the app installable,
        // prefers an SVG when there is one, and builds it as an SVG document on the page's main thread
        // (9 ms, landing in the first tap after a cold open; docs/performance.md).
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell and the static data are precached; the live API and socket never are.
        globPatterns: ['**/*.{js,css,html,svg,png,json,webmanifest}'],
        // jsPDF's optional HTML, SVG and sanitiser chunks: the scoresheet never calls them, so they are
        // not worth 250 KB of every phone's offline copy (html2canvas, DOMPurify, canvg).
        globIgnores: [
          '**/assets/html2canvas-*.js',
          '**/assets/purify.es-*.js',
          '**/assets/index.es-*.js',
          'sw-static-routes.js',
        ],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/ws/, /^\/data\//],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        // Adds the static routes that answer /assets/ from the precache without the fetch handler
        // (web/public/sw-static-routes.js). The service worker loads it itself: not precached.
        importScripts: ['sw-static-routes.js'],
        cleanupOutdatedCaches: true,
        // The first visit is controlled at once, so it already works offline; updates still wait.
        clientsClaim: true,
      },
    }),
  ],
});
