import { describe, expect, it } from 'vitest';
import { loadableFrom } from './loadable.js';

describe('a screen state from the worker’s answer', () => {
  it('shows the answer when the worker gives one', () => {
    expect(loadableFrom({ ok: true, value: [1, 2] })).toEqual({ state: 'ready', value: [1, 2] });
  });

  it('says why when the worker refuses', () => {
    expect(
      loadableFrom({ ok: false, error: { reason: 'storage-failed', message: 'Storage is full' } }),
    ).toEqual({ state: 'failed', message: 'Storage is full' });
  });
});
