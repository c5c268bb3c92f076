import type { HistoryItemView } from '../../../../shared/contract/historyViews.js';
import type { Claim } from '../../../../shared/ledger/claims.js';
import { useEngine } from '../../engine/engine-context.js';
import { ScoresheetPdfStatus, useScoresheetPdf } from '../../share/use-scoresheet-pdf.js';

/**
 * A claim's evidence for the records officer: the A4 scoresheet of each of its shoots in one PDF. Shoots
 * imported as totals without arrows have no sheet to print; the archer is told which.
 */
export function ClaimScoresheets({ claim, label }: { claim: Claim; label: string }) {
  const engine = useEngine();
  const { making, make } = useScoresheetPdf('The scoresheets');
  const download = () =>
    make(async () => {
      const read = await Promise.all(claim.shoots.map((shoot) => engine.historyItem(Number(shoot.id))));
      const items = read.flatMap((result): HistoryItemView[] => (result.ok ? [result.value] : []));
      const printable = items.filter((item) => item.scorecard && item.scores.length > 0);
      const without = claim.shoots.filter((shoot) => !printable.some((item) => String(item.id) === shoot.id));
      if (printable.length === 0)
        return 'None of these shoots has its arrows, so there is no sheet to print.';
      return {
        items: printable,
        fileName: `claim-${label}-${claim.claimableFrom}.pdf`,
        // The claim's note is about the missing sheets (the accents note is the single shoot's).
        note: () =>
          without.length > 0
            ? `No sheet for ${without.map((s) => s.label).join(', ')}: saved without arrows.`
            : null,
      };
    });
  return (
    <>
      <button
        type="button"
        className="button-secondary record-claim-pdf"
        disabled={making.state === 'making'}
        onClick={() => void download()}
      >
        {making.state === 'making' ? 'Making the PDF…' : `Scoresheets of the ${label} claim (PDF)`}
      </button>
      <ScoresheetPdfStatus making={making} />
    </>
  );
}
