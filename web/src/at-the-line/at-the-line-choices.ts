import {
  PRACTICE_SECONDS_MAX,
  PRACTICE_SECONDS_MIN,
  type Details,
} from '../../../shared/shooting-clock/clock-plan.js';

/**
 * The archer's choices for the range (docs/at-the-line.md), one value kept on the phone and carried in
 * backups with the other preferences: a restored phone keeps the screen on, feels the keys and shows the
 * clock as the old one did. A leaf: the device-storage registry declares the key from this shape.
 */
export interface AtTheLineChoices {
  /** Keep the screen on from the first arrow until the round is saved. */
  keepScreenOn: boolean;
  /** A short vibration for every key taken, a longer one for a refused or undone arrow. */
  feelKeys: boolean;
  /** 'device' follows the phone's "increase contrast"; 'more' is high contrast on any phone. */
  contrast: 'device' | 'more';
  /** The shooting clock in the score card's header. */
  clockShown: boolean;
  /** One detail, or AB and CD taking turns. */
  clockDetails: Details;
  /** The archer's own shooting time per end, or null for World Archery's. */
  practiceSeconds: number | null;
  /** Whistles through the speaker with the clock (vibrations follow feelKeys). */
  clockSound: boolean;
}

export const AT_THE_LINE_DEFAULTS: AtTheLineChoices = {
  keepScreenOn: true,
  feelKeys: true,
  contrast: 'device',
  clockShown: true,
  clockDetails: 'single',
  practiceSeconds: null,
  clockSound: true,
};

/** A stored or imported value, each field checked on its own: one damaged field keeps its default only. */
export function parseAtTheLine(value: unknown): AtTheLineChoices | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const given = value as Record<string, unknown>;
  const flag = (key: keyof AtTheLineChoices) =>
    typeof given[key] === 'boolean' ? (given[key] as boolean) : (AT_THE_LINE_DEFAULTS[key] as boolean);
  const practice = given.practiceSeconds;
  return {
    keepScreenOn: flag('keepScreenOn'),
    feelKeys: flag('feelKeys'),
    contrast: given.contrast === 'more' ? 'more' : 'device',
    clockShown: flag('clockShown'),
    clockDetails: given.clockDetails === 'ab-cd' ? 'ab-cd' : 'single',
    practiceSeconds:
      typeof practice === 'number' &&
      Number.isInteger(practice) &&
      practice >= PRACTICE_SECONDS_MIN &&
      practice <= PRACTICE_SECONDS_MAX
        ? practice
        : null,
    clockSound: flag('clockSound'),
  };
}

/** A backup's choices replace this phone's: restoring is the archer asking for their old set-up. */
export function withImportedChoices(current: AtTheLineChoices, imported: unknown): AtTheLineChoices {
  return parseAtTheLine(imported) ?? current;
}
