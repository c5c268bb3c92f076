// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { AT_THE_LINE_DEFAULTS } from './at-the-line-choices.js';
import { changeAtTheLine } from './choices-store.js';
import { contrastIsMore, followContrast } from './contrast.js';

/** The phone's "increase contrast" switch, flipped by hand. */
function phoneSwitch(matches: boolean) {
  const listeners: Array<() => void> = [];
  return {
    matches,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    flip(to: boolean) {
      this.matches = to;
      for (const listener of listeners) listener();
    },
  };
}

describe('high contrast on <html>', () => {
  beforeEach(() => changeAtTheLine(AT_THE_LINE_DEFAULTS));

  it('is on with Always whatever the phone says, and follows the phone with As the phone', () => {
    expect(contrastIsMore('more', false)).toBe(true);
    expect(contrastIsMore('device', true)).toBe(true);
    expect(contrastIsMore('device', false)).toBe(false);
  });

  it('follows the setting and the phone after the first paint', () => {
    const root = document.createElement('html');
    const phone = phoneSwitch(false);
    followContrast(root, phone as unknown as MediaQueryList);
    expect(root.hasAttribute('data-contrast')).toBe(false);
    phone.flip(true);
    expect(root.getAttribute('data-contrast')).toBe('more');
    phone.flip(false);
    expect(root.hasAttribute('data-contrast')).toBe(false);
    changeAtTheLine({ contrast: 'more' });
    expect(root.getAttribute('data-contrast')).toBe('more');
    changeAtTheLine({ contrast: 'device' });
    expect(root.hasAttribute('data-contrast')).toBe(false);
  });
});
