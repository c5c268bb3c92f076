import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HistoryItem } from '../history/historyItem.js';
import { findRound } from '../rounds/catalogue.js';
import type { ArrowValue } from '../rounds/round.js';
import { arrowsTotal } from '../scoring/arrowValues.js';
import { ACHIEVEMENTS } from './catalogue.js';
import { AchievementFold } from './fold.js';
import { AchievementsProjection } from './projection.js';
import { compareShoots, shootFacts } from './shootFacts.js';

/**
 * Incremental adds equal a full replay: folding shoots one at a time as they are saved gives exactly
 * what one fold over the whole history gives, and after a delete or an edit the re-derived fold equals
 * a fresh fold over what is left.
 */

const ROUNDS = [
  'portsmouth',
  'bray i',
  'national',
  'windsor',
  'york',
  'wa 70m',
  'frostbite',
  'practice 30yd',
];
const GENDERS = ['female', 'male'];
const BOWS = ['recurve', 'barebow'];

const shootArb = fc
  .record({
    round: fc.constantFrom(...ROUNDS),
    // Arrows by keypad position (0 = best), so any round gets values its face has.
    picks: fc.array(fc.nat(3), { minLength: 6, maxLength: 150 }),
    day: fc.integer({ min: 0, max: 60 }),
    hour: fc.integer({ min: 0, max: 23 }),
    gender: fc.constantFrom(...GENDERS),
    bowType: fc.constantFrom(...BOWS),
    record: fc.boolean(),
    minutes: fc.integer({ min: 0, max: 200 }),
    place: fc.option(fc.tuple(fc.integer({ min: 0, max: 6 }), fc.constantFrom('GB', 'FR')), {
      nil: undefined,
    }),
  })
  .map((s) => {
    const round = findRound(s.round)!;
    const limit = round.maxArrows ?? s.picks.length;
    const scores: ArrowValue[] = s.picks.slice(0, limit).map((k) => round.scores[k] ?? 'M');
    return {
      gameType: round.name,
      date: new Date(Date.UTC(2025, 10, 1 + s.day, s.hour)).toISOString(),
      score: arrowsTotal(scores, round),
      scores,
      userProfile: { gender: s.gender, bowType: s.bowType },
      shootStatus: s.record ? ('RecordStatus' as const) : ('Practice' as const),
      shootDuration: s.minutes * 60_000,
      ...(s.place
        ? {
            location: { placeName: '', latitude: 51 + s.place[0] * 0.05, longitude: -1, country: s.place[1] },
          }
        : {}),
    };
  });

const historyArb = fc
  .array(shootArb, { minLength: 1, maxLength: 40 })
  .map((shoots): HistoryItem[] => shoots.map((s, i) => ({ id: i + 1, ...s })));

/** Everything the fold says: which achievements are met, by which shoot, and every progress measure. */
function outcome(fold: AchievementFold) {
  return {
    met: Object.fromEntries([...fold.met].sort(([a], [b]) => a.localeCompare(b))),
    progress: ACHIEVEMENTS.map((d) => [d.id, fold.progress(d.id)]),
  };
}

const facts = (item: HistoryItem) => shootFacts(item, findRound(item.gameType));

describe('achievements: incremental equals replay', () => {
  it('adding shoots one by one in date order gives what one replay of the history gives', () => {
    fc.assert(
      fc.property(historyArb, (history) => {
        const inOrder = [...history].sort((a, b) => compareShoots(facts(a), facts(b)));
        const projection = new AchievementsProjection();
        const newlyMet: string[] = [];
        for (const item of inOrder) {
          projection.put(item, findRound(item.gameType));
          newlyMet.push(...projection.newlyMet(0).map((r) => r.id));
          projection.record(projection.newlyMet(0));
        }
        const replayed = AchievementFold.replay(history.map(facts));
        expect(outcome(projection.current())).toEqual(outcome(replayed));
        expect(newlyMet.sort()).toEqual([...replayed.met.keys()].sort());
      }),
      { numRuns: 150 },
    );
  });

  it('saving out of date order, editing or deleting re-derives the fold; unlocks stay unlocked', () => {
    fc.assert(
      fc.property(historyArb, fc.nat(), (history, pick) => {
        const projection = new AchievementsProjection();
        for (const item of history) projection.put(item, findRound(item.gameType));
        expect(outcome(projection.current())).toEqual(outcome(AchievementFold.replay(history.map(facts))));
        projection.record(projection.newlyMet(1));
        const unlockedBefore = [...projection.unlocked.keys()];

        const gone = history[pick % history.length]!;
        projection.remove(gone.id);
        const left = history.filter((item) => item !== gone);
        expect(outcome(projection.current())).toEqual(outcome(AchievementFold.replay(left.map(facts))));
        expect([...projection.unlocked.keys()]).toEqual(unlockedBefore);
        for (const id of unlockedBefore) expect(projection.unlockOf(id)).toBeDefined();
      }),
      { numRuns: 100 },
    );
  });
});
