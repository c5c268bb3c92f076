import { useState } from 'react';
import type { HistoryItemView } from '../../../shared/contract/historyViews.js';
import type { PageEngine } from '../engine/engine-client.js';
import { useEngine } from '../engine/engine-context.js';
import { downloadFile } from './download.js';

type Making =
  | { state: 'idle' }
  | { state: 'making' }
  | { state: 'made'; note: string | null }
  | { state: 'failed'; message: string };

/** The shoots to print, the file's name, and what to tell the archer once it is made. */
export interface ScoresheetRequest {
  items: HistoryItemView[];
  fileName: string;
  /** `namesChanged`: letters the PDF font cannot write were spelled another way. */
  note: (namesChanged: boolean) => string | null;
}

/**
 * Making the records-officer scoresheets as a PDF in the archer's name and downloading it, for one shoot
 * or a claim's several: one place that reads the name, loads the PDF code (large, so only when asked
 * for) and says how it went. `gather` picks the shoots, or says in words why there is none to print;
 * `what` names the sheets in the failure ("The scoresheet", "The scoresheets").
 */
export function useScoresheetPdf(what: string) {
  const engine = useEngine();
  const [making, setMaking] = useState<Making>({ state: 'idle' });
  const make = async (gather: () => Promise<ScoresheetRequest | string>) => {
    setMaking({ state: 'making' });
    setMaking(await makeScoresheet(engine, what, gather));
  };
  return { making, make };
}

/**
 * How one request ended. At module scope: the React Compiler does not compile a hook holding a dynamic
 * import, nor one whose try holds a condition.
 */
async function makeScoresheet(
  engine: PageEngine,
  what: string,
  gather: () => Promise<ScoresheetRequest | string>,
): Promise<Making> {
  try {
    const profile = await engine.profile();
    const request = await gather();
    if (typeof request === 'string') return { state: 'failed', message: request };
    const { scoresheetPdf } = await import('./scoresheet-pdf.js');
    const made = await scoresheetPdf(request.items, profile.ok ? profile.value.name : '');
    downloadFile(made.blob, request.fileName);
    return { state: 'made', note: request.note(made.namesChanged) };
  } catch (error) {
    return {
      state: 'failed',
      message: `${what} could not be made: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/** What became of the last request: a note once made, or why it failed. */
export function ScoresheetPdfStatus({ making }: { making: Making }) {
  return (
    <>
      {making.state === 'made' && making.note && <p role="status">{making.note}</p>}
      {making.state === 'failed' && <p role="alert">{making.message}</p>}
    </>
  );
}
