import { memo } from 'react';
import type { ArrowValue, ScoringSystem } from '../../../../shared/rounds/round.js';
import { zoneColour } from '../../target-face/face-colours.js';

interface KeypadProps {
  /** The round's values, best first, M last: only what can be scored on this face. */
  values: readonly ArrowValue[];
  /** The face's scoring: each key is painted in the colour of its ring on that face. */
  scoring: ScoringSystem;
  /** What the keys do now, said above them ("Next arrow", "Correct arrow 5"). */
  label: string;
  /** Correcting an arrow, the keys are ringed and their label tinted, so they never pass for scoring. */
  mode: 'scoring' | 'correcting';
  disabled: boolean;
  onValue: (value: ArrowValue) => void;
}

function keyClass(scoring: ScoringSystem, value: ArrowValue): string {
  if (value === 'M') return 'score-key ring-miss';
  return `score-key ring-${zoneColour(scoring, value)}`;
}

/**
 * The same keys: each answer from the worker carries a fresh copy of the round's values. Kept with the
 * React Compiler, which compares props by identity and so would draw the keys again on every answer.
 */
function sameKeys(before: KeypadProps, after: KeypadProps): boolean {
  return (
    before.label === after.label &&
    before.mode === after.mode &&
    before.disabled === after.disabled &&
    before.scoring === after.scoring &&
    before.onValue === after.onValue &&
    before.values.length === after.values.length &&
    before.values.every((value, i) => value === after.values[i])
  );
}

/** Big one-handed keys, each named exactly the value it shows ("X", "10", ..., "M"). */
export const Keypad = memo(function Keypad({ values, scoring, label, mode, disabled, onValue }: KeypadProps) {
  return (
    <div
      className={mode === 'correcting' ? 'score-keypad score-keypad-correcting' : 'score-keypad'}
      role="group"
      aria-label="Keypad"
    >
      <p className="score-keypad-label" aria-live="polite">
        {label}
      </p>
      <div className={values.length > 8 ? 'score-keys score-keys-wide' : 'score-keys'}>
        {values.map((value) => (
          <button
            key={value}
            type="button"
            className={keyClass(scoring, value)}
            data-value={value}
            disabled={disabled}
            onClick={() => onValue(value)}
          >
            {value}
          </button>
        ))}
      </div>
    </div>
  );
}, sameKeys);
