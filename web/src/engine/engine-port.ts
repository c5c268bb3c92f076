import * as Comlink from 'comlink';
import type { ArcheryEngine, EngineChangeListener } from '../../../shared/contract/engine.js';
import { isEngineChangesMessage } from '../../../shared/contract/changeMessage.js';
import type { PageEngine } from './supervised-engine.js';

/**
 * The engine on one port as the page holds it: Comlink's client for every call, and `subscribe` heard
 * on that same port (worker/pagePort.ts posts each change batch there after the answers). Nothing is
 * asked of the worker to subscribe: it tells its page every batch, and the listeners here share them.
 * One port carries both, so answers and batches reach the page in the order the worker sent them.
 */
export function engineOn(port: Comlink.Endpoint): PageEngine {
  const remote = Comlink.wrap<ArcheryEngine>(port);
  const listeners = new Map<number, EngineChangeListener>();
  let lastId = 0;
  port.addEventListener('message', (event) => {
    const { data } = event as MessageEvent<unknown>;
    if (!isEngineChangesMessage(data)) return;
    for (const listener of [...listeners.values()]) listener(data.batch);
  });
  const subscribe = (listener: EngineChangeListener) => {
    listeners.set(++lastId, listener);
    return Promise.resolve(lastId);
  };
  const unsubscribe = (id: number) => {
    listeners.delete(id);
    return Promise.resolve();
  };
  return new Proxy(remote, {
    get(target, name, receiver) {
      if (name === 'subscribe') return subscribe;
      if (name === 'unsubscribe') return unsubscribe;
      return Reflect.get(target, name, receiver) as unknown;
    },
  });
}
