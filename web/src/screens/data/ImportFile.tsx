import { useState, type ChangeEvent } from 'react';
import { useEngine } from '../../engine/engine-context.js';
import { useToasts } from '../../components/toasts.js';
import { restorePreferencesFromBackup } from '../../device-storage/backed-up.js';
import { fileImportLine, importFailureToast, importToasts, type FileImport } from './import-toasts.js';
import { CompetitionResultsImport, type CompetitionResultsFile } from './CompetitionResultsImport.js';
import { looksLikeResultsFile } from './competition-results-words.js';

/**
 * The file's text, or why it could not be read. The input is emptied either way: choosing the same file
 * again (after fixing it, say) must fire a change again. At module scope: the React Compiler does not
 * compile a component holding a try with a finally.
 */
export async function readAndClear(
  input: HTMLInputElement,
  file: File,
): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  try {
    return { ok: true, text: await file.text() };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : 'The file could not be read' };
  } finally {
    input.value = '';
  }
}

/**
 * Combines a file with what is on this device: a backup of this app or the old app's export (the engine
 * tells them apart and merges; the same file twice adds nothing). A file it cannot read changes nothing.
 */
export function ImportFile() {
  const engine = useEngine();
  const toasts = useToasts();
  const [imported, setImported] = useState<FileImport>({ state: 'idle' });
  const [results, setResults] = useState<CompetitionResultsFile | null>(null);

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setImported({ state: 'importing', fileName: file.name });
    const read = await readAndClear(input, file);
    if (!read.ok) {
      const toast = importFailureToast({ reason: 'invalid-import', message: read.message });
      toasts.show(toast.message, toast.type);
      setImported({ state: 'refused', fileName: file.name });
      return;
    }
    const { text } = read;
    if (looksLikeResultsFile(file.name, text)) {
      // A competition's results (ianseo, TamlynScore): the engine says which from the header.
      const view = await engine.readCompetitionResults(text);
      if (view.ok) {
        setImported({ state: 'idle' });
        setResults({ fileName: file.name, text, view: view.value });
        return;
      }
      const toast = importFailureToast(view.error);
      toasts.show(toast.message, toast.type);
      setImported({ state: 'refused', fileName: file.name });
      return;
    } // The text goes to the worker as it is: parsing a large file there keeps this screen responsive.
    const result = await engine.importData(text);
    if (!result.ok) {
      const toast = importFailureToast(result.error);
      toasts.show(toast.message, toast.type);
      setImported({ state: 'refused', fileName: file.name });
      return;
    }
    restorePreferencesFromBackup(result.value.preferences);
    for (const toast of importToasts(result.value)) toasts.show(toast.message, toast.type);
    setImported({ state: 'imported', fileName: file.name, notesAdded: result.value.notesAdded });
  }

  return (
    <section className="data-card" aria-labelledby="import-title">
      <h2 id="import-title">Import data</h2>
      <p>
        Adds the shoots, notes and sight marks of a backup file, or of an export from the old app, to what is
        on this device. Nothing here is overwritten, and shoots you already have are not added twice.
      </p>
      <p>A competition’s results from ianseo or TamlynScore add your own row, arrow by arrow.</p>
      <label className={imported.state === 'importing' ? 'data-button busy' : 'data-button'}>
        {imported.state === 'importing' ? 'Importing…' : 'Import a file'}
        <input
          type="file"
          className="data-file-input"
          accept=".json,application/json,.csv,text/csv,.txt,text/plain"
          disabled={imported.state === 'importing'}
          onChange={(event) => void importFile(event)}
        />
      </label>
      <ImportOutcome imported={imported} />
      {results && <CompetitionResultsImport file={results} onClose={() => setResults(null)} />}
    </section>
  );
}

function ImportOutcome({ imported }: { imported: FileImport }) {
  const line = fileImportLine(imported);
  if (line === null) return null;
  return (
    <p className={imported.state === 'refused' ? 'data-outcome data-refused' : 'data-outcome'} role="status">
      {line}
    </p>
  );
}
