import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { LoggerEvent } from 'babel-plugin-react-compiler';
import { describe, expect, it } from 'vitest';

// The React Compiler memoises the app's components and hooks (vite.config.ts, `reactCompiler()`), and the
// code holds no hand-written useMemo, useCallback or memo for speed (issue #42). A component or hook the
// compiler cannot compile is left as written, without memoisation and without a word in the build: this
// test runs the compiler over every non-test script in web/src, as the build does, and names each one.

const root = resolve(import.meta.dirname, '../..');

/**
 * Components and hooks the compiler may leave as written, each with its reason ("file#name"). Empty: a
 * function the compiler refuses usually breaks a Rule of React, and is fixed rather than listed.
 */
const exempt = new Map<string, string>();

// @babel/core ships no types; the two calls used here, typed by hand.
interface BabelNode {
  type: string;
  loc?: { start: { line: number; column: number } } | null;
  id?: { type: string; name?: string } | null;
  key?: { type: string; name?: string };
}
interface BabelPath {
  node: BabelNode;
  parent: BabelNode;
  traverse(visitor: Record<string, (path: BabelPath) => void>): void;
}
interface Babel {
  transformSync(code: string, options: Record<string, unknown>): unknown;
}
const babel = createRequire(import.meta.url)('@babel/core') as Babel;

const sources = execFileSync(
  'git',
  ['ls-files', '-z', '--cached', '--others', '--exclude-standard', 'web/src'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\0')
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'));

const position = (loc: { start: { line: number; column: number } } | null | undefined) =>
  loc ? `${loc.start.line}:${loc.start.column}` : '';

/** A function's name as the compiler reports it, by where it starts: its own, or the variable or key it is given to. */
function functionNames(): { visitor: Record<string, (path: BabelPath) => void> } & {
  names: Map<string, string>;
} {
  const names = new Map<string, string>();
  const name = (path: BabelPath) => {
    const { node, parent } = path;
    const own = node.id?.name;
    const given = parent.type === 'VariableDeclarator' ? parent.id?.name : parent.key?.name;
    const wrapped = parent.type === 'CallExpression' ? 'an argument' : undefined;
    names.set(position(node.loc), own ?? given ?? wrapped ?? 'an anonymous function');
  };
  return {
    names,
    visitor: {
      Program: (program: BabelPath) =>
        program.traverse({
          FunctionDeclaration: name,
          FunctionExpression: name,
          ArrowFunctionExpression: name,
        }),
    },
  };
}

interface Refusal {
  where: string;
  why: string;
}

/** The compiler's refusals in one file: the functions it left uncompiled, and why. */
function refusalsIn(file: string): Refusal[] {
  const refusals: Refusal[] = [];
  const naming = functionNames();
  const at = (fnLoc: Parameters<typeof position>[0]) =>
    `${file}#${naming.names.get(position(fnLoc)) ?? 'the module'} (${position(fnLoc) || 'no position'})`;
  const logEvent = (_filename: string | null, event: LoggerEvent) => {
    switch (event.kind) {
      // Not compiled: the function is left as written. A CompileError with the function's position
      // comes from the compiler giving up on it (a broken Rule of React, an unsupported construct or an
      // eslint suppression of a React rule); one without a position is a validation that reports and
      // compiles on (a setState in an effect, JSX in a try), which the lint's react-hooks rules cover.
      case 'CompileError':
        if (event.fnLoc) {
          const { reason, description } = event.detail;
          refusals.push({ where: at(event.fnLoc), why: description ? `${reason}: ${description}` : reason });
        }
        break;
      case 'CompileSkip':
        refusals.push({ where: at(event.fnLoc), why: event.reason });
        break;
      case 'PipelineError':
        refusals.push({ where: at(event.fnLoc), why: event.data.split('\n')[0] ?? event.data });
        break;
      // Compiled, or informational: a success, a note on an optional transform, timings, effect
      // dependencies (an option the app does not use).
      case 'CompileSuccess':
      case 'CompileDiagnostic':
      case 'Timing':
      case 'AutoDepsDecorations':
      case 'AutoDepsEligible':
        break;
    }
  };
  babel.transformSync(readFileSync(join(root, file), 'utf8'), {
    filename: join(root, file),
    babelrc: false,
    configFile: false,
    code: false,
    // As @rolldown/plugin-babel parses for the build: TypeScript, and JSX in .tsx files.
    parserOpts: {
      sourceType: 'module',
      plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'],
    },
    // The preset's options as vite.config.ts gives them (none), plus the logger; noEmit: only the verdict
    // is wanted, not the rewritten code.
    plugins: [
      { visitor: naming.visitor },
      ['babel-plugin-react-compiler', { logger: { logEvent }, noEmit: true }],
    ],
  });
  return refusals;
}

describe('the React Compiler', () => {
  it('compiles every component and hook in web/src', { timeout: 180_000 }, () => {
    expect(sources.length).toBeGreaterThan(100);
    const refused = sources.flatMap(refusalsIn);
    const unexplained = refused.filter((refusal) => !exempt.has(refusal.where.replace(/ \(.*\)$/, '')));
    expect(unexplained.map((refusal) => `${refusal.where}: ${refusal.why}`)).toEqual([]);
    const stale = [...exempt.keys()].filter(
      (key) => !refused.some((refusal) => refusal.where.replace(/ \(.*\)$/, '') === key),
    );
    expect(stale, 'exemptions the compiler no longer needs').toEqual([]);
  });
});
