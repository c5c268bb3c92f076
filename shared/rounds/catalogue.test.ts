import { describe, expect, it } from 'vitest';
import reference from '../../reference-data/rounds-reference.json' with { type: 'json' };
import legacy from '../../reference-data/legacy-round-names.json' with { type: 'json' };
import { allRounds, findRound, roundByName } from './catalogue.js';
import type { Round } from './round.js';

interface ReferencePass {
  n_arrows: number;
  distance: number;
  distance_unit: string;
  face_diameter_cm: number;
  scoring: string;
}
interface ReferenceRound {
  codename: string;
  indoor: boolean;
  max_score: number;
  passes: ReferencePass[];
}

const referenceRounds = new Map<string, ReferenceRound>(
  (reference.rounds as ReferenceRound[]).map((r) => [r.codename, r]),
);
const lists = reference.classification_round_lists;
const classified = [...lists.agb_outdoor, ...lists.agb_indoor];
const isCompoundTable = (codename: string) => codename.includes('_compound');

function toReferencePasses(round: Round, passes = round.passes) {
  return passes.map((p) => ({
    n_arrows: p.arrows,
    distance: p.distance,
    distance_unit: p.unit === 'm' ? 'metre' : 'yard',
    face_diameter_cm: p.faceCm,
    scoring: p.scoring,
  }));
}

function referencePasses(codename: string) {
  const ref = referenceRounds.get(codename);
  if (!ref) throw new Error(`no reference round ${codename}`);
  return ref.passes.map((p) => ({
    n_arrows: p.n_arrows,
    distance: p.distance,
    distance_unit: p.distance_unit,
    face_diameter_cm: p.face_diameter_cm,
    scoring: p.scoring,
  }));
}

describe('round catalogue against rounds-reference.json', () => {
  it('lists the 76 outdoor and 28 indoor classification rounds of the reference', () => {
    expect(lists.agb_outdoor).toHaveLength(76);
    expect(lists.agb_indoor).toHaveLength(28);
  });

  const entries = [...classified.filter((c) => !isCompoundTable(c)), 'frostbite'];
  it.each(entries)('%s is in the catalogue with the reference passes', (codename) => {
    const round = roundByName(codename);
    const ref = referenceRounds.get(codename);
    expect(round.codename).toBe(codename);
    expect(toReferencePasses(round)).toEqual(referencePasses(codename));
    expect(round.maxScore).toBe(ref?.max_score);
    expect(round.isOutdoor).toBe(!ref?.indoor);
  });

  const compoundTables = classified.filter(isCompoundTable);
  it.each(compoundTables)(
    '%s is the compound variant of exactly one catalogue round, not an entry',
    (codename) => {
      const owners = allRounds().filter((r) => r.compoundVariant?.codename === codename);
      expect(owners).toHaveLength(1);
      const owner = owners[0] as Round;
      expect(toReferencePasses(owner, owner.compoundVariant?.passes)).toEqual(referencePasses(codename));
      expect(allRounds().some((r) => r.codename === codename)).toBe(false);
    },
  );

  it('has no other reference-backed target rounds than the listed ones and frostbite', () => {
    // Field and VI rounds are checked against field-rounds-reference.json in field-and-vi.test.ts.
    const target = allRounds().filter((r) => r.discipline === 'target');
    const codenames = target.flatMap((r) => (r.codename ? [r.codename] : []));
    expect(codenames.sort()).toEqual([...entries].sort());
    expect(new Set(allRounds().map((r) => r.name)).size).toBe(allRounds().length);
  });

  it('classifies the reference lists as outdoor / indoor and frostbite as frostbite', () => {
    for (const codename of lists.agb_outdoor) expect(roundByName(codename).classification).toBe('outdoor');
    for (const codename of lists.agb_indoor.filter((c) => !isCompoundTable(c))) {
      expect(roundByName(codename).classification).toBe('indoor');
    }
    expect(roundByName('frostbite').classification).toBe('frostbite');
  });

  it('points every spot-face and 6-zone variant at an existing full-face round', () => {
    const variants = allRounds().filter((r) => r.fullFaceCodename !== null);
    expect(variants.map((r) => r.codename).sort()).toEqual(
      [
        'bray_i_triple',
        'bray_ii_triple',
        'portsmouth_triple',
        'wa18_triple',
        'wa25_triple',
        'vegas_300_triple',
        'worcester_5_centre',
        'wa1440_90_small',
        'wa1440_70_small',
        'wa1440_60_small',
      ].sort(),
    );
    for (const v of variants) expect(findRound(v.fullFaceCodename ?? '')?.fullFaceCodename).toBeNull();
  });
});

describe('round-type fields', () => {
  it('describes york', () => {
    const york = roundByName('York');
    expect(york).toMatchObject({
      name: 'york',
      distancesRoundSizes: [6, 4, 2],
      scores: [9, 7, 5, 3, 1, 'M'],
      unit: 'yd',
      endSize: 6,
      isOutdoor: true,
      isImperial: true,
      maxArrows: 144,
      numberOfEnds: 24,
      canSaveAnytime: false,
      isPracticeRound: false,
      maxDistanceYards: 100,
      otherDistancesYards: [80, 60],
      faceSizes: [122, 122, 122],
      goldThreshold: 9,
      maxScore: 1296,
      hasX: false,
    });
    expect(york.maxDistanceMetres).toBeCloseTo(91.44, 10);
    expect(york.otherDistancesMetres[0]).toBeCloseTo(73.152, 10);
  });

  it('describes wa 1440 (90m) with all four distances', () => {
    const r = roundByName('wa 1440 (90m)');
    expect(r.distancesRoundSizes).toEqual([3, 3, 3, 3]);
    expect(r.faceSizes).toEqual([122, 122, 80, 80]);
    expect(r.otherDistancesMetres).toEqual([70, 50, 30]);
    expect(r.maxDistanceYards).toBeCloseTo(90 / 0.9144, 10);
    expect(r.scores).toEqual(['X', 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 'M']);
    expect(r).toMatchObject({ goldThreshold: 10, hasX: true, isImperial: false, maxScore: 1440 });
  });

  it('merges a WA 720 two halves into one distance', () => {
    const r = roundByName('wa 70m');
    expect(r.passes).toHaveLength(2);
    expect(r.distancesRoundSizes).toEqual([6]);
    expect(r.otherDistancesMetres).toEqual([]);
    expect(r.numberOfEnds).toBe(12);
  });

  it('gives indoor rounds a 10..1 keypad without X, triple spots 10..6', () => {
    expect(roundByName('portsmouth').scores).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 'M']);
    expect(roundByName('portsmouth').hasX).toBe(false);
    expect(roundByName('wa 18m (triple spot)').scores).toEqual([10, 9, 8, 7, 6, 'M']);
    expect(roundByName('vegas').scores).toEqual([10, 9, 8, 7, 6, 'M']);
    expect(roundByName('vegas 300').goldThreshold).toBe(10);
  });

  it('gives worcester ends of 5, a 5..1 keypad and gold 5', () => {
    const w = roundByName('worcester');
    expect(w).toMatchObject({ endSize: 5, scores: [5, 4, 3, 2, 1, 'M'], goldThreshold: 5, numberOfEnds: 12 });
    expect(w.faceSizes).toEqual([40.64]);
    const five = roundByName('worcester (5 spot)');
    expect(five).toMatchObject({ endSize: 5, scores: [5, 4, 'M'], goldThreshold: 5, maxScore: 300 });
  });

  it('builds the practice rounds of docs/product.md section 9', () => {
    const practice = allRounds().filter((r) => r.isPracticeRound && r.name.startsWith('practice'));
    expect(practice.map((r) => r.name)).toEqual([
      ...[10, 20, 30, 40, 50, 60, 80, 90, 100].map((d) => `practice ${d}yd`),
      ...[10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map((d) => `practice ${d}m`),
    ]);
    for (const r of practice) {
      expect(r).toMatchObject({ maxArrows: null, numberOfEnds: null, canSaveAnytime: true, maxScore: null });
      expect(r.classification).toBeNull();
    }
    expect(roundByName('practice 20yd').scores).toEqual([9, 7, 5, 3, 1, 'M']);
    expect(roundByName('Practice 30m').scores).toEqual(['X', 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 'M']);
    expect(roundByName('practice 30m').maxDistanceMetres).toBe(30);
    expect(findRound('practice 70yd')).toBeUndefined();
  });

  it('keeps every named round consistent: arrows fill whole ends and add up', () => {
    for (const r of allRounds().filter((x) => !x.isPracticeRound)) {
      const arrows = r.passes.reduce((s, p) => s + p.arrows, 0);
      expect(r.maxArrows).toBe(arrows);
      expect(arrows % r.endSize).toBe(0);
      expect(r.distancesRoundSizes.reduce((s, d) => s + d, 0) * 12).toBe(arrows);
      expect(r.faceSizes).toHaveLength(r.distancesRoundSizes.length);
    }
  });
});

describe('lookups', () => {
  it('is case-insensitive and trims', () => {
    expect(findRound('  WA 1440 (90M) ')?.name).toBe('wa 1440 (90m)');
    expect(findRound('Worcester (5 Spot)')?.codename).toBe('worcester_5_centre');
  });

  it('resolves every legacy export name', () => {
    const names = legacy.names as Record<string, { codename: string | null }>;
    expect(Object.keys(names)).toHaveLength(71);
    for (const [name, target] of Object.entries(names)) {
      const round = findRound(name);
      expect(round, name).toBeDefined();
      if (target.codename !== null) expect(round?.codename, name).toBe(target.codename);
    }
  });

  it('maps the legacy names without a reference definition to documented rounds', () => {
    const standard = roundByName('wa standard bow');
    expect(standard.passes.map((p) => [p.arrows, p.distance, p.unit, p.faceCm])).toEqual([
      [36, 50, 'm', 122],
      [36, 30, 'm', 122],
    ]);
    expect(standard.classification).toBeNull();
    const q = roundByName('360 Qualification Round');
    expect(q).toMatchObject({
      isPracticeRound: true,
      canSaveAnytime: true,
      maxArrows: 36,
      maxScore: 360,
      passes: [],
    });
  });

  it('accepts reference names and codenames', () => {
    expect(findRound('St Nicholas')?.name).toBe('st. nicholas');
    expect(findRound('wa720_50_c')?.name).toBe('wa 50m (compound)');
    expect(findRound('WA 18m Triple')?.name).toBe('wa 18m (triple spot)');
  });

  it('rejects unknown names, compound scoring tables included', () => {
    expect(findRound('portsmouth_compound')).toBeUndefined();
    expect(() => roundByName('Moon Round')).toThrow(new Error('Unknown game type: Moon Round'));
  });
});
