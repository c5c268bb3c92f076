// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { ScoreCardView } from '../../../shared/contract/engine.js';
import type { ScorecardLayout } from '../../../shared/contract/scoreCardViews.js';
import { expectOk } from '../../../test/fixtures/testDevice.js';
import { lastScoreCardSetting } from '../device-storage/registry.js';
import { realEngine } from '../test-support/real-engine.js';
import { lastScoreCard } from './last-score-card.js';
import { WIDE_SCREEN } from '../scorecard/screen-layout.js';
import { SCORE_CARD_LAYOUT, START_UP_SCORE_CARD } from '../../../shared/contract/startUpScoreCard.js';
// The script's text, as the browser runs it (Vite's ?raw import).
import script from '../../public/engine-boot.js?raw';

/**
 * web/public/engine-boot.js is a plain script (it runs before any module), so it cannot import the
 * message's name: this runs it against a page with the build's meta and checks it starts the worker and
 * keeps the message the worker posts under the name the worker uses.
 */

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

function runOnPage(workerAddress: string | null, widthPx = 390, keptCard: string | null = null) {
  FakeWorker.started = [];
  // The app's own query, answered for a screen this wide; any other query is the script gone astray.
  const matchMedia = (query: string) => {
    if (query !== WIDE_SCREEN) throw new Error(`not the app's query: ${query}`);
    return { matches: widthPx >= 700 };
  };
  const localStorage = {
    getItem: (key: string) => (key === lastScoreCardSetting.key ? keptCard : null),
  };
  const page: Record<string, unknown> = { matchMedia, localStorage };
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

/** A card as the worker answers it, in `layout`: a Portsmouth with one arrow. */
async function aCard(layout: ScorecardLayout): Promise<ScoreCardView> {
  const { engine } = await realEngine();
  expectOk(await engine.startShoot('portsmouth'));
  expectOk(await engine.scoreArrow(9));
  return expectOk(await engine.scoreCard(layout));
}

/** What the app's own rule says of the same stored text, on a page built as `build`. */
function appDrawsIt(build: string, stored: string, layout: ScorecardLayout): boolean {
  const meta = document.createElement('meta');
  meta.name = 'engine-worker';
  meta.content = build;
  document.head.append(meta);
  localStorage.setItem(lastScoreCardSetting.key, stored);
  try {
    return lastScoreCard(layout) !== null;
  } finally {
    meta.remove();
    localStorage.clear();
  }
}

describe('the worker held back for a card as last drawn', () => {
  afterEach(() => localStorage.clear());
  const build = '/assets/main-abc123.js';

  it('is not started while the page is parsed exactly when the app will draw the kept card', async () => {
    const portrait = await aCard('portrait');
    const landscape = await aCard('landscape');
    const stored = {
      'this build, portrait': JSON.stringify({ build, card: portrait }),
      'this build, landscape': JSON.stringify({ build, card: landscape }),
      'another build': JSON.stringify({ build: '/assets/main-old999.js', card: portrait }),
      'damaged text': '{"build":',
      'no card in it': JSON.stringify({ build }),
    };
    for (const [name, text] of Object.entries(stored)) {
      for (const [width, layout] of [
        [390, 'portrait'],
        [1024, 'landscape'],
      ] as const) {
        runOnPage(build, width, text);
        const startedNow = FakeWorker.started.length === 1;
        expect({ name, layout, startedNow }).toEqual({
          name,
          layout,
          startedNow: !appDrawsIt(build, text, layout),
        });
      }
    }
  });

  it('is started by the app at once when a copy this script let through is damaged inside', () => {
    // The script checks the build and layout only; the app checks the whole card, and when it refuses
    // one, it starts the worker itself (engine-client.ts), so the wrong guess costs time, not data.
    const text = JSON.stringify({ build, card: { sheet: { layout: 'portrait' } } });
    runOnPage(build, 390, text);
    expect(FakeWorker.started).toEqual([]);
    expect(appDrawsIt(build, text, 'portrait')).toBe(false);
  });

  it('starts as before when storage cannot be read', () => {
    FakeWorker.started = [];
    const page = {
      matchMedia: () => ({ matches: false }),
      get localStorage(): Storage {
        throw new Error('blocked');
      },
    };
    const document = { querySelector: () => ({ getAttribute: () => build }) };
    new Function('window', 'document', 'Worker', script)(page, document, FakeWorker);
    expect(FakeWorker.started).toHaveLength(1);
  });
});
