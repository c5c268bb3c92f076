/**
 * AGB outdoor metric rounds: 10-zone faces (122 cm long, 80 cm short), distances in metres.
 * Facts from rounds-reference.json (AGB_outdoor_metric).
 */
import { fourDistance1440, outdoorRound, passes, type RoundDefinition } from './definition.js';
import type { Pass } from './round.js';

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
  outdoorRound('metric i', 'metric_i', 'Metric I', fourDistance1440(70, 60, 50, 30)),
  outdoorRound('metric ii', 'metric_ii', 'Metric II', fourDistance1440(60, 50, 40, 30)),
  outdoorRound('metric iii', 'metric_iii', 'Metric III', fourDistance1440(50, 40, 30, 20)),
  outdoorRound('metric iv', 'metric_iv', 'Metric IV', fourDistance1440(40, 30, 20, 10)),
  outdoorRound('metric v', 'metric_v', 'Metric V', fourDistance1440(30, 20, 15, 10)),
  outdoorRound('long metric (90m)', 'long_metric_90', 'Long Metric (90m)', long(90, 70), [
    'long metric (men)',
    'long_metric_gents',
  ]),
  outdoorRound('long metric (70m)', 'long_metric_70', 'Long Metric (70m)', long(70, 60), [
    'long metric (women) / long metric i',
    'long metric (women)',
    'long_metric_ladies',
  ]),
  outdoorRound('long metric i', 'long_metric_i', 'Long Metric I', long(70, 60)),
  outdoorRound('long metric ii', 'long_metric_ii', 'Long Metric II', long(60, 50)),
  outdoorRound('long metric iii', 'long_metric_iii', 'Long Metric III', long(50, 40)),
  outdoorRound('long metric iv', 'long_metric_iv', 'Long Metric IV', long(40, 30)),
  outdoorRound('long metric v', 'long_metric_v', 'Long Metric V', long(30, 20)),
  outdoorRound('short metric', 'short_metric', 'Short Metric', short(50, 30), [
    'short metric / short metric i',
  ]),
  outdoorRound('short metric i', 'short_metric_i', 'Short Metric I', short(50, 30)),
  outdoorRound('short metric ii', 'short_metric_ii', 'Short Metric II', short(40, 30)),
  outdoorRound('short metric iii', 'short_metric_iii', 'Short Metric III', short(30, 20)),
  outdoorRound('short metric iv', 'short_metric_iv', 'Short Metric IV', short(20, 10)),
  outdoorRound('short metric v', 'short_metric_v', 'Short Metric V', short(15, 10)),
  outdoorRound('metric 122-50', 'metric_122_50', 'Metric 122-50', long(50, 50)),
  outdoorRound('metric 122-40', 'metric_122_40', 'Metric 122-40', long(40, 40)),
  outdoorRound('metric 122-30', 'metric_122_30', 'Metric 122-30', long(30, 30)),
  outdoorRound('metric 80-50', 'metric_80_50', 'Metric 80-50', short(50, 50)),
  outdoorRound('metric 80-40', 'metric_80_40', 'Metric 80-40', short(40, 40)),
  outdoorRound('metric 80-30', 'metric_80_30', 'Metric 80-30', short(30, 30)),
  outdoorRound('agb 900 70', 'agb900_70', 'AGB 900 70', agb900(70, 60, 50)),
  outdoorRound('agb 900 60', 'agb900_60', 'AGB 900 60', agb900(60, 50, 40)),
  outdoorRound('agb 900 50', 'agb900_50', 'AGB 900 50', agb900(50, 40, 30)),
  outdoorRound('agb 900 40', 'agb900_40', 'AGB 900 40', agb900(40, 30, 20)),
  outdoorRound('agb 900 30', 'agb900_30', 'AGB 900 30', agb900(30, 20, 10)),
];
