import type { SightMark } from '../sight-marks/sightMark.js';

/** A sight mark as the form sends it: without an id it is a new mark. */
export type SightMarkInput = Omit<SightMark, 'id' | 'label' | 'priority' | 'vertical'> &
  Partial<Pick<SightMark, 'id' | 'label' | 'priority' | 'vertical'>>;
