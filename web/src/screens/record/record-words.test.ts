import { describe, expect, it } from 'vitest';
import { DEFAULT_LEDGER_SETTINGS } from '../../../../shared/ledger/settings.js';
import type { HandicapStep } from '../../../../shared/ledger/running-handicap.js';
import {
  claimText,
  dayText,
  lastChangeText,
  ledgerName,
  needWordsExplained,
  ruleText,
  settingsLines,
} from './record-words.js';

describe('the official record in words', () => {
  it('names days, ledgers and the rule behind each handicap step', () => {
    expect(dayText('2026-06-14')).toBe('14 Jun 2026');
    expect(ledgerName({ bowStyle: 'barebow', environment: 'indoor' })).toBe('Barebow indoor');
    expect(ruleText({ rule: 'initial-from-three', from: [60, 62, 65] })).toBe(
      'first handicap, from 60, 62, 65',
    );
    expect(ruleText({ rule: 'continuous-reduction', moved: false })).toBe('unchanged: not 2 or more better');
    expect(ruleText({ rule: 'not-counted', reason: 'left-out' })).toBe(
      'not counted: left out of your handicap',
    );
    expect(ruleText({ rule: 'season-start-carried' })).toBe(
      'season start: carried over (fewer than 3 scores last season)',
    );
  });

  it('says who awards a claim, indoor classes with their prefix', () => {
    const shoots = [
      { id: '1', date: '2026-06-02', label: 'Hereford 2 Jun', eventStatus: 'ukrs' as const, witnessed: true },
    ];
    expect(
      claimText({ class: 'MB', claimableFrom: '2026-06-02', shoots, awardedBy: 'archery-gb' }, 'outdoor'),
    ).toBe('MB claimable since 2 Jun 2026: Hereford 2 Jun (Archery GB awards it)');
    expect(claimText({ class: 'B2', claimableFrom: '2026-06-02', shoots, awardedBy: 'club' }, 'indoor')).toBe(
      'I-B2 claimable since 2 Jun 2026: Hereford 2 Jun (your club awards it)',
    );
  });

  it('states the settings in force, and a changed one differently', () => {
    expect(settingsLines(DEFAULT_LEDGER_SETTINGS)).toEqual([
      'Every complete round moves your handicap, practice included.',
      'Your first handicap comes from three scores in one season.',
      'After a season of fewer than three scores your handicap carries over.',
      'Claims count only witnessed scoresheets (Archer, Bowman, Master Bowman tiers).',
    ]);
    const club = {
      ...DEFAULT_LEDGER_SETTINGS,
      handicapMinStatus: 'club_target_day' as const,
      claimsRequireWitness: { archer: false, bowman: false, masterBowman: false },
    };
    expect(settingsLines(club)[0]).toBe('Rounds at club target day or above move your handicap.');
    expect(settingsLines(club)[3]).toBe('Claims count any scoresheet, witnessed or not.');
  });
});

describe('the words My record explains in place', () => {
  const step = (date: string, handicap: number | null, how: HandicapStep['how']): HandicapStep => ({
    date,
    period: '2026',
    shootId: date,
    shootHandicap: handicap,
    handicap,
    how,
  });

  it('says when the handicap last moved, not that the last shoot left it unchanged', () => {
    const steps = [
      step('2026-05-01', 58, { rule: 'initial-from-three', from: [60, 58, 56] }),
      step('2026-06-01', 55, { rule: 'continuous-reduction', moved: true }),
      step('2026-07-01', 55, { rule: 'continuous-reduction', moved: false }),
    ];
    expect(lastChangeText(steps)).toBe('Last change: 1 Jun 2026, improved (continuous reduction).');
    expect(lastChangeText([step('2026-05-01', null, { rule: 'waiting-for-three', have: 1 })])).toBeNull();
  });

  it('explains Bowman-eligible and record-status by the statuses that count', () => {
    expect(needWordsExplained(['archer'])).toEqual([]);
    expect(needWordsExplained(['archer', 'bowman', 'masterBowman'])).toEqual([
      'Bowman-eligible: a round shot at club target day or above, as the Bowman classes need.',
      'Record-status: a round shot at UK record status or above, as the Master Bowman classes need.',
    ]);
  });
});
