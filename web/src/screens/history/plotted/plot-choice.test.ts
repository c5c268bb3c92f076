import { describe, expect, it } from 'vitest';
import { roundByName } from '../../../../../shared/rounds/catalogue.js';
import { analyseShoot } from '../../../../../shared/target-face/shootAnalysis.js';
import {
  CROSS_5CM_HIGH,
  ROUND_THE_MIDDLE,
  yorkBegun,
} from '../../../../../shared/target-face/plotted-york.fixture.js';
import { plotOptions, plotPicture } from './plot-choice.js';

describe('choosing which plotted arrows to look at', () => {
  // End 1 (100 yd): a cross with a flier 25 cm right. End 13 (80 yd): three arrows round the middle.
  const shoot = yorkBegun({
    end1: [...CROSS_5CM_HIGH, { x: 300, y: 50 }],
    end13: ROUND_THE_MIDDLE.slice(0, 3),
  });
  const analysis = analyseShoot(shoot, roundByName('york'));

  it('offers the whole round, each distance and each plotted end', () => {
    expect(plotOptions(analysis).map((option) => option.label)).toEqual([
      'Whole round',
      '100yd (all ends)',
      '80yd (all ends)',
      'End 1 at 100yd',
      'End 13 at 80yd',
    ]);
  });

  it('rings the flier of a distance and leaves it out of the group', () => {
    const picture = plotPicture(analysis, { kind: 'distance', distanceIndex: 0 });
    expect(picture?.arrows.filter((arrow) => arrow.flier).map((arrow) => arrow.index)).toEqual([5]);
    expect(picture?.group?.count).toBe(5);
    expect(picture?.all?.count).toBe(6);
  });

  it('shows one end with every arrow in its group', () => {
    const picture = plotPicture(analysis, { kind: 'end', distanceIndex: 1, end: 13 });
    expect(picture?.arrows.map((arrow) => arrow.index)).toEqual([72, 73, 74]);
    expect(picture?.group?.count).toBe(3);
  });

  it('puts every distance’s arrows on one face for the whole round', () => {
    const picture = plotPicture(analysis, { kind: 'whole' });
    expect(picture?.arrows).toHaveLength(9);
    expect(picture?.face.diameterMm).toBe(1220);
  });

  it('has nothing to show for an end with no plotted arrows', () => {
    expect(plotPicture(analysis, { kind: 'end', distanceIndex: 0, end: 2 })).toBeNull();
  });
});
