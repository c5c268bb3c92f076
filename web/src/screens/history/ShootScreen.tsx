import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import type { HistoryItemView } from '../../../../shared/contract/historyViews.js';
import {
  EVENT_STATUS_LABELS,
  standingOf,
  type ShootStanding,
} from '../../../../shared/history/shootStanding.js';
import { Scorecard } from '../../scorecard/Scorecard.js';
import { sheetInLayout } from '../../scorecard/score-sheet.js';
import { ScorecardHeader, useChosenScorecardLayout } from '../../scorecard/ScorecardHeader.js';
import { useEngine } from '../../engine/engine-context.js';
import { useToasts } from '../../components/toasts.js';
import { roundTitle } from '../select-round/round-title.js';
import { DeleteShootDialog } from './DeleteShootDialog.js';
import { IanseoArrowStrings } from './IanseoArrowStrings.js';
import { ShootDetails } from './ShootDetails.js';
import { ShootNotes } from './ShootNotes.js';
import { PlottedShootSection } from './plotted/PlottedShootSection.js';
import { StandingFields } from '../record/StandingFields.js';
import { shootIdFrom, useSavedShoot } from './use-saved-shoot.js';
import './history.css';
import { DownloadScoresheet } from '../../share/DownloadScoresheet.js';
import { ShareScorecard } from '../../share/ShareScorecard.js';
import { Tip } from '../../tips/Tip.js';

/** One saved shoot (route /history/:id): its sheet and facts; change its status or delete it. */
export default function ShootScreen() {
  const { id } = useParams<{ id: string }>();
  const historyId = shootIdFrom(id);
  const saved = useSavedShoot(historyId);

  switch (saved.state) {
    case 'loading':
      return <p aria-live="polite">Loading the shoot…</p>;
    case 'not-found':
      return (
        <section aria-labelledby="shoot-title">
          <h1 id="shoot-title">Shoot not found</h1>
          <p>There is no saved shoot with the id “{id}” on this device. It may have been deleted.</p>
          <Link href="/history">Back to history</Link>
        </section>
      );
    case 'failed':
      return (
        <section aria-labelledby="shoot-title">
          <h1 id="shoot-title">Shoot</h1>
          <p role="alert">This shoot could not be read: {saved.message}</p>
          <Link href="/history">Back to history</Link>
        </section>
      );
    case 'ready':
      return <SavedShoot shoot={saved.value} />;
  }
}

/** "Status changed to Open competition.", "Marked witnessed.", "Left out of your handicap."... */
function standingChanged(change: Partial<ShootStanding>): string {
  if (change.eventStatus) return `Status changed to ${EVENT_STATUS_LABELS[change.eventStatus]}.`;
  if (change.witnessed !== undefined) return change.witnessed ? 'Marked witnessed.' : 'Marked not witnessed.';
  if (change.signed !== undefined) return change.signed ? 'Marked signed.' : 'Marked not signed.';
  return change.leaveOutOfHandicap ? 'Left out of your handicap.' : 'Counted in your handicap again.';
}

function SavedShoot({ shoot }: { shoot: HistoryItemView }) {
  const engine = useEngine();
  const toasts = useToasts();
  const [, navigate] = useLocation();
  const { layout, toggle: toggleLayout } = useChosenScorecardLayout();
  const [confirming, setConfirming] = useState(false);

  // Shown as ticked at once; the saved shoot the worker sends back then takes over (or a refusal undoes it).
  const [standing, setStanding] = useState(() => standingOf(shoot));
  const [shownFor, setShownFor] = useState(shoot);
  if (shownFor !== shoot) {
    setShownFor(shoot);
    setStanding(standingOf(shoot));
  }

  async function changeStanding(change: Partial<ShootStanding>) {
    setStanding((before) => ({ ...before, ...change }));
    const result = await engine.updateShoot(shoot.id, change);
    if (result.ok) toasts.show(standingChanged(change), 'success', { kind: 'shoot-standing' });
    else {
      setStanding(standingOf(shoot));
      toasts.show(`The shoot was not changed: ${result.error.message}`, 'error');
    }
  }

  // A refusal is said in a toast, like the success, and the dialog closes either way.
  async function deleteShoot(): Promise<null> {
    const result = await engine.deleteShoot(shoot.id);
    if (result.ok) {
      toasts.show('Shoot deleted.', 'success');
      navigate('/history');
    } else {
      toasts.show(`The shoot was not deleted: ${result.error.message}`, 'error');
    }
    return null;
  }

  return (
    <section className="shoot-screen" aria-labelledby="shoot-title">
      <Link href="/history" className="shoot-back">
        Back to history
      </Link>
      <h1 id="shoot-title" className="shoot-title">
        {roundTitle(shoot.gameType)}
      </h1>
      <ShootDetails shoot={shoot} />
      <Tip id="print" title="A paper copy">
        <p>
          Print scorecard prints just the scoresheet, without the app around it: for your club’s records or a
          record claim.
        </p>
      </Tip>

      <div className="shoot-actions">
        <div className="shoot-status">
          <StandingFields standing={standing} onChange={(change) => void changeStanding(change)} />
        </div>
        <button type="button" className="plain-button" onClick={() => window.print()}>
          Print scorecard
        </button>
        <ShareScorecard item={shoot} />
        <DownloadScoresheet item={shoot} />
        <button type="button" className="plain-button shoot-delete" onClick={() => setConfirming(true)}>
          Delete shoot
        </button>
      </div>

      {shoot.scorecard ? (
        <>
          <ScorecardHeader layout={layout} onToggle={toggleLayout} switchClass="plain-button" />
          <Scorecard sheet={sheetInLayout(shoot.scorecard, layout)} />
        </>
      ) : (
        <p className="history-empty">
          This app does not know the round “{roundTitle(shoot.gameType)}”, so there is no score sheet. Arrows:{' '}
          {shoot.scores.join(' ') || 'none'}
        </p>
      )}
      <PlottedShootSection historyId={shoot.id} />
      {shoot.scorecard && <IanseoArrowStrings key={shoot.id} shoot={shoot} />}
      <ShootNotes notes={shoot.notes} />

      {confirming && (
        <DeleteShootDialog shoot={shoot} onDelete={deleteShoot} onClose={() => setConfirming(false)} />
      )}
    </section>
  );
}
