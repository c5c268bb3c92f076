import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialHandicap, reduceHandicap, seasonStartHandicap } from './running-handicap.js';
import { handicapAfterShoots, ledgerOf, only, settingsWith, shoot } from './ledger.fixture.js';

describe('the pure handicap rules (worked example V2)', () => {
  it.each([
    [[60, 62, 65], 63],
    [[79, 71, 68], 73],
    [[76, 75, 77], 76],
    [[86, 87, 81], 85],
    [[64, 70, 69], 68],
    [[56, 54, 52], 54],
    [[-2, -4, 2], -1],
  ])('initial handicap from %j is %i', (three, expected) => {
    expect(initialHandicap(three)).toBe(expected);
  });

  it.each([
    [63, 62, 63],
    [63, 58, 61],
    [45, 44, 45],
    [45, 45, 45],
    [68, 70, 68],
    [68, 68, 68],
    [68, 67, 68],
    [68, 66, 67],
    [68, 65, 67],
    [68, 61, 65],
    [65, 63, 64],
    [65, 64, 65],
    [-1, -7, -4],
    [-4, -5, -4],
  ])('reduce(%i, %i) is %i', (running, shot, expected) => {
    expect(reduceHandicap(running, shot)).toBe(expected);
  });

  it('a season starts from the best three of the season before', () => {
    expect(seasonStartHandicap([70, 66, 65, 72, 61])).toBe(64);
    expect(seasonStartHandicap([66, 65])).toBeNull();
  });

  it('never answers minus zero', () => {
    expect(Object.is(initialHandicap([-1, 0, 0]), 0)).toBe(true);
    expect(Object.is(reduceHandicap(1, -2), 0)).toBe(true);
  });
});

describe('V1: initial handicap and continuous reduction on real National scores', () => {
  const shoots = [
    shoot('2025-04-06', 'national', 'practice', 410),
    shoot('2025-04-13', 'national', 'club_target_day', 390),
    shoot('2025-04-20', 'national', 'practice', 360),
    shoot('2025-05-04', 'national', 'practice', 392),
    shoot('2025-05-18', 'national', 'club_target_day', 430),
  ];

  it('gives 63 from three, holds for one better, falls to 61', () => {
    const ledger = only(ledgerOf(shoots));
    expect(ledger.handicapSteps.map((s) => s.shootHandicap)).toEqual([60, 62, 65, 62, 58]);
    expect(handicapAfterShoots(ledger)).toEqual([null, null, 63, 63, 61]);
    expect(ledger.handicapSteps.map((s) => s.how.rule)).toEqual([
      'waiting-for-three',
      'waiting-for-three',
      'initial-from-three',
      'continuous-reduction',
      'continuous-reduction',
    ]);
    expect(ledger.handicapSteps[3]?.how).toEqual({ rule: 'continuous-reduction', moved: false });
    expect(ledger.handicapNow).toBe(61);
  });

  it('V5: a club competition of 61 leaves it at 61 by default', () => {
    const more = [...shoots, shoot('2025-06-01', 'national', 'club_competition', 400)];
    expect(handicapAfterShoots(only(ledgerOf(more)))).toEqual([null, null, 63, 63, 61, 61]);
  });

  it('V5: counting only target days and above, the first handicap comes on 1 Jun at 61', () => {
    const more = [...shoots, shoot('2025-06-01', 'national', 'club_competition', 400)];
    const ledger = only(ledgerOf(more, settingsWith({ handicapMinStatus: 'club_target_day' })));
    expect(handicapAfterShoots(ledger)).toEqual([null, null, null, null, null, 61]);
    expect(ledger.handicapSteps[5]?.how).toEqual({ rule: 'initial-from-three', from: [62, 58, 61] });
    expect(ledger.handicapSteps[0]?.how).toEqual({ rule: 'not-counted', reason: 'status-below-setting' });
  });
});

describe('V3: the season start can make it worse (York)', () => {
  const shoots = [
    shoot('2025-05-01', 'york', 'practice', 460),
    shoot('2025-05-15', 'york', 'club_target_day', 465),
    shoot('2025-06-01', 'york', 'practice', 480),
    shoot('2025-07-06', 'york', 'open', 800),
    shoot('2025-08-03', 'york', 'practice', 500),
    shoot('2025-09-07', 'york', 'club_target_day', 490),
    shoot('2026-04-05', 'york', 'practice', 650),
  ];

  it('rises to 56 on 1 Jan 2026, then 55, and carries 55 into 2027', () => {
    const ledger = only(ledgerOf(shoots, undefined, '2027-03-01'));
    expect(ledger.handicapSteps.map((s) => [s.date, s.shootHandicap, s.handicap, s.how.rule])).toEqual([
      ['2025-05-01', 62, null, 'waiting-for-three'],
      ['2025-05-15', 62, null, 'waiting-for-three'],
      ['2025-06-01', 61, 62, 'initial-from-three'],
      ['2025-07-06', 46, 54, 'continuous-reduction'],
      ['2025-08-03', 60, 54, 'continuous-reduction'],
      ['2025-09-07', 61, 54, 'continuous-reduction'],
      ['2026-01-01', null, 56, 'season-start'],
      ['2026-04-05', 53, 55, 'continuous-reduction'],
      ['2027-01-01', null, 55, 'season-start-carried'],
    ]);
    expect(ledger.handicapSteps[6]?.how).toEqual({ rule: 'season-start', from: [46, 60, 61] });
    expect(ledger.handicapNow).toBe(55);
  });

  it('with the "drop" setting a short season leaves no handicap', () => {
    const ledger = only(ledgerOf(shoots, settingsWith({ shortSeasonStart: 'drop' }), '2027-03-01'));
    expect(ledger.handicapSteps.at(-1)).toMatchObject({ date: '2027-01-01', handicap: null });
    expect(ledger.handicapNow).toBeNull();
  });
});

describe('V4: a late entry (path dependence on WA 720 70m)', () => {
  const first = [
    shoot('2025-04-01', 'wa720_70', 'practice', 319),
    shoot('2025-04-02', 'wa720_70', 'practice', 319),
    shoot('2025-04-03', 'wa720_70', 'practice', 319),
  ];
  const tenth = shoot('2025-05-10', 'wa720_70', 'club_target_day', 440);
  const twentieth = shoot('2025-05-20', 'wa720_70', 'open', 533);

  it('ends at 48 in shoot order', () => {
    expect(handicapAfterShoots(only(ledgerOf([...first, tenth, twentieth])))).toEqual([
      null,
      null,
      60,
      55,
      48,
    ]);
  });

  it('still ends at 48 when the 10 May card is typed in after the 20 May card', () => {
    const late = { ...tenth, enteredAt: twentieth.enteredAt + 1 };
    expect(only(ledgerOf([...first, twentieth, late])).handicapNow).toBe(48);
  });
});

describe('V11: compound indoors and negative handicaps', () => {
  const compound = { bowStyle: 'compound' };

  it('a compound Portsmouth 575 is measured on the inner-10 table: 17, I-B1', () => {
    const ledger = only(ledgerOf([shoot('2025-10-05', 'portsmouth', 'practice', 575, compound)]), 'indoor');
    expect(ledger.handicapSteps[0]?.shootHandicap).toBe(17);
    expect(ledger.periods[0]?.met).toEqual([]);
    expect(ledger.bowStyle).toBe('compound');
  });

  it('WA 18m scores better than scratch give -1, then -4, and -4 again (ceil(-4.5) = -4)', () => {
    const shoots = [590, 593, 585, 596, 594].map((score, i) =>
      shoot(`2025-10-0${i + 1}`, 'wa18', 'club_target_day', score, compound),
    );
    const ledger = only(ledgerOf(shoots), 'indoor');
    expect(ledger.handicapSteps.map((s) => s.shootHandicap)).toEqual([-2, -4, 2, -7, -5]);
    expect(handicapAfterShoots(ledger)).toEqual([null, null, -1, -4, -4]);
  });
});

describe('V12: the first three across a season boundary', () => {
  const shoots = [
    shoot('2025-11-02', 'york', 'practice', 700),
    shoot('2025-12-07', 'york', 'practice', 720),
    shoot('2026-01-11', 'york', 'practice', 740),
    shoot('2026-02-08', 'york', 'practice', 760),
    shoot('2026-03-08', 'york', 'practice', 780),
  ];

  it('by default waits for three in 2026: 48 on 8 Mar', () => {
    expect(handicapAfterShoots(only(ledgerOf(shoots)))).toEqual([null, null, null, null, 48]);
  });

  it('with initialWithinSeason off: 50, 49, 48', () => {
    const ledger = only(ledgerOf(shoots, settingsWith({ initialWithinSeason: false })));
    expect(handicapAfterShoots(ledger)).toEqual([null, null, 50, 49, 48]);
  });
});

describe('what never moves the handicap', () => {
  it('an incomplete round, a shoot left out, and a score of 0', () => {
    const shoots = [
      shoot('2025-04-06', 'national', 'practice', 410),
      shoot('2025-04-07', 'national', 'practice', 200, { complete: false }),
      shoot('2025-04-08', 'national', 'practice', 500, { leaveOutOfHandicap: true }),
      shoot('2025-04-09', 'national', 'practice', 0),
    ];
    const ledger = only(ledgerOf(shoots));
    expect(ledger.handicapSteps.map((s) => s.how)).toEqual([
      { rule: 'waiting-for-three', have: 1 },
      { rule: 'not-counted', reason: 'incomplete' },
      { rule: 'not-counted', reason: 'left-out' },
      { rule: 'not-counted', reason: 'no-handicap' },
    ]);
  });

  it('indoor and outdoor, and bow styles, keep separate ledgers', () => {
    const ledger = ledgerOf([
      shoot('2025-10-05', 'portsmouth', 'practice', 520),
      shoot('2025-10-06', 'york', 'practice', 700),
      shoot('2025-10-07', 'york', 'practice', 700, { bowStyle: 'flatbow' }),
    ]);
    expect(ledger.ledgers.map((l) => `${l.bowStyle} ${l.environment}`)).toEqual([
      'recurve outdoor',
      'recurve indoor',
      'barebow outdoor',
    ]);
  });
});

describe('rounding, negative handicaps included (property)', () => {
  const handicap = fc.integer({ min: -30, max: 150 });

  it('the initial handicap is the mean rounded toward the worse value, never past it', () => {
    fc.assert(
      fc.property(fc.tuple(handicap, handicap, handicap), (three) => {
        const mean = (three[0] + three[1] + three[2]) / 3;
        const value = initialHandicap(three);
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(mean);
        expect(value - mean).toBeLessThan(1);
      }),
    );
  });

  it('a reduction never makes it worse, moves only for a score 2 better, and lands on halfway rounded up', () => {
    fc.assert(
      fc.property(handicap, handicap, (running, shot) => {
        const value = reduceHandicap(running, shot);
        expect(value).toBeLessThanOrEqual(running);
        expect(value < running).toBe(shot <= running - 2);
        // When it moves, it lands on halfway rounded toward the worse value.
        if (value < running) {
          expect(value).toBeGreaterThanOrEqual((running + shot) / 2);
          expect(value - (running + shot) / 2).toBeLessThan(1);
        }
      }),
    );
  });
});
