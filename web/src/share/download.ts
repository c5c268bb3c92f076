/**
 * A spreadsheet file (CSV) as the app writes them: UTF-8 behind a byte-order mark, so a spreadsheet
 * opened by double-click reads names with accents correctly.
 */
export function csvFile(content: string | Uint8Array<ArrayBuffer>): Blob {
  return new Blob(['\uFEFF', content], { type: 'text/csv;charset=utf-8' });
}

/** Saves a file the app made (an image, a PDF, a spreadsheet) through the browser's own download. */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; keep it a moment for browsers that read it late.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
