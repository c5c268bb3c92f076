import * as Comlink from 'comlink';
import { onTestFinished } from 'vitest';
import { exposeToPage } from '../../../worker/pagePort.js';
import { testDevice, type TestDevice } from '../../../test/fixtures/testDevice.js';
import type { PageEngine } from '../engine/engine-client.js';
import { engineOn } from '../engine/engine-port.js';

/**
 * The worker's own engine (worker/engine.ts over fake-indexeddb, test/fixtures/testDevice.ts), run in
 * the test's process and reached the way the page reaches the real worker: exposed on one end of a
 * MessageChannel as worker/main.ts exposes it on the worker's port (worker/pagePort.ts), held at the
 * other as engine-client.ts holds the worker (engine-port.ts), so every answer is structured-cloned and
 * every change batch follows the answers on the same port, exactly as in the browser. No answer is
 * written by hand: what a screen shows is what the engine said.
 *
 * Hand `engine` to `<EngineProvider engine={…}>` (web/src/engine/engine-context.tsx); the screen's hub
 * then follows this engine's writes. Closed when the test finishes.
 */
export interface RealEngine {
  readonly engine: PageEngine;
  /**
   * The name of every engine call that reached the worker's side, in order: the messages a screen
   * sends, counted where the worker would receive them.
   */
  readonly calls: string[];
  /** The device under it: open it again for a reload, or move its clock on. */
  readonly device: TestDevice;
}

export async function realEngine(device: TestDevice = testDevice()): Promise<RealEngine> {
  const inWorker = device.open();
  const calls: string[] = [];
  const counted = new Proxy(inWorker, {
    get(target, name, receiver) {
      const member: unknown = Reflect.get(target, name, receiver);
      if (typeof member !== 'function' || typeof name !== 'string') return member;
      return (...args: unknown[]) => {
        calls.push(name);
        return (member as (...given: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  const { port1, port2 } = new MessageChannel();
  exposeToPage(counted, port1);
  // The worker's own subscription to its change bus is not a message from the page.
  calls.length = 0;
  const engine = engineOn(port2);
  onTestFinished(async () => {
    engine[Comlink.releaseProxy]();
    port1.close();
    port2.close();
    await inWorker.close();
  });
  await engine.whenReady();
  return { engine, device, calls };
}
