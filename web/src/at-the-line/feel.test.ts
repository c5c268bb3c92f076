import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AT_THE_LINE_DEFAULTS } from './at-the-line-choices.js';
import { changeAtTheLine } from './choices-store.js';
import {
  ARROW_REFUSED,
  feelArrowRefused,
  feelIfRefused,
  feelKeyTaken,
  feelWhistles,
  KEY_TAKEN,
  whistlePattern,
} from './feel.js';

describe('keys you can feel', () => {
  const vibrate = vi.fn<(pattern: VibratePattern) => boolean>(() => true);
  const phone = { vibrate };

  beforeEach(() => {
    vibrate.mockClear();
    changeAtTheLine(AT_THE_LINE_DEFAULTS);
  });

  it('ticks for a key taken, knocks twice for a refused or undone arrow, and the two differ', () => {
    feelKeyTaken(phone);
    feelArrowRefused(phone);
    feelIfRefused({ ok: true }, phone);
    feelIfRefused({ ok: false }, phone);
    expect(vibrate.mock.calls).toEqual([[KEY_TAKEN], [ARROW_REFUSED], [ARROW_REFUSED]]);
    expect(ARROW_REFUSED).not.toEqual(KEY_TAKEN);
  });

  it('gives the clock whistles as countable pulses, and nothing for the silent warning', () => {
    expect(whistlePattern(2)).toEqual([300, 200, 300, 200]);
    feelWhistles(3, phone);
    feelWhistles(0, phone);
    expect(vibrate.mock.calls).toEqual([[[300, 200, 300, 200, 300, 200]]]);
  });

  it('is still with the setting off, and silent on a phone that cannot vibrate or refuses to', () => {
    changeAtTheLine({ feelKeys: false });
    feelKeyTaken(phone);
    expect(vibrate).not.toHaveBeenCalled();
    changeAtTheLine({ feelKeys: true });
    expect(() => feelKeyTaken({})).not.toThrow();
    expect(() => feelKeyTaken(undefined)).not.toThrow();
    const refusing = {
      vibrate: () => {
        throw new DOMException('no', 'NotAllowedError');
      },
    };
    expect(() => feelArrowRefused(refusing)).not.toThrow();
  });
});
