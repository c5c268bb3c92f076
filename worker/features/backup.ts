import type { BackupContract } from '../../shared/contract/engine.js';
import type { BackupPayload, ImportSummary } from '../../shared/contract/backupViews.js';
import type { EngineFailureReason } from '../../shared/contract/answers.js';
import { ok, type Result } from '../../shared/core/result.js';
import type { DataRestored, HistoryImported } from '../../shared/events/eventTypes.js';
import type { EventSource } from '../../shared/events/makeEvent.js';
import { withManifest } from '../../shared/backups/manifest.js';
import * as profileCommands from '../../shared/commands/profileCommands.js';
import { accountUnion } from '../../shared/import-export/accountUnion.js';
import { backupComparisonAnswer } from '../../shared/import-export/compareBackup.js';
import { exportBackup } from '../../shared/import-export/exportBackup.js';
import { planImport } from '../../shared/import-export/importFile.js';
import { phoneCounts } from '../../shared/import-export/phoneCounts.js';
import { checkFile, importableFile } from '../../shared/import-export/readBackupFile.js';
import { planRestore } from '../../shared/import-export/restoreFile.js';
import type { Projections } from '../../shared/projections/projections.js';
import { csvTexts } from '../../shared/views/historyViews.js';
import { backupFile, spreadsheetFile } from '../exportFile.js';
import type { FeatureContext } from './context.js';

/** The handlers of backups, restores, imports and spreadsheet files (shared/contract/backupContract.ts). */
export function backupHandlers({ core, now }: FeatureContext): BackupContract {
  /** The backup payload (docs/product.md section 3) of one state: read in one synchronous step with it. */
  const backupPayloadOf = (state: Projections, preferences: Record<string, unknown>) =>
    exportBackup(state, { preferences, timestamp: now().getTime(), deviceId: core.deviceId });
  /** The file saved or uploaded: the payload with its manifest first (docs/completeness.md). */
  const sealedFile = async (payload: BackupPayload) => {
    const sealed = await withManifest(payload);
    return { file: backupFile(sealed), manifest: sealed.manifest };
  };
  /**
   * An import or a restore: the file is checked against its manifest first (the digest cannot wait
   * inside a transaction); the summary is decided with the event, inside the transaction, and handed
   * back with the file's check once it is stored.
   */
  const writeFromFile = async (
    file: unknown,
    plan: (
      state: Projections,
      payload: unknown,
      source: EventSource,
    ) => Result<
      { event: HistoryImported | DataRestored | null; summary: ImportSummary },
      EngineFailureReason
    >,
  ) => {
    const read = await importableFile(file);
    if (!read.ok) return read;
    const { payload, check } = read.value;
    return core.writeWith(
      (state, source) => {
        const planned = plan(state, payload, source);
        return planned.ok ? ok({ event: planned.value.event, detail: planned.value.summary }) : planned;
      },
      (_state, _event, summary) => ok({ ...summary, fileCheck: check }),
    );
  };
  return {
    exportBackup: async (preferences = {}) => {
      const payload = await core.read((state) => ok(backupPayloadOf(state, preferences)));
      return payload.ok ? ok(await sealedFile(payload.value)) : payload;
    },
    // Read in one synchronous step with the state, so the position is exactly what the payload holds.
    backupForUpload: async (preferences = {}) => {
      const read = await core.read((state) =>
        ok({
          payload: backupPayloadOf(state, preferences),
          deviceId: core.deviceId,
          logPosition: core.logPosition,
        }),
      );
      if (!read.ok) return read;
      const { payload, ...held } = read.value;
      const { file, manifest } = await sealedFile(payload);
      return ok({ data: file, manifest, ...held });
    },
    phoneCounts: () => core.read((state) => ok(phoneCounts(state))),
    backupOwed: (owner) => core.backupOwed(owner),
    backupStored: async (logPosition, storedAt, owner) => {
      const owed = await core.backupAcknowledged(logPosition, storedAt, owner);
      if (!owed.ok) return owed;
      // The archer-facing date; the mark above is what decides whether a backup is owed.
      await core.write(profileCommands.updateProfile({ lastBackupDate: storedAt }), () => ok(null));
      return owed;
    },
    importData: (file) => writeFromFile(file, planImport),
    restoreData: (file) => writeFromFile(file, planRestore),
    checkBackupFile: async (file) => {
      const read = await checkFile(file);
      return read.ok ? ok(read.value.check) : read;
    },
    compareWithBackup: (file) => core.read((state) => backupComparisonAnswer(state, file)),
    accountUnion: (backups) => core.read((state) => ok(accountUnion(state.context, backups))),
    exportCsv: () =>
      core.read((state) => {
        const texts = csvTexts(state);
        return ok({
          shoots: spreadsheetFile(texts.shoots),
          arrows: spreadsheetFile(texts.arrows),
          shootCount: texts.shootCount,
        });
      }),
  };
}
