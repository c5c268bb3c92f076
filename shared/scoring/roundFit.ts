import type { Pass, Round } from '../rounds/round.js';

/**
 * Whether the arrows already shot on one round can carry over to another, so the archer can change
 * round mid-shoot (they picked the wrong one, or the day turned out shorter). They carry over when the
 * other round shoots each of them the same way (same distance, same face size, same scoring) and holds
 * at least as many arrows. Anything else would put arrows on a face they were never shot at.
 */
export type RoundFit =
  | { fits: true }
  | { fits: false; reason: 'too-many-arrows'; arrowsShot: number; maxArrows: number }
  | { fits: false; reason: 'shot-differently'; arrowNumber: number; shotAt: Pass; wouldBeAt: Pass };

/** The pass each of the first `count` arrows of a round is shot in, in shot order. */
function passesOfArrows(round: Pick<Round, 'passes'>, count: number): Pass[] {
  const passes: Pass[] = [];
  for (const pass of round.passes) {
    for (let a = 0; a < pass.arrows && passes.length < count; a++) passes.push(pass);
    if (passes.length >= count) break;
  }
  return passes;
}

function sameWay(a: Pass, b: Pass): boolean {
  return a.distance === b.distance && a.unit === b.unit && a.faceCm === b.faceCm && a.scoring === b.scoring;
}

export function roundFit(
  arrowsShot: number,
  from: Pick<Round, 'passes'>,
  to: Pick<Round, 'passes' | 'maxArrows'>,
): RoundFit {
  if (to.maxArrows !== null && arrowsShot > to.maxArrows) {
    return { fits: false, reason: 'too-many-arrows', arrowsShot, maxArrows: to.maxArrows };
  }
  const shot = passesOfArrows(from, arrowsShot);
  const would = passesOfArrows(to, arrowsShot);
  if (would.length < shot.length) {
    return { fits: false, reason: 'too-many-arrows', arrowsShot, maxArrows: would.length };
  }
  for (let i = 0; i < shot.length; i++) {
    const shotAt = shot[i]!;
    const wouldBeAt = would[i]!;
    if (!sameWay(shotAt, wouldBeAt)) {
      return { fits: false, reason: 'shot-differently', arrowNumber: i + 1, shotAt, wouldBeAt };
    }
  }
  return { fits: true };
}

/** Why a round does not fit, in the archer's words. */
export function roundFitMessage(fit: RoundFit, roundName: string): string {
  if (fit.fits) return '';
  if (fit.reason === 'too-many-arrows') {
    return `${fit.arrowsShot} arrows are shot, and a ${roundName} has only ${fit.maxArrows}`;
  }
  const at = (pass: Pass) => `${pass.distance} ${pass.unit} on a ${pass.faceCm} cm face`;
  const where =
    at(fit.shotAt) === at(fit.wouldBeAt) ? `${at(fit.wouldBeAt)}, scored differently` : at(fit.wouldBeAt);
  return `Arrow ${fit.arrowNumber} was shot at ${at(fit.shotAt)}; a ${roundName} shoots it at ${where}`;
}
