import type { SightMarkInput } from '../contract/sightMarkViews.js';
import { makeEvent } from '../events/makeEvent.js';
import { readSightMark } from '../sight-marks/restore.js';
import { accept, refuse, type Decide } from './decision.js';

/** Commands on the archer's sight marks. */

export function saveSightMark(input: SightMarkInput): Decide {
  return (_state, source) => {
    // The same reader as a restore: distance, unit (m or yd) and notches required, defaults filled in.
    const read = readSightMark(input, () => source.newId());
    if (!read.ok) return refuse('invalid-sight-mark', read.error.message);
    return accept(makeEvent('sight-mark-saved', { mark: read.value }, source));
  };
}

export function deleteSightMark(sightMarkId: string): Decide {
  return (state, source) =>
    state.sightMarks.has(sightMarkId)
      ? accept(makeEvent('sight-mark-deleted', { sightMarkId }, source))
      : refuse('no-such-sight-mark', `There is no sight mark ${String(sightMarkId)}`);
}
