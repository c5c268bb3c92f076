/**
 * "Add to my history" for a card a scorer signed on a target (docs/scoring-a-target.md). The card is
 * read from its link's text and checked against its seal; a card not as signed is refused in words. The
 * shoot it makes goes through the one import (planImport), so its merge rules apply: the same card added
 * again is a shoot already here (same day, round and score) and adds nothing.
 */
import type { EngineFailureReason } from '../contract/answers.js';
import type { ImportSummary } from '../contract/backupViews.js';
import { fail, ok, type Result } from '../core/result.js';
import { makeEvent, type EventSource } from '../events/makeEvent.js';
import type { DoubleScoringSettled, HistoryImported } from '../events/eventTypes.js';
import { ownScoringOf } from '../views/ownScoring.js';
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

/**
 * The card as a new shoot. When the archer scored the same shoot themselves (double scoring), nothing is
 * added until they choose which card to keep (planDoubleScoring), unless they say the two are different
 * shoots (`alongside`, two of the round on one day).
 */
export function planCardImport(
  state: Projections,
  card: CheckedCard,
  source: EventSource,
  alongside = false,
): Result<CardImportPlan, EngineFailureReason> {
  const own = alongside ? null : ownScoringOf(state, card.sealed.card);
  if (own !== null) {
    const count = own.differences.length;
    return fail(
      'double-scored',
      `You scored this round yourself that day too (${count === 0 ? 'the same arrows' : `${count} ${count === 1 ? 'difference' : 'differences'}`}): choose which card to keep.`,
    );
  }
  return planImport(state, { history: [shootOfCard(card, state.context.findRound)] }, source, 'target-card');
}

/**
 * Double scoring settled: the archer keeps the scorer's card (their own shoot `historyId` becomes the
 * card's shoot, keeping its id and place) or their own (the card is set aside). Only the own scoring
 * the card's page named may be settled, so a choice never reaches another shoot.
 */
export function planDoubleScoring(
  state: Projections,
  card: CheckedCard,
  historyId: number,
  kept: 'scorer' | 'mine',
  source: EventSource,
): Result<DoubleScoringSettled, EngineFailureReason> {
  const own = ownScoringOf(state, card.sealed.card);
  if (own === null || own.item.id !== historyId) {
    return fail('no-such-shoot', 'That shoot is not your own scoring of this card: open the card again.');
  }
  if (kept !== 'scorer' && kept !== 'mine')
    return fail('invalid-import', 'Choose the scorer’s card or your own.');
  const item: HistoryItem | null =
    kept === 'mine'
      ? null
      : {
          ...shootOfCard(card, state.context.findRound),
          id: historyId,
          ...(own.item.location ? { location: own.item.location } : {}),
        };
  return ok(
    makeEvent(
      'double-scoring-settled',
      { historyId, card: card.text, kept, differences: own.differences.length, item },
      source,
    ),
  );
}
