import { SignInPanel } from '../../account/SignInPanel.js';
import { CloudBackup } from './CloudBackup.js';
import { ExportBackup } from './ExportBackup.js';
import { ExportCsv } from './ExportCsv.js';
import { GoldenRecordsExport } from './GoldenRecordsExport.js';
import { ImportFile } from './ImportFile.js';
import { ProblemLog } from './ProblemLog.js';
import { CheckBackupFile } from './CheckBackupFile.js';
import { RestoreFromCloud } from './RestoreFromCloud.js';
import { Completeness } from './Completeness.js';
import './data.css';

/** Data management (route /data): the archer's own copy of their data, out and back in. */
export default function DataScreen() {
  return (
    <section className="data-screen" aria-labelledby="data-title">
      <h1 id="data-title">Data</h1>
      <CloudBackup />
      <SignInPanel />
      <RestoreFromCloud />
      <ExportBackup />
      <ExportCsv />
      <GoldenRecordsExport />
      <ImportFile />
      <Completeness />
      <CheckBackupFile />
      <ProblemLog />
    </section>
  );
}
