import type { ArrowValue, Round } from '../rounds/round.js';
import { splitIntoEnds, type EndSlice } from './ends.js';

/**
 * How a field round's sheet is laid out, target by target, for every sheet that writes one (the portrait
 * and landscape score card, and through the portrait rows the PDF). The round's passes group its targets
 * by face and distance for the handicap model, but a course is shot in its own order and every target is
 * scored 6 to 1 alike, so the sheet follows the course: targets numbered 1 to 24 and a subtotal per unit.
 */

/** Targets in a field unit: a course is walked in units of 12, and its scoresheet totals each unit. */
const TARGETS_PER_UNIT = 12;

/** One unit of a course as shot so far: its heading, its arrows, and its targets numbered along the course. */
export interface FieldUnit {
  unitIndex: number;
  /** "Targets 1–12", "Targets 13–24". */
  label: string;
  arrows: ArrowValue[];
  targets: EndSlice[];
}

/** Units in the whole round: a 24-target round has two, so its sheet totals each and then the whole. */
export function fieldUnitsInRound(round: Pick<Round, 'maxArrows'>, endSize: number): number {
  return Math.ceil((round.maxArrows ?? 0) / endSize / TARGETS_PER_UNIT);
}

/** Cuts a field round's arrows (in shot order) into units of 12 targets of `endSize` arrows. */
export function fieldUnits(
  arrows: readonly ArrowValue[],
  round: Pick<Round, 'maxArrows'>,
  endSize: number,
): FieldUnit[] {
  const units: FieldUnit[] = [];
  const perUnit = TARGETS_PER_UNIT * endSize;
  // The header names the unit's targets as the round lays them out; arrows past its end stay listed.
  const targetsInRound = Math.ceil((round.maxArrows ?? arrows.length) / endSize);
  for (let start = 0, unitIndex = 0; start < arrows.length; start += perUnit, unitIndex++) {
    const unitArrows = arrows.slice(start, start + perUnit);
    const first = unitIndex * TARGETS_PER_UNIT + 1;
    const last = Math.max(first, Math.min(first + TARGETS_PER_UNIT - 1, targetsInRound));
    units.push({
      unitIndex,
      label: `Targets ${first}–${last}`,
      arrows: unitArrows,
      targets: splitIntoEnds(unitArrows, endSize).map((target, index) => ({
        endNumber: first + index,
        firstArrowIndex: start + index * endSize,
        arrows: target,
        slots: endSize,
      })),
    });
  }
  return units;
}
