import { useState } from 'react';
import type { HistoryItemView } from '../../../../shared/contract/engine.js';
import type { Claim } from '../../../../shared/ledger/claims.js';
import { useEngine } from '../../engine/engine-context.js';
import { downloadFile } from '../../share/download.js';

type Making =
  | { state: 'idle' }
  | { state: 'making' }
  | { state: 'made'; note: string | null }
  | { state: 'failed'; message: string };

/**
 * A claim's evidence for the records officer: the A4 scoresheet of each of its shoots in one PDF. Shoots
 * imported as totals without arrows have no sheet to print; the archer is told which.
 */
export function ClaimScoresheets({ claim, label }: { claim: Claim; label: string }) {
  const engine = useEngine();
  const [making, setMaking] = useState<Making>({ state: 'idle' });
  const make = async () => {
    setMaking({ state: 'making' });
    try {
      const profile = await engine.profile();
      const read = await Promise.all(claim.shoots.map((shoot) => engine.historyItem(Number(shoot.id))));
      const items = read.flatMap((result): HistoryItemView[] => (result.ok ? [result.value] : []));
      const printable = items.filter((item) => item.scorecard && item.scores.length > 0);
      const without = claim.shoots.filter((shoot) => !printable.some((item) => String(item.id) === shoot.id));
      if (printable.length === 0) {
        setMaking({
          state: 'failed',
          message: 'None of these shoots has its arrows, so there is no sheet to print.',
        });
        return;
      }
      const { scoresheetPdf } = await import('../../share/scoresheet-pdf.js');
      const made = await scoresheetPdf(printable, profile.ok ? profile.value.name : '');
      downloadFile(made.blob, `claim-${label}-${claim.claimableFrom}.pdf`);
      setMaking({
        state: 'made',
        note:
          without.length > 0
            ? `No sheet for ${without.map((s) => s.label).join(', ')}: saved without arrows.`
            : null,
      });
    } catch (error) {
      setMaking({
        state: 'failed',
        message: `The scoresheets could not be made: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  };
  return (
    <>
      <button
        type="button"
        className="button-secondary record-claim-pdf"
        disabled={making.state === 'making'}
        onClick={() => void make()}
      >
        {making.state === 'making' ? 'Making the PDF…' : `Scoresheets of the ${label} claim (PDF)`}
      </button>
      {making.state === 'made' && making.note && <p role="status">{making.note}</p>}
      {making.state === 'failed' && <p role="alert">{making.message}</p>}
    </>
  );
}
