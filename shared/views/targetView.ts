import type { TargetRowView, TargetView } from '../contract/targetContract.js';
import type { Projections } from '../projections/projections.js';
import { keypadFor } from '../rounds/build-round.js';
import type { Round } from '../rounds/round.js';
import { tally } from '../scoring/arrowCounts.js';
import { arrowsTotal } from '../scoring/arrowValues.js';
import { splitIntoEnds } from '../scoring/ends.js';
import { scoringAt } from '../scoring/ringColour.js';
import { tieBreakColumns } from '../scoring/tieBreaks.js';
import type { TargetLetter } from '../target-cards/card.js';
import { cardText } from '../target-cards/card-text.js';
import { correctAfterSigning, sealCard, sealCode } from '../target-cards/seal.js';
import {
  cardOf,
  nextPlace,
  readyToSign,
  roundShape,
  scorerSigning,
  type TargetSheet,
} from '../target-cards/target-sheet.js';

/**
 * The target being scored as the scorer's screens draw it: the sheet's rows (ends, running totals,
 * hits and golds), whose arrow is next and on which face, and each card's signing; a card both have
 * signed is sealed here, so its seal code and link text come with it. Async: the seal is a SHA-256.
 */
export async function targetView(
  state: Projections,
  sheet: TargetSheet,
  rounds: ReadonlyMap<TargetLetter, Round>,
): Promise<TargetView> {
  const { endSize, ends } = roundShape(rounds);
  const place = nextPlace(sheet, rounds);
  const nextIndex = place === null ? null : (sheet.arrows.get(place.letter)?.length ?? 0);
  // The keys are the face of whoever is next; once scoring is over, archer A's.
  const faceRound = rounds.get(place?.letter ?? 'A')!;
  const scoring =
    (nextIndex === null ? null : scoringAt(faceRound, nextIndex)) ?? faceRound.passes[0]!.scoring;
  const rows: TargetRowView[] = [];
  for (const { letter, round: _own, ...archer } of sheet.setup.archers) {
    const round = rounds.get(letter)!;
    const arrows = sheet.arrows.get(letter) ?? [];
    let runningTotal = 0;
    const endViews = splitIntoEnds(arrows, endSize).map((end) => {
      const total = arrowsTotal(end, round);
      runningTotal += total;
      return { arrows: [...end], total, runningTotal };
    });
    const signatures = sheet.signatures.get(letter) ?? { archer: null, scorer: null };
    const card = cardOf(sheet, letter, endSize);
    let sealed = card === null ? null : await sealCard(card);
    // Changes after signing are logged on the card; its seal stays the one both signed.
    for (const correction of sheet.corrections.get(letter) ?? []) {
      if (sealed !== null) sealed = correctAfterSigning(sealed, correction);
    }
    const text = sealed === null ? null : cardText(sealed);
    let inHistory: number | null = null;
    if (text !== null) {
      for (const shoot of state.history.shoots.values())
        if (shoot.item.targetCard === text) inHistory = shoot.item.id;
    }
    rows.push({
      letter,
      archer,
      round: round.name,
      roundIsTargets: round.name === sheet.setup.round,
      roundEnds: Math.ceil((round.maxArrows ?? 0) / endSize),
      keys: keypadFor(
        scoringAt(round, Math.max(0, arrows.length - 1)) ?? round.passes[0]!.scoring,
        round.isOutdoor,
      ),
      ends: endViews,
      arrowsShot: arrows.length,
      total: runningTotal,
      columns: tieBreakColumns(tally(arrows, round), round, sheet.setup.date),
      scorer: scorerSigning(sheet.setup, letter) ?? { letter: null, name: '' },
      archerSignature: signatures.archer,
      scorerSignature: signatures.scorer,
      sealed:
        sealed === null || text === null
          ? null
          : {
              sealCode: sealCode(sealed.seal),
              text,
              ends: sealed.card.ends,
              corrections: sealed.corrections,
            },
      inHistory,
    });
  }
  const last = sheet.written.at(-1);
  const lastSigned =
    last !== undefined &&
    rows.some((row) => row.letter === last && (row.archerSignature || row.scorerSignature));
  return {
    setup: sheet.setup,
    endSize,
    ends,
    next:
      place === null || nextIndex === null
        ? null
        : { end: place.end + 1, letter: place.letter, arrow: nextIndex - place.end * endSize + 1 },
    keys: keypadFor(scoring, faceRound.isOutdoor),
    scoring,
    stage: readyToSign(sheet, rounds) ? 'signing' : 'scoring',
    stopped: sheet.stopped,
    rows,
    canUndo: last !== undefined && !lastSigned,
  };
}
