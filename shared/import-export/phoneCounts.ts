import type { Projections } from '../projections/projections.js';
import type { ManifestCounts } from '../backups/manifest.js';

/**
 * The manifest counts of the data on this phone now (docs/completeness.md): what a backup made now would
 * list, counted from the projections so the Data screen can ask on opening without a backup being
 * serialised. The counts follow exportBackup.ts, list for list: every saved shoot and its arrows, every
 * note, every sight mark, every tombstone. No checksum: that needs the canonical content, the whole
 * history as text, and the phone's counts are what the archer compares.
 */
export function phoneCounts(state: Projections): ManifestCounts {
  let shoots = 0;
  let arrows = 0;
  for (const shoot of state.history.shoots.values()) {
    shoots += 1;
    arrows += shoot.item.scores.length;
  }
  return {
    shoots,
    arrows,
    notes: state.notes.size(),
    sightMarks: state.sightMarks.size,
    deletions: state.tombstones.size(),
  };
}
