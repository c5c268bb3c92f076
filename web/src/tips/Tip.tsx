import { useId, type ReactNode } from 'react';
import type { TipId } from './tip-flags.js';
import { dismissTip, useTipsSeen } from './tips.js';
import './tips.css';

/**
 * One tip: shown until the archer dismisses it, then never again on this device (until tips are reset
 * on the Profile screen or a backup says otherwise). It sits in the page flow, never over the controls,
 * so a tip can't hide the keypad from someone who ignores it.
 */
export function Tip({ id, title, children }: { id: TipId; title: string; children: ReactNode }) {
  const seen = useTipsSeen();
  const titleId = useId();
  if (seen[id]) return null;
  return (
    <div className="tip" role="note" aria-labelledby={titleId} data-tip={id}>
      <p className="tip-title" id={titleId}>
        {title}
      </p>
      <div className="tip-body">{children}</div>
      <button type="button" className="tip-dismiss" onClick={() => dismissTip(id)}>
        Got it
      </button>
    </div>
  );
}
