import type { BackupPayload } from '../contract/backupViews.js';
import { sortByDateAscending } from '../history/historyQueries.js';
import { sortSightMarks } from '../sight-marks/ordering.js';
import { exportedHistoryItem } from '../views/historyViews.js';
import { plainData } from './plainData.js';
import type { Projections } from '../projections/projections.js';

/**
 * The docs/product.md section 3 backup payload: history (oldest first, derived fields included so other tools and
 * the old app can read it), every note, the profile, sight marks, the UI's preferences as handed over,
 * the time of the export, the device id, and the tombstones of what was deleted (so that combining this
 * file elsewhere does not bring those back). Shoots and sight marks carry their saved time.
 */
export function exportBackup(
  state: Projections,
  details: { preferences: Record<string, unknown>; timestamp: number; deviceId: string },
): BackupPayload {
  const history = sortByDateAscending(
    [...state.history.shoots.values()].map((shoot) => exportedHistoryItem(state, shoot)),
  );
  return {
    history,
    notes: state.notes.all(),
    user: { ...state.profile },
    sightMarks: sortSightMarks([...state.sightMarks.values()]).map((mark) => ({ ...mark })),
    preferences: plainData(details.preferences ?? {}) as Record<string, unknown>,
    timestamp: new Date(details.timestamp).toISOString(),
    deviceId: details.deviceId,
    tombstones: state.tombstones.list(),
  };
}
