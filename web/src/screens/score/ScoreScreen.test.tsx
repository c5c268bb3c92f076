// @vitest-environment happy-dom
import { act } from '../../test-support/act.js';
import type { EngineResult } from '../../../../shared/contract/engine.js';
import type { CurrentShootView } from '../../../../shared/contract/scoreCardViews.js';
import { describe, expect, it, vi } from 'vitest';
import { expectOk } from '../../../../test/fixtures/testDevice.js';
import type { PageEngine } from '../../engine/engine-client.js';
import { EngineProvider } from '../../engine/engine-context.js';
import { mountPerTest } from '../../test-support/mount-per-test.js';
import { realEngine } from '../../test-support/real-engine.js';
import { until } from '../../test-support/until.js';
import ScoreScreen from './ScoreScreen.js';

/**
 * The score card on a real engine (the worker's code over fake-indexeddb, reached through Comlink):
 * every total and sheet drawn here is the engine's answer, none written by the test.
 */
describe('the score card on a real engine', () => {
  const view = mountPerTest();

  const total = () => view.host.querySelector('output[aria-label="Running total"]')?.textContent ?? null;
  const sheet = () => view.host.querySelector('.score-sheet')?.textContent ?? '';
  const key = (value: string) => view.host.querySelector<HTMLButtonElement>(`button[data-value="${value}"]`);
  const button = (root: ParentNode, label: string) =>
    [...root.querySelectorAll<HTMLButtonElement>('button')].find((found) => found.textContent === label);
  const arrows = (answer: EngineResult<CurrentShootView>) => expectOk(answer).arrows.join(' ');
  const tap = (target: HTMLButtonElement | null | undefined) => {
    if (!target) throw new Error('no such button');
    act(() => target.click());
  };

  /** The card mounted on `engine` with a Portsmouth started, once its keypad is there. */
  const openOnAPortsmouth = async (engine: PageEngine) => {
    expectOk(await engine.startShoot('portsmouth'));
    view.render(
      <EngineProvider engine={engine}>
        <ScoreScreen />
      </EngineProvider>,
    );
    await until('the keypad', () => key('10') !== null && total() === '0');
  };

  it('scores a Portsmouth from the keypad, takes an arrow back, and saves it as incomplete', async () => {
    const { engine } = await realEngine();
    await openOnAPortsmouth(engine);

    tap(key('10'));
    tap(key('9'));
    tap(key('7'));
    // Drawn at once (the tap's own frame), then the engine's answer: the card shows what it stored.
    expect(total()).toBe('26');
    await until(
      'the engine to have the three arrows',
      async () => arrows(await engine.currentShoot()) === '10 9 7',
    );
    await until('the sheet to hold them', () => total() === '26' && sheet().includes('26'));

    tap(button(view.host, 'Undo'));
    await until('the arrow taken back', () => total() === '19' && !sheet().includes('26'));
    expect(arrows(await engine.currentShoot())).toBe('10 9');

    tap(button(view.host, 'Save'));
    await until('the save dialog', () => button(document.body, 'Save as incomplete') !== undefined);
    tap(button(document.body, 'Save as incomplete'));
    await until('the result', () => document.getElementById('result-title') !== null);
    const [saved] = expectOk(await engine.history());
    expect(saved).toMatchObject({ score: 19, arrowsShot: 2 });
    expect(expectOk(await engine.currentShoot()).arrows).toEqual([]);
  });

  it('keeps the card hidden under the result, deaf to the keyboard, and brings it back for the next round', async () => {
    const { engine } = await realEngine();
    await openOnAPortsmouth(engine);
    tap(key('9'));
    await until('the arrow stored', async () => arrows(await engine.currentShoot()) === '9');
    tap(button(view.host, 'Save'));
    await until('the save dialog', () => button(document.body, 'Save as incomplete') !== undefined);
    tap(button(document.body, 'Save as incomplete'));
    await until('the result', () => document.getElementById('result-title') !== null);
    const card = view.host.querySelector<HTMLElement>('.score-screen')!;
    expect(card.style.display).toBe('none');

    // A key typed on the result scores nothing on the card out of sight: its listener is gone.
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: '7' })));
    await until('the new card', async () => expectOk(await engine.currentShoot()).arrows.length === 0);
    expect(arrows(await engine.currentShoot())).toBe('');

    tap(button(view.host, 'Score another round'));
    await until('the card shown again', () => card.style.display !== 'none' && total() === '0');
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: '7' })));
    await until('the key scored on the card', async () => arrows(await engine.currentShoot()) === '7');
  });

  it('costs one message each way per tap: the write answers with the card, and its echo is not read', async () => {
    const { engine, calls } = await realEngine();
    await openOnAPortsmouth(engine);
    // What the screen asked while it opened is not this test's business.
    await until('the screen to have asked what it shows', () => calls.includes('scoreCard'));
    calls.length = 0;

    tap(key('10'));
    tap(key('9'));
    await until('both writes answered', () => calls.filter((call) => call === 'scoreArrow').length === 2);
    let asked = 0;
    await until('the engine to have both arrows', async () => {
      asked += 1;
      return arrows(await engine.currentShoot()) === '10 9';
    });
    // Each of those reads was a round trip, after which any read the change batches set off was asked.
    // The card read nothing: its shoot and sheet came with each write's answer. The What I need panel
    // (open unless the archer closed it) reads its own targets after an arrow, at most once per write.
    const others = calls.filter((call) => call !== 'whatINeed');
    expect(others).toEqual(['scoreArrow', 'scoreArrow', ...Array<string>(asked).fill('currentShoot')]);
    expect(calls.filter((call) => call === 'whatINeed').length).toBeLessThanOrEqual(2);
  });

  it('reads its sheet in the layout on screen only, and once more when the archer turns to the other', async () => {
    const { engine, calls } = await realEngine();
    await openOnAPortsmouth(engine);
    await until('the screen to have asked what it shows', () => calls.includes('scoreCard'));
    const layoutShown = () => (view.host.querySelector('.sheet-landscape') ? 'landscape' : 'portrait');
    const first = layoutShown();
    const other = first === 'landscape' ? 'portrait' : 'landscape';
    tap(key('10'));
    await until('the arrow stored', () => calls.includes('scoreArrow'));
    await until('the sheet to hold it', () => sheet().includes('10'));
    calls.length = 0;

    // The switch names the layout a tap turns to.
    tap(button(view.host, other === 'landscape' ? 'Landscape' : 'Portrait'));
    // Drawn at once in the other layout, from the arrows the card holds; then the worker's, read once.
    expect(layoutShown()).toBe(other);
    await until('the card read again', () => calls.includes('scoreCard'));
    tap(key('9'));
    await until('the arrow stored', () => calls.includes('scoreArrow'));
    await until('the total', () => total() === '19');
    expect(calls.filter((call) => call === 'scoreCard')).toEqual(['scoreCard']);
    expect(layoutShown()).toBe(other);
    // The worker now answers the card's writes in the layout on screen, that one alone.
    const written = expectOk(await engine.undoArrow());
    expect(written.sheet.layout).toBe(other);
    expect(Object.keys(written.sheet).sort()).toEqual(['layout', other]);
  });
  it('is felt at each key and at Undo, and keeps the screen on from the first arrow until the save', async () => {
    const vibrate = vi.fn<(pattern: VibratePattern) => boolean>(() => true);
    const requests: Array<{ released: boolean }> = [];
    const wakeLock = {
      request: () => {
        const lock = { released: false };
        requests.push(lock);
        return Promise.resolve({
          release: () => {
            lock.released = true;
            return Promise.resolve();
          },
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        });
      },
    };
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    Object.defineProperty(navigator, 'wakeLock', { value: wakeLock, configurable: true });
    try {
      const { engine } = await realEngine();
      await openOnAPortsmouth(engine);
      expect(requests).toHaveLength(0);

      tap(key('10'));
      expect(vibrate).toHaveBeenLastCalledWith(10);
      await until('the screen kept on', () => requests.length === 1);
      tap(key('9'));
      await until('the arrows stored', async () => arrows(await engine.currentShoot()) === '10 9');
      tap(button(view.host, 'Undo'));
      expect(vibrate).toHaveBeenLastCalledWith([30, 40, 30]);
      expect(requests).toHaveLength(1);

      tap(button(view.host, 'Save'));
      await until('the save dialog', () => button(document.body, 'Save as incomplete') !== undefined);
      tap(button(document.body, 'Save as incomplete'));
      await until('the lock let go', () => requests.every((lock) => lock.released));
    } finally {
      Reflect.deleteProperty(navigator, 'vibrate');
      Reflect.deleteProperty(navigator, 'wakeLock');
    }
  });
});
