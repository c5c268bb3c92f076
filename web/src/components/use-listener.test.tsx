// @vitest-environment happy-dom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act } from '../test-support/act.js';
import { mountPerTest } from '../test-support/mount-per-test.js';
import { until } from '../test-support/until.js';
import { useListener } from './use-listener.js';

/** A pop-up of sorts: a tap on the button opens it, Escape closes it and counts the closing. */
function EscapeCounter({ word }: { word: string }) {
  const [open, setOpen] = useState(false);
  const [heard, setHeard] = useState<string[]>([]);
  useListener(
    document,
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      setHeard((before) => [...before, word]);
    },
    open,
  );
  return (
    <button type="button" onClick={() => setOpen(true)}>
      {`${open ? 'open' : 'closed'} ${heard.join(',')}`}
    </button>
  );
}

describe('a listener that follows a state', () => {
  const view = mountPerTest();
  const shown = () => view.host.querySelector('button')!.textContent;
  const escape = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
  /**
   * The render a tap sets off outside act, as in the app: React draws a click's update in a microtask,
   * before any frame or task, so the page is awaited one microtask at a time and never past a task.
   */
  const renderedWithoutATask = async (text: string) => {
    for (let turn = 0; turn < 20 && shown() !== text; turn += 1) await Promise.resolve();
    expect(shown()).toBe(text);
  };

  it('hears a key pressed the moment the render that turns it on is done, before any paint', async () => {
    view.render(<EscapeCounter word="first" />);
    view.host.querySelector('button')!.click();
    await renderedWithoutATask('open ');
    escape();
    await until('the Escape heard', () => shown() === 'closed first');
  });

  it('is not there while off, and calls the newest listener once on again', () => {
    view.render(<EscapeCounter word="first" />);
    act(() => escape());
    expect(shown()).toBe('closed ');
    view.render(<EscapeCounter word="second" />);
    act(() => view.host.querySelector('button')!.click());
    act(() => escape());
    act(() => escape());
    expect(shown()).toBe('closed second');
  });
});
