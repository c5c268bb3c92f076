/**
 * The round catalogue: every named round the app knows, looked up by display name, alias, legacy export
 * name or reference codename, case-insensitively.
 */
import { buildRound } from './build-round.js';
import { FIELD_ROUNDS } from './field.js';
import { IMPERIAL_ROUNDS } from './imperial.js';
import { INDOOR_ROUNDS } from './indoor.js';
import { METRIC_ROUNDS } from './metric.js';
import { MISCELLANEOUS_ROUNDS } from './miscellaneous.js';
import { PRACTICE_ROUNDS } from './practice.js';
import type { Round } from './round.js';
import { VI_ROUNDS } from './vi.js';
import { WA_OUTDOOR_ROUNDS } from './wa-outdoor.js';

const ROUNDS: readonly Round[] = Object.freeze(
  [
    ...IMPERIAL_ROUNDS,
    ...METRIC_ROUNDS,
    ...WA_OUTDOOR_ROUNDS,
    ...INDOOR_ROUNDS,
    ...FIELD_ROUNDS,
    ...VI_ROUNDS,
    ...MISCELLANEOUS_ROUNDS,
    ...PRACTICE_ROUNDS,
  ].map(buildRound),
);

/** Lower-cased, trimmed, inner whitespace kept: the old app's "vegas  (triple face)" has two spaces. */
function key(name: string): string {
  return name.trim().toLowerCase();
}

/** Collapsed-whitespace form, the fallback for names typed or exported with odd spacing. */
function looseKey(name: string): string {
  return key(name).replace(/\s+/g, ' ');
}

function buildIndex(): { exact: Map<string, Round>; loose: Map<string, Round> } {
  const exact = new Map<string, Round>();
  const loose = new Map<string, Round>();
  for (const round of ROUNDS) {
    for (const name of [round.name, ...round.aliases]) {
      const k = key(name);
      const existing = exact.get(k);
      if (existing && existing !== round) throw new Error(`Round name ${name} is ambiguous`);
      exact.set(k, round);
      if (!loose.has(looseKey(name))) loose.set(looseKey(name), round);
    }
  }
  return { exact, loose };
}

const INDEX = buildIndex();

/** Every catalogue round, named rounds first, practice rounds last. */
export function allRounds(): readonly Round[] {
  return ROUNDS;
}

/** The round with this name, alias, legacy name or codename (case-insensitive, trimmed). */
export function findRound(name: string): Round | undefined {
  return INDEX.exact.get(key(name)) ?? INDEX.loose.get(looseKey(name));
}

/** docs/product.md section 8: the words for a round name the catalogue does not know. */
export function unknownGameType(name: string): string {
  return `Unknown game type: ${name}`;
}

/** Like findRound, but an unknown name throws `Unknown game type: {name}`. */
export function roundByName(name: string): Round {
  const round = findRound(name);
  if (!round) throw new Error(unknownGameType(name));
  return round;
}
