import type { ManifestCounts } from '../../../../shared/backups/manifest.js';
import { useEngine } from '../../engine/engine-context.js';
import { useEngineQuery } from '../../engine/use-engine.js';
import { loadableFrom, stillLoading, type Loadable } from '../../engine/loadable.js';
import { settingStore } from '../../device-storage/store.js';
import { useStore } from '../../device-storage/use-store.js';
import { cloudCopyCheckSetting, lastExportSetting } from '../../device-storage/registry.js';
import { lastVerified } from '../../backup/kept-copies.js';
import { COUNT_ROWS, figure, keptWhereSentences, when } from './completeness-words.js';

/**
 * "What is kept where" (issue #43; docs/completeness.md): the counts on this phone, in the last cloud
 * backup the server's listing showed whole, and in the last export, side by side, with a sentence when
 * they differ. The phone's counts come from the worker on opening and after each change; the copies'
 * are what this phone kept when it made them (kept-copies.ts).
 */
export function Completeness() {
  const engine = useEngine();
  const loadCounts = async (): Promise<Loadable<ManifestCounts>> => loadableFrom(await engine.phoneCounts());
  const phone = useEngineQuery(loadCounts, stillLoading, ['phoneCounts']).value;
  const cloud = useStore(settingStore(cloudCopyCheckSetting));
  const exported = useStore(settingStore(lastExportSetting));
  const verified = lastVerified(cloud);

  return (
    <section className="data-card" aria-labelledby="kept-where-title">
      <h2 id="kept-where-title">What is kept where</h2>
      {phone.state === 'loading' && <p>Counting…</p>}
      {phone.state === 'failed' && (
        <p className="data-outcome data-refused" role="alert">
          This phone's data could not be counted: {phone.message}
        </p>
      )}
      {phone.state === 'ready' && (
        <>
          <table className="kept-where">
            <thead>
              <tr>
                <th scope="col"></th>
                <th scope="col">This phone</th>
                <th scope="col">Cloud</th>
                <th scope="col">Export</th>
              </tr>
            </thead>
            <tbody>
              {COUNT_ROWS.map((row) => (
                <tr key={row.name}>
                  <th scope="row">{row.many[0]!.toUpperCase() + row.many.slice(1)}</th>
                  <td>{figure(phone.value[row.name])}</td>
                  <td>{verified === null ? '–' : figure(verified.counts[row.name])}</td>
                  <td>{exported === null ? '–' : figure(exported.counts[row.name])}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="kept-where-when">
            Cloud: {verified === null ? 'no backup checked yet' : `verified ${when(verified.at)}`}. Export:{' '}
            {exported === null ? 'none yet' : when(exported.at)}.
          </p>
          {keptWhereSentences(phone.value, cloud, exported).map((sentence) => (
            <p key={sentence} className="data-outcome" role="status">
              {sentence}
            </p>
          ))}
        </>
      )}
    </section>
  );
}
