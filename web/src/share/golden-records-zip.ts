import type { HistoryItemView } from '../../../shared/contract/historyViews.js';

/** A shoot's sheet in the zip: its day, round and score, so the records officer finds it without opening it. */
export function scoresheetFileName(
  item: Pick<HistoryItemView, 'id' | 'date' | 'gameType' | 'score'>,
): string {
  const round = item.gameType
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `scoresheets/${item.date.slice(0, 10)}-${round}-${item.score}-${item.id}.pdf`;
}

/**
 * The Golden Records file and each shoot's records-officer scoresheet (one PDF a shoot) in one zip.
 * fflate and the PDF code are fetched only when asked for. PDFs are stored, not compressed again: they
 * are compressed already, and storing keeps a season's zip quick on a phone.
 */
export async function goldenRecordsZip(
  csv: Blob,
  csvName: string,
  items: readonly HistoryItemView[],
  archerName: string,
): Promise<{ zip: Blob; sheets: number }> {
  const [{ zipSync }, { scoresheetPdf }] = await Promise.all([
    import('fflate'),
    import('./scoresheet-pdf.js'),
  ]);
  const files: Record<string, [Uint8Array, { level: 0 | 6 }]> = {
    [csvName]: [new Uint8Array(await csv.arrayBuffer()), { level: 6 }],
  };
  const printable = items.filter((item) => item.scorecard && item.scores.length > 0);
  for (const item of printable) {
    const made = await scoresheetPdf([item], archerName);
    files[scoresheetFileName(item)] = [new Uint8Array(await made.blob.arrayBuffer()), { level: 0 }];
  }
  const zipped = zipSync(files);
  return { zip: new Blob([zipped], { type: 'application/zip' }), sheets: printable.length };
}
