// @vitest-environment happy-dom
import { act } from '../../test-support/act.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { mountPerTest } from '../../test-support/mount-per-test.js';
import { AT_THE_LINE_DEFAULTS } from '../../at-the-line/at-the-line-choices.js';
import { atTheLineChoices, changeAtTheLine } from '../../at-the-line/choices-store.js';
import { preferencesForBackup, restorePreferencesFromBackup } from '../../device-storage/backed-up.js';
import { atTheLineSetting } from '../../device-storage/registry.js';
import { AtTheLineSettings } from './AtTheLineSettings.js';

/** Types into a React-controlled input as a person would: the value, then the input event. */
function typeInto(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const stored = () => JSON.parse(localStorage.getItem(atTheLineSetting.key) ?? 'null') as unknown;

describe('the settings at the line, on Profile', () => {
  const view = mountPerTest();

  beforeEach(() => {
    act(() => changeAtTheLine(AT_THE_LINE_DEFAULTS));
  });

  const checkbox = (label: string) =>
    [...view.host.querySelectorAll('label')]
      .find((each) => each.textContent === label)!
      .querySelector('input')!;
  const practice = () => view.host.querySelector<HTMLInputElement>('input[inputmode=numeric]')!;

  it('shows each choice with its sentence, and keeps a change on the phone at once', () => {
    view.render(<AtTheLineSettings />);
    for (const label of ['Keep the screen on', 'Keys you can feel', 'Shooting clock', 'Clock whistles']) {
      const box = checkbox(label);
      expect(box.checked).toBe(true);
      const sentence = document.getElementById(box.getAttribute('aria-describedby')!);
      expect(sentence?.textContent?.length).toBeGreaterThan(20);
    }
    act(() => checkbox('Keep the screen on').click());
    expect(atTheLineChoices().keepScreenOn).toBe(false);
    expect(stored()).toMatchObject({ keepScreenOn: false, feelKeys: true });

    act(() => checkbox('Always').click());
    act(() => checkbox('AB / CD').click());
    expect(stored()).toMatchObject({ contrast: 'more', clockDetails: 'ab-cd' });
  });

  it('takes a practice length in range, says what is wrong with one out of it, and blank is World Archery', () => {
    view.render(<AtTheLineSettings />);
    expect(practice().value).toBe('');
    typeInto(practice(), '20');
    expect(atTheLineChoices().practiceSeconds).toBe(20);
    typeInto(practice(), '5');
    expect(practice().getAttribute('aria-invalid')).toBe('true');
    expect(view.host.querySelector('.profile-field-error')?.textContent).toContain('20 to 600');
    expect(atTheLineChoices().practiceSeconds).toBe(20);
    typeInto(practice(), '');
    expect(atTheLineChoices().practiceSeconds).toBeNull();
  });

  it('goes into a backup with the other preferences, and a restore brings it back', () => {
    view.render(<AtTheLineSettings />);
    act(() => checkbox('Keys you can feel').click());
    const preferences = preferencesForBackup();
    expect(preferences['atTheLine']).toMatchObject({ feelKeys: false });

    act(() => changeAtTheLine(AT_THE_LINE_DEFAULTS));
    expect(checkbox('Keys you can feel').checked).toBe(true);
    act(() => restorePreferencesFromBackup(preferences));
    expect(checkbox('Keys you can feel').checked).toBe(false);
    // A damaged field in a backup keeps its default; the rest still comes back.
    act(() => restorePreferencesFromBackup({ atTheLine: { feelKeys: 'yes', clockSound: false } }));
    expect(atTheLineChoices()).toMatchObject({ feelKeys: true, clockSound: false });
  });
});
