import { EVENT_STATUSES, type EventStatus } from '../../../../shared/ledger/event-status.js';
import { EVENT_STATUS_LABELS, type ShootStanding } from '../../../../shared/history/shootStanding.js';
import './standing.css';

interface StandingFieldsProps {
  standing: ShootStanding;
  onChange: (change: Partial<ShootStanding>) => void;
  disabled?: boolean;
  /** Whether "Leave out of my handicap" applies: not to a round that gets no handicap. */
  offerLeaveOut?: boolean;
}

/**
 * A shoot's standing for the official record in one compact control: the event's status and the three
 * yes/no facts of its scoresheet. Used when saving and on the shoot's own screen, so both ask alike.
 */
export function StandingFields({
  standing,
  onChange,
  disabled = false,
  offerLeaveOut = true,
}: StandingFieldsProps) {
  return (
    <fieldset className="standing-fields" disabled={disabled}>
      <legend>Event</legend>
      <select
        aria-label="Event status"
        value={standing.eventStatus}
        onChange={(event) => onChange({ eventStatus: event.target.value as EventStatus })}
      >
        {EVENT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {EVENT_STATUS_LABELS[status]}
          </option>
        ))}
      </select>
      <div className="standing-flags">
        <label>
          <input
            type="checkbox"
            checked={standing.witnessed}
            onChange={(event) => onChange({ witnessed: event.target.checked })}
          />
          Witnessed
        </label>
        <label>
          <input
            type="checkbox"
            checked={standing.signed}
            onChange={(event) => onChange({ signed: event.target.checked })}
          />
          Signed
        </label>
        {offerLeaveOut && (
          <label>
            <input
              type="checkbox"
              checked={standing.leaveOutOfHandicap}
              onChange={(event) => onChange({ leaveOutOfHandicap: event.target.checked })}
            />
            Leave out of my handicap
          </label>
        )}
      </div>
    </fieldset>
  );
}
