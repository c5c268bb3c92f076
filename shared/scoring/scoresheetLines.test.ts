import { describe, expect, it } from 'vitest';
import { roundByName } from '../rounds/catalogue.js';
import type { ArrowValue } from '../rounds/round.js';
import { portraitScorecard } from './portraitScorecard.js';
import {
  ENDS_PER_LINE,
  portraitBoxesPerRow,
  portraitEndsPerLine,
  scoresheetLines,
} from './scoresheetLines.js';

function endNumbers(roundName: string, arrows: ArrowValue[], perLine?: number): number[][][] {
  const sheet = portraitScorecard(arrows, roundByName(roundName));
  return scoresheetLines(sheet.rows, perLine).map((block) =>
    block.lines.map((line) => line.map((row) => row.end.endNumber)),
  );
}

describe('scoresheet lines', () => {
  it('puts two ends to a line, as a paper sheet does, and the last end of a distance alone if odd', () => {
    expect(ENDS_PER_LINE).toBe(2);
    expect(endNumbers('portsmouth', Array<ArrowValue>(15).fill(9))).toEqual([[[1, 2], [3, 4], [5]]]);
  });

  it('never lets a line run across two distances', () => {
    // A National's 60 yd ends 1-8 (4 dozen), then 50 yd from end 9.
    const lines = endNumbers('national', Array<ArrowValue>(54).fill(7));
    expect(lines).toEqual([
      [
        [1, 2],
        [3, 4],
        [5, 6],
        [7, 8],
      ],
      [[9]],
    ]);
  });

  it('gives the phone two ends of three to a line and an end of five or six a line of its own', () => {
    expect(portraitEndsPerLine(3)).toBe(2);
    expect(portraitEndsPerLine(5)).toBe(1);
    expect(portraitEndsPerLine(6)).toBe(1);
    expect(endNumbers('worcester', Array<ArrowValue>(15).fill(5), portraitEndsPerLine(5))).toEqual([
      [[1], [2], [3]],
    ]);
  });

  it('cuts an end of five or six into two rows of boxes on the phone, and keeps an end of up to four in one', () => {
    expect(portraitBoxesPerRow(3)).toBe(3);
    expect(portraitBoxesPerRow(4)).toBe(4);
    expect(portraitBoxesPerRow(5)).toBe(3);
    expect(portraitBoxesPerRow(6)).toBe(3);
  });
});
