import { clockFigures, clockPlan } from '../../../../shared/shooting-clock/clock-plan.js';
import { useAtTheLineChoices } from '../../at-the-line/choices-store.js';

/**
 * The shooting clock as it first shows (ready, its full shooting time), drawn while the clock's own code
 * is fetched (ScoreScreen.tsx): the same row of the same height, so the keys below never move when the
 * working clock takes its place. Its buttons do nothing yet, so they are disabled.
 */
export function ShootingClockAtRest({ endSize }: { endSize: number }) {
  const { clockDetails, practiceSeconds } = useAtTheLineChoices();
  const { shootSeconds } = clockPlan(endSize, clockDetails, practiceSeconds);
  return (
    <div className="shooting-clock" data-phase="ready" data-state="ready">
      <span className="shooting-clock-figures" role="timer" aria-label="Shooting clock">
        {clockFigures(shootSeconds)}
      </span>
      <span className="shooting-clock-words">Ready: Start to walk up</span>
      <button type="button" className="shooting-clock-button shooting-clock-start" disabled>
        Start
      </button>
      <button type="button" className="shooting-clock-button" disabled>
        Stop
      </button>
    </div>
  );
}
