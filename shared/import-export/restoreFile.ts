import type { EngineFailureReason } from '../contract/engine.js';
import type { Result } from '../core/result.js';
import type { ImportSummary } from '../contract/backupViews.js';
import type { DataRestored } from '../events/eventTypes.js';
import { makeEvent, type EventSource } from '../events/makeEvent.js';
import { planImport } from './importFile.js';
import { emptyWithTombstonesOf, type Projections } from '../projections/projections.js';

interface RestorePlan {
  event: DataRestored;
  summary: ImportSummary;
}

/**
 * "Use this backup instead": the backup read exactly as an import onto an empty device would read it
 * (same upgrades, same merge rules within the file), to replace this device's saved shoots, their notes,
 * the sight marks and the profile in one event. Tombstones are honoured both ways: what was deleted here
 * (or on the phone that made the backup) after the backup's copy was saved is not restored. A file that holds no shoot, note or sight mark is refused:
 * restoring it would only wipe this device.
 */
export function planRestore(
  state: Projections,
  file: unknown,
  source: EventSource,
): Result<RestorePlan, EngineFailureReason> {
  // Onto an empty device that still knows what was deleted here: the restore does not bring that back.
  const planned = planImport(emptyWithTombstonesOf(state), file, source);
  if (!planned.ok) return planned;
  const { event, summary } = planned.value;
  if (
    event === null ||
    event.payload.items.length + event.payload.notes.length + event.payload.sightMarks.length === 0
  ) {
    return {
      ok: false,
      error: {
        reason: 'invalid-import',
        message: 'The backup holds no shoots, notes or sight marks, so nothing was restored',
      },
    };
  }
  return { ok: true, value: { event: makeEvent('data-restored', event.payload, source), summary } };
}
