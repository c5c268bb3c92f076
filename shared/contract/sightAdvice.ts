// Contract types the worker answers with (worked out in shared/views/sightAdviceView.ts); kept in
// contract/ so the contract never imports the views.
import type { DistanceUnit } from '../rounds/round.js';
import type { LearnedMarkScale } from '../sight-marks/markScale.js';
import type { SightAdvice } from '../target-face/sightAdvice.js';

/** What the archer asks: advice from one distance of a saved shoot, in their own units. */
export interface SightAdviceRequest {
  historyId: number;
  /** 0-based distance of the shoot (as in plottedShoot). */
  distanceIndex: number;
  units:
    | { kind: 'millimetres'; sightRadiusMm: number; higherMarkMovesSight: 'up' | 'down' | null }
    /** Their own marks: the scale is learned from their sight marks with these notches (any if null). */
    | { kind: 'marks'; notches: number | null; sightRadiusMm: number | null };
  /** The mark the group was shot with; by default the recorded mark for the distance, if there is one. */
  currentMark?: number | null;
}

export interface SightAdviceView {
  distance: { distance: number; unit: DistanceUnit };
  advice: SightAdvice;
  /** The scale learned from the sight marks (marks units), or null in millimetres. */
  markScale: LearnedMarkScale | null;
  /** The mark the advice started from (given, or the recorded one), or null. */
  currentMark: number | null;
}
