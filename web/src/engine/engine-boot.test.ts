import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { START_UP_SCORE_CARD } from '../../../shared/contract/startUpScoreCard.js';

/**
 * web/public/engine-boot.js is a plain script (it runs before any module), so it cannot import the
 * message's name: this runs it against a page with the build's meta and checks it starts the worker and
 * keeps the message the worker posts under the name the worker uses.
 */
const script = readFileSync(new URL('../../public/engine-boot.js', import.meta.url), 'utf8');

class FakeWorker {
  static started: FakeWorker[] = [];
  listeners = new Set<(event: { data: unknown }) => void>();
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
  post(data: unknown) {
    for (const listener of [...this.listeners]) listener({ data });
  }
}

function runOnPage(workerAddress: string | null) {
  FakeWorker.started = [];
  const page: Record<string, unknown> = {};
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
    const answer = [{ ok: true }, { ok: true }];
    worker!.post({ type: START_UP_SCORE_CARD, answer });
    expect(page['archeryStartUpScoreCard']).toBe(answer);
    expect(worker!.listeners.size).toBe(0);
  });

  it('leaves the worker to the app when the page names none (the dev server)', () => {
    const page = runOnPage(null);
    expect(FakeWorker.started).toEqual([]);
    expect(page['archeryEngineWorker']).toBeUndefined();
  });
});
