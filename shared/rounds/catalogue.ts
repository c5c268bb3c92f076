/**
 * The round catalogue: every named round the app knows, looked up by display name, alias, legacy export
 * name or reference codename, case-insensitively.
 */
import { aliasesOf, buildRound } from './build-round.js';
import type { RoundDefinition } from './definition.js';
import { FIELD_ROUNDS } from './field.js';
import { IMPERIAL_ROUNDS } from './imperial.js';
import { INDOOR_ROUNDS } from './indoor.js';
import { METRIC_ROUNDS } from './metric.js';
import { MISCELLANEOUS_ROUNDS } from './miscellaneous.js';
import { PRACTICE_ROUNDS } from './practice.js';
import type { Round } from './round.js';
import { VI_ROUNDS } from './vi.js';
import { WA_OUTDOOR_ROUNDS } from './wa-outdoor.js';

const DEFINITIONS: readonly RoundDefinition[] = [
  ...IMPERIAL_ROUNDS,
  ...METRIC_ROUNDS,
  ...WA_OUTDOOR_ROUNDS,
  ...INDOOR_ROUNDS,
  ...FIELD_ROUNDS,
  ...VI_ROUNDS,
  ...MISCELLANEOUS_ROUNDS,
  ...PRACTICE_ROUNDS,
];

/**
 * Each round is built the first time it is asked for, and the same object is answered ever after. A
 * cold open asks for one round (the score card's), and building all of them as the module ran was most
 * of its evaluation, on the page and in the worker alike (issue #30).
 */
const built = new Map<RoundDefinition, Round>();

function roundOf(def: RoundDefinition): Round {
  let round = built.get(def);
  if (round === undefined) {
    round = buildRound(def);
    built.set(def, round);
  }
  return round;
}

let everyRound: readonly Round[] | undefined;

/** Lower-cased, trimmed, inner whitespace kept: the old app's "vegas  (triple face)" has two spaces. */
function key(name: string): string {
  return name.trim().toLowerCase();
}

/** Collapsed-whitespace form, the fallback for names typed or exported with odd spacing. */
function looseKey(name: string): string {
  return key(name).replace(/\s+/g, ' ');
}

interface NameIndex {
  exact: Map<string, RoundDefinition>;
  loose: Map<string, RoundDefinition>;
}

function buildIndex(): NameIndex {
  const exact = new Map<string, RoundDefinition>();
  const loose = new Map<string, RoundDefinition>();
  for (const def of DEFINITIONS) {
    for (const name of [def.name, ...aliasesOf(def)]) {
      const k = key(name);
      const existing = exact.get(k);
      if (existing && existing !== def) throw new Error(`Round name ${name} is ambiguous`);
      exact.set(k, def);
      if (!loose.has(looseKey(name))) loose.set(looseKey(name), def);
    }
  }
  return { exact, loose };
}

let index: NameIndex | undefined;

/** Every catalogue round, named rounds first, practice rounds last. */
export function allRounds(): readonly Round[] {
  return (everyRound ??= Object.freeze(DEFINITIONS.map(roundOf)));
}

/** The round with this name, alias, legacy name or codename (case-insensitive, trimmed). */
export function findRound(name: string): Round | undefined {
  index ??= buildIndex();
  const def = index.exact.get(key(name)) ?? index.loose.get(looseKey(name));
  return def === undefined ? undefined : roundOf(def);
}

/**
 * The round's name as the AGB tables and rounds-reference.json print it ("WA 1440 (90m)", "York"): the
 * name other records software looks a round's handicap table up by. Null for a round with none (practice).
 */
export function referenceNameOf(round: Pick<Round, 'name'>): string | null {
  index ??= buildIndex();
  return index.exact.get(key(round.name))?.referenceName ?? null;
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
