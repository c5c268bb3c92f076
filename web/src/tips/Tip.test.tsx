// @vitest-environment happy-dom
import { act } from '../test-support/act.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { mountPerTest } from '../test-support/mount-per-test.js';
import { preferencesForBackup, restorePreferencesFromBackup } from '../device-storage/backed-up.js';
import { tipsSetting } from '../device-storage/registry.js';
import { AT_THE_LINE_DEFAULTS } from '../at-the-line/at-the-line-choices.js';
import { Tip } from './Tip.js';
import { resetTips } from './tips.js';

const TIPS_STORAGE_KEY = tipsSetting.key;

describe('a tip', () => {
  const root = mountPerTest();

  beforeEach(() => {
    act(() => resetTips());
  });

  const twoTips = (
    <>
      <Tip id="history" title="Your shoots">
        <p>Tap a shoot to see it.</p>
      </Tip>
      <Tip id="print" title="A paper copy">
        <p>Print it.</p>
      </Tip>
    </>
  );
  const notes = () =>
    [...root.host.querySelectorAll('[role=note]')].map((note) => note.getAttribute('data-tip'));
  const gotIt = (tip: string) => root.host.querySelector<HTMLButtonElement>(`[data-tip=${tip}] button`)!;

  it('is a note named by its title, with a Got it button', () => {
    root.render(twoTips);
    const note = root.host.querySelector('[data-tip=history]')!;
    const title = document.getElementById(note.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe('Your shoots');
    expect(note.textContent).toContain('Tap a shoot to see it.');
    expect(gotIt('history').textContent).toBe('Got it');
  });

  it('hides once dismissed, stays hidden on the next visit, and shows again after a reset', () => {
    root.render(twoTips);
    expect(notes()).toEqual(['history', 'print']);
    act(() => gotIt('history').click());
    expect(notes()).toEqual(['print']);
    expect(JSON.parse(localStorage.getItem(TIPS_STORAGE_KEY)!)).toMatchObject({
      history: true,
      print: false,
    });

    act(() => resetTips());
    expect(notes()).toEqual(['history', 'print']);
    expect(JSON.parse(localStorage.getItem(TIPS_STORAGE_KEY)!)).toMatchObject({ history: false });
  });

  it('goes into a backup as dismissed, and a restored backup hides it', () => {
    root.render(twoTips);
    act(() => gotIt('print').click());
    const preferences = preferencesForBackup();
    expect(preferences).toEqual({
      tips: { print: true, history: false, roundSelection: false, scoreCardTutorial: false },
      atTheLine: AT_THE_LINE_DEFAULTS,
    });

    act(() => resetTips());
    expect(notes()).toEqual(['history', 'print']);
    act(() => restorePreferencesFromBackup(preferences));
    expect(notes()).toEqual(['history']);
  });
});
