// @vitest-environment happy-dom
import { describe, it } from 'vitest';
import { expectOk } from '../../../test/fixtures/testDevice.js';
import { useHistory } from '../screens/history/use-history.js';
import { useCurrentShoot } from '../screens/score/use-current-shoot.js';
import { mountPerTest } from '../test-support/mount-per-test.js';
import { realEngine } from '../test-support/real-engine.js';
import { until } from '../test-support/until.js';
import { EngineProvider } from './engine-context.js';

/** A query hook on a real engine: what it shows, and that it reads again after a write through the hub. */
describe('query hooks on a provided engine', () => {
  const view = mountPerTest();

  function HistoryCount() {
    const history = useHistory();
    return <p>{history.state === 'ready' ? `${history.value.length} saved` : history.state}</p>;
  }

  function CurrentTotal() {
    const current = useCurrentShoot('portrait').card.shown;
    return (
      <p>
        {current.state === 'ready'
          ? `${current.value.shoot.roundName} ${current.value.shoot.runningTotal}`
          : '…'}
      </p>
    );
  }

  const text = () => view.host.textContent ?? '';

  it('reads the history again when the engine saves a shoot', async () => {
    const { engine } = await realEngine();
    view.render(
      <EngineProvider engine={engine}>
        <HistoryCount />
      </EngineProvider>,
    );
    await until('the empty history', () => text() === '0 saved');

    expectOk(await engine.startShoot('practice 20yd'));
    expectOk(await engine.scoreArrow(9));
    expectOk(await engine.saveShoot());
    await until('the saved shoot', () => text() === '1 saved');
  });

  it('follows the shoot being scored as the engine takes arrows', async () => {
    const { engine } = await realEngine();
    expectOk(await engine.startShoot('national'));
    view.render(
      <EngineProvider engine={engine}>
        <CurrentTotal />
      </EngineProvider>,
    );
    await until('the National at 0', () => text() === 'national 0');
    expectOk(await engine.scoreArrow(9));
    expectOk(await engine.scoreArrow(7));
    await until('the National at 16', () => text() === 'national 16');
  });
});
