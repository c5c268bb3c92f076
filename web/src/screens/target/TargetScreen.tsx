import { useEffect } from 'react';
import type { TargetView } from '../../../../shared/contract/engine.js';
import type { TargetWrite } from './target-write.js';
import { useEngine } from '../../engine/engine-context.js';
import { engineAnswer } from '../../engine/engine-answer.js';
import { loadableFrom, stillLoading, type Loadable } from '../../engine/loadable.js';
import { useEngineQuery } from '../../engine/use-engine.js';
import { targetChangedForLive, targetEndedForLive } from '../../live/live-entry.js';
import { LiveTargetPanel } from './LiveTargetPanel.js';
import { TargetScoring } from './TargetScoring.js';
import { TargetSetupForm } from './TargetSetupForm.js';
import { TargetSigning } from './TargetSigning.js';
import '../score/score.css';
import '../card/card.css';
import './target.css';

/**
 * Scoring a whole target on one phone (docs/scoring-a-target.md): the scorer sets the target up, writes
 * every archer's arrows end by end as on the paper boss sheet, then each card is signed by its archer and
 * its scorer and handed over as a QR code and a link. The target lives in the worker's log, so a phone
 * closed mid-target opens on the same sheet.
 */
export default function TargetScreen() {
  const engine = useEngine();
  const load = async (): Promise<Loadable<TargetView | null>> => loadableFrom(await engine.target());
  const target = useEngineQuery(load, stillLoading, ['target']);

  /**
   * A write, answered with its refusal in words (null when done). What it changed is drawn from the read
   * its change batch fetches: reads answer in the order asked and only the newest draws, so taps written
   * fast never show an older sheet after a newer one.
   */
  const write: TargetWrite = async (call, doing) => {
    const result = await engineAnswer(call, doing);
    return result.ok ? null : result.error.message;
  };

  const shown = target.value;
  // Each new sheet goes to a live shoot the target is in (nothing runs when it is in none); no target
  // any more (done with, here or in another tab) ends it there.
  useEffect(() => {
    if (shown.state !== 'ready') return;
    if (shown.value === null) targetEndedForLive();
    else targetChangedForLive(shown.value);
  }, [shown]);
  if (shown.state === 'loading') return <p className="target-loading">Reading the target…</p>;
  if (shown.state === 'failed') {
    return (
      <section className="target-screen" aria-labelledby="target-title">
        <h1 id="target-title">Score a target</h1>
        <p role="alert">{shown.message}</p>
      </section>
    );
  }
  const view = shown.value;
  if (view === null) {
    return (
      <TargetSetupForm start={(setup) => write(() => engine.startTarget(setup), 'setting up a target')} />
    );
  }
  const live = <LiveTargetPanel view={view} />;
  if (view.stage === 'scoring') return <TargetScoring view={view} write={write} live={live} />;
  return <TargetSigning view={view} write={write} live={live} />;
}
