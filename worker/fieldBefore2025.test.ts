import { describe, expect, it } from 'vitest';
import { OLD_FIELD_TABLES_NOT_HELD } from '../shared/classifications/field-thresholds.js';
import { handicapForScore } from '../shared/handicaps/handicaps.js';
import { roundByName } from '../shared/rounds/catalogue.js';
import { NO_VI_CLASSIFICATION } from '../shared/rounds/vi.js';
import { expectOk, testDevice } from '../test/fixtures/testDevice.js';

/**
 * A field shoot from before the 2025 field scheme, imported: the old field tables are not held, so it
 * keeps its handicap and says why it has no class, in the list and on its page (docs/field-and-vi-rounds.md
 * section 5), while a 2025 shoot on the same round gets its class.
 */

const red24 = roundByName('wa field 24 red marked');
// 24 targets of 6, 5, 4: 360.
const arrows = Array.from({ length: 24 }, () => [6, 5, 4]).flat();

describe('a field shoot before 2025', () => {
  it('keeps its handicap and says the old field tables are not held, in the list and on its page', async () => {
    const engine = testDevice().open();
    await engine.whenReady();
    const shoot = { gameType: 'wa field 24 red marked', scores: arrows, score: 360 };
    expectOk(
      await engine.importData({
        history: [
          { ...shoot, id: 1, date: '2024-09-14T10:00:00.000Z' },
          { ...shoot, id: 2, date: '2025-09-13T10:00:00.000Z' },
          {
            id: 3,
            date: '2023-05-06T10:00:00.000Z',
            gameType: 'burntwood warwick',
            scores: [7, 7],
            score: 14,
          },
        ],
        notes: [],
        user: { gender: 'female', ageGroup: 'adult', bowType: 'recurve' },
      }),
    );
    const list = expectOk(await engine.history());
    const byYear = new Map(list.map((row) => [row.date.slice(0, 4), row]));
    const handicap = handicapForScore(red24, 360);
    expect(handicap.ok).toBe(true);
    expect(byYear.get('2024')).toMatchObject({
      handicap: handicap.ok ? handicap.handicap : -1,
      classificationNote: OLD_FIELD_TABLES_NOT_HELD,
    });
    expect(byYear.get('2024')?.classification).toBeUndefined();
    expect(byYear.get('2025')?.classification?.scheme).toBe('AGB field 2025');
    expect(byYear.get('2025')).not.toHaveProperty('classificationNote');

    // A VI shoot is told from a U/C one in the list too.
    expect(byYear.get('2023')).toMatchObject({ classificationNote: NO_VI_CLASSIFICATION });
    const page = expectOk(await engine.historyItem(byYear.get('2024')!.id));
    expect(page.classificationNote).toBe(OLD_FIELD_TABLES_NOT_HELD);
  });
});
