// @vitest-environment happy-dom
import { act } from '../../test-support/act.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackupSummary } from '../../../../shared/backups/types.js';
import { backupOf, expectOk, testDevice } from '../../../../test/fixtures/testDevice.js';
import { ToastProvider } from '../../components/toasts.js';
import { EngineProvider } from '../../engine/engine-context.js';
import { mountPerTest } from '../../test-support/mount-per-test.js';
import { realEngine } from '../../test-support/real-engine.js';
import { until } from '../../test-support/until.js';
import { RestoreFromCloud } from './RestoreFromCloud.js';

/**
 * Bringing in another phone's backup by its recovery code, on a real engine: the server's two answers
 * (the backups found, the backup downloaded) are stubbed at fetch; what is combined is the engine's.
 */

const CODE = 'ABCD-EFGH-JKMN-PQRS-TUVW';
const KEY = 'backup-of-phone-a';

function summary(historyCount: number): BackupSummary {
  return {
    key: KEY,
    timestamp: '2025-06-14T09:00:00.000Z',
    createdAt: '2025-06-14T09:00:00.000Z',
    userName: 'Alex Archer',
    historyCount,
    notesCount: 0,
    sightMarksCount: 0,
    sizeBytes: 2_000,
    phone: 'phone-a',
    heldBy: 'device',
  };
}

/** The server as fetch sees it: the backup found by the code, and its data, or a failed download. */
function serve(data: unknown, download: 'ok' | 'fails') {
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.startsWith('/api/backups/find-backups?identifier='))
        return answer(200, { success: true, backups: [summary(1)] });
      if (url === `/api/backups/backup/${KEY}`)
        return download === 'ok'
          ? answer(200, { success: true, backup: summary(1), data })
          : answer(503, { error: 'Service unavailable' });
      return answer(404, { error: 'Not found' });
    }),
  );
}

/** Types into a React-controlled input as a person would: the value, then the input event. */
function typeInto(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('combining a backup found by its recovery code', () => {
  const view = mountPerTest();
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  const button = (label: string) =>
    [...view.host.querySelectorAll<HTMLButtonElement>('button')].find((found) => found.textContent === label);
  const card = () => view.host.querySelector('.backup-card');

  /** Phone A's backup, holding one shoot, on the server; the Restore card on phone B with it found. */
  async function foundOnPhoneB(download: 'ok' | 'fails') {
    const phoneA = testDevice().open();
    expectOk(await phoneA.startShoot('practice 20yd'));
    expectOk(await phoneA.scoreArrow(9));
    expectOk(await phoneA.saveShoot());
    const backup = await backupOf(phoneA);
    await phoneA.close();
    serve(backup, download);

    const { engine } = await realEngine();
    view.render(
      <EngineProvider engine={engine}>
        <ToastProvider>
          <RestoreFromCloud />
        </ToastProvider>
      </EngineProvider>,
    );
    typeInto(view.host.querySelector<HTMLInputElement>('input[type="text"]')!, CODE);
    act(() => button('Find backup')!.click());
    await until('the backup found', () => button('Combine with this device') !== undefined);
    return engine;
  }

  it('says the backup is combined in place of its Combine button, which offers no second combine', async () => {
    const engine = await foundOnPhoneB('ok');
    act(() => button('Combine with this device')!.click());
    await until('the combine to finish', () =>
      (card()?.textContent ?? '').includes('Combined with this device.'),
    );

    expect(button('Combine with this device')).toBeUndefined();
    expect(button('Combining…')).toBeUndefined();
    expect(card()!.querySelector('[role="status"]')!.textContent).toBe('Combined with this device.');
    // Replacing this device's data with the backup is still a choice of its own.
    expect(button("Replace this device's data")?.disabled).toBe(false);
    expect(expectOk(await engine.history())).toHaveLength(1);
    expect(document.body.textContent).toContain(
      'Combined successfully! Added 1 shooting records and 0 sight marks.',
    );
  });

  it('offers Combine again after a combine that failed, having changed nothing', async () => {
    const engine = await foundOnPhoneB('fails');
    act(() => button('Combine with this device')!.click());
    await until('the failure told', () =>
      (document.body.textContent ?? '').includes('Error combining data: HTTP error! status: 503'),
    );
    await until('Combine offered again', () => button('Combine with this device')?.disabled === false);
    expect(card()!.textContent).not.toContain('Combined with this device.');
    expect(expectOk(await engine.history())).toEqual([]);
  });
});
