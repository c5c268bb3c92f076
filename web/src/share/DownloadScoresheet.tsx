import { useState } from 'react';
import type { HistoryItemView } from '../../../shared/contract/engine.js';
import { useEngine } from '../engine/engine-context.js';
import { downloadFile } from './download.js';
import { shareFileName } from './share-input.js';

type Making =
  | { state: 'idle' }
  | { state: 'making' }
  | { state: 'made'; note: string | null }
  | { state: 'failed'; message: string };

/** "Download scoresheet (PDF)": the records-officer sheet of a saved shoot, made on request. */
export function DownloadScoresheet({ item }: { item: HistoryItemView }) {
  const engine = useEngine();
  const [making, setMaking] = useState<Making>({ state: 'idle' });
  const make = async () => {
    setMaking({ state: 'making' });
    try {
      const profile = await engine.profile();
      const name = profile.ok ? profile.value.name : '';
      const { scoresheetPdf } = await import('./scoresheet-pdf.js');
      const made = await scoresheetPdf([item], name);
      downloadFile(made.blob, shareFileName(item, 'pdf'));
      setMaking({
        state: 'made',
        note: made.namesChanged
          ? 'Some letters cannot be written in the PDF font and were spelled without accents: check the names.'
          : null,
      });
    } catch (error) {
      setMaking({
        state: 'failed',
        message: `The scoresheet could not be made: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  };
  return (
    <>
      <button
        type="button"
        className="plain-button accent"
        disabled={making.state === 'making' || !item.scorecard}
        onClick={() => void make()}
      >
        {making.state === 'making' ? 'Making the PDF…' : 'Download scoresheet (PDF)'}
      </button>
      {making.state === 'made' && making.note && <p role="status">{making.note}</p>}
      {making.state === 'failed' && <p role="alert">{making.message}</p>}
    </>
  );
}
