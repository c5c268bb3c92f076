import { useId } from 'react';
import { allRounds, findRound } from '../../../../shared/rounds/catalogue.js';
import { roundTitle } from '../select-round/round-title.js';

/** The rounds a target can be scored on: named rounds only, since a practice round has no end. */
export function targetRounds() {
  return allRounds().filter((round) => round.maxArrows !== null);
}

/**
 * The round one archer shoots: the target's by default, or another with the same arrows an end (a
 * junior's shorter round beside the adults'), as own-round.ts allows; only those are offered, and the
 * engine says in words why any other is refused. Labelled "Shoots" so the target's own Round field stays
 * the one field of that name.
 */
export function OwnRoundField({
  targetRound,
  value,
  onChange,
}: {
  /** The target's round, '' while none is chosen. */
  targetRound: string;
  /** The archer's own round, '' for the target's. */
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const target = findRound(targetRound);
  if (target === undefined) return null;
  const offered = targetRounds().filter(
    (round) => round.endSize === target.endSize && round.name !== target.name,
  );
  return (
    <div className="target-field">
      <label htmlFor={id}>Shoots</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Same as the target ({roundTitle(target.name)})</option>
        {offered.map((round) => (
          <option key={round.name} value={round.name}>
            {roundTitle(round.name)}
          </option>
        ))}
      </select>
    </div>
  );
}
