// @vitest-environment happy-dom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mountPerTest } from '../test-support/mount-per-test.js';
import { until } from '../test-support/until.js';
import { useAfterPaint } from './use-after-paint.js';

/** Draws a count now and as the last paint showed it; a tap adds one. */
function Counter() {
  const [count, setCount] = useState(1);
  const painted = useAfterPaint(count);
  return (
    <button type="button" onClick={() => setCount((before) => before + 1)}>
      {`${count} ${painted}`}
    </button>
  );
}

describe('a value drawn one frame later', () => {
  const view = mountPerTest();
  const shown = () => view.host.querySelector('button')!.textContent;
  const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

  it('has the value on the first render, with no frame of an older one', () => {
    view.render(<Counter />);
    expect(shown()).toBe('1 1');
  });

  it('keeps the painted value through the change’s own frame, then follows it', async () => {
    view.render(<Counter />);
    // Outside act, so the timing is the app's: the tap's render at once, the painted value a frame later.
    view.host.querySelector('button')!.click();
    await nextFrame();
    expect(shown()).toBe('2 1');
    await until('the painted value to follow', () => shown() === '2 2');
    view.host.querySelector('button')!.click();
    view.host.querySelector('button')!.click();
    await until('the newest of two taps to be followed', () => shown() === '4 4');
  });
});
