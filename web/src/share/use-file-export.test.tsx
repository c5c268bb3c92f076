// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { act } from '../test-support/act.js';
import { describe, expect, it, vi } from 'vitest';
import { EngineProvider } from '../engine/engine-context.js';
import { mountPerTest } from '../test-support/mount-per-test.js';
import { realEngine } from '../test-support/real-engine.js';
import { until } from '../test-support/until.js';
import { ExportCsv } from '../screens/data/ExportCsv.js';
import { ExportBackup } from '../screens/data/ExportBackup.js';
import { useFileExport } from './use-file-export.js';

// The browser's download is the one part not run here: what reaches it is what the archer would save.
const downloaded = vi.hoisted(() => vi.fn());
vi.mock('./download.js', () => ({ downloadFile: downloaded }));

describe('saving the files the worker makes', () => {
  const view = mountPerTest();
  const text = () => view.host.textContent ?? '';
  const button = (name: string) =>
    [...view.host.querySelectorAll('button')].find((candidate) => candidate.textContent === name)!;
  /** Draws a Data screen card on an engine of its own and presses its button. */
  async function press(card: ReactNode, name: string) {
    const { engine } = await realEngine();
    view.render(<EngineProvider engine={engine}>{card}</EngineProvider>);
    await act(async () => button(name).click());
  }

  it('downloads the two spreadsheet files, named for the day, and counts the shoots', async () => {
    downloaded.mockReset();
    await press(<ExportCsv />, 'Export CSV');
    await until('the files saved', () => text().includes('Saved 0 shoots in two CSV files.'));
    const names = downloaded.mock.calls.map(([, name]) => name as string);
    expect(names).toEqual([
      expect.stringMatching(/^archery-shoots-\d{4}-\d{2}-\d{2}\.csv$/),
      expect.stringMatching(/^archery-arrows-\d{4}-\d{2}-\d{2}\.csv$/),
    ]);
    // What is in them is worker/exportFile.test.ts's to check; across this test's channel only the
    // type survives (happy-dom's Blob is not Node's, so the clone keeps its fields and not its bytes).
    const [shoots] = downloaded.mock.calls[0] as [{ type: string }];
    expect(shoots.type).toMatch(/^text\/csv/);
  });

  it('says so in words when the browser cannot save the backup', async () => {
    downloaded.mockReset();
    downloaded.mockImplementation(() => {
      throw new TypeError('no room for downloads');
    });
    await press(<ExportBackup />, 'Export backup');
    await until('the failure', () => text().includes('The backup could not be made: no room for downloads'));
    expect(button('Export backup').disabled).toBe(false);
  });

  it("passes on the worker's refusal after the card's own sentence", async () => {
    let start: (() => Promise<void>) | undefined;
    function Card() {
      const file = useFileExport({
        make: async () => ({
          ok: false as const,
          error: { reason: 'storage-unavailable' as const, message: 'Storage is not available.' },
        }),
        files: () => [],
        saved: () => null,
        failure: 'Your record could not be exported',
      });
      start = file.start;
      return <p>{file.exported.state === 'failed' ? file.exported.message : file.exported.state}</p>;
    }
    view.render(<Card />);
    await act(() => start!());
    expect(text()).toBe('Your record could not be exported: Storage is not available.');
  });
});
