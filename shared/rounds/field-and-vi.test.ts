import { describe, expect, it } from 'vitest';
import reference from '../../reference-data/field-rounds-reference.json' with { type: 'json' };
import { allRounds, findRound, roundByName } from './catalogue.js';

interface ReferencePass {
  n_arrows: number;
  distance: number;
  distance_unit: string;
  face_diameter_cm: number;
  scoring: string;
}
interface ReferenceRound {
  codename: string;
  name: string;
  indoor: boolean;
  discipline: 'field' | 'vi';
  max_score: number;
  passes: ReferencePass[];
  field?: { n_targets: number; peg: string; marking: string };
}

const rounds = reference.rounds as ReferenceRound[];

describe('field and VI rounds against field-rounds-reference.json', () => {
  it('holds 20 WA field rounds and 14 VI rounds', () => {
    expect(rounds.filter((r) => r.discipline === 'field')).toHaveLength(20);
    expect(rounds.filter((r) => r.discipline === 'vi')).toHaveLength(14);
    expect(allRounds().filter((r) => r.discipline === 'field')).toHaveLength(20);
    expect(allRounds().filter((r) => r.discipline === 'vi')).toHaveLength(14);
  });

  it.each(rounds.map((r) => [r.codename, r] as const))('%s has the reference passes', (codename, ref) => {
    const round = roundByName(codename);
    expect(round.codename).toBe(codename);
    expect(round.discipline).toBe(ref.discipline);
    expect(
      round.passes.map((p) => ({
        n_arrows: p.arrows,
        distance: p.distance,
        distance_unit: p.unit === 'm' ? 'metre' : 'yard',
        face_diameter_cm: p.faceCm,
        scoring: p.scoring,
      })),
    ).toEqual(
      ref.passes.map((p) => ({
        n_arrows: p.n_arrows,
        distance: p.distance,
        distance_unit: p.distance_unit,
        face_diameter_cm: p.face_diameter_cm,
        scoring: p.scoring,
      })),
    );
    expect(round.maxScore).toBe(ref.max_score);
    expect(round.isOutdoor).toBe(!ref.indoor);
    expect(round.classification).toBeNull();
    expect(findRound(ref.name)).toBe(round);
    if (ref.field) {
      expect(round.field).toEqual({
        peg: ref.field.peg,
        marking: ref.field.marking,
        targets: ref.field.n_targets,
      });
    } else {
      expect(round.field).toBeNull();
    }
  });
});

describe('a field round on the keypad', () => {
  const round = roundByName('wa field 24 red marked');

  it('is shot three arrows a target, one target an end', () => {
    expect(round.endSize).toBe(3);
    expect(round.numberOfEnds).toBe(24);
    expect(round.maxArrows).toBe(72);
  });

  it('offers the field X (the inner spot), 6 down to 1 and M, and nothing else', () => {
    expect(round.scores).toEqual(['X', 6, 5, 4, 3, 2, 1, 'M']);
  });

  it('gives 12-target rounds 12 ends and a maximum of 216', () => {
    const twelve = roundByName('wa_field_12_white_unmarked');
    expect(twelve.numberOfEnds).toBe(12);
    expect(twelve.maxScore).toBe(216);
  });
});

describe('VI rounds', () => {
  it('score Burntwood rounds on the imperial 5-zone values at 30 m', () => {
    const national = roundByName('burntwood national');
    expect(national.scores).toEqual([9, 7, 5, 3, 1, 'M']);
    expect(national.maxDistanceMetres).toBe(30);
  });

  it('shoot the indoor WA 18m (VI) in ends of three without X', () => {
    const vi18 = roundByName('wa 18m (vi)');
    expect(vi18.isOutdoor).toBe(false);
    expect(vi18.endSize).toBe(3);
    expect(vi18.scores[0]).toBe(10);
  });

  it('accept the St. George and St. Nicholas names with or without the full stop', () => {
    expect(findRound('Burntwood St George')?.codename).toBe('burntwood_st_george');
    expect(findRound('burntwood st. nicholas')?.codename).toBe('burntwood_st_nicholas');
  });
});

describe('rounds renamed in 2026 (docs/field-and-vi-rounds.md section 8)', () => {
  it.each([
    ['long_metric_gents', 'long_metric_90'],
    ['Long Metric (Men)', 'long_metric_90'],
    ['long_metric_ladies', 'long_metric_70'],
    ['Long Metric (Women)', 'long_metric_70'],
  ])('finds %s as %s, so old history and imports still find it', (oldName, codename) => {
    expect(findRound(oldName)?.codename).toBe(codename);
  });
});
