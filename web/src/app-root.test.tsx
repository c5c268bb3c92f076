// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { expectOk } from '../../test/fixtures/testDevice.js';
import { AppRoot } from './AppRoot.js';
import { EngineProvider } from './engine/engine-context.js';
import { settleSetup } from './first-open/first-open-setup.js';
import { act } from './test-support/act.js';
import { mountPerTest } from './test-support/mount-per-test.js';
import { realEngine } from './test-support/real-engine.js';
import { until } from './test-support/until.js';
// The parts the app fetches as they are first drawn, transformed before the test starts rather than
// within its waits (the compiler's transform is slow on a loaded machine): the app still loads them lazily.
import './screens/score/SaveShootDialog.js';
import './screens/score/ShootResult.js';
import './screens/history/HistoryScreen.js';

/**
 * The whole app as main.tsx renders it, StrictMode included, on a real engine: StrictMode mounts every
 * component, runs its effects, takes them down and runs them again, so an effect that is not idempotent
 * (a listener added twice, a start-up answer taken twice, a write sent twice) shows here as a wrong total,
 * a doubled arrow or a screen that never loads.
 */
describe('the app under StrictMode on a real engine', () => {
  const view = mountPerTest();
  const text = () => view.host.textContent ?? '';
  const total = () => view.host.querySelector('output[aria-label="Running total"]')?.textContent ?? null;
  const key = (value: string) => view.host.querySelector<HTMLButtonElement>(`button[data-value="${value}"]`);
  const button = (label: string, root: ParentNode = view.host) =>
    [...root.querySelectorAll<HTMLButtonElement>('button')].find((found) => found.textContent === label);
  const tap = (target: HTMLElement | null | undefined) => {
    if (!target) throw new Error('nothing to tap');
    act(() => target.click());
  };

  it('scores a round arrow by arrow, saves it and shows it in history, each arrow stored once', async () => {
    window.history.replaceState(null, '', '/');
    settleSetup();
    const { engine } = await realEngine();
    expectOk(await engine.startShoot('portsmouth'));
    view.render(
      <EngineProvider engine={engine}>
        <AppRoot />
      </EngineProvider>,
    );
    await until('the keypad', () => key('10') !== null && total() === '0');

    for (const value of ['10', '9', '9', '8', '7', '10']) tap(key(value));
    await until(
      'the engine to hold the six arrows once each',
      async () => expectOk(await engine.currentShoot()).arrows.join(' ') === '10 9 9 8 7 10',
    );
    await until('the card to show their total', () => total() === '53');

    tap(button('Save'));
    await until('the save dialog', () => button('Save as incomplete', document.body) !== undefined);
    tap(button('Save as incomplete', document.body));
    await until('the result', () => document.getElementById('result-title') !== null);
    const history = expectOk(await engine.history());
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ score: 53, arrowsShot: 6 });

    const historyLink = [...view.host.querySelectorAll<HTMLAnchorElement>('a')].find(
      (link) => link.getAttribute('href') === '/history',
    );
    tap(historyLink);
    await until(
      'the history screen with the saved Portsmouth',
      () => /Portsmouth/.test(text()) && /53/.test(text()),
    );
    expect(window.location.pathname).toBe('/history');
  });
});
