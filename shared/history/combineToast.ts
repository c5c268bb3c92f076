import type { MergeResult } from './mergeBackup.js';

/** A toast the UI shows; texts are docs/product.md section 8's, word for word. */
export interface ToastText {
  type: 'success' | 'error' | 'info';
  message: string;
}

/** The toast after combining a backup with local data. Error lines are joined with ", ". */
export function combineResultToast(
  result: Pick<MergeResult, 'success' | 'errors' | 'addedHistory' | 'addedSightMarks'>,
): ToastText {
  if (!result.success) return { type: 'error', message: `Merge failed: ${result.errors.join(', ')}` };
  if (result.addedHistory === 0 && result.addedSightMarks === 0) {
    return { type: 'info', message: 'Data was already synchronized - no changes needed.' };
  }
  return {
    type: 'success',
    message: `Combined successfully! Added ${result.addedHistory} shooting records and ${result.addedSightMarks} sight marks.`,
  };
}

/** The toast when combining stopped on an unexpected error (for example the backup could not be fetched). */
export function combineErrorToast(message: string): ToastText {
  return { type: 'error', message: `Error combining data: ${message}` };
}
