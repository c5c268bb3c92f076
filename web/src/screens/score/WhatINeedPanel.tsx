import { lazy, useId, useState } from 'react';
import { LazyPart } from '../../chrome/LazyPart.js';
import { loadPanelOpen, savePanelOpen } from '../../what-i-need/panel-open-flag.js';

// The targets (with the handicap goal's field) are drawn only once the panel is opened: their code is
// fetched then, not with the keypad's first frame (issue #42). Until it comes they read as loading.
const WhatINeedTargets = lazy(() =>
  import('./WhatINeedTargets.js').then((module) => ({ default: module.WhatINeedTargets })),
);
const WORKING_OUT = <p className="what-i-need-gap">Working out your targets…</p>;

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
        {open && (
          <LazyPart name="what you need" placeholder={WORKING_OUT}>
            <WhatINeedTargets />
          </LazyPart>
        )}
      </div>
    </section>
  );
}
