import { maxDistanceChoices, type RoundFilters, type UnitFilter, type VenueFilter } from './round-filters.js';

interface RoundFilterControlsProps {
  filters: RoundFilters;
  onChange: (filters: RoundFilters) => void;
}

const venues: Array<{ value: VenueFilter; label: string }> = [
  { value: 'any', label: 'Any' },
  { value: 'indoor', label: 'Indoor' },
  { value: 'outdoor', label: 'Outdoor' },
];

const unitChoices: Array<{ value: UnitFilter; label: string }> = [
  { value: 'any', label: 'Any' },
  { value: 'metric', label: 'Metric' },
  { value: 'imperial', label: 'Imperial' },
];

/** Search box and filters of the round picker. */
export function RoundFilterControls({ filters, onChange }: RoundFilterControlsProps) {
  return (
    <div className="round-filters green-fields">
      <label className="round-filter round-search">
        <span>Search rounds</span>
        <input
          type="search"
          value={filters.search}
          placeholder="e.g. york, portsmouth, 70m"
          autoComplete="off"
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
        />
      </label>
      <label className="round-filter">
        <span>Where</span>
        <select
          value={filters.venue}
          onChange={(event) => onChange({ ...filters, venue: event.target.value as VenueFilter })}
        >
          {venues.map((venue) => (
            <option key={venue.value} value={venue.value}>
              {venue.label}
            </option>
          ))}
        </select>
      </label>
      <label className="round-filter">
        <span>Units</span>
        <select
          value={filters.units}
          onChange={(event) => onChange({ ...filters, units: event.target.value as UnitFilter })}
        >
          {unitChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      <label className="round-filter">
        <span>Max distance</span>
        <select
          value={filters.maxDistanceYards ?? ''}
          onChange={(event) =>
            onChange({
              ...filters,
              maxDistanceYards: event.target.value === '' ? null : Number(event.target.value),
            })
          }
        >
          <option value="">Any</option>
          {maxDistanceChoices.map((yards) => (
            <option key={yards} value={yards}>
              {yards} yd
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
