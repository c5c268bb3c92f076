import type { ReactNode } from 'react';
import type { GroupStatistics } from '../../../../../shared/target-face/groupStatistics.js';
import { offsetText, spreadText } from './plot-words.js';

export interface GroupTableRow {
  key: string | number;
  /** What the row is: an end's number, a shoot's date. */
  label: ReactNode;
  group: GroupStatistics;
  /** The row for the shoot on screen. */
  current?: boolean;
}

/** Plotted groups one row each (arrows, centre, mean radius), with a line under the table saying the trend. */
export function GroupTable({
  caption,
  labelHeading,
  rows,
  note,
}: {
  caption: ReactNode;
  labelHeading: string;
  rows: GroupTableRow[];
  note: ReactNode;
}) {
  return (
    <div className="plotted-table-wrap">
      <table className="plotted-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeading}</th>
            <th scope="col">Arrows</th>
            <th scope="col">Centre</th>
            <th scope="col">Mean radius</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, label, group, current }) => (
            <tr key={key} aria-current={current ? 'true' : undefined}>
              <th scope="row">{label}</th>
              <td>{group.count}</td>
              <td>{offsetText(group.centre)}</td>
              <td>{spreadText(group.meanRadiusCm, group.radiusSdCm)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="plotted-note">{note}</p>
    </div>
  );
}
