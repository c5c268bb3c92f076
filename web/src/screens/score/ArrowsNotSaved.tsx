import type { EngineHealth } from '../../engine/engine-supervisor.js';

interface ArrowsNotSavedProps {
  /** Arrows kept on the page until the engine is back (sent then, in order). */
  held: number;
  /** Arrows whose write failed for good, until Try again. */
  notSaved: number;
  health: EngineHealth;
  onTryAgain: () => void;
}

const arrows = (count: number) => (count === 1 ? '1 arrow' : `${count} arrows`);

/**
 * The card's word on arrows drawn but not written (issue #43; docs/failures.md): it never lets them pass
 * for saved. "Saving…" while the engine is starting again (they are written once it is back); not saved,
 * with Try again, when a write failed; with Reload when the engine cannot be started. In the alert slot's
 * place and at its fixed height, so nothing below it moves.
 */
export function ArrowsNotSaved({ held, notSaved, health, onTryAgain }: ArrowsNotSavedProps) {
  if (health === 'failed') {
    return (
      <p className="score-alert-slot score-alert-error" role="alert">
        {arrows(held + notSaved)} not saved: the app’s engine could not be started.{' '}
        <button type="button" className="button-secondary" onClick={() => window.location.reload()}>
          Reload
        </button>
      </p>
    );
  }
  if (notSaved > 0) {
    return (
      <p className="score-alert-slot score-alert-error" role="alert">
        {arrows(notSaved + held)} not saved.{' '}
        <button type="button" className="button-secondary" onClick={onTryAgain}>
          Try again
        </button>
      </p>
    );
  }
  return (
    <p className="score-alert-slot score-alert-info" role="status" data-testid="arrows-saving">
      Saving… {arrows(held)} not yet saved
    </p>
  );
}
