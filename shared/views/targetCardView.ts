import type { TargetCardView } from '../contract/targetCardView.js';
import type { Projections } from '../projections/projections.js';
import { tally } from '../scoring/arrowCounts.js';
import { arrowsTotal } from '../scoring/arrowValues.js';
import { tieBreakColumns } from '../scoring/tieBreaks.js';
import type { CheckedCard } from '../target-cards/check-card.js';
import { sealCode } from '../target-cards/seal.js';
import { ownScoringOf } from './ownScoring.js';

/**
 * A checked card as the archer sees it before adding it: the sheet's ends with their totals, the hits and
 * golds headed as the round's sheet heads them, the seal code, and the shoot that holds it already.
 */
export function targetCardView(state: Projections, checked: CheckedCard): TargetCardView {
  const { card, corrections } = checked.sealed;
  const round = state.context.findRound(card.round);
  // A round the catalogue does not hold still adds up: a ring value is its own worth, X 10 and M 0.
  const scoring = round ?? { passes: [], goldThreshold: 9 };
  let runningTotal = 0;
  const ends = card.ends.map((arrows) => {
    const total = arrowsTotal(arrows, scoring);
    runningTotal += total;
    return { arrows: [...arrows], total, runningTotal };
  });
  const totals = tally(card.ends.flat(), scoring);
  let inHistory: number | null = null;
  for (const shoot of state.history.shoots.values()) {
    if (shoot.item.targetCard === checked.text) inHistory = shoot.item.id;
  }
  return {
    archer: card.archer,
    letter: card.letter,
    targetNumber: card.targetNumber,
    round: card.round,
    roundKnown: round !== undefined,
    date: card.date,
    place: card.place,
    eventStatus: card.eventStatus,
    scorer: card.scorer,
    archerSignature: card.archerSignature,
    scorerSignature: card.scorerSignature,
    sealCode: sealCode(checked.sealed.seal),
    standing: checked.standing,
    corrections,
    ends,
    total: runningTotal,
    columns:
      round === undefined
        ? [{ label: 'Hits', count: totals.hits }]
        : tieBreakColumns(totals, round, card.date),
    inHistory,
    ownScoring: inHistory === null ? ownScoringView(state, card) : null,
    setAsideFor: state.cardsSetAside.get(checked.text) ?? null,
  };
}

function ownScoringView(
  state: Projections,
  card: CheckedCard['sealed']['card'],
): TargetCardView['ownScoring'] {
  const own = ownScoringOf(state, card);
  return own === null
    ? null
    : { historyId: own.item.id, score: own.item.score, differences: own.differences };
}
