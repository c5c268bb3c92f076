import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Folder boundaries (DESIGN.md section 7.1): shared/ is pure domain code; web/ reaches the worker only
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
    rules: {
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/web/**', '**/worker/**', '**/api/**', '**/test/**'],
              message: 'shared/ must not import from web/, worker/, api/ or test/.',
            },
            {
              group: frameworkImports,
              message: 'shared/ is pure TypeScript: no React, Nest, TypeORM or other framework imports.',
            },
            { group: ['node:*', 'fs', 'path', 'os', 'crypto'], message: 'shared/ must not use Node APIs.' },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/web/**', '**/worker/**', '**/api/**'],
              message: 'shared/ tests must not import from web/, worker/ or api/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/worker/**', '!**/worker/main.ts'],
              message: 'web/ talks to the worker only through the contract in shared/contract.',
            },
            { group: ['**/api/**'], message: 'web/ talks to the server only over HTTP and WebSocket.' },
          ],
        },
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
