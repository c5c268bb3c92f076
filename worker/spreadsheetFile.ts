/**
 * A spreadsheet file as the app writes them (shared/contract/engine.ts `SpreadsheetFile`): made here, in
 * the worker, so the page receives a Blob by reference instead of copying tens of megabytes into one on
 * its main thread. The byte-order mark makes a spreadsheet opened by double-click read the file as UTF-8
 * (accents in names and venues survive); a Blob writes its strings as UTF-8.
 */
export function spreadsheetFile(text: string): Blob {
  return new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
}
