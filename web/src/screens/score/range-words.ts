import type { CurrentShootView } from '../../../../shared/contract/scoreCardViews.js';
import { endWords } from '../../../../shared/rounds/endWord.js';
import type { KeypadMode } from './score-card-snapshot.js';

// The card's words that change with an arrow, apart from React: the card draws them (RangeHeader.tsx,
// ScoreScreen.tsx), and so does the keypad drawn before React has loaded (first-frame/early-card.ts).

/** One line of pace: short enough never to wrap, so the header keeps its height. */
export function paceText(shoot: CurrentShootView): string {
  const { estimate } = shoot;
  if (shoot.arrows.length === 0) return 'First arrow starts the round';
  if (estimate.remainingArrows === 0) return 'All arrows shot';
  if (estimate.paceScore === null) return `${shoot.arrows.length} arrows shot`;
  const on = estimate.onTrackClassification ? ` · ${estimate.onTrackClassification.name}` : '';
  return `On pace for ${estimate.paceScore}${on}`;
}

/** What the keys do now, said above them. `pending`: digits typed on a keyboard, not yet an arrow. */
export function keypadLabel(shoot: CurrentShootView, keypad: KeypadMode, pending: string): string {
  if (pending !== '') return `Typed ${pending}…`;
  if (keypad.mode === 'correcting')
    return `Correcting arrow ${keypad.index + 1} (was ${shoot.arrows[keypad.index]}): tap its score`;
  if (shoot.isComplete) return 'Round complete: tap Save';
  return `${endWords(shoot.round.discipline).title} ${shoot.currentEndNumber}: next arrow`;
}
