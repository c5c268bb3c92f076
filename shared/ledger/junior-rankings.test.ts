import { describe, expect, it } from 'vitest';
import { rankArchers, rankingAggregate } from './junior-rankings.js';
import { shoot } from './ledger.fixture.js';

describe('V13: junior rankings aggregate (2025, recurve, Open U18)', () => {
  const u18 = { yearOfBirth: 2008, ageGroup: undefined };
  const eligible = [
    shoot('2025-05-04', 'york', 'ukrs', 900, u18),
    shoot('2025-06-01', 'york', 'ukrs', 880, u18),
    shoot('2025-06-22', 'wa720_70', 'wrs', 560, u18),
    shoot('2025-07-13', 'wa720_70', 'wrs', 575, u18),
  ];
  const excluded = [
    shoot('2025-06-08', 'wa720_70', 'club_target_day', 600, u18),
    shoot('2025-06-15', 'national', 'ukrs', 450, u18),
  ];

  it('sums the three lowest handicaps at record status: 34 + 36 + 41 = 111', () => {
    expect(rankingAggregate([...eligible, ...excluded], 2025)).toEqual({ ok: true, value: 111 });
  });

  it('the club target day 600 (hc 30) and the National (family not allowed) would change it', () => {
    const asUkrs = { ...excluded[0]!, eventStatus: 'ukrs' };
    expect(rankingAggregate([...eligible, asUkrs], 2025)).toEqual({ ok: true, value: 30 + 34 + 36 });
  });

  it('has no aggregate with fewer than three eligible scores, or in another year', () => {
    expect(rankingAggregate([...eligible.slice(0, 2), ...excluded], 2025)).toEqual({ ok: true, value: null });
    expect(rankingAggregate(eligible, 2026)).toEqual({ ok: true, value: null });
  });

  it('refuses an unreadable shoot', () => {
    const bad = shoot('2025-05-04', 'york', 'county', 900, u18);
    expect(rankingAggregate([bad], 2025)).toMatchObject({
      ok: false,
      error: { reason: 'unknown-event-status' },
    });
  });
});

describe('V14: ranking ties', () => {
  it('P 111 and Q 111 share 1=, R is 3, S (two scores) is unranked', () => {
    expect(
      rankArchers([
        { archer: 'S', aggregate: null },
        { archer: 'R', aggregate: 115 },
        { archer: 'Q', aggregate: 111 },
        { archer: 'P', aggregate: 111 },
      ]).map((r) => [r.archer, r.rank]),
    ).toEqual([
      ['P', '1='],
      ['Q', '1='],
      ['R', '3'],
      ['S', null],
    ]);
  });
});
