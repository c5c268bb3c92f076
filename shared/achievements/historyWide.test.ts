import { describe, expect, it } from 'vitest';
import { allRounds } from '../rounds/catalogue.js';
import { bigDaysRule } from './bigDays.js';
import { explorerRule } from './explorer.js';
import { milestonesRule } from './milestones.js';
import {
  allEdgesHold,
  arrows,
  dayAfter,
  ladderEdges,
  metIds,
  scoring,
  shoot,
  tiersOf,
} from './testHistory.js';

/** Rows 21, 22 and 23. */

// Explorer counts named target rounds; field and VI rounds are disciplines of their own.
const named = allRounds().filter((round) => !round.isPracticeRound && round.discipline === 'target');

describe('row 21: Explorer', () => {
  it('is met at 50%, 75% and 100% of the named rounds shot at least once', () => {
    expect(tiersOf(explorerRule())).toEqual({
      'explorer-50': 'silver',
      'explorer-75': 'gold',
      'explorer-100': 'diamond',
    });
    const firstN = (n: number) => [
      ...named.slice(0, n).map((round) => shoot(round.name, [1])),
      // Practice rounds, field and VI rounds and repeats do not count.
      shoot('practice 20yd', [1]),
      shoot('wa field 12 white marked', [1]),
      shoot('burntwood york', [1]),
      ...(n > 0 ? [shoot(named[0]!.name, [1])] : []),
    ];
    expect(ladderEdges(explorerRule(), firstN)).toEqual(allEdgesHold(explorerRule()));
    expect(explorerRule().definitions.find((d) => d.id === 'explorer-100')?.target).toBe(named.length);
  });
});

describe('row 22: milestones', () => {
  it('has the tiers of the table', () => {
    expect(tiersOf(milestonesRule())).toEqual({
      'york-1251': 'diamond',
      'thirty-yards-90-percent': 'bronze',
      'hit-streak-196': 'gold',
      'winter-100': 'silver',
    });
  });

  it('york-1251: 1,251 on a York, not 1,249', () => {
    const york = (nines: number) => shoot('york', [...arrows(9, nines), ...arrows(7, 144 - nines)]);
    // 9n + 7(144 - n) = 1008 + 2n: 122 nines make 1,252, 121 make 1,250.
    expect(metIds([york(122)]).has('york-1251')).toBe(true);
    expect(metIds([york(121)]).has('york-1251')).toBe(false);
  });

  it('hit-streak-196: 196 hits in a row across shoots in date order, a miss resets it', () => {
    const streak = (n: number) => [
      shoot('practice 20yd', [...arrows(5, 10), 'M', ...arrows(5, 100)], { date: dayAfter(0) }),
      shoot('practice 20yd', arrows(5, n - 100), { date: dayAfter(1) }),
      shoot('practice 20yd', ['M', ...arrows(5, 50)], { date: dayAfter(2) }),
    ];
    expect(ladderEdges(milestonesRule(), streak).find((e) => e.id === 'hit-streak-196')).toEqual({
      id: 'hit-streak-196',
      justMisses: true,
      justMeets: true,
    });
    // The same arrows in another date order break the run.
    const [a, b, c] = streak(196);
    expect(
      metIds([a!, { ...c!, date: dayAfter(1) }, { ...b!, date: dayAfter(2) }]).has('hit-streak-196'),
    ).toBe(false);
  });

  it('winter-100: 100 rounds shot December to February', () => {
    const winter = (n: number) => [
      ...Array.from({ length: n }, (_, i) =>
        shoot('portsmouth', arrows(8, 60), {
          date: new Date(Date.UTC(2025, 11, 1 + (i % 90))).toISOString(),
        }),
      ),
      shoot('portsmouth', arrows(8, 60), { date: '2026-03-01' }),
      shoot('portsmouth', arrows(8, 60), { date: '2025-11-30' }),
    ];
    expect(ladderEdges(milestonesRule(), winter).find((e) => e.id === 'winter-100')).toEqual({
      id: 'winter-100',
      justMisses: true,
      justMeets: true,
    });
  });

  it('thirty-yards-90-percent: 90% hits on a round shot entirely at 30 yd, at least 3 dozen', () => {
    const at30 = (hits: number, total: number, round = 'practice 30yd') =>
      metIds([shoot(round, [...arrows(3, hits), ...arrows('M', total - hits)])]).has(
        'thirty-yards-90-percent',
      );
    expect(at30(36, 40)).toBe(true);
    expect(at30(35, 40)).toBe(false);
    expect(at30(35, 35)).toBe(false);
    expect(at30(48, 48, 'windsor 30')).toBe(false);
  });
});

describe('row 23: big days', () => {
  it('has the tiers of the table', () => {
    expect(tiersOf(bigDaysRule())).toEqual({
      'nationals-688': 'gold',
      'metric-72-550': 'bronze',
      'metric-72-600': 'silver',
      'metric-72-700': 'diamond',
    });
  });

  it('nationals-688: 688 over two Nationals shot the same day', () => {
    // 9n + (72 - n) = 72 + 8n: 34 nines and 38 ones make 344, twice 688; a 7 for a 9 makes 686.
    const national = (seven: boolean, day = 0) =>
      shoot('national', [...(seven ? [7] : [9]), ...arrows(9, 33), ...arrows(1, 38)], {
        date: dayAfter(day),
      });
    expect(metIds([national(false), national(false)]).has('nationals-688')).toBe(true);
    expect(metIds([national(false), national(true)]).has('nationals-688')).toBe(false);
    expect(metIds([national(false), national(false, 1)]).has('nationals-688')).toBe(false);
  });

  it.each([
    ['metric-72-550', 'wa 70m', 550],
    ['metric-72-600', 'metric 122-50', 600],
    ['metric-72-700', 'metric 80-30', 700],
  ] as const)('%s: three 72-arrow metric rounds of the score, not two', (id, round, minimum) => {
    const scored = (score: number) => shoot(round, scoring(score, 72));
    expect(metIds([scored(minimum), scored(minimum + 4), scored(minimum)]).has(id)).toBe(true);
    expect(metIds([scored(minimum), scored(minimum - 1), scored(minimum)]).has(id)).toBe(false);
    expect(metIds([scored(minimum), scored(minimum)]).has(id)).toBe(false);
  });

  it('does not count a 72-arrow metric round outside the WA 720 and Metric 122/80 families', () => {
    const long = (n: number) => shoot('long metric (70m)', arrows(10, 72), { id: 9000 + n });
    expect(metIds([long(1), long(2), long(3)]).has('metric-72-550')).toBe(false);
  });
});
