import { clockFigures, clockPlan } from '../../../../shared/shooting-clock/clock-plan.js';
import { useAtTheLineChoices } from '../../at-the-line/use-at-the-line-choices.js';

/**
 * What the clock says before it is started, beside its figures: two short lines at most on a 360 px phone
 * ('Ready: Start to walk up' showed as 'Ready: Start to…'); the Start button beside it says the rest. One
 * home for the clock at rest and the working clock (ShootingClock.tsx), which take each other's place.
 */
export const READY_WORDS = 'Ready to walk up';

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
      <span className="shooting-clock-words">{READY_WORDS}</span>
      <button type="button" className="shooting-clock-button shooting-clock-start" disabled>
        Start
      </button>
      <button type="button" className="shooting-clock-button" disabled>
        Stop
      </button>
    </div>
  );
}
