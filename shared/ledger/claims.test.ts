import { describe, expect, it } from 'vitest';
import { classLabel, witnessNeeded } from './claims.js';
import { claimsOf, handicapAfterShoots, ledgerOf, only, settingsWith, shoot } from './ledger.fixture.js';

describe('V6 + V7: the Archer tier, then the Bowman tier where practice does not count', () => {
  const shoots = [
    shoot('2025-04-13', 'national', 'practice', 360),
    shoot('2025-04-27', 'national', 'practice', 300),
    shoot('2025-05-11', 'wa720_70', 'practice', 270),
    shoot('2025-06-01', 'york', 'practice', 700),
    shoot('2025-06-15', 'wa720_70', 'club_target_day', 430),
    shoot('2025-07-06', 'national', 'club_competition', 495),
    shoot('2025-08-03', 'wa720_70', 'open', 440),
  ];

  it('claims A3, A2, A1 and only then B3, with the running handicap beside them', () => {
    const ledger = only(ledgerOf(shoots));
    expect(ledger.handicapSteps.map((s) => s.shootHandicap)).toEqual([65, 70, 65, 51, 51, 51, 50]);
    expect(handicapAfterShoots(ledger)).toEqual([null, null, 67, 59, 55, 53, 52]);
    expect(claimsOf(ledger)).toEqual(['A3 2025-04-27', 'A2 2025-05-11', 'A1 2025-06-01', 'B3 2025-08-03']);
    expect(ledger.periods[0]?.held).toBe('B3');
  });

  it('names the shoots behind each claim, and the York alone makes the A1', () => {
    const [a3, a2, a1, b3] = only(ledgerOf(shoots)).periods[0]?.claims ?? [];
    expect(a3?.shoots.map((s) => s.label)).toEqual(['National 13 Apr', 'National 27 Apr']);
    expect(a2?.shoots.map((s) => s.label)).toEqual(['National 13 Apr', 'WA 70m 11 May']);
    expect(a1?.shoots.map((s) => s.label)).toEqual(['York 1 Jun']);
    expect(b3?.shoots.map((s) => s.date)).toEqual(['2025-06-15', '2025-07-06', '2025-08-03']);
    expect(b3?.shoots.map((s) => s.eventStatus)).toEqual(['club_target_day', 'club_competition', 'open']);
  });

  it('if the practice York counted for Bowman, B3 would come on 15 Jun: it must not', () => {
    const record = only(ledgerOf(shoots.slice(0, 5))).periods[0];
    expect(record?.met.map((m) => m.class)).not.toContain('B3');
    expect(record?.held).toBe('A1');
  });

  it('removing the shoot that completed B3 withdraws the claim', () => {
    const record = only(ledgerOf(shoots.slice(0, 6))).periods[0];
    expect(record?.claims.map((c) => c.class)).toEqual(['A3', 'A2', 'A1']);
    expect(record?.met.map((m) => m.class)).not.toContain('B3');
  });
});

describe('V8: a better score at the wrong status for the Master Bowman tier', () => {
  const shoots = [
    shoot('2025-05-04', 'york', 'ukrs', 1070),
    shoot('2025-05-25', 'york', 'ukrs', 1065),
    shoot('2025-06-08', 'wa720_70', 'club_target_day', 605),
    shoot('2025-06-22', 'wa720_70', 'wrs', 600),
    shoot('2025-07-13', 'wa720_70', 'wrs', 598),
  ];

  it('claims A1, B1, then MB only when 432 record-status arrows are in', () => {
    const ledger = only(ledgerOf(shoots));
    expect(claimsOf(ledger)).toEqual(['A1 2025-05-04', 'B1 2025-05-25', 'MB 2025-07-13']);
    expect(handicapAfterShoots(ledger)).toEqual([null, null, 30, 30, 30]);
    const mb = ledger.periods[0]?.claims[2];
    expect(mb?.shoots.map((s) => s.date)).toEqual(['2025-05-04', '2025-05-25', '2025-06-22', '2025-07-13']);
    expect(ledger.periods[0]?.claims.map((c) => c.awardedBy)).toEqual(['club', 'club', 'archery-gb']);
  });

  it('the club target day 605 would give MB on 22 Jun if it counted: it does not', () => {
    const record = only(ledgerOf(shoots.slice(0, 4))).periods[0];
    expect(record?.held).toBe('B1');
    expect(record?.met.map((m) => m.class)).not.toContain('MB');
  });
});

describe('V9: no downward claims, and dropping at the rollover', () => {
  const shoots = [
    shoot('2025-06-01', 'york', 'open', 850),
    shoot('2025-07-01', 'wa720_70', 'club_competition', 500),
    shoot('2026-05-03', 'york', 'club_competition', 700),
    shoot('2026-06-07', 'wa720_70', 'open', 430),
    shoot('2027-04-04', 'national', 'practice', 300),
  ];

  it('claims A1 then B2 in 2025; in 2026 B3 is met but maintained, not claimed', () => {
    const ledger = only(ledgerOf(shoots));
    const [y2025, y2026, y2027] = ledger.periods;
    expect(y2025?.claims.map((c) => `${c.class} ${c.claimableFrom}`)).toEqual([
      'A1 2025-06-01',
      'B2 2025-07-01',
    ]);
    expect(y2026?.heldAtStart).toBe('B2');
    expect(y2026?.claims).toEqual([]);
    expect(y2026?.met.find((m) => m.class === 'B3')?.metOn).toBe('2026-06-07');
    expect(y2026?.held).toBe('B2');
    expect(y2026?.maintainedAt).toBe('B3');
    expect(y2026?.carriedIntoNext).toBe('B3');
    expect(y2027?.period.label).toBe('2027');
    expect(y2027?.heldAtStart).toBe('B3');
    expect(y2027?.claims).toEqual([]);
    expect(y2027?.carriedIntoNext).toBeNull();
    expect(classLabel('outdoor', y2027?.carriedIntoNext ?? null)).toBe('Unclassified');
  });

  it('has no handicap at any point (two scores a season), but 46 across seasons', () => {
    expect(only(ledgerOf(shoots)).handicapNow).toBeNull();
    const across = only(ledgerOf(shoots, settingsWith({ initialWithinSeason: false })));
    expect(across.handicapSteps.find((s) => s.date === '2026-05-03')?.handicap).toBe(46);
  });
});

describe('V10: an indoor season, 1 Jul to 30 Jun (Portsmouth, 60 arrows)', () => {
  const shoots = [
    shoot('2025-10-05', 'portsmouth', 'practice', 520),
    shoot('2025-10-19', 'portsmouth', 'practice', 500),
    shoot('2025-11-09', 'portsmouth', 'club_target_day', 525),
    shoot('2025-12-07', 'worcester', 'club_competition', 250),
    shoot('2026-01-18', 'portsmouth', 'open', 530),
    shoot('2026-06-30', 'portsmouth', 'practice', 545),
    shoot('2026-07-05', 'portsmouth', 'practice', 480),
    shoot('2025-10-12', 'york', 'open', 700),
  ];

  it('claims I-A1 and I-B3 (the practice 520 left out), then rolls over on 1 Jul', () => {
    const ledger = only(ledgerOf(shoots), 'indoor');
    const [season, next] = ledger.periods;
    expect(season?.period).toMatchObject({ label: '2025/26', starts: '2025-07-01', ends: '2026-06-30' });
    expect(season?.claims.map((c) => `${classLabel('indoor', c.class)} ${c.claimableFrom}`)).toEqual([
      'I-A1 2025-10-19',
      'I-B3 2026-01-18',
    ]);
    expect(season?.claims[1]?.shoots.map((s) => s.date)).toEqual(['2025-11-09', '2025-12-07', '2026-01-18']);
    expect(next?.period.label).toBe('2026/27');
    expect(next?.heldAtStart).toBe('B3');
    expect(next?.claims).toEqual([]);
  });

  it('runs the handicap 52, 51, 50, 47, resets to 47 on 1 Jul 2026, and ignores the outdoor York', () => {
    const ledger = only(ledgerOf(shoots), 'indoor');
    expect(ledger.handicapSteps.map((s) => [s.date, s.handicap, s.how.rule])).toEqual([
      ['2025-10-05', null, 'waiting-for-three'],
      ['2025-10-19', null, 'waiting-for-three'],
      ['2025-11-09', 52, 'initial-from-three'],
      ['2025-12-07', 51, 'continuous-reduction'],
      ['2026-01-18', 50, 'continuous-reduction'],
      ['2026-06-30', 47, 'continuous-reduction'],
      ['2026-07-01', 47, 'season-start'],
      ['2026-07-05', 47, 'continuous-reduction'],
    ]);
    expect(ledger.handicapSteps[6]?.how).toEqual({ rule: 'season-start', from: [44, 48, 49] });
  });
});

describe('witnessed scoresheets (claimsRequireWitness, on for every tier by default)', () => {
  const shoots = [
    shoot('2025-06-14', 'york', 'open', 850, { witnessed: false }),
    shoot('2025-07-01', 'wa720_70', 'club_competition', 500),
  ];

  it('shows B2 as met, never hidden, with the scoresheet it needs, and claims nothing', () => {
    const record = only(ledgerOf(shoots)).periods[0];
    const b2 = record?.met.find((m) => m.class === 'B2');
    expect(b2).toMatchObject({ metOn: '2025-07-01', evidencedOn: null });
    expect(b2 && witnessNeeded(b2)).toBe('needs a witnessed scoresheet for: York 14 Jun');
    expect(record?.claims).toEqual([]);
    expect(record?.held).toBeNull();
  });

  it('a witnessed sheet typed in later makes it claimable from its own date', () => {
    const more = [...shoots, shoot('2025-08-02', 'york', 'club_target_day', 850)];
    // A1 completes on the same sheet, so only the better class is claimed (as B1 alone in V8).
    expect(claimsOf(only(ledgerOf(more)))).toEqual(['B2 2025-08-02']);
  });

  it('with witnessing not required, claims come on the shoot dates', () => {
    const relaxed = settingsWith({
      claimsRequireWitness: { archer: false, bowman: false, masterBowman: false },
    });
    const ledger = only(ledgerOf(shoots, relaxed));
    expect(claimsOf(ledger)).toEqual(['A1 2025-06-14', 'B2 2025-07-01']);
    expect(ledger.periods[0]?.met.every((m) => witnessNeeded(m) === null)).toBe(true);
  });

  it('an incomplete round never counts toward a claim', () => {
    const record = only(ledgerOf([shoot('2025-06-14', 'york', 'open', 850, { complete: false })])).periods[0];
    expect(record?.met).toEqual([]);
  });
});

describe('season rollover', () => {
  it('outdoors on 1 Jan: 31 Dec and 1 Jan fall in different years, and the class carries', () => {
    const ledger = only(
      ledgerOf([
        shoot('2025-12-31', 'york', 'practice', 700),
        shoot('2026-01-01', 'wa720_70', 'practice', 270),
      ]),
    );
    expect(ledger.periods.map((p) => p.period.label)).toEqual(['2025', '2026']);
    expect(ledger.periods[0]?.claims.map((c) => c.class)).toEqual(['A1']);
    expect(ledger.periods[1]?.heldAtStart).toBe('A1');
    expect(ledger.periods[1]?.met).toEqual([]);
  });

  it('indoors on 1 Jul: 30 Jun closes 2025/26 and 1 Jul opens 2026/27', () => {
    const ledger = only(
      ledgerOf([
        shoot('2026-06-30', 'portsmouth', 'practice', 520),
        shoot('2026-07-01', 'portsmouth', 'practice', 520),
      ]),
      'indoor',
    );
    expect(ledger.periods.map((p) => p.period.label)).toEqual(['2025/26', '2026/27']);
    expect(ledger.periods.every((p) => p.met.length === 0)).toBe(true);
  });

  it('today, when later, adds the periods since the last shoot', () => {
    const ledger = only(ledgerOf([shoot('2025-06-14', 'york', 'practice', 700)], undefined, '2027-01-01'));
    expect(ledger.periods.map((p) => [p.period.label, p.heldAtStart])).toEqual([
      ['2025', null],
      ['2026', 'A1'],
      ['2027', null],
    ]);
  });
});
