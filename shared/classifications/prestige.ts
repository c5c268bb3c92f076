/**
 * Outdoor prestige rounds (doc section 4.4): only on these may a category earn the MB tier (EMB, GMB,
 * MB), and the distance rule does not apply to them. Round codenames from rounds-reference.json.
 */
import type { Category } from './category.js';
import { maxDistances } from './class-handicaps.js';
import type { AgbScheme } from './schemes.js';

const IMPERIAL = ['york', 'hereford', 'bristol_i', 'bristol_ii', 'bristol_iii', 'bristol_iv', 'bristol_v'];
const METRIC = [
  'wa1440_90',
  'wa1440_90_small',
  'wa1440_70',
  'wa1440_70_small',
  'wa1440_60',
  'wa1440_60_small',
  'metric_i',
  'metric_ii',
  'metric_iii',
  'metric_iv',
  'metric_v',
];

interface BowPrestige {
  always: string[];
  ifLongEnough: string[];
  youngJuniors: string[];
}

/** 720-style rounds per bow style and scheme. */
function bowPrestige(category: Category, scheme: AgbScheme): BowPrestige {
  const current = scheme === 'AGB 2026.1';
  switch (category.bowType) {
    case 'compound':
      return current
        ? {
            always: ['wa720_50_c', 'metric_80_50'],
            ifLongEnough: ['wa720_40_c', 'metric_80_40', 'metric_80_30'],
            youngJuniors: ['wa720_40_c', 'metric_80_40'],
          }
        : { always: ['wa720_50_c'], ifLongEnough: ['metric_80_40', 'metric_80_30'], youngJuniors: [] };
    case 'barebow':
      return current
        ? {
            always: ['wa720_50_b'],
            ifLongEnough: ['metric_122_50', 'wa720_40', 'metric_122_40', 'wa720_30_b', 'metric_122_30'],
            youngJuniors: ['wa720_40', 'metric_122_40', 'wa720_30_b', 'metric_122_30'],
          }
        : {
            always: ['wa720_50_b'],
            ifLongEnough: ['metric_122_50', 'metric_122_40', 'metric_122_30'],
            youngJuniors: [],
          };
    case 'recurve':
    case 'longbow': {
      const men = category.gender === 'male';
      const extra =
        men && (category.ageGroup === '50+' || category.ageGroup === 'u18')
          ? ['wa720_60']
          : men && category.ageGroup === 'u16'
            ? ['metric_122_50']
            : [];
      return {
        always: ['wa720_70', ...extra],
        ifLongEnough: current
          ? ['wa720_60', 'metric_122_50', 'wa720_40', 'metric_122_40', 'metric_122_30']
          : ['wa720_60', 'metric_122_50', 'metric_122_40', 'metric_122_30'],
        youngJuniors: current ? ['wa720_40', 'metric_122_40'] : [],
      };
    }
  }
}

const YOUNG_JUNIORS = new Set(['u15', 'u14', 'u12']);

/**
 * The category's prestige rounds. `longestDistance` gives a round's longest distance as the raw number
 * in its own unit (a 100 yd York counts as 100 against a 90 m requirement).
 */
export function prestigeRounds(
  category: Category,
  scheme: AgbScheme,
  longestDistance: (codename: string) => number,
): Set<string> {
  const bow = bowPrestige(category, scheme);
  const shortestMax = Math.min(...maxDistances(category));
  const rounds = new Set(bow.always);
  if (YOUNG_JUNIORS.has(category.ageGroup)) for (const r of bow.youngJuniors) rounds.add(r);
  for (const r of [...bow.ifLongEnough, ...IMPERIAL, ...METRIC]) {
    if (longestDistance(r) >= shortestMax) rounds.add(r);
  }
  return rounds;
}
