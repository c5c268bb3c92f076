import { useState, type ChangeEvent } from 'react';
import { refusesImport } from '../../../../shared/backups/manifestCheck.js';
import { useEngine } from '../../engine/engine-context.js';
import { engineAnswer } from '../../engine/engine-answer.js';
import { readAndClear } from './ImportFile.js';

type Check =
  | { state: 'idle' }
  | { state: 'checking'; fileName: string }
  /** `whole`: import would take it (it matches its manifest, or has none to check). */
  | { state: 'checked'; fileName: string; whole: boolean; message: string }
  | { state: 'refused'; fileName: string; message: string };

/**
 * "Check a backup file" (issue #43; docs/completeness.md): whether a backup or export holds everything
 * its manifest lists, said in figures, without importing anything. The worker reads and checks it
 * (`checkBackupFile`), so a large file never freezes this screen.
 */
export function CheckBackupFile() {
  const engine = useEngine();
  const [check, setCheck] = useState<Check>({ state: 'idle' });

  async function checkFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setCheck({ state: 'checking', fileName: file.name });
    const read = await readAndClear(input, file);
    if (!read.ok) return setCheck({ state: 'refused', fileName: file.name, message: read.message });
    const answer = await engineAnswer(() => engine.checkBackupFile(read.text), 'checking a backup file');
    setCheck(
      answer.ok
        ? {
            state: 'checked',
            fileName: file.name,
            whole: !refusesImport(answer.value),
            message: answer.value.message,
          }
        : { state: 'refused', fileName: file.name, message: answer.error.message },
    );
  }

  return (
    <section className="data-card" aria-labelledby="check-file-title">
      <h2 id="check-file-title">Check a backup file</h2>
      <p>
        Says whether a backup or export holds everything it lists (shoots, arrows, notes, sight marks and
        deletions), and what is missing if not. Nothing is imported.
      </p>
      <label className={check.state === 'checking' ? 'data-button busy' : 'data-button'}>
        {check.state === 'checking' ? 'Checking…' : 'Check a backup file'}
        <input
          type="file"
          className="data-file-input"
          accept=".json,application/json"
          disabled={check.state === 'checking'}
          onChange={(event) => void checkFile(event)}
        />
      </label>
      <CheckOutcome check={check} />
    </section>
  );
}

function CheckOutcome({ check }: { check: Check }) {
  switch (check.state) {
    case 'idle':
      return null;
    case 'checking':
      return (
        <p className="data-outcome" role="status">
          Checking {check.fileName}…
        </p>
      );
    case 'checked':
      return (
        <p className={check.whole ? 'data-outcome' : 'data-outcome data-refused'} role="status">
          {check.fileName}: {check.message}
        </p>
      );
    case 'refused':
      return (
        <p className="data-outcome data-refused" role="status">
          {check.fileName} could not be checked. {check.message}
        </p>
      );
  }
}
