import { describe, expect, it } from 'vitest';
import { ageGroupOn } from './age-group.js';
import { computeLedger } from './ledger.js';
import { judgeShoot } from './ledger-shoot.js';
import { ledgerOf, shoot } from './ledger.fixture.js';
import { periodOf } from './periods.js';
import { DEFAULT_LEDGER_SETTINGS } from './settings.js';

function refusal(result: ReturnType<typeof computeLedger>) {
  return result.ok ? 'accepted' : result.error;
}

describe('bad input is refused as data, with words the archer can act on', () => {
  it('an event status that is not one of the six codes', () => {
    expect(refusal(computeLedger([shoot('2025-06-14', 'york', 'Competition', 700)]))).toEqual({
      reason: 'unknown-event-status',
      message:
        'The shoot of 2025-06-14 (york): "Competition" is not an event status (one of practice, club_target_day, club_competition, open, ukrs, wrs).',
    });
  });

  it.each([2026, 1900, 1990.5])('a year of birth of %s for a shoot in 2025', (yearOfBirth) => {
    const result = computeLedger([shoot('2025-06-14', 'york', 'open', 700, { yearOfBirth })]);
    expect(refusal(result)).toEqual({
      reason: 'impossible-birth-year',
      message: `The shoot of 2025-06-14 (york): A year of birth of ${yearOfBirth} does not fit a shoot in 2025.`,
    });
  });

  it.each([
    [{ date: '2025-02-30' }, 'bad-date'],
    [{ date: '14/06/2025' }, 'bad-date'],
    [{ round: 'no such round' }, 'unknown-round'],
    [{ round: 'practice (18m)' }, 'unknown-round'],
    [{ bowStyle: 'crossbow' }, 'unknown-bow-style'],
    [{ score: 1297 }, 'impossible-score'],
    [{ score: -1 }, 'impossible-score'],
    [{ score: 700.5 }, 'impossible-score'],
    [{ ageGroup: undefined }, 'no-age-group'],
  ])('%j is refused as %s', (change, reason) => {
    const result = computeLedger([shoot('2025-06-14', 'york', 'open', 700, change)]);
    expect(result.ok ? 'accepted' : result.error.reason).toBe(reason);
  });

  it('the same shoot twice, and a today that is not a date', () => {
    const once = shoot('2025-06-14', 'york', 'open', 700);
    expect(refusal(computeLedger([once, once]))).toMatchObject({ reason: 'duplicate-shoot' });
    expect(refusal(computeLedger([once], { today: 'tomorrow' }))).toMatchObject({ reason: 'bad-date' });
  });
});

describe('age group from the year of birth, on the shoot date', () => {
  it.each([
    [2014, 'u12'],
    [2013, 'u14'],
    [2011, 'u15'],
    [2010, 'u16'],
    [2008, 'u18'],
    [2005, 'u21'],
    [2004, 'adult'],
    [1976, 'adult'],
    [1975, '50+'],
  ])('born %i: %s in 2025', (yearOfBirth, group) => {
    expect(ageGroupOn(yearOfBirth, '2025-06-14')).toEqual({ ok: true, value: group });
  });

  it('an indoor season can change the group on 1 Jan, and each shoot uses its own day', () => {
    const before = judgeShoot(shoot('2025-12-31', 'portsmouth', 'practice', 500, { yearOfBirth: 2008 }));
    const after = judgeShoot(shoot('2026-01-01', 'portsmouth', 'practice', 500, { yearOfBirth: 2008 }));
    expect(before.ok && before.value.category.ageGroup).toBe('u18');
    expect(after.ok && after.value.category.ageGroup).toBe('u21');
    expect(before.ok && after.ok && before.value.period.label === after.value.period.label).toBe(true);
  });

  it('a year of birth wins over a stated age group', () => {
    const judged = judgeShoot(
      shoot('2025-06-14', 'york', 'open', 700, { yearOfBirth: 2010, ageGroup: 'adult' }),
    );
    expect(judged.ok && judged.value.category.ageGroup).toBe('u16');
  });
});

describe('judging one shoot with the app tables', () => {
  it('V11: a compound Portsmouth 575 is on the inner-10 table: handicap 17, reaches B1', () => {
    const judged = judgeShoot(shoot('2025-10-05', 'portsmouth', 'practice', 575, { bowStyle: 'compound' }));
    expect(judged.ok && [judged.value.handicap, judged.value.classReached, judged.value.environment]).toEqual(
      [17, 'B1', 'indoor'],
    );
  });

  it('a recurve Portsmouth 575 uses the ordinary table', () => {
    const judged = judgeShoot(shoot('2025-10-05', 'portsmouth', 'practice', 575));
    expect(judged.ok && judged.value.handicap).toBe(32);
  });

  it('National never reaches B2 for a recurve adult (60 yd is too short), whatever the score', () => {
    const judged = judgeShoot(shoot('2025-07-06', 'national', 'open', 648));
    expect(judged.ok && judged.value.classReached).toBe('B3');
  });

  it('a triple-spot indoor round is judged on its full face and goes to the indoor ledger', () => {
    const judged = judgeShoot(shoot('2025-10-05', 'portsmouth (triple spot)', 'practice', 550));
    const full = judgeShoot(shoot('2025-10-05', 'portsmouth', 'practice', 550));
    expect(judged.ok && judged.value.environment).toBe('indoor');
    expect(judged.ok && judged.value.classReached).toBe(full.ok && full.value.classReached);
  });
});

describe('periods and the start of the scheme', () => {
  it.each([
    ['outdoor', '2025-12-31', '2025'],
    ['outdoor', '2026-01-01', '2026'],
    ['indoor', '2026-06-30', '2025/26'],
    ['indoor', '2026-07-01', '2026/27'],
    ['indoor', '2099-07-01', '2099/00'],
  ] as const)('%s %s is in %s', (environment, day, label) => {
    expect(periodOf(environment, day).label).toBe(label);
  });

  it('sets aside scores from before the 2023 scheme (1 Jan outdoors, 1 Jul indoors)', () => {
    const ledger = ledgerOf([
      shoot('2022-12-31', 'york', 'practice', 700),
      shoot('2023-01-01', 'york', 'practice', 700),
      shoot('2023-06-30', 'portsmouth', 'practice', 500),
      shoot('2023-07-01', 'portsmouth', 'practice', 500),
    ]);
    expect(ledger.setAside.map((s) => s.date)).toEqual(['2022-12-31', '2023-06-30']);
    expect(ledger.ledgers.map((l) => l.handicapSteps.map((s) => s.date))).toEqual([
      ['2023-01-01'],
      ['2023-07-01'],
    ]);
  });

  it('orders same-day shoots by start time (none first), then by entry', () => {
    const shoots = [
      shoot('2025-04-06', 'national', 'practice', 410, { startTime: '14:00', enteredAt: 1 }),
      shoot('2025-04-06', 'national', 'practice', 390, { startTime: '09:00', enteredAt: 2 }),
      shoot('2025-04-06', 'national', 'practice', 360, { enteredAt: 5 }),
      shoot('2025-04-06', 'national', 'practice', 392, { enteredAt: 4 }),
    ];
    const steps = ledgerOf(shoots).ledgers[0]?.handicapSteps ?? [];
    expect(steps.map((s) => s.shootHandicap)).toEqual([62, 65, 62, 60]);
  });
});

describe('settings', () => {
  it('default to the rules most clubs use, as docs/official-record.md lists them', () => {
    expect(DEFAULT_LEDGER_SETTINGS).toEqual({
      handicapMinStatus: 'practice',
      initialWithinSeason: true,
      shortSeasonStart: 'carry',
      claimsRequireWitness: { archer: true, bowman: true, masterBowman: true },
    });
    expect(Object.isFrozen(DEFAULT_LEDGER_SETTINGS)).toBe(true);
  });
});
