import { useId, useState } from 'react';
import { HandicapGoalField } from '../../what-i-need/HandicapGoalField.js';
import { loadPanelOpen, savePanelOpen } from '../../what-i-need/panel-open-flag.js';
import { TargetList } from '../../what-i-need/TargetList.js';
import { useWhatINeed } from '../../what-i-need/use-what-i-need.js';
import { roundTitle } from '../select-round/round-title.js';

/**
 * The score card's "What I need": below the keypad so it never pushes the keypad off a phone screen, and
 * collapsible (remembered on this device). Every figure is the worker's.
 */
export function WhatINeedPanel() {
  const [open, setOpen] = useState(loadPanelOpen);
  const headingId = useId();
  const bodyId = useId();

  const toggle = () => {
    setOpen(!open);
    savePanelOpen(!open);
  };

  return (
    <section className="what-i-need" aria-labelledby={headingId}>
      <h2 id={headingId} className="what-i-need-heading">
        <button type="button" aria-expanded={open} aria-controls={bodyId} onClick={toggle}>
          What I need
        </button>
      </h2>
      <div id={bodyId} hidden={!open}>
        {open && <WhatINeedTargets />}
      </div>
    </section>
  );
}

/** Rendered only while the panel is open, so a collapsed panel never asks the worker again on each arrow. */
function WhatINeedTargets() {
  const state = useWhatINeed(undefined);
  if (state.state === 'loading') return <p className="what-i-need-gap">Working out your targets…</p>;
  if (state.state === 'failed') return <p role="alert">{state.message}</p>;
  return (
    <>
      <TargetList
        view={state.value}
        where="panel"
        label={`What I need on ${roundTitle(state.value.roundName)}`}
      />
      <HandicapGoalField key={String(state.value.handicapGoal)} goal={state.value.handicapGoal} />
    </>
  );
}
