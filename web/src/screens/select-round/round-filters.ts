import type { Round } from '../../../../shared/rounds/round.js';
import { distanceLabel, roundDistances } from '../../../../shared/scoring/ends.js';

/** Where a round is shot; 'any' shows both. */
export type VenueFilter = 'any' | 'indoor' | 'outdoor';
/** How its distances are measured; 'any' shows both. */
export type UnitFilter = 'any' | 'metric' | 'imperial';

export interface RoundFilters {
  search: string;
  venue: VenueFilter;
  units: UnitFilter;
  /** The longest distance the archer shoots, in yards (as the profile's maxDistance); null = no limit. */
  maxDistanceYards: number | null;
}

export const noFilters: RoundFilters = { search: '', venue: 'any', units: 'any', maxDistanceYards: null };

/** Choices for the longest-distance preference, in yards as archers in the UK think of them. */
export const maxDistanceChoices = [20, 30, 40, 50, 60, 80, 100] as const;

// A 70 m round is 76.6 yd: allow the rounding archers expect (a "70 m archer" picks 80 yd, not 70).
const DISTANCE_TOLERANCE_YARDS = 0.5;

function matchesSearch(round: Round, search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [round.name, ...round.aliases].join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/**
 * How well a round's name answers a search, best first: the name itself (or an alias), then a name
 * that starts with it, then the rest. Searching "national" puts the National above the New and Long
 * Nationals, which only contain the word.
 */
function searchRank(round: Round, search: string): number {
  const wanted = search.trim().toLowerCase().replace(/\s+/g, ' ');
  if (wanted === '') return 0;
  const names = [round.name, ...round.aliases].map((name) => name.toLowerCase());
  if (names.includes(wanted)) return 0;
  if (names.some((name) => name.startsWith(wanted))) return 1;
  return 2;
}

/** Whether a round passes every filter the archer has set. */
export function roundMatches(round: Round, filters: RoundFilters): boolean {
  if (filters.venue === 'indoor' && round.isOutdoor) return false;
  if (filters.venue === 'outdoor' && !round.isOutdoor) return false;
  if (filters.units === 'metric' && round.isImperial) return false;
  if (filters.units === 'imperial' && !round.isImperial) return false;
  if (
    filters.maxDistanceYards !== null &&
    round.maxDistanceYards > filters.maxDistanceYards + DISTANCE_TOLERANCE_YARDS
  ) {
    return false;
  }
  return matchesSearch(round, filters.search);
}

export interface RoundChoices {
  /** The round being scored now, first so the archer sees where they are (when it passes the filters). */
  current: Round | null;
  /** Rounds shot in the last 42 days that pass the filters, most recent first. */
  recent: Round[];
  /**
   * Every other round that passes the filters, in catalogue order (named rounds, then practice); while
   * searching, the closest names first (searchRank), catalogue order among equals.
   */
  others: Round[];
}

/** Splits the catalogue into the current round, recent rounds and the rest, each filtered. */
export function chooseRounds(
  rounds: readonly Round[],
  recentNames: readonly string[],
  filters: RoundFilters,
  currentName = '',
): RoundChoices {
  const byName = new Map(rounds.map((round) => [round.name.toLowerCase(), round]));
  const currentRound = byName.get(currentName.toLowerCase());
  const current = currentRound && roundMatches(currentRound, filters) ? currentRound : null;
  const recent: Round[] = [];
  for (const name of recentNames) {
    const round = byName.get(name.toLowerCase());
    if (round && round !== currentRound && !recent.includes(round) && roundMatches(round, filters)) {
      recent.push(round);
    }
  }
  const others = rounds.filter(
    (round) => round !== currentRound && !recent.includes(round) && roundMatches(round, filters),
  );
  // Array.prototype.sort is stable: rounds of one rank keep the catalogue's order.
  others.sort((a, b) => searchRank(a, filters.search) - searchRank(b, filters.search));
  return { current, recent, others };
}

/** The groups of the round list, in the order shown: one search covers them all. */
export const ROUND_GROUPS = ['Target indoor', 'Target outdoor', 'Field', 'VI', 'Practice'] as const;
export type RoundGroup = (typeof ROUND_GROUPS)[number];

export function roundGroup(round: Round): RoundGroup {
  if (round.isPracticeRound) return 'Practice';
  if (round.discipline === 'field') return 'Field';
  if (round.discipline === 'vi') return 'VI';
  return round.isOutdoor ? 'Target outdoor' : 'Target indoor';
}

/** The rounds of each group, in catalogue order; groups with no round are left out. */
export function groupRounds(rounds: readonly Round[]): Array<{ group: RoundGroup; rounds: Round[] }> {
  return ROUND_GROUPS.map((group) => ({
    group,
    rounds: rounds.filter((r) => roundGroup(r) === group),
  })).filter((g) => g.rounds.length > 0);
}

/**
 * "3 doz 100yd, 4 doz 80yd, 2 doz 60yd"; practice rounds have no arrow limit. A field round is a
 * course, not distances: "24 targets, red peg, marked" (always 3 arrows a target).
 */
export function roundDescription(round: Round): string {
  if (round.field) {
    const { targets, peg, marking } = round.field;
    return `${targets} targets, ${peg} peg, ${marking}`;
  }
  return roundDistances(round)
    .map((distance) => {
      const label = distanceLabel(distance);
      return Number.isFinite(distance.arrows)
        ? `${distance.arrows / 12} doz ${label}`
        : `${label}, any arrows`;
    })
    .join(', ');
}

/** The names of the filters that are narrowing the list, for the "nothing matches" hint. */
export function activeFilterNames(filters: RoundFilters): string[] {
  const names: string[] = [];
  if (filters.search.trim() !== '') names.push(`search "${filters.search.trim()}"`);
  if (filters.venue !== 'any') names.push(filters.venue);
  if (filters.units !== 'any') names.push(filters.units);
  if (filters.maxDistanceYards !== null) names.push(`up to ${filters.maxDistanceYards}yd`);
  return names;
}
