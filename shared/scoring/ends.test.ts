import { describe, expect, it } from 'vitest';
import { roundByName } from '../rounds/catalogue.js';
import type { ArrowValue } from '../rounds/round.js';
import { distanceBlocks, distanceLabel, effectiveEndSize, roundDistances, splitIntoEnds } from './ends.js';

const york = roundByName('york');
const portsmouth = roundByName('portsmouth');
const worcester = roundByName('worcester');
const practice = roundByName('practice 30yd');

function nines(count: number): ArrowValue[] {
  return Array.from({ length: count }, () => 9);
}

describe('ends', () => {
  it('cuts arrows into ends of the round size, the last one possibly short', () => {
    expect(splitIntoEnds([1, 2, 3, 4, 5, 6, 7], 6)).toEqual([[1, 2, 3, 4, 5, 6], [7]]);
    expect(splitIntoEnds([1, 2, 3, 4, 5, 6, 7], 5)).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7],
    ]);
    expect(splitIntoEnds([], 6)).toEqual([]);
  });

  it('falls back to 6 arrows an end when the size is unknown or nonsense', () => {
    expect(effectiveEndSize(undefined)).toBe(6);
    expect(effectiveEndSize(0)).toBe(6);
    expect(effectiveEndSize(2.5)).toBe(6);
    expect(effectiveEndSize(5)).toBe(5);
  });
});

describe('distances', () => {
  it('lists a york as 6 dozen at 100, 4 at 80 and 2 at 60 yards', () => {
    expect(roundDistances(york).map((d) => [d.distance, d.unit, d.arrows])).toEqual([
      [100, 'yd', 72],
      [80, 'yd', 48],
      [60, 'yd', 24],
    ]);
  });

  it('treats consecutive passes at one range as one distance', () => {
    expect(roundDistances(portsmouth).map((d) => [d.distance, d.arrows])).toEqual([[20, 60]]);
    expect(roundDistances(worcester).map((d) => [d.distance, d.arrows])).toEqual([[20, 60]]);
  });

  it('splits arrows across distances with ends that restart at each distance', () => {
    const blocks = distanceBlocks(nines(80), york);
    expect(blocks.map((b) => [b.distance?.distance, b.firstArrowIndex, b.arrows.length])).toEqual([
      [100, 0, 72],
      [80, 72, 8],
    ]);
    expect(blocks[1]!.ends.map((e) => [e.endNumber, e.firstArrowIndex, e.arrows.length])).toEqual([
      [13, 72, 6],
      [14, 78, 2],
    ]);
  });

  it('uses 5-arrow ends on worcester', () => {
    const blocks = distanceBlocks(nines(12), worcester);
    expect(blocks[0]!.ends.map((e) => e.arrows.length)).toEqual([5, 5, 2]);
  });

  it('keeps every arrow of an unlimited practice round at its one distance', () => {
    const blocks = distanceBlocks(nines(100), practice);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.arrows).toHaveLength(100);
  });

  it('keeps arrows that overrun the round with its last distance rather than dropping them', () => {
    const blocks = distanceBlocks(nines(150), york);
    expect(blocks.map((b) => b.arrows.length)).toEqual([72, 48, 30]);
  });

  it('shows nothing before the first arrow', () => {
    expect(distanceBlocks([], york)).toEqual([]);
  });

  it('labels distances as archers say them', () => {
    expect(distanceLabel({ distance: 100, unit: 'yd' })).toBe('100yd');
    expect(distanceLabel({ distance: 70, unit: 'm' })).toBe('70m');
  });
});
