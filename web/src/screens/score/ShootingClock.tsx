import { READY_WORDS } from './ShootingClockAtRest.js';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useState } from 'react';
import {
  clockFigures,
  clockPlan,
  phaseWords,
  type Signal,
} from '../../../../shared/shooting-clock/clock-plan.js';
import { useAtTheLineChoices } from '../../at-the-line/use-at-the-line-choices.js';
import { feelWhistles } from '../../at-the-line/feel.js';
import { shootingClockMachine } from '../../at-the-line/shooting-clock-machine.js';
import { rangeWhistle } from '../../at-the-line/whistles.js';

type ClockState = 'ready' | 'running' | 'paused' | 'collect';

/**
 * The shooting clock in the score card's fixed header (docs/at-the-line.md). One row of one height in
 * every state, with buttons of fixed width, so starting, pausing or stopping it never moves the keys.
 * The phase is said in words as well as colour; the next end waits for the archer's Start.
 */
export function ShootingClock({ endSize }: { endSize: number }) {
  const { clockDetails, practiceSeconds, clockSound } = useAtTheLineChoices();
  const clock = useActorRef(shootingClockMachine, {
    input: { plan: clockPlan(endSize, clockDetails, practiceSeconds), now: () => Date.now() },
  });
  const state = useSelector(clock, (snapshot): ClockState =>
    typeof snapshot.value === 'string' ? snapshot.value : 'running',
  );
  const reading = useSelector(clock, (snapshot) => snapshot.context.reading);
  const shootSeconds = useSelector(clock, (snapshot) => snapshot.context.plan.shootSeconds);
  // Made on the first Start (a tap, which browsers ask for before a page may sound) and kept for the visit.
  const [whistle] = useState(rangeWhistle);

  // A new end size or new settings time the next end; one running now keeps its own.
  useEffect(() => {
    clock.send({ type: 'PLAN', plan: clockPlan(endSize, clockDetails, practiceSeconds) });
  }, [clock, endSize, clockDetails, practiceSeconds]);

  const signal = useEffectEvent(({ whistles }: Signal) => {
    if (clockSound) whistle.blow(whistles);
    feelWhistles(whistles);
  });
  useEffect(() => {
    const heard = clock.on('signal', (event) => signal(event.signal));
    return () => heard.unsubscribe();
  }, [clock]);

  // Timers sleep with the phone or the tab: look at the clock the moment the page is in front again.
  useEffect(() => {
    const look = () => {
      if (document.visibilityState === 'visible') clock.send({ type: 'TICK' });
    };
    document.addEventListener('visibilitychange', look);
    return () => document.removeEventListener('visibilitychange', look);
  }, [clock]);

  const start = () => {
    whistle.wake();
    clock.send({ type: 'START' });
  };

  const phase = state === 'ready' ? 'ready' : reading.phase;
  const figures = state === 'ready' ? clockFigures(shootSeconds) : clockFigures(reading.secondsLeft);
  const words =
    state === 'ready'
      ? READY_WORDS
      : state === 'paused'
        ? `Paused: ${phaseWords(reading)}`
        : phaseWords(reading);

  return (
    <div className="shooting-clock" data-phase={phase} data-state={state}>
      <span className="shooting-clock-figures" role="timer" aria-label="Shooting clock">
        {figures}
      </span>
      <span className="shooting-clock-words" aria-live="polite">
        {words}
      </span>
      {state === 'running' ? (
        <button type="button" className="shooting-clock-button" onClick={() => clock.send({ type: 'PAUSE' })}>
          Pause
        </button>
      ) : state === 'paused' ? (
        <button
          type="button"
          className="shooting-clock-button"
          onClick={() => {
            whistle.wake();
            clock.send({ type: 'RESUME' });
          }}
        >
          Resume
        </button>
      ) : (
        <button type="button" className="shooting-clock-button shooting-clock-start" onClick={start}>
          Start
        </button>
      )}
      <button
        type="button"
        className="shooting-clock-button"
        disabled={state === 'ready'}
        onClick={() => clock.send({ type: 'STOP' })}
      >
        Stop
      </button>
    </div>
  );
}
