import { useId, useState, type FormEvent } from 'react';
import { useEngine } from '../engine/engine-context.js';

interface HandicapGoalFieldProps {
  /** The goal the profile holds now. */
  goal: number | null;
}

/**
 * Sets or clears the handicap goal kept in the profile. Keyed by the stored goal where it is used, so a
 * goal changed elsewhere (another tab, a restore) starts the field afresh. What is typed goes to the worker as it is: the
 * worker decides what a goal may be and says so in words when it refuses.
 */
export function HandicapGoalField({ goal }: HandicapGoalFieldProps) {
  const engine = useEngine();
  const inputId = useId();
  const messageId = useId();
  const [text, setText] = useState(goal === null ? '' : String(goal));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const store = async (handicapGoal: number | null) => {
    setBusy(true);
    const result = await engine.updateProfile({ handicapGoal });
    setBusy(false);
    setProblem(result.ok ? null : result.error.message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim();
    // Empty means no goal; anything else is a number for the worker to accept or refuse (NaN included).
    void store(typed === '' ? null : Number(typed));
  };

  return (
    <form className="handicap-goal" onSubmit={submit}>
      <label htmlFor={inputId}>Handicap goal</label>
      <input
        id={inputId}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        size={4}
        value={text}
        aria-invalid={problem !== null || undefined}
        aria-describedby={problem !== null ? messageId : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button-secondary" disabled={busy}>
        Set goal
      </button>
      {goal !== null && (
        <button type="button" className="button-secondary" disabled={busy} onClick={() => void store(null)}>
          Clear goal
        </button>
      )}
      {problem !== null && (
        <p id={messageId} className="handicap-goal-problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
