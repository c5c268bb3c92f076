/**
 * AGB outdoor metric rounds: 10-zone faces (122 cm long, 80 cm short), distances in metres.
 * Facts from rounds-reference.json (AGB_outdoor_metric).
 */
import { pass, passes, type RoundDefinition } from './definition.js';
import type { Pass } from './round.js';

function metric(
  name: string,
  codename: string,
  referenceName: string,
  roundPasses: Pass[],
  aliases: string[] = [],
): RoundDefinition {
  return {
    name,
    codename,
    referenceName,
    aliases,
    passes: roundPasses,
    isOutdoor: true,
    classification: 'outdoor',
  };
}

/** Four dozen-and-a-half distances: the two longest on 122 cm, the two shortest on 80 cm. */
function metric1440(longest: number, second: number, third: number, shortest: number): Pass[] {
  return [
    pass(36, longest, 'm', 122, '10_zone'),
    pass(36, second, 'm', 122, '10_zone'),
    pass(36, third, 'm', 80, '10_zone'),
    pass(36, shortest, 'm', 80, '10_zone'),
  ];
}

const long = (a: number, b: number): Pass[] =>
  passes('m', 122, '10_zone', [
    [36, a],
    [36, b],
  ]);
const short = (a: number, b: number): Pass[] =>
  passes('m', 80, '10_zone', [
    [36, a],
    [36, b],
  ]);
const agb900 = (a: number, b: number, c: number): Pass[] =>
  passes('m', 122, '10_zone', [
    [30, a],
    [30, b],
    [30, c],
  ]);

export const METRIC_ROUNDS: RoundDefinition[] = [
  metric('metric i', 'metric_i', 'Metric I', metric1440(70, 60, 50, 30)),
  metric('metric ii', 'metric_ii', 'Metric II', metric1440(60, 50, 40, 30)),
  metric('metric iii', 'metric_iii', 'Metric III', metric1440(50, 40, 30, 20)),
  metric('metric iv', 'metric_iv', 'Metric IV', metric1440(40, 30, 20, 10)),
  metric('metric v', 'metric_v', 'Metric V', metric1440(30, 20, 15, 10)),
  metric('long metric (90m)', 'long_metric_90', 'Long Metric (90m)', long(90, 70), [
    'long metric (men)',
    'long_metric_gents',
  ]),
  metric('long metric (70m)', 'long_metric_70', 'Long Metric (70m)', long(70, 60), [
    'long metric (women) / long metric i',
    'long metric (women)',
    'long_metric_ladies',
  ]),
  metric('long metric i', 'long_metric_i', 'Long Metric I', long(70, 60)),
  metric('long metric ii', 'long_metric_ii', 'Long Metric II', long(60, 50)),
  metric('long metric iii', 'long_metric_iii', 'Long Metric III', long(50, 40)),
  metric('long metric iv', 'long_metric_iv', 'Long Metric IV', long(40, 30)),
  metric('long metric v', 'long_metric_v', 'Long Metric V', long(30, 20)),
  metric('short metric', 'short_metric', 'Short Metric', short(50, 30), ['short metric / short metric i']),
  metric('short metric i', 'short_metric_i', 'Short Metric I', short(50, 30)),
  metric('short metric ii', 'short_metric_ii', 'Short Metric II', short(40, 30)),
  metric('short metric iii', 'short_metric_iii', 'Short Metric III', short(30, 20)),
  metric('short metric iv', 'short_metric_iv', 'Short Metric IV', short(20, 10)),
  metric('short metric v', 'short_metric_v', 'Short Metric V', short(15, 10)),
  metric('metric 122-50', 'metric_122_50', 'Metric 122-50', long(50, 50)),
  metric('metric 122-40', 'metric_122_40', 'Metric 122-40', long(40, 40)),
  metric('metric 122-30', 'metric_122_30', 'Metric 122-30', long(30, 30)),
  metric('metric 80-50', 'metric_80_50', 'Metric 80-50', short(50, 50)),
  metric('metric 80-40', 'metric_80_40', 'Metric 80-40', short(40, 40)),
  metric('metric 80-30', 'metric_80_30', 'Metric 80-30', short(30, 30)),
  metric('agb 900 70', 'agb900_70', 'AGB 900 70', agb900(70, 60, 50)),
  metric('agb 900 60', 'agb900_60', 'AGB 900 60', agb900(60, 50, 40)),
  metric('agb 900 50', 'agb900_50', 'AGB 900 50', agb900(50, 40, 30)),
  metric('agb 900 40', 'agb900_40', 'AGB 900 40', agb900(40, 30, 20)),
  metric('agb 900 30', 'agb900_30', 'AGB 900 30', agb900(30, 20, 10)),
];
