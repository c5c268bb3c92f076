import { describe, expect, it } from 'vitest';
import { backupFile, spreadsheetFile } from './exportFile.js';

describe('the files the worker makes', () => {
  it('writes a spreadsheet as UTF-8 behind a byte-order mark, so accents survive a double-click open', async () => {
    const file = spreadsheetFile('name\nZoë');
    expect(file.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('name\nZoë');
  });

  it('writes a backup as JSON that reads back as the same payload', async () => {
    const payload = { history: [{ gameType: 'York', venue: 'Zoë’s field' }], notes: [] };
    const file = backupFile(payload);
    expect(file.type).toBe('application/json');
    expect(JSON.parse(await file.text())).toEqual(payload);
  });
});
