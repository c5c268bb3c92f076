import { describe, expect, it } from 'vitest';
import { expectOk, testDevice } from '../test/fixtures/testDevice.js';

/** Changing round mid-shoot, through the engine's contract, on a real (fake-indexeddb) IndexedDB. */
describe('a different round chosen mid-shoot', () => {
  it('keeps the arrows when they fit the new round, and after a reload', async () => {
    const device = testDevice();
    const engine = device.open();
    await engine.whenReady();
    expectOk(await engine.startShoot('national'));
    for (let i = 0; i < 12; i++) expectOk(await engine.scoreArrow(i % 2 ? 9 : 7));
    // A Western opens with the same four dozen at 60 yd on a 122 cm face.
    expectOk(await engine.startShoot('western'));
    const changed = expectOk(await engine.currentShoot());
    expect(changed).toMatchObject({ roundName: 'western', runningTotal: 96 });
    expect(changed.arrows).toHaveLength(12);

    const reopened = device.open();
    await reopened.whenReady();
    expect(expectOk(await reopened.currentShoot())).toMatchObject({ roundName: 'western', runningTotal: 96 });
  });

  it('refuses a round the arrows do not fit, saying why, and changes nothing', async () => {
    const engine = testDevice().open();
    await engine.whenReady();
    expectOk(await engine.startShoot('national'));
    for (let i = 0; i < 3; i++) expectOk(await engine.scoreArrow(9));
    expect(await engine.startShoot('york')).toMatchObject({
      ok: false,
      error: {
        reason: 'round-does-not-fit',
        message: 'Arrow 1 was shot at 60 yd on a 122 cm face; a york shoots it at 100 yd on a 122 cm face',
      },
    });
    // The round being scored is not a change at all.
    expect(await engine.startShoot('national')).toMatchObject({
      ok: false,
      error: { reason: 'shoot-in-progress' },
    });
    expect(expectOk(await engine.currentShoot())).toMatchObject({ roundName: 'national', runningTotal: 27 });
  });
});
