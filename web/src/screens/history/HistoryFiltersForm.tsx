import { useId } from 'react';
import { EVENT_STATUS_LABELS } from '../../../../shared/history/shootStanding.js';
import { EVENT_STATUSES, type EventStatus } from '../../../../shared/ledger/event-status.js';
import { roundTitle } from '../select-round/round-title.js';
import { classificationFullName } from './classification-ladder.js';
import { activeFilterCount, noFilters, type HistoryFilters } from './history-filters.js';

interface HistoryFiltersFormProps {
  filters: HistoryFilters;
  rounds: string[];
  classifications: string[];
  onChange: (filters: HistoryFilters) => void;
}

/** The history filters, folded away on a phone so the shoots get the screen; open when any is set. */
export function HistoryFiltersForm({ filters, rounds, classifications, onChange }: HistoryFiltersFormProps) {
  const id = useId();
  const count = activeFilterCount(filters);
  const set = (changes: Partial<HistoryFilters>) => onChange({ ...filters, ...changes });
  const orNull = (value: string) => (value === '' ? null : value);

  return (
    <details className="history-filters" open={count > 0 ? true : undefined}>
      <summary>{count > 0 ? `Filters (${count})` : 'Filters'}</summary>
      <div className="history-filter-fields">
        <label htmlFor={`${id}-round`}>Round</label>
        <select
          id={`${id}-round`}
          value={filters.round ?? ''}
          onChange={(event) => set({ round: orNull(event.target.value) })}
        >
          <option value="">All rounds</option>
          {/* A round from a shared link may not be in this history: still show what filters. */}
          {filters.round !== null && !rounds.includes(filters.round) && (
            <option value={filters.round}>{roundTitle(filters.round)}</option>
          )}
          {rounds.map((round) => (
            <option key={round} value={round}>
              {roundTitle(round)}
            </option>
          ))}
        </select>

        <label htmlFor={`${id}-class`}>Classification</label>
        <select
          id={`${id}-class`}
          value={filters.classification ?? ''}
          onChange={(event) => set({ classification: orNull(event.target.value) })}
        >
          <option value="">Any classification</option>
          {filters.classification !== null && !classifications.includes(filters.classification) && (
            <option value={filters.classification}>{filters.classification}</option>
          )}
          {classifications.map((name) => (
            <option key={name} value={name}>
              {name === classificationFullName(name) ? name : `${name} (${classificationFullName(name)})`}
            </option>
          ))}
        </select>

        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          value={filters.status ?? ''}
          onChange={(event) => set({ status: orNull(event.target.value) as EventStatus | null })}
        >
          <option value="">Any status</option>
          {EVENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {EVENT_STATUS_LABELS[status]}
            </option>
          ))}
        </select>

        <label htmlFor={`${id}-from`}>From</label>
        <input
          id={`${id}-from`}
          type="date"
          value={filters.from ?? ''}
          max={filters.to ?? undefined}
          onChange={(event) => set({ from: orNull(event.target.value) })}
        />

        <label htmlFor={`${id}-to`}>To</label>
        <input
          id={`${id}-to`}
          type="date"
          value={filters.to ?? ''}
          min={filters.from ?? undefined}
          onChange={(event) => set({ to: orNull(event.target.value) })}
        />

        <label className="history-filter-check">
          <input
            type="checkbox"
            checked={filters.personalBestsOnly}
            onChange={(event) => set({ personalBestsOnly: event.target.checked })}
          />
          Personal bests only
        </label>

        <button
          type="button"
          className="plain-button history-clear"
          disabled={count === 0}
          onClick={() => onChange(noFilters)}
        >
          Clear filters
        </button>
      </div>
    </details>
  );
}
