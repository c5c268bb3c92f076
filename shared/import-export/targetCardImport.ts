/**
 * "Add to my history" for a card a scorer signed on a target (docs/scoring-a-target.md). The card is
 * read from its link's text and checked against its seal; a card not as signed is refused in words. The
 * shoot it makes goes through the one import (planImport), so its merge rules apply: the same card added
 * again is a shoot already here (same day, round and score) and adds nothing.
 */
import type { EngineFailureReason } from '../contract/answers.js';
import type { ImportSummary } from '../contract/views.js';
import type { Result } from '../core/result.js';
import type { EventSource } from '../events/makeEvent.js';
import type { HistoryImported } from '../events/eventTypes.js';
import type { HistoryItem } from '../history/historyItem.js';
import { shootStatusForEvent } from '../history/shootStanding.js';
import type { Projections } from '../projections/projections.js';
import { arrowsTotal } from '../scoring/arrowValues.js';
import type { CheckedCard } from '../target-cards/check-card.js';
import { planImport } from './importFile.js';

/** The shoot a card makes, as an import file holds it. */
export function shootOfCard(
  card: CheckedCard,
  findRound: Projections['context']['findRound'],
): Omit<HistoryItem, 'id'> {
  const { card: content } = card.sealed;
  const round = findRound(content.round);
  const scores = content.ends.flat();
  return {
    date: content.date,
    gameType: content.round,
    score: arrowsTotal(scores, round ?? { passes: [] }),
    scores,
    eventStatus: content.eventStatus,
    shootStatus: shootStatusForEvent(content.eventStatus),
    // Witnessed by the scorer while the card is as both signed it; a change after signing is the
    // archer's and the scorer's word no longer.
    witnessed: card.standing === 'signed',
    signed: true,
    complete: round?.maxArrows === null || scores.length === round?.maxArrows,
    userProfile: {
      bowType: content.archer.bowType,
      ageGroup: content.archer.ageGroup,
      gender: content.archer.gender,
    },
    targetCard: card.text,
  };
}

interface CardImportPlan {
  event: HistoryImported | null;
  summary: ImportSummary;
}

export function planCardImport(
  state: Projections,
  card: CheckedCard,
  source: EventSource,
): Result<CardImportPlan, EngineFailureReason> {
  return planImport(state, { history: [shootOfCard(card, state.context.findRound)] }, source, 'target-card');
}
