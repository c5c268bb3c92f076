import { describe, expect, it } from 'vitest';
import { workerStartedLater } from './worker-started-later.js';

/** A stand-in for the browser's Worker that records what reaches it; the endpoint is the code under test. */
class RecordingWorker extends EventTarget {
  posted: unknown[] = [];
  terminated = false;
  terminate() {
    this.terminated = true;
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  answer(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}

function endpointOverARecordingWorker() {
  const started: RecordingWorker[] = [];
  const endpoint = workerStartedLater(() => {
    const worker = new RecordingWorker();
    started.push(worker);
    return worker as unknown as Worker;
  });
  return { endpoint, started };
}

describe('a worker started later', () => {
  it('is not created until asked, and keeps what is posted, in order, for it', () => {
    const { endpoint, started } = endpointOverARecordingWorker();
    endpoint.postMessage({ type: 'layout' });
    endpoint.postMessage({ id: 1 });
    expect(started).toEqual([]);
    expect(endpoint.created).toBe(false);

    endpoint.create();
    expect(started).toHaveLength(1);
    expect(started[0]!.posted).toEqual([{ type: 'layout' }, { id: 1 }]);
    endpoint.postMessage({ id: 2 });
    expect(started[0]!.posted).toEqual([{ type: 'layout' }, { id: 1 }, { id: 2 }]);
  });

  it('hands the worker the listeners added before it existed, but not those taken off', () => {
    const { endpoint, started } = endpointOverARecordingWorker();
    const heard: unknown[] = [];
    const gone: unknown[] = [];
    const hear = (event: Event) => heard.push((event as MessageEvent).data);
    const leave = (event: Event) => gone.push((event as MessageEvent).data);
    endpoint.addEventListener('message', hear);
    endpoint.addEventListener('message', leave);
    endpoint.removeEventListener('message', leave);

    endpoint.create();
    started[0]!.answer('the card');
    expect(heard).toEqual(['the card']);
    expect(gone).toEqual([]);

    endpoint.removeEventListener('message', hear);
    started[0]!.answer('after');
    expect(heard).toEqual(['the card']);
  });

  it('creates one worker however often it is asked', () => {
    const { endpoint, started } = endpointOverARecordingWorker();
    endpoint.create();
    endpoint.create();
    expect(started).toHaveLength(1);
    expect(endpoint.created).toBe(true);
  });

  it('ends a created worker when terminated, and never creates one terminated before it was', () => {
    const created = endpointOverARecordingWorker();
    created.endpoint.create();
    created.endpoint.terminate();
    expect(created.started[0]!.terminated).toBe(true);

    const never = endpointOverARecordingWorker();
    never.endpoint.postMessage('kept');
    never.endpoint.terminate();
    never.endpoint.create();
    expect(never.started).toHaveLength(0);
  });
});
