import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WIDE_SCREEN } from '../scorecard/screen-layout.js';
import { SCORE_CARD_LAYOUT, START_UP_SCORE_CARD } from '../../../shared/contract/startUpScoreCard.js';

/**
 * web/public/engine-boot.js is a plain script (it runs before any module), so it cannot import the
 * message's name: this runs it against a page with the build's meta and checks it starts the worker and
 * keeps the message the worker posts under the name the worker uses.
 */
const script = readFileSync(new URL('../../public/engine-boot.js', import.meta.url), 'utf8');

class FakeWorker {
  static started: FakeWorker[] = [];
  listeners = new Set<(event: { data: unknown }) => void>();
  /** What the page posted the worker. */
  told: unknown[] = [];
  constructor(
    readonly src: string,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.started.push(this);
  }
  addEventListener(_type: 'message', listener: (event: { data: unknown }) => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'message', listener: (event: { data: unknown }) => void) {
    this.listeners.delete(listener);
  }
  postMessage(data: unknown) {
    this.told.push(data);
  }
  post(data: unknown) {
    for (const listener of [...this.listeners]) listener({ data });
  }
}

function runOnPage(workerAddress: string | null, widthPx = 390) {
  FakeWorker.started = [];
  // The app's own query, answered for a screen this wide; any other query is the script gone astray.
  const matchMedia = (query: string) => {
    if (query !== WIDE_SCREEN) throw new Error(`not the app's query: ${query}`);
    return { matches: widthPx >= 700 };
  };
  const page: Record<string, unknown> = { matchMedia };
  const document = {
    querySelector: (selector: string) =>
      selector === 'meta[name="engine-worker"]' && workerAddress !== null
        ? { getAttribute: (name: string) => (name === 'content' ? workerAddress : null) }
        : null,
  };
  new Function('window', 'document', 'Worker', script)(page, document, FakeWorker);
  return page;
}

describe('the worker started while the page is parsed', () => {
  it('starts the module worker the build names and keeps its start-up score card', () => {
    const page = runOnPage('/assets/main-abc123.js');
    const [worker] = FakeWorker.started;
    expect(worker).toMatchObject({
      src: '/assets/main-abc123.js',
      options: { type: 'module', name: 'engine' },
    });
    expect(page['archeryEngineWorker']).toBe(worker);
    worker!.post({ id: 'a-comlink-answer' });
    expect(page['archeryStartUpScoreCard']).toBeUndefined();
    const answer = { ok: true, value: { logPosition: 0 } };
    worker!.post({ type: START_UP_SCORE_CARD, answer });
    expect(page['archeryStartUpScoreCard']).toBe(answer);
    expect(worker!.listeners.size).toBe(0);
  });

  it('tells the worker the layout the score card is first drawn in, as the app works it out', () => {
    runOnPage('/assets/main-abc123.js', 390);
    expect(FakeWorker.started[0]!.told).toEqual([{ type: SCORE_CARD_LAYOUT, layout: 'portrait' }]);
    runOnPage('/assets/main-abc123.js', 1024);
    expect(FakeWorker.started[0]!.told).toEqual([{ type: SCORE_CARD_LAYOUT, layout: 'landscape' }]);
  });

  it('leaves the worker to the app when the page names none (the dev server)', () => {
    const page = runOnPage(null);
    expect(FakeWorker.started).toEqual([]);
    expect(page['archeryEngineWorker']).toBeUndefined();
  });
});
