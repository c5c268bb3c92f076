import type { HistoryItemView } from '../../../shared/contract/historyViews.js';
import { shareFileName } from './share-input.js';
import { ScoresheetPdfStatus, useScoresheetPdf } from './use-scoresheet-pdf.js';

/** "Download scoresheet (PDF)": the records-officer sheet of a saved shoot, made on request. */
export function DownloadScoresheet({ item }: { item: HistoryItemView }) {
  const { making, make } = useScoresheetPdf('The scoresheet');
  const download = () =>
    make(async () => ({
      items: [item],
      fileName: shareFileName(item, 'pdf'),
      note: (namesChanged) =>
        namesChanged
          ? 'Some letters cannot be written in the PDF font and were spelled without accents: check the names.'
          : null,
    }));
  return (
    <>
      <button
        type="button"
        className="plain-button accent"
        disabled={making.state === 'making' || !item.scorecard}
        onClick={() => void download()}
      >
        {making.state === 'making' ? 'Making the PDF…' : 'Download scoresheet (PDF)'}
      </button>
      <ScoresheetPdfStatus making={making} />
    </>
  );
}
