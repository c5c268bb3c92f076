/**
 * Which of a saved shoot's plotted arrows the analysis shows: the whole round, one distance or one end.
 * Only picks out what the worker's analysis already holds; every figure comes from it.
 */
import { distanceLabel } from '../../../../../shared/scoring/ends.js';
import type { GroupStatistics } from '../../../../../shared/target-face/groupStatistics.js';
import type { ShootAnalysis } from '../../../../../shared/target-face/shootAnalysis.js';
import type { TargetFace } from '../../../../../shared/target-face/targetFace.js';
import type { PlotArrow } from '../../../target-face/FacePlot.js';

export type PlotChoice =
  | { kind: 'whole' }
  | { kind: 'distance'; distanceIndex: number }
  | { kind: 'end'; distanceIndex: number; end: number };

export interface PlotOption {
  /** The select's value. */
  value: string;
  label: string;
  choice: PlotChoice;
}

/** The choices there are: the whole round, each distance with plotted arrows, each end with some. */
export function plotOptions(analysis: ShootAnalysis): PlotOption[] {
  const options: PlotOption[] = [];
  const plotted = analysis.distances.filter((d) => d.arrows.length > 0);
  if (plotted.length > 1) options.push({ value: 'whole', label: 'Whole round', choice: { kind: 'whole' } });
  for (const d of plotted) {
    const where = d.distance ? distanceLabel(d.distance) : 'No distance';
    options.push({
      value: `d${d.distanceIndex}`,
      label: plotted.length > 1 ? `${where} (all ends)` : `All ends (${where})`,
      choice: { kind: 'distance', distanceIndex: d.distanceIndex },
    });
  }
  for (const d of plotted) {
    const where = d.distance ? ` at ${distanceLabel(d.distance)}` : '';
    for (const entry of d.ends.ends) {
      if (entry.group === null) continue;
      options.push({
        value: `e${entry.end}`,
        label: `End ${entry.end}${where}`,
        choice: { kind: 'end', distanceIndex: d.distanceIndex, end: entry.end },
      });
    }
  }
  return options;
}

export interface PlotPicture {
  face: TargetFace;
  arrows: PlotArrow[];
  /** The group drawn and described: fliers left out for a distance or the round; all of an end. */
  group: GroupStatistics | null;
  /** The whole-round group when the choice is the whole round, with every arrow (fliers in). */
  all: GroupStatistics | null;
}

/** The face, arrows and group for a choice, or null when the choice has no plotted arrows or face. */
export function plotPicture(analysis: ShootAnalysis, choice: PlotChoice): PlotPicture | null {
  switch (choice.kind) {
    case 'whole': {
      const plotted = analysis.distances.filter((d) => d.arrows.length > 0);
      const face = plotted.find((d) => d.face !== null)?.face ?? null;
      if (face === null || analysis.whole === null) return null;
      // The whole round's fliers are indices into every distance's arrows taken in order.
      const fliers = new Set(analysis.whole.fliers);
      const arrows = plotted
        .flatMap((d) => d.arrows)
        .map((arrow, i) => ({ index: arrow.index, onSpot: arrow.onSpot, flier: fliers.has(i) }));
      return { face, arrows, group: analysis.whole.grouped, all: analysis.whole.all };
    }
    case 'distance': {
      const d = analysis.distances.find((entry) => entry.distanceIndex === choice.distanceIndex);
      if (d === undefined || d.face === null || d.group === null) return null;
      const fliers = new Set(d.fliers);
      const arrows = d.arrows.map((arrow) => ({
        index: arrow.index,
        onSpot: arrow.onSpot,
        flier: fliers.has(arrow.index),
      }));
      return { face: d.face, arrows, group: d.group.grouped, all: d.group.all };
    }
    case 'end': {
      const d = analysis.distances.find((entry) => entry.distanceIndex === choice.distanceIndex);
      const group = d?.ends.ends.find((entry) => entry.end === choice.end)?.group ?? null;
      if (d === undefined || d.face === null || group === null) return null;
      const arrows = d.arrows
        .filter((arrow) => arrow.endNumber === choice.end)
        .map((arrow) => ({ index: arrow.index, onSpot: arrow.onSpot, flier: false }));
      return { face: d.face, arrows, group, all: group };
    }
  }
}

/** The distance a choice belongs to (for sight advice and comparing shoots); null for the whole round. */
export function choiceDistanceIndex(choice: PlotChoice): number | null {
  return choice.kind === 'whole' ? null : choice.distanceIndex;
}
