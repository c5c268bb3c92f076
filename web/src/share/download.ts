import type { ExportFile } from '../../../shared/contract/engine.js';
import { blobOf } from '../engine/export-file.js';

/** Saves a file the app made (an image, a PDF, a spreadsheet) through the browser's own download. */
export function downloadFile(file: Blob | ExportFile, fileName: string): void {
  const blob = blobOf(file);
  if (blob === null) throw new TypeError(`${fileName} is not a file the browser can save`);
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
