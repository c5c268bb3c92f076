import { ARROW_CODES } from './arrowFacts.js';

/**
 * The scratch objects replay reuses instead of allocating one per shoot (thousands of shoots are added
 * at start-up). They are the only module-level mutable state in shared/ besides the caches beside this
 * file: each belongs to one function, which fills it and reads it back before returning, so no value
 * outlives a call and nothing asynchronous can see one half-filled.
 */

/** How many arrows of each value one distance had, by `arrowCode`; owned by `summariseArrows`. */
export const valueCounts = new Int32Array(ARROW_CODES);

/** Reads the UTC month of a shoot's date; owned by `shootFacts`. */
export const calendar = new Date(0);
