/**
 * The files the worker makes for the page (shared/contract/engine.ts `ExportFile`): made here, so the
 * page receives a Blob by reference instead of building tens of megabytes into one on its main thread.
 */

/**
 * A spreadsheet file as the app writes them. The byte-order mark makes a spreadsheet opened by
 * double-click read the file as UTF-8 (accents in names and venues survive); a Blob writes its strings
 * as UTF-8.
 */
export function spreadsheetFile(text: string): Blob {
  return new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
}

/**
 * A tab-separated list for another program to load (ianseo's participant list): no byte-order mark,
 * which ianseo would read as part of the first entry's code.
 */
export function tabSeparatedFile(text: string): Blob {
  return new Blob([text], { type: 'text/tab-separated-values;charset=utf-8' });
}

/** A backup payload (docs/product.md section 3) as the JSON file that is saved or uploaded. */
export function backupFile(payload: unknown): Blob {
  return new Blob([JSON.stringify(payload)], { type: 'application/json' });
}
