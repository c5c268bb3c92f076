/**
 * The colour of each scoring zone as printed on the face (drawing only: scores come from the worker).
 * The rule lives once, in shared/scoring/ringColour.ts, shared with the scoresheet and the TV.
 */
export { faceColour as zoneColour } from '../../../shared/scoring/ringColour.js';
