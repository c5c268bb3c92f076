import { type ComponentProps, useState } from 'react';
import type { EngineResult } from '../../../../shared/contract/engine.js';
import { LazyPart } from '../../chrome/LazyPart.js';
import { warmableScreen } from '../../warmable-screen.js';
import type { DiscardShootDialog as DiscardShootDialogPart } from './DiscardShootDialog.js';

// The confirmation (with the modal's code) is fetched after start-up, warmed with the save dialog
// (ScoreScreen.tsx), not with the keypad's first frame (issue #42).
export const DiscardShootDialog = warmableScreen<ComponentProps<typeof DiscardShootDialogPart>>(() =>
  import('./DiscardShootDialog.js').then((module) => ({ default: module.DiscardShootDialog })),
);

/** Throws the current shoot away, but only after the archer confirms: its arrows cannot come back. */
export function DiscardShoot({
  arrowCount,
  noteCount,
  discard,
}: {
  arrowCount: number;
  noteCount: number;
  discard: () => Promise<EngineResult<null>>;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button-danger"
        disabled={arrowCount === 0}
        onClick={() => setConfirming(true)}
      >
        Discard
      </button>
      {confirming && (
        <LazyPart name="the discard question" overlay>
          <DiscardShootDialog
            arrowCount={arrowCount}
            noteCount={noteCount}
            discard={discard}
            onClose={() => setConfirming(false)}
          />
        </LazyPart>
      )}
    </>
  );
}
