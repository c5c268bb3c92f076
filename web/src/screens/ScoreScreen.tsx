import { useEffect, useState } from 'react';
import type { CurrentShootView } from '../../../shared/contract/engine.js';
import type { ArrowValue } from '../../../shared/rounds/round.js';
import { getEngine } from '../engine-client.js';

// National keypad: the first slice scores one imperial round; round selection comes with the score card issue.
const keypad: ArrowValue[] = [9, 7, 5, 3, 1, 'M'];

/** Score card (route /): the archer taps arrows; the worker stores them and computes the totals shown. */
export default function ScoreScreen() {
  const [shoot, setShoot] = useState<CurrentShootView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void getEngine()
      .currentShoot()
      .then((result) => {
        if (!live) return;
        if (result.ok) setShoot(result.value);
        else setProblem(result.error.message);
      });
    return () => {
      live = false;
    };
  }, []);

  async function score(value: ArrowValue) {
    const result = await getEngine().scoreArrow(value);
    if (result.ok) setShoot(result.value);
    else setProblem(result.error.message);
  }

  return (
    <section className="score-screen" aria-labelledby="score-title">
      <h1 id="score-title">{shoot ? shoot.roundName : 'Score'}</h1>
      <p className="running-total">
        Total: <output aria-label="Running total">{shoot ? shoot.runningTotal : '…'}</output>
      </p>
      <p className="arrows" aria-label="Arrows">
        {shoot?.arrows.join(' ')}
      </p>
      {problem && <p role="alert">{problem}</p>}
      <div className="keypad" role="group" aria-label="Keypad">
        {keypad.map((value) => (
          <button key={value} type="button" className="key" onClick={() => void score(value)}>
            {value}
          </button>
        ))}
      </div>
    </section>
  );
}
