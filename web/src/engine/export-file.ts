import type { ExportFile } from '../../../shared/contract/engine.js';

/**
 * The Blob behind a file the worker made (shared/contract/engine.ts `ExportFile`, named without the
 * DOM's types there): the worker makes every one with `new Blob`, and it crosses to the page as one.
 * Null for anything else, which the caller reports in its own words.
 */
export function blobOf(file: Blob | ExportFile): Blob | null {
  return file instanceof Blob ? file : null;
}
