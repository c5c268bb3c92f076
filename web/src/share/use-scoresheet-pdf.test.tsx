// @vitest-environment happy-dom
import { act } from '../test-support/act.js';
import { describe, expect, it, vi } from 'vitest';
import { EngineProvider } from '../engine/engine-context.js';
import { mountPerTest } from '../test-support/mount-per-test.js';
import { realEngine } from '../test-support/real-engine.js';
import { until } from '../test-support/until.js';
import { ScoresheetPdfStatus, useScoresheetPdf, type ScoresheetRequest } from './use-scoresheet-pdf.js';

// The PDF itself is scoresheet-pdf.ts's to test; here it only has to come back, and the download is seen.
vi.mock('./scoresheet-pdf.js', () => ({
  scoresheetPdf: vi.fn(async () => ({ blob: new Blob(['%PDF']), namesChanged: true })),
}));
const downloaded = vi.hoisted(() => vi.fn());
vi.mock('./download.js', () => ({ downloadFile: downloaded }));

describe('making the scoresheet PDF', () => {
  const view = mountPerTest();
  const text = () => view.host.textContent ?? '';

  async function press(gather: () => Promise<ScoresheetRequest | string>) {
    const { engine } = await realEngine();
    let make: ((gather: () => Promise<ScoresheetRequest | string>) => Promise<void>) | undefined;
    function Sheets() {
      const pdf = useScoresheetPdf('The scoresheets');
      make = pdf.make;
      return <ScoresheetPdfStatus making={pdf.making} />;
    }
    view.render(
      <EngineProvider engine={engine}>
        <Sheets />
      </EngineProvider>,
    );
    await act(() => make!(gather));
  }

  it('downloads the sheets under their file name and says what the request notes', async () => {
    await press(async () => ({
      items: [],
      fileName: 'claim.pdf',
      note: (namesChanged) => (namesChanged ? 'Names spelled without accents.' : null),
    }));
    await until('the note', () => text() === 'Names spelled without accents.');
    expect(downloaded).toHaveBeenCalledWith(expect.any(Blob), 'claim.pdf');
  });

  it('says why there is nothing to print, in the words the request gave', async () => {
    await press(async () => 'None of these shoots has its arrows.');
    await until('the reason', () => text() === 'None of these shoots has its arrows.');
  });

  it('names the sheets when making them fails', async () => {
    await press(async () => {
      throw new Error('no engine');
    });
    await until('the failure', () => text() === 'The scoresheets could not be made: no engine');
  });
});
