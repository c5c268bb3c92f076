import { useId } from 'react';
import type { CardArcher } from '../../../../shared/target-cards/card.js';
import { bowName } from '../../bow-name.js';

/**
 * Picks an archer of this phone's earlier targets for one row of the setup, so a club's regulars are not
 * typed again each week: the list is the engine's (newest first, each person once), less those already on
 * this target, and picking fills the row's name, bow, age group and gender, each still editable.
 */
export function RecentArcherPick({
  letter,
  recent,
  taken,
  pick,
}: {
  letter: string;
  recent: readonly CardArcher[];
  /** Names already on the other rows, so one person is not put on the target twice. */
  taken: readonly string[];
  pick: (archer: CardArcher) => void;
}) {
  const id = useId();
  const offered = recent.filter(
    (archer) => !taken.some((name) => name.trim().toLocaleLowerCase() === archer.name.toLocaleLowerCase()),
  );
  if (offered.length === 0) return null;
  return (
    <div className="target-field">
      <label htmlFor={id}>Pick archer {letter} from recent targets</label>
      <select
        id={id}
        value=""
        onChange={(event) => {
          const archer = offered[Number(event.target.value)];
          if (archer !== undefined) pick(archer);
        }}
      >
        <option value="">Choose a recent archer</option>
        {offered.map((archer, at) => (
          <option key={archer.name} value={at}>
            {archer.name} · {bowName(archer.bowType)}
          </option>
        ))}
      </select>
    </div>
  );
}
