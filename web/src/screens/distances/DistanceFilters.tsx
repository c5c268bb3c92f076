import { useId } from 'react';
import type { DistancePerformanceFilter, SeasonChoice } from '../../../../shared/contract/distances.js';
import { recencyChoice } from './distance-words.js';
import { bowName } from '../../bow-name.js';

interface DistanceFiltersProps {
  filter: DistancePerformanceFilter;
  bowTypes: string[];
  faceSizes: number[];
  /** Where each recency choice starts ("YYYY-MM-DD"): outdoor rounds since 1 April, indoor since 1 October. */
  seasonStarts: Record<SeasonChoice, string>;
  onChange: (filter: DistancePerformanceFilter) => void;
}

/** Bow type, face size and how recent: each select narrows the shoots the worker counts. */
export function DistanceFilters({
  filter,
  bowTypes,
  faceSizes,
  seasonStarts,
  onChange,
}: DistanceFiltersProps) {
  const id = useId();
  const set = (changes: Partial<DistancePerformanceFilter>) => {
    const next: DistancePerformanceFilter = { ...filter, ...changes };
    for (const key of Object.keys(next) as Array<keyof DistancePerformanceFilter>) {
      if (next[key] === undefined) delete next[key];
    }
    onChange(next);
  };

  return (
    <div className="distance-filters">
      <label htmlFor={`${id}-bow`}>Bow type</label>
      <select
        id={`${id}-bow`}
        value={filter.bowType ?? ''}
        onChange={(event) => set({ bowType: event.target.value || undefined })}
      >
        <option value="">All bows</option>
        {bowTypes.map((bow) => (
          <option key={bow} value={bow}>
            {bowName(bow)}
          </option>
        ))}
      </select>

      <label htmlFor={`${id}-face`}>Face size</label>
      <select
        id={`${id}-face`}
        value={filter.faceCm === undefined ? '' : String(filter.faceCm)}
        onChange={(event) =>
          set({ faceCm: event.target.value === '' ? undefined : Number(event.target.value) })
        }
      >
        <option value="">All faces</option>
        {faceSizes.map((cm) => (
          <option key={cm} value={String(cm)}>
            {cm} cm
          </option>
        ))}
      </select>

      <label htmlFor={`${id}-season`}>When</label>
      <select
        id={`${id}-season`}
        value={filter.season ?? ''}
        onChange={(event) => set({ season: (event.target.value || undefined) as SeasonChoice | undefined })}
      >
        <option value="">All time</option>
        <option value="outdoor">{recencyChoice('outdoor', seasonStarts.outdoor)}</option>
        <option value="indoor">{recencyChoice('indoor', seasonStarts.indoor)}</option>
      </select>
    </div>
  );
}
