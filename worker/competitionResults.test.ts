import { describe, expect, it } from 'vitest';
import { expectOk, testDevice } from '../test/fixtures/testDevice.js';
import { pickArcherRow } from '../shared/records-formats/pickArcherRow.js';
import { readResultsFile } from '../shared/records-formats/readResultsFile.js';
import { IANSEO_WA720, TAMLYNSCORE_TWO_ROUNDS } from '../shared/records-formats/resultFixtures.js';
import { resultImportFile, type ResultImportChoice } from '../shared/records-formats/resultImport.js';

/**
 * A competition's result brought in through the engine's one import: the archer's row of the file,
 * turned into shoots (shared/records-formats/resultImport.ts), stored with every arrow and the status
 * chosen, and not stored again when the same result is imported a second time.
 */

function importFileFor(text: string, choice: ResultImportChoice): unknown {
  const file = readResultsFile(text);
  if (!file.ok) throw new Error(file.error.message);
  const pick = pickArcherRow(file.value.rows, { membershipNumber: '2012345', name: 'Jo Bloggs' });
  if (pick.kind !== 'found') throw new Error(`row not found: ${pick.kind}`);
  const result = resultImportFile(pick.row, file.value.producer, choice);
  if (!result.ok) throw new Error(result.error.message);
  return JSON.stringify(result.value);
}

describe('importing a competition result', () => {
  it('adds the ianseo row as a shoot with its arrows and status, and adds nothing the second time', async () => {
    const engine = testDevice().open();
    await engine.whenReady();
    const file = importFileFor(IANSEO_WA720, {
      date: '2025-06-07',
      eventStatus: 'ukrs',
      roundName: 'wa 70m',
    });

    const first = expectOk(await engine.importData(file));
    expect(first.shootsAdded).toBe(1);
    const [shoot] = expectOk(await engine.history());
    expect(shoot).toMatchObject({ gameType: 'wa 70m', score: 567, date: '2025-06-07', eventStatus: 'ukrs' });
    expect(shoot!.arrowsShot).toBe(72);
    const full = expectOk(await engine.historyItem(shoot!.id));
    expect(full.scores.slice(0, 8)).toEqual([9, 7, 5, 9, 10, 8, 8, 'X']);

    const again = expectOk(await engine.importData(file));
    expect(again.shootsAdded).toBe(0);
    expect(expectOk(await engine.history())).toHaveLength(1);
  });

  it('adds both rounds of a TamlynScore row once, however often the file is imported', async () => {
    const engine = testDevice().open();
    await engine.whenReady();
    const file = importFileFor(TAMLYNSCORE_TWO_ROUNDS, {
      date: '2025-07-05',
      eventStatus: 'open',
      roundName: null,
    });
    expect(expectOk(await engine.importData(file)).shootsAdded).toBe(2);
    expect(expectOk(await engine.importData(file)).shootsAdded).toBe(0);
    const history = expectOk(await engine.history());
    expect(history.map((shoot) => [shoot.gameType, shoot.score, shoot.eventStatus]).sort()).toEqual([
      ['wa 1440 (70m)', 1285, 'open'],
      ['wa 70m', 521, 'open'],
    ]);
  });
});
