import { describe, expect, it } from 'vitest';
import { delimitedRows } from './delimitedText.js';

describe('delimited rows', () => {
  it('splits CRLF lines on the separator and skips blank lines', () => {
    expect(delimitedRows('a;b;c\r\n1;2;3\r\n\r\n', ';')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
    expect(delimitedRows('a,b\n1,2', ',')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps empty cells, so columns stay where the header put them', () => {
    expect(delimitedRows('a;;c;\r\n', ';')).toEqual([['a', '', 'c', '']]);
  });

  it('reads quoted cells holding the separator, a line break or a doubled quote', () => {
    expect(delimitedRows('"Smith, Jo","say ""hi""","two\r\nlines",x\r\n', ',')).toEqual([
      ['Smith, Jo', 'say "hi"', 'two\r\nlines', 'x'],
    ]);
  });

  it('drops a byte-order mark', () => {
    expect(delimitedRows('\uFEFFWaID;Local Bib\r\n', ';')).toEqual([['WaID', 'Local Bib']]);
  });
});
