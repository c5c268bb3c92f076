import { describe, expect, it } from 'vitest';
import { roundByName } from '../rounds/catalogue.js';
import type { ArrowValue } from '../rounds/round.js';
import { faceEntryView } from './faceEntryView.js';

const arrows = (count: number): ArrowValue[] => Array.from({ length: count }, () => 9);

describe('the face the archer taps on the score card', () => {
  const york = roundByName('york');

  it('starts a round on the first distance’s face with nothing drawn', () => {
    const view = faceEntryView([], york, true, false);
    expect(view.chosen).toBe(true);
    expect(view.face?.diameterMm).toBe(1220);
    expect(view.face?.scoring).toBe('5_zone');
    expect(view.shownArrows).toEqual([]);
    expect(view.showingLastEnd).toBe(false);
  });

  it('draws the arrows of the end in progress', () => {
    expect(faceEntryView(arrows(8), york, true, false).shownArrows).toEqual([6, 7]);
  });

  it('keeps the end just finished on the face until the next arrow', () => {
    const view = faceEntryView(arrows(12), york, true, false);
    expect(view.shownArrows).toEqual([6, 7, 8, 9, 10, 11]);
    expect(view.showingLastEnd).toBe(true);
  });

  it('starts a new distance on an empty face', () => {
    const view = faceEntryView(arrows(72), york, false, false);
    expect(view.chosen).toBe(false);
    expect(view.shownArrows).toEqual([]);
  });

  it('shows the last end of a complete round on its face', () => {
    const view = faceEntryView(arrows(144), york, true, false);
    expect(view.shownArrows).toEqual([138, 139, 140, 141, 142, 143]);
    expect(view.showingLastEnd).toBe(true);
    expect(view.face?.diameterMm).toBe(1220);
  });

  it('gives a 1440 its 80 cm face at the short distances', () => {
    const round = roundByName('wa 1440 (90m)');
    expect(faceEntryView([], round, true, false).face?.diameterMm).toBe(1220);
    expect(faceEntryView(arrows(72), round, true, false).face?.diameterMm).toBe(800);
  });

  it('draws a compound archer’s indoor face with the inner 10', () => {
    const round = roundByName('wa 18m (triple spot)');
    const recurve = faceEntryView([], round, true, false).face;
    const compound = faceEntryView([], round, true, true).face;
    expect(recurve?.layout).toBe('vertical-triple');
    expect(compound?.rings[0]?.outerRadiusMm).toBeLessThan(recurve?.rings[0]?.outerRadiusMm ?? 0);
  });
});
