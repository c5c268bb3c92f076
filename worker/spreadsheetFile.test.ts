import { describe, expect, it } from 'vitest';
import { spreadsheetFile } from './spreadsheetFile.js';

describe('a spreadsheet file', () => {
  it('is UTF-8 behind a byte-order mark, so accents survive a double-click open', async () => {
    const file = spreadsheetFile('name\nZoë');
    expect(file.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('name\nZoë');
  });
});
