/**
 * `npm run bench`: every benchmark, one JSON object per line on stdout and nothing else (progress and
 * problems go to stderr). Benchmarks written by other parts of the project are run when present.
 */
import { existsSync } from 'node:fs';
import { benchAppend } from './append.js';
import { benchReplay } from './replay.js';
import { benchStartup } from './startup.js';
import { syntheticHistory } from '../fixtures/syntheticHistory.js';

type Bench = () => Promise<Record<string, unknown>>;

/** A bench exported by another module, if that module exists yet. */
async function optionalBench(file: string, name: string): Promise<Bench | null> {
  if (!existsSync(new URL(`./${file}.ts`, import.meta.url))) return null;
  const specifier = `./${file}.js`;
  const module = (await import(specifier)) as Record<string, unknown>;
  const bench = module[name];
  return typeof bench === 'function' ? (bench as Bench) : null;
}

async function main(): Promise<void> {
  const history = syntheticHistory(5000);
  const benches: Bench[] = [
    () => benchReplay(history),
    () => benchAppend(history),
    () => benchStartup(history),
  ];
  for (const [file, name] of [
    ['tables', 'benchTables'],
    ['ws-fanout', 'benchWsFanout'],
    ['ws-fanout-cluster', 'benchWsFanoutCluster'],
  ] as const) {
    const bench = await optionalBench(file, name);
    if (bench) benches.push(bench);
  }
  for (const bench of benches) {
    process.stdout.write(`${JSON.stringify(await bench())}\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
