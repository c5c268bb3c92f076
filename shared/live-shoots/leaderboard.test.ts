import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCompoundBow } from '../classifications/category.js';
import { expectedScore, handicapForScore, scoreForHandicap } from '../handicaps/handicaps.js';
import { roundByName } from '../rounds/catalogue.js';
import type { ArrowValue } from '../rounds/round.js';
import { arrowsTotal } from '../scoring/arrowValues.js';
import { impliedHandicap, rankArchers, type RankEntry } from './leaderboard.js';

const portsmouth = roundByName('portsmouth');
const brayI = roundByName('bray i');

function entry(
  archerName: string,
  totalScore: number,
  arrowsShot: number,
  roundName = 'portsmouth',
  bowType = 'recurve',
): RankEntry {
  return { archerName, roundName, bowType, totalScore, arrowsShot, scores: [] };
}

/** An entry whose total and arrow count are those of its arrows. */
function shot(archerName: string, roundName: string, scores: ArrowValue[]): RankEntry {
  const totalScore = arrowsTotal(scores, roundByName(roundName));
  return { archerName, roundName, bowType: 'recurve', totalScore, arrowsShot: scores.length, scores };
}

const BEFORE_2026 = '2025-07-12T09:00:00.000Z';
const FROM_2026 = '2026-07-11T09:00:00.000Z';

describe('implied handicap', () => {
  it('gives back the whole-number handicap of a complete round score', () => {
    for (const handicap of [10, 30, 55]) {
      const score = scoreForHandicap(portsmouth, handicap);
      expect(impliedHandicap('portsmouth', 'recurve', score, 60)).toBe(handicap);
    }
  });

  it('measures a partial round on the arrows shot so far', () => {
    // Half a Portsmouth shot at handicap 40 is half the expected full-round score (60 arrows at one
    // distance, so the first 30 are half the round), rounded up as the AGB table rounds.
    const halfScore = Math.ceil(expectedScore(portsmouth, 40) / 2);
    expect(impliedHandicap('portsmouth', 'recurve', halfScore, 30)).toBe(40);
  });

  it('equals the score card handicap on complete rounds, for any score and bow', () => {
    const rounds = [portsmouth, brayI, roundByName('york'), roundByName('wa 18m')];
    fc.assert(
      fc.property(
        fc.constantFrom(...rounds),
        fc.constantFrom('recurve', 'Compound', 'compound limited', 'barebow', 'Longbow'),
        fc.double({ min: 0.001, max: 1, noNaN: true }),
        (round, bowType, fraction) => {
          const score = Math.max(1, Math.round((round.maxScore ?? 0) * fraction));
          const arrows = round.passes.reduce((sum, pass) => sum + pass.arrows, 0);
          // What shared/projections/assessShoot.ts gives a saved shoot (this layer may not import the projections).
          const scoreCard = handicapForScore(round, score, { compound: isCompoundBow(bowType) });
          expect(scoreCard.ok).toBe(true);
          if (scoreCard.ok)
            expect(impliedHandicap(round.name, bowType, score, arrows)).toBe(scoreCard.handicap);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('uses the inner-10 table for compound archers on indoor rounds', () => {
    // The compound 10 is the smaller ring, so the same total is the harder (better) shooting.
    const score = scoreForHandicap(portsmouth, 20);
    const recurve = impliedHandicap('portsmouth', 'recurve', score, 60);
    const compound = impliedHandicap('portsmouth', 'Compound', score, 60);
    expect(recurve).not.toBeNull();
    expect(compound).not.toBeNull();
    expect(compound as number).toBeLessThan(recurve as number);
  });

  it('is null before the first scoring arrow and for unknown rounds', () => {
    expect(impliedHandicap('portsmouth', 'recurve', 0, 0)).toBeNull();
    expect(impliedHandicap('portsmouth', 'recurve', 0, 6)).toBeNull();
    expect(impliedHandicap('no such round', 'recurve', 50, 6)).toBeNull();
  });
});

describe('leaderboard positions', () => {
  it('ranks one round and one bow type by total, ties sharing a position', () => {
    const ranking = rankArchers(
      [entry('A', 50, 6), entry('B', 55, 6), entry('C', 50, 6), entry('D', 40, 6)],
      FROM_2026,
    );
    expect(ranking.rankedBy).toBe('score');
    expect(ranking.standings.map((s) => s.position)).toEqual([2, 1, 2, 4]);
    expect(ranking.standings.map((s) => s.roundPosition)).toEqual([2, 1, 2, 4]);
  });

  it('ranks mixed rounds by handicap, keeping raw totals apart', () => {
    // Robin's Portsmouth total is far higher, but Marian's Bray I is the better shooting.
    const robin = entry('Robin', scoreForHandicap(portsmouth, 40), 60, 'portsmouth');
    const marian = entry('Marian', scoreForHandicap(brayI, 30), 30, 'bray i');
    expect(robin.totalScore).toBeGreaterThan(marian.totalScore);
    const ranking = rankArchers([robin, marian], FROM_2026);
    expect(ranking.rankedBy).toBe('handicap');
    expect(ranking.standings.map((s) => s.position)).toEqual([2, 1]);
    expect(ranking.standings.map((s) => s.roundPosition)).toEqual([1, 1]);
    expect(ranking.standings[1]?.handicap).toBe(30);
  });

  it('compares a partial round fairly with a finished one', () => {
    // Ten arrows shot at handicap 25 beat a whole round shot at handicap 35.
    const early = entry('Early', Math.round(expectedScore(brayI, 25) / 3), 10, 'bray i');
    const done = entry('Done', scoreForHandicap(portsmouth, 35), 60, 'portsmouth');
    expect(rankArchers([done, early], FROM_2026).standings.map((s) => s.position)).toEqual([2, 1]);
  });

  it('ranks by handicap when bow types differ on one round', () => {
    const ranking = rankArchers(
      [entry('R', 500, 60, 'portsmouth', 'recurve'), entry('C', 500, 60, 'portsmouth', 'compound')],
      FROM_2026,
    );
    expect(ranking.rankedBy).toBe('handicap');
    expect(ranking.standings.map((s) => s.position)).toEqual([2, 1]);
  });

  it('puts archers with no scoring arrow last', () => {
    const ranking = rankArchers([entry('New', 0, 0, 'bray i'), entry('Going', 20, 3)], FROM_2026);
    expect(ranking.standings.map((s) => s.position)).toEqual([2, 1]);
    expect(ranking.standings[0]?.handicap).toBeNull();
  });

  it('ranks a retired archer below everyone still in the round, with no handicap, by score or handicap', () => {
    const retired = { ...entry('Early', 180, 18), retired: true };
    const byScore = rankArchers([retired, entry('Going', 84, 12), entry('Whole', 300, 60)], FROM_2026);
    expect(byScore.standings.map((s) => s.position)).toEqual([3, 2, 1]);
    expect(byScore.standings.map((s) => s.roundPosition)).toEqual([3, 2, 1]);
    expect(byScore.standings[0]?.handicap).toBeNull();
    const mixed = rankArchers(
      [{ ...entry('Early', 280, 30, 'bray i'), retired: true }, entry('Going', 84, 12)],
      FROM_2026,
    );
    expect(mixed.rankedBy).toBe('handicap');
    expect(mixed.standings.map((s) => s.position)).toEqual([2, 1]);
  });

  it('handles an empty shoot', () => {
    expect(rankArchers([], FROM_2026)).toEqual({ rankedBy: 'score', standings: [] });
  });
});

describe('ties on total, broken by the columns of the era (shared/scoring/tieBreaks.ts)', () => {
  const positions = (entries: RankEntry[], date: string) =>
    rankArchers(entries, date).standings.map((s) => s.position);

  // Three WA 720 archers on 54 after six arrows. Tens has more 10s (Xs included), Xs more Xs.
  const tens = shot('Tens', 'wa 720 (70m)', [10, 10, 10, 10, 7, 7]);
  const xs = shot('Xs', 'wa 720 (70m)', ['X', 'X', 'X', 8, 8, 8]);
  const tensAndAnX = shot('Tens and an X', 'wa 720 (70m)', ['X', 10, 10, 10, 7, 7]);

  it('puts 10+X first, then X, on a WA outdoor round shot before 2026', () => {
    expect([tens, xs, tensAndAnX].map((e) => e.totalScore)).toEqual([54, 54, 54]);
    expect(positions([tens, xs, tensAndAnX], BEFORE_2026)).toEqual([2, 3, 1]);
  });

  it('puts Xs first, then 10s, on a WA outdoor round shot from 2026', () => {
    expect(positions([tens, xs, tensAndAnX], FROM_2026)).toEqual([3, 1, 2]);
  });

  it('turns on the first day of 2026', () => {
    expect(positions([tens, xs], '2025-12-31T23:00:00.000Z')).toEqual([1, 2]);
    expect(positions([tens, xs], '2026-01-01T00:00:00.000Z')).toEqual([2, 1]);
  });

  it('puts hits first, then golds, on an AGB imperial round in either era', () => {
    // 36 on a York each: Golds has four golds on four hits, Hits six hits, Both six hits and a gold.
    const golds = shot('Golds', 'york', [9, 9, 9, 9, 'M', 'M']);
    const hits = shot('Hits', 'york', [7, 7, 7, 7, 7, 1]);
    const both = shot('Both', 'york', [9, 7, 7, 7, 5, 1]);
    for (const date of [BEFORE_2026, FROM_2026])
      expect(positions([golds, hits, both], date)).toEqual([3, 2, 1]);
  });

  it('puts hits first, then 6s, on a field round in either era', () => {
    // 21 after two targets each; on the field face the golds are the 6s (the X spot counts as a 6).
    const sixes = shot('Sixes', 'wa field 24 red marked', ['X', 6, 6, 3, 'M', 'M']);
    const hits = shot('Hits', 'wa field 24 red marked', [4, 4, 4, 3, 3, 3]);
    const both = shot('Both', 'wa field 24 red marked', [6, 5, 4, 3, 2, 1]);
    for (const date of [BEFORE_2026, FROM_2026])
      expect(positions([sixes, hits, both], date)).toEqual([3, 2, 1]);
  });

  it('shares the position when the columns are level too', () => {
    const twin = shot('Twin', 'wa 720 (70m)', [10, 7, 10, 7, 10, 10]);
    expect(positions([tens, twin, xs], FROM_2026)).toEqual([2, 2, 1]);
  });

  it('breaks ties within a round in a mixed shoot, leaving handicap positions alone', () => {
    const other = entry('Portsmouth', 300, 30);
    const ranking = rankArchers([tens, xs, other], FROM_2026);
    expect(ranking.rankedBy).toBe('handicap');
    expect(ranking.standings.map((s) => s.roundPosition)).toEqual([2, 1, 1]);
    // Same round, same arrows shot, same total: the same handicap, so they share the overall position.
    expect(ranking.standings[0]?.position).toBe(ranking.standings[1]?.position);
  });
});
