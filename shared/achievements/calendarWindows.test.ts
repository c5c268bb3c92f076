import { describe, expect, it } from 'vitest';
import { busyMonthRule } from './busyMonth.js';
import { deliberatePracticeRule } from './deliberatePractice.js';
import { olympianEffortRule } from './olympianEffort.js';
import { allEdgesHold, arrows, dayAfter, ladderEdges, metIds, shoot, tiersOf } from './testHistory.js';

/** Rows 2, 3 and 6: counts inside a calendar window. */

describe('row 2: busy month', () => {
  it('is met by 20 shoots in one calendar month, not 19, nor 20 across two months', () => {
    expect(tiersOf(busyMonthRule())).toEqual({ 'busy-month': 'diamond' });
    // 1 to 30 June 2025; a shoot on 1 July starts a new month.
    const june = (n: number) =>
      Array.from({ length: n }, (_, i) =>
        shoot('bray i', arrows(8, 30), { date: new Date(Date.UTC(2025, 5, 1 + i)).toISOString() }),
      );
    expect(ladderEdges(busyMonthRule(), june)).toEqual(allEdgesHold(busyMonthRule()));
    const july = shoot('bray i', arrows(8, 30), { date: '2025-07-01T09:00:00.000Z' });
    expect(metIds([...june(19), july]).has('busy-month')).toBe(false);
  });
});

describe('row 3: deliberate practice', () => {
  const portsmouth = (day: number) => shoot('portsmouth', arrows(8, 60), { date: dayAfter(day) });

  it('is met by the same round 3 times within 7 days', () => {
    expect(tiersOf(deliberatePracticeRule())).toEqual({ 'deliberate-practice': 'diamond' });
    expect(metIds([portsmouth(0), portsmouth(3), portsmouth(6)]).has('deliberate-practice')).toBe(true);
  });

  it('just misses over 8 days, or with a different round in between', () => {
    expect(metIds([portsmouth(0), portsmouth(3), portsmouth(7)]).has('deliberate-practice')).toBe(false);
    const bray = shoot('bray i', arrows(8, 30), { date: dayAfter(2) });
    expect(metIds([portsmouth(0), bray, portsmouth(6)]).has('deliberate-practice')).toBe(false);
  });

  it('finds the window later in the history (only the last two days per round are kept)', () => {
    const history = [portsmouth(0), portsmouth(10), portsmouth(20), portsmouth(22), portsmouth(26)];
    expect(metIds(history).has('deliberate-practice')).toBe(true);
    expect(metIds(history.slice(0, 4)).has('deliberate-practice')).toBe(false);
  });
});

describe('row 6: Olympian Effort', () => {
  it('has the tiers of the table', () => {
    expect(tiersOf(olympianEffortRule())).toEqual({
      'olympian-effort-210': 'bronze',
      'olympian-effort-375': 'silver',
      'olympian-effort-600': 'gold',
      'olympian-effort-900': 'diamond',
    });
  });

  it('counts arrows over 3 consecutive calendar days, at each threshold', () => {
    // Spread over three days; a fourth day's arrows must not count with the first day's.
    const threeDays = (n: number) => {
      const third = Math.floor(n / 3);
      return [
        shoot('practice 20yd', arrows(5, 50), { date: dayAfter(-3) }),
        shoot('practice 20yd', arrows(5, third), { date: dayAfter(0) }),
        shoot('practice 20yd', arrows(5, third), { date: dayAfter(1) }),
        shoot('practice 20yd', arrows(5, n - 2 * third), { date: dayAfter(2, 12) }),
      ];
    };
    expect(ladderEdges(olympianEffortRule(), threeDays)).toEqual(allEdgesHold(olympianEffortRule()));
  });

  it('does not count arrows four days apart together', () => {
    const history = [
      shoot('practice 20yd', arrows(5, 200), { date: dayAfter(0) }),
      shoot('practice 20yd', arrows(5, 10), { date: dayAfter(3) }),
    ];
    expect(metIds(history).has('olympian-effort-210')).toBe(false);
  });
});
