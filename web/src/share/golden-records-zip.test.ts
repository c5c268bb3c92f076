import { describe, expect, it } from 'vitest';
import { scoresheetFileName } from './golden-records-zip.js';

describe('the Golden Records zip', () => {
  it('names each sheet by its day, round, score and id, in a folder of its own', () => {
    expect(
      scoresheetFileName({ id: 7, date: '2026-07-04T09:30:00.000Z', gameType: 'wa 1440 (70m)', score: 1285 }),
    ).toBe('scoresheets/2026-07-04-wa-1440-70m-1285-7.pdf');
    expect(
      scoresheetFileName({ id: 8, date: '2026-07-04T09:30:00.000Z', gameType: 'St. George', score: 900 }),
    ).toBe('scoresheets/2026-07-04-st-george-900-8.pdf');
  });
});
