import { describe, expect, it } from 'vitest';
import { seasonReview } from './season-review.js';
import { ledgerOf, shoot } from './ledger.fixture.js';

describe('season review', () => {
  // V3's York archer, with a second round and an incomplete York in 2025.
  const shoots = [
    shoot('2025-05-01', 'york', 'practice', 460),
    shoot('2025-05-15', 'york', 'club_target_day', 465),
    shoot('2025-06-01', 'york', 'practice', 480),
    shoot('2025-07-06', 'york', 'open', 800),
    shoot('2025-08-03', 'york', 'practice', 500),
    shoot('2025-09-07', 'york', 'club_target_day', 490),
    shoot('2025-09-14', 'york', 'practice', 900, { complete: false }),
    shoot('2025-09-21', 'wa720_70', 'practice', 300),
    shoot('2026-04-05', 'york', 'practice', 650),
  ];
  const ledger = ledgerOf(shoots, undefined, '2027-02-01');

  it('2025: best per round, no handicap at the start and 54 at the end, 936 arrows', () => {
    const review = seasonReview(shoots, ledger, 'recurve', 'outdoor', '2025');
    expect(review.ok && review.value).toMatchObject({
      bestScores: [
        { round: 'wa 70m', score: 300, date: '2025-09-21' },
        { round: 'york', score: 800, date: '2025-07-06', label: 'York 6 Jul' },
      ],
      handicapAtStart: null,
      handicapAtEnd: 54,
      heldAtStart: null,
      carriedIntoNext: 'A1',
      shoots: 8,
      arrows: 6 * 144 + 72,
    });
    expect(review.ok && review.value.claims.map((c) => c.class)).toEqual(['A2', 'A1']);
  });

  it('2026 starts at 56 from the best three of 2025 and ends at 55; 2027 has no shoots and keeps 55', () => {
    const y2026 = seasonReview(shoots, ledger, 'recurve', 'outdoor', '2026');
    expect(
      y2026.ok && [y2026.value.handicapAtStart, y2026.value.handicapAtEnd, y2026.value.heldAtStart],
    ).toEqual([56, 55, 'A1']);
    const y2027 = seasonReview(shoots, ledger, 'recurve', 'outdoor', '2027');
    expect(y2027.ok && [y2027.value.handicapAtStart, y2027.value.handicapAtEnd, y2027.value.shoots]).toEqual([
      55, 55, 0,
    ]);
  });

  it('a season the ledger does not have is refused', () => {
    expect(seasonReview(shoots, ledger, 'recurve', 'indoor', '2025/26')).toMatchObject({
      ok: false,
      error: { reason: 'no-such-season' },
    });
  });
});
