import { useState } from 'react';
import type { EngineResult, ExportFile } from '../../../shared/contract/engine.js';
import { downloadFile } from './download.js';

/** Where one export stands: the button reads it to say "Exporting…", the card to say how it went. */
export type FileExport<Saved> =
  | { state: 'idle' }
  | { state: 'exporting' }
  | { state: 'saved'; saved: Saved }
  | { state: 'failed'; message: string };

export interface FileExportRequest<Answer, Saved> {
  /** Asks the worker for the files (it makes them, so a long history never freezes the page). */
  make: () => Promise<EngineResult<Answer>>;
  /** The files to download from the answer, each with its name; `now` dates the names. */
  files: (answer: Answer, now: Date) => ReadonlyArray<readonly [ExportFile, string]>;
  /** What the card says once they are saved. */
  saved: (answer: Answer, now: Date) => Saved;
  /** The sentence a failure starts with ("The spreadsheet could not be made"); the reason follows. */
  failure: string;
}

/**
 * One export button's life, for every file the Data and My record screens save: ask the worker, download
 * what it made, and say how it went. The worker's refusal and a file the browser cannot save both end as
 * words for the archer, never a silent button.
 */
export function useFileExport<Answer, Saved>(request: FileExportRequest<Answer, Saved>) {
  const [exported, setExported] = useState<FileExport<Saved>>({ state: 'idle' });
  const start = async () => {
    setExported({ state: 'exporting' });
    setExported(await exportFiles(request));
  };
  return { exported, start };
}

/** How one export ended. At module scope: the React Compiler does not compile a hook whose try holds a condition. */
async function exportFiles<Answer, Saved>(
  request: FileExportRequest<Answer, Saved>,
): Promise<FileExport<Saved>> {
  try {
    const result = await request.make();
    if (!result.ok) return { state: 'failed', message: `${request.failure}: ${result.error.message}` };
    const now = new Date();
    for (const [file, name] of request.files(result.value, now)) downloadFile(file, name);
    return { state: 'saved', saved: request.saved(result.value, now) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { state: 'failed', message: `${request.failure}: ${reason}` };
  }
}
