/**
 * Benchmark "tables": from cold caches, compute every handicap table (plain and compound) and every
 * classification threshold (both AGB schemes) for every catalogue round and all 64 categories.
 * The reference Python library needs about 4 s for the same work on this machine.
 */
import { allCategories } from '../../shared/classifications/category.js';
import { classThresholds } from '../../shared/classifications/classify.js';
import { clearThresholdCache } from '../../shared/classifications/thresholds.js';
import type { AgbScheme } from '../../shared/classifications/schemes.js';
import { clearHandicapCache, handicapTable, hasHandicapTable } from '../../shared/handicaps/handicaps.js';
import { allRounds } from '../../shared/rounds/catalogue.js';

const SCHEMES: AgbScheme[] = ['AGB 2023', 'AGB 2026.1'];

/** Drop every cached handicap table and threshold so the run measures the full computation. */
export function clearTableCaches(): void {
  clearHandicapCache();
  clearThresholdCache();
}

export async function benchTables(): Promise<Record<string, unknown>> {
  clearTableCaches();
  const rounds = allRounds();
  const categories = allCategories();
  const start = performance.now();
  let tables = 0;
  let thresholds = 0;
  for (const round of rounds.filter(hasHandicapTable)) {
    handicapTable(round);
    tables++;
    if (round.compoundVariant) {
      handicapTable(round, { compound: true });
      tables++;
    }
  }
  for (const round of rounds) {
    for (const category of categories) {
      for (const scheme of SCHEMES) thresholds += classThresholds(round, category, scheme)?.length ?? 0;
    }
  }
  const ms = performance.now() - start;
  return {
    bench: 'tables',
    rounds: rounds.filter(hasHandicapTable).length,
    categories: categories.length,
    tables,
    thresholds,
    ms: Math.round(ms * 10) / 10,
  };
}
