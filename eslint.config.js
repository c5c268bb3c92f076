import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { dirname, relative, resolve, isAbsolute } from 'node:path';

// The repository stands on its own (issue #25): a clone with nothing beside it must build and pass its
// tests, so no import (static, dynamic, re-export or require) may name a file outside the checkout.
const repositoryRoot = import.meta.dirname;
const climbsOutOfRepository = (fromFile, specifier) => {
  if (typeof specifier !== 'string' || !(specifier.startsWith('.') || isAbsolute(specifier))) return false;
  const target = relative(repositoryRoot, resolve(dirname(fromFile), specifier));
  return target === '..' || target.startsWith('../') || isAbsolute(target);
};
// The app is drawn by React DOM, as the project was asked (issue #42): no other renderer behind React's API.
const otherRenderer = (specifier) =>
  typeof specifier === 'string' && /^(preact|@preact\/|inferno|react-lite|nervjs)(\/|$)/.test(specifier);
const repositoryPlugin = {
  rules: {
    'react-dom-only': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          renderer:
            "'{{specifier}}' is another renderer: the app is drawn by React DOM (docs/dependencies.md, React).",
        },
      },
      create(context) {
        const check = (node, source) => {
          if (source?.type === 'Literal' && otherRenderer(source.value))
            context.report({ node, messageId: 'renderer', data: { specifier: source.value } });
        };
        return {
          ImportDeclaration: (node) => check(node, node.source),
          ExportAllDeclaration: (node) => check(node, node.source),
          ExportNamedDeclaration: (node) => check(node, node.source),
          ImportExpression: (node) => check(node, node.source),
        };
      },
    },
    'stays-in-repository': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          outside:
            "'{{specifier}}' is outside the repository: copy what the code needs into it (data: reference-data/, notes: docs/).",
        },
      },
      create(context) {
        const check = (node, source) => {
          if (source?.type === 'Literal' && climbsOutOfRepository(context.filename, source.value))
            context.report({ node, messageId: 'outside', data: { specifier: source.value } });
        };
        return {
          ImportDeclaration: (node) => check(node, node.source),
          ExportAllDeclaration: (node) => check(node, node.source),
          ExportNamedDeclaration: (node) => check(node, node.source),
          ImportExpression: (node) => check(node, node.source),
          CallExpression: (node) => {
            if (node.callee.type === 'Identifier' && node.callee.name === 'require')
              check(node, node.arguments[0]);
          },
        };
      },
    },
  },
};

// Folder boundaries (docs/contributing.md): shared/ is pure domain code; web/ reaches the worker only
// through the contract in shared/.
const frameworkImports = [
  'react',
  'react-*',
  'react/*',
  '@nestjs/*',
  'typeorm',
  'typeorm/*',
  'wouter',
  'xstate',
  'comlink',
  'idb',
  'express',
  'sqlite3',
  'ws',
];

// Layers inside shared/ (issue #17): each folder may import only the shared/ folders listed for it, all of
// them earlier in this list, so the folder graph stays acyclic and an upward import fails the lint. The
// domain folders come first; on top of them sit the four folders the worker is built from (issue #26):
// projections (the event log read into state), then commands and views (each reading the projections,
// neither the other), then import-export (backups and files, which use all three).
const sharedLayers = [
  ['core', []],
  ['rounds', []],
  ['time', []],
  ['account', []],
  ['scoring', ['rounds']],
  ['handicaps', ['core', 'rounds', 'scoring']],
  ['classifications', ['core', 'rounds', 'scoring', 'handicaps']],
  ['static-data', ['core', 'rounds', 'scoring', 'handicaps', 'classifications']],
  ['sight-marks', ['core', 'rounds', 'scoring', 'time']],
  ['target-face', ['core', 'rounds', 'scoring', 'time', 'sight-marks']],
  // The ledger sits below history: a saved shoot carries the event status the ledger defines.
  ['ledger', ['core', 'rounds', 'scoring', 'time', 'handicaps', 'classifications']],
  // A target's cards (issue #47): signed, sealed and carried as text; a card names its event status.
  ['target-cards', ['core', 'rounds', 'scoring', 'classifications', 'ledger']],
  ['history', ['core', 'rounds', 'scoring', 'time', 'sight-marks', 'target-face', 'ledger']],
  ['performance', ['core', 'rounds', 'scoring', 'time']],
  // A target being scored is logged as events (issue #47), so events read the target's shapes.
  [
    'events',
    ['core', 'rounds', 'scoring', 'time', 'sight-marks', 'target-face', 'ledger', 'target-cards', 'history'],
  ],
  ['backups', ['core', 'rounds', 'scoring', 'time', 'sight-marks', 'target-face', 'history']],
  [
    'share',
    [
      'core',
      'rounds',
      'scoring',
      'time',
      'handicaps',
      'classifications',
      'sight-marks',
      'target-face',
      'ledger',
      'history',
    ],
  ],
  [
    'records-formats',
    ['core', 'rounds', 'scoring', 'time', 'handicaps', 'classifications', 'ledger', 'history', 'share'],
  ],
  // A whole target scored into a live shoot (issue #47) sends each archer of the target's cards.
  [
    'live-shoots',
    ['core', 'rounds', 'scoring', 'time', 'handicaps', 'classifications', 'ledger', 'target-cards'],
  ],
  [
    'achievements',
    ['core', 'rounds', 'scoring', 'time', 'handicaps', 'classifications', 'history', 'performance'],
  ],
  [
    'contract',
    [
      'core',
      'rounds',
      'scoring',
      'time',
      'account',
      'handicaps',
      'classifications',
      'sight-marks',
      'target-face',
      'ledger',
      'history',
      'events',
      'backups',
      'achievements',
      'records-formats',
      'target-cards',
    ],
  ],
];
const domainFolders = sharedLayers.map(([folder]) => folder);
sharedLayers.push(
  ['projections', domainFolders],
  ['commands', [...domainFolders, 'projections']],
  ['views', [...domainFolders, 'projections']],
  ['import-export', [...domainFolders, 'projections', 'commands', 'views']],
);
const sharedFolders = sharedLayers.map(([folder]) => folder);
// A folder allowed to import one listed after it would let a cycle back in.
sharedLayers.forEach(([folder, allowed], index) => {
  const earlier = sharedLayers.slice(0, index).map(([name]) => name);
  const later = allowed.filter((name) => !earlier.includes(name));
  if (later.length > 0)
    throw new Error(`shared/${folder} may only import folders listed before it, not ${later}`);
});

/** What web/ may not import: the worker but for `allowed` (negated globs), and the server. */
function webPatterns(allowed) {
  return [
    {
      group: ['**/worker/**', ...allowed],
      message: 'web/ talks to the worker only through the contract in shared/contract.',
    },
    { group: ['**/api/**'], message: 'web/ talks to the server only over HTTP and WebSocket.' },
  ];
}

/** The no-restricted-imports patterns that keep `folder` below the shared/ folders it may not import. */
function layerPatterns(folder, allowed) {
  return sharedFolders
    .filter((other) => other !== folder && !allowed.includes(other))
    .map((other) => ({
      group: [`../${other}`, `../${other}/**`, `**/shared/${other}`, `**/shared/${other}/**`],
      message: `shared/${folder} may not import shared/${other} (the layers in eslint.config.js keep shared/ acyclic).`,
    }));
}

const sharedPatterns = [
  {
    group: ['**/web/**', '**/worker/**', '**/api/**', '**/test/**'],
    message: 'shared/ must not import from web/, worker/, api/ or test/.',
  },
  {
    group: frameworkImports,
    message: 'shared/ is pure TypeScript: no React, Nest, TypeORM or other framework imports.',
  },
  { group: ['node:*', 'fs', 'path', 'os', 'crypto'], message: 'shared/ must not use Node APIs.' },
];
const sharedTestPatterns = [
  {
    group: ['**/web/**', '**/worker/**', '**/api/**'],
    message: 'shared/ tests must not import from web/, worker/ or api/.',
  },
];

const workerFolders = ['projections', 'commands', 'views', 'import-export'];
function testAllowed(folder, allowed) {
  return workerFolders.includes(folder) ? [...allowed, ...workerFolders] : allowed;
}

/** Per folder of shared/: its own layer rule together with the boundaries of shared/ as a whole. */
const sharedLayerConfigs = sharedLayers.flatMap(([folder, allowed]) => [
  {
    files: [`shared/${folder}/**/*.ts`],
    ignores: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...sharedPatterns, ...layerPatterns(folder, allowed)] },
      ],
    },
  },
  {
    // A test of a projection or a view builds its state through the commands, as the worker does.
    files: [`shared/${folder}/**/*.test.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...sharedTestPatterns, ...layerPatterns(folder, testAllowed(folder, allowed))] },
      ],
    },
  },
]);

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'web/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['scripts/**/*.mjs', '*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    // Type-aware checks: a promise nobody awaits or catches, or one handed where a plain callback is
    // expected, loses its error silently.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    plugins: { repository: repositoryPlugin },
    rules: { 'repository/stays-in-repository': 'error', 'repository/react-dom-only': 'error' },
  },
  {
    rules: {
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: sharedPatterns }] },
  },
  {
    files: ['shared/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: sharedTestPatterns }] },
  },
  ...sharedLayerConfigs,
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: webPatterns(['!**/worker/main.ts']) }],
    },
  },
  {
    // The web tests' real engine runs the worker's code in the test's process, exposed on a port as
    // worker/main.ts exposes it (web/src/test-support/real-engine.ts).
    files: ['web/src/test-support/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: webPatterns(['!**/worker/main.ts', '!**/worker/pagePort.js']) },
      ],
    },
  },
  {
    files: ['worker/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/web/**', '**/api/**'], message: 'worker/ must not import web/ or api/.' }],
        },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/**', '**/worker/**'], message: 'api/ must not import web/ or worker/.' },
          ],
        },
      ],
    },
  },
);
