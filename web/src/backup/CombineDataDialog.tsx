import { useEffect, useState } from 'react';
import { Modal } from '../components/Modal.js';
import { useToasts } from '../components/toasts.js';
import { storeSafetyBackup } from './cloud-backup.js';
import {
  closeConflict,
  currentBackupData,
  useAddedFromOtherPhones,
  useBackupConflict,
  type BackupConflict,
} from './conflict-check.js';
import { combineBackupIn, restoreInPlace } from './restore-flow.js';
import { useEngine } from '../engine/engine-context.js';
// The dialog can open over any screen, so it brings the Data screen's button styles with it.
import '../screens/data/data.css';

type Choosing = 'choosing' | 'working';

/**
 * docs/product.md section 2's 'Combine Your Data?' modal: shown when what the archer's other phones hold
 * (the union of their latest backups, docs/cloud-backup.md) would change this phone's shoots, and this
 * phone has shoots of its own. Combine merges that union as it is when tapped (another phone may have
 * backed up more while the dialog was open) and backs up the result; Use cloud data restores it (after a
 * safety backup of this device); Keep this device's data backs this device up, leaving the cloud's older
 * backups as they are. Any choice, or cancelling, closes it for good for that backup.
 */
export function CombineDataDialog() {
  const conflict = useBackupConflict();
  return (
    <>
      <AddedFromOtherPhones />
      {conflict !== null && <ConflictChoices key={conflict.backup.key} conflict={conflict} />}
    </>
  );
}

/** A phone without shoots is asked nothing: it says what was added from the archer's other phones. */
function AddedFromOtherPhones() {
  const toasts = useToasts();
  const { notice, seen } = useAddedFromOtherPhones();
  useEffect(() => {
    if (notice === null) return;
    toasts.show(notice, 'success');
    seen();
  }, [notice, seen, toasts]);
  return null;
}

function ConflictChoices({ conflict }: { conflict: BackupConflict }) {
  const engine = useEngine();
  const toasts = useToasts();
  const [choosing, setChoosing] = useState<Choosing>('choosing');
  const when = new Date(conflict.backup.timestamp).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  async function choose(work: () => Promise<void>) {
    setChoosing('working');
    await work().finally(closeConflict);
  }

  const combine = () =>
    choose(async () => {
      const data = await currentBackupData(conflict);
      for (const toast of await combineBackupIn(engine, data)) toasts.show(toast.message, toast.type);
      await storeSafetyBackup().catch((error: unknown) =>
        toasts.show(
          `The combined data was not backed up yet: ${error instanceof Error ? error.message : String(error)}`,
          'error',
        ),
      );
    });
  const takeCloudData = () =>
    choose(async () => {
      const toast = await restoreInPlace(engine, conflict.data);
      toasts.show(toast.message, toast.type);
    });
  const keepThisDevice = () =>
    choose(async () => {
      try {
        await storeSafetyBackup();
        toasts.show(
          "This device's data is kept and backed up; the cloud keeps its older backups.",
          'success',
        );
      } catch (error) {
        toasts.show(
          `This device's data is kept, but it was not backed up: ${error instanceof Error ? error.message : String(error)}`,
          'error',
        );
      }
    });

  return (
    <Modal title="Combine Your Data?" onClose={closeConflict}>
      <p>
        Your cloud backup of {when} holds changes this device does not have yet. {conflict.reason}
      </p>
      <p>
        This device: {conflict.localDataSummary.historyCount} shoots. Cloud backup:{' '}
        {conflict.backup.historyCount} shoots.
      </p>
      <div className="conflict-choices">
        <button
          type="button"
          className="data-button data-button-primary"
          disabled={choosing === 'working'}
          onClick={() => void combine()}
        >
          Combine
        </button>
        <button
          type="button"
          className="data-button-quiet"
          disabled={choosing === 'working'}
          onClick={() => void takeCloudData()}
        >
          Use cloud data
        </button>
        <button
          type="button"
          className="data-button-quiet"
          disabled={choosing === 'working'}
          onClick={() => void keepThisDevice()}
        >
          Keep this device's data
        </button>
      </div>
    </Modal>
  );
}
