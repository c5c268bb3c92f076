import { describe, expect, it } from 'vitest';
import type { Category } from '../classifications/category.js';
import { DEFAULT_LEDGER_SETTINGS } from './settings.js';
import { describeNeed, needOnRound } from './rounds-to-next-class.js';
import { ledgerOf, only, settingsWith, shoot } from './ledger.fixture.js';

const recurve: Category = { bowType: 'recurve', gender: 'male', ageGroup: 'adult' };

describe('what I need (the V7 archer after 6 Jul 2025, holding A1 with 144 Bowman-eligible B3 arrows)', () => {
  const shoots = [
    shoot('2025-04-13', 'national', 'practice', 360),
    shoot('2025-04-27', 'national', 'practice', 300),
    shoot('2025-05-11', 'wa720_70', 'practice', 270),
    shoot('2025-06-01', 'york', 'practice', 700),
    shoot('2025-06-15', 'wa720_70', 'club_target_day', 430),
    shoot('2025-07-06', 'national', 'club_competition', 495),
  ];
  const record = only(ledgerOf(shoots)).periods[0];

  it('lists the classes above A1, nearest first, with the arrows counted toward each', () => {
    expect(record?.held).toBe('A1');
    expect(record?.progress.map((p) => [p.class, p.arrowsCounted, p.arrowsNeeded])).toEqual([
      ['B3', 144, 216],
      ['B2', 0, 216],
      ['B1', 0, 216],
      ['MB', 0, 432],
      ['GMB', 0, 432],
      ['EMB', 0, 432],
    ]);
  });

  function need(index: number, round: string, label: string) {
    const progress = record?.progress[index];
    if (!progress) throw new Error('no progress');
    const result = needOnRound(progress, round, recurve, '2025-07-07', DEFAULT_LEDGER_SETTINGS);
    if (!result.ok) throw new Error(result.error.message);
    return describeNeed(result.value, label, 'outdoor');
  }

  it('says what each class takes on a York, a WA 70m and a National', () => {
    expect(need(0, 'york', 'York')).toBe(
      'B3: one more witnessed Bowman-eligible round of 684 or better on a York',
    );
    expect(need(0, 'wa720_70', 'WA 70m')).toBe(
      'B3: one more witnessed Bowman-eligible round of 425 or better on a WA 70m',
    );
    expect(need(1, 'york', 'York')).toBe(
      'B2: two more witnessed Bowman-eligible rounds of 829 or better on a York',
    );
    expect(need(1, 'national', 'National')).toBe('B2 cannot be reached on a National');
    expect(need(3, 'york', 'York')).toBe(
      'MB: three more witnessed record-status rounds of 1061 or better on a York',
    );
  });

  it('drops "witnessed" when the settings do not ask for it, and refuses an unknown round', () => {
    const progress = record?.progress[0];
    if (!progress) throw new Error('no progress');
    const relaxed = settingsWith({
      claimsRequireWitness: { archer: false, bowman: false, masterBowman: false },
    });
    const result = needOnRound(progress, 'york', recurve, '2025-07-07', relaxed);
    expect(result.ok && describeNeed(result.value, 'York', 'outdoor')).toBe(
      'B3: one more Bowman-eligible round of 684 or better on a York',
    );
    expect(needOnRound(progress, 'no such round', recurve, '2025-07-07', relaxed)).toMatchObject({
      ok: false,
      error: { reason: 'unknown-round' },
    });
  });

  it('indoors the classes carry the I- prefix', () => {
    const indoor = only(ledgerOf([shoot('2025-10-05', 'portsmouth', 'practice', 520)]), 'indoor').periods[0];
    const first = indoor?.progress[0];
    if (!first) throw new Error('no progress');
    const result = needOnRound(first, 'portsmouth', recurve, '2025-10-06', DEFAULT_LEDGER_SETTINGS);
    expect(result.ok && describeNeed(result.value, 'Portsmouth', 'indoor')).toBe(
      'I-A3: one more witnessed round of 378 or better on a Portsmouth',
    );
  });
});
