/**
 * Rows of cells from a results file: ianseo's `;`-separated export and TamlynScore's CSV. Quoted cells
 * (a name holding the separator, a doubled quote) are read as RFC 4180 says; a byte-order mark and the
 * line ends of either platform are taken away, and blank lines are skipped, so a file saved again by a
 * spreadsheet reads the same.
 */

/** Splits text into rows of cells on `separator`, honouring quotes. */
export function delimitedRows(text: string, separator: ';' | ',' | '\t'): string[][] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let index = 0;
  const endRow = (): void => {
    row.push(cell);
    if (row.length > 1 || row[0]!.trim() !== '') rows.push(row);
    row = [];
    cell = '';
  };
  while (index < source.length) {
    const char = source[index]!;
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else cell += char;
      index += 1;
      continue;
    }
    if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      endRow();
      if (char === '\r' && source[index + 1] === '\n') index += 1;
    } else {
      cell += char;
    }
    index += 1;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}
