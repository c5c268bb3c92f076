import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundByName } from '../../../shared/rounds/catalogue.js';
import { sheetLayouts, scoreSheet } from '../../../shared/views/shootFigures.js';
import { sheetEnds, sheetInLayout } from './score-sheet.js';

/** Metric, imperial, indoor, practice (no end of round), Worcester and a field course (targets). */
const rounds = [
  'wa 1440 (90m)',
  'national',
  'portsmouth',
  'practice 20yd',
  'worcester',
  'wa field 24 red marked',
];

describe("the ends on the card's one sheet", () => {
  it('are the same ends, in shot order, whichever layout the sheet is in (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...rounds), fc.array(fc.nat(), { maxLength: 160 }), (roundName, keys) => {
        const round = roundByName(roundName);
        const limit = round.maxArrows ?? keys.length;
        const arrows = keys.slice(0, limit).map((key) => round.scores[key % round.scores.length]!);
        const portrait = sheetEnds(scoreSheet(arrows, round, 'portrait'));
        expect(sheetEnds(scoreSheet(arrows, round, 'landscape'))).toEqual(portrait);
        // Every arrow sits in one end, with its own value and place in the shoot (an end lists its
        // arrows as a paper sheet does, highest first, so the places are compared as a set).
        const cells = portrait.flatMap((end) => end.arrows);
        expect(cells.map((cell) => cell.index).sort((a, b) => a - b)).toEqual(arrows.map((_, i) => i));
        for (const cell of cells) expect(cell.value).toBe(arrows[cell.index]);
      }),
      { numRuns: 60 },
    );
  });

  it('has no ends without a sheet', () => {
    expect(sheetEnds(null)).toEqual([]);
  });

  it("takes a saved shoot's layout on screen from the sheet that holds both", () => {
    const round = roundByName('national');
    const both = sheetLayouts([9, 7, 5], round);
    expect(sheetInLayout(both, 'landscape')).toEqual(scoreSheet([9, 7, 5], round, 'landscape'));
    expect(sheetInLayout(both, 'portrait')).toEqual(scoreSheet([9, 7, 5], round, 'portrait'));
  });
});
