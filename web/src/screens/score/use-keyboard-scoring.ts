import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useListener } from '../../components/use-listener.js';
import type { ArrowValue } from '../../../../shared/rounds/round.js';
import { PENDING_DIGIT_MS, pendingArrow, readKey } from './keyboard-entry.js';

interface KeyboardScoring {
  keypad: readonly ArrowValue[];
  /** False while a dialog or form has the keyboard. */
  enabled: boolean;
  onArrow: (value: ArrowValue) => void;
  onUndo: () => void;
}

/** Where typing belongs to a form field, not to the keypad. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Scores from a keyboard by the rule of keyboard-entry.ts; returns the digits still pending (a "1"
 * waiting for a possible "0") so the screen can show them.
 */
export function useKeyboardScoring({ keypad, enabled, onArrow, onUndo }: KeyboardScoring): string {
  const [pending, setPending] = useState('');
  // The digits pending, set where they change (the key handler and the pause below); the state only
  // draws them, so a fast typist's next key never reads a digit already used.
  const pendingNow = useRef('');

  useListener(
    window,
    'keydown',
    (event) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      // Any open dialog (save, discard...) has the keyboard: nothing is scored behind it.
      if (document.querySelector('[aria-modal="true"]')) return;
      const outcome = readKey(pendingNow.current, event.key, keypad);
      if (!outcome.handled) return;
      event.preventDefault();
      pendingNow.current = outcome.pending;
      setPending(outcome.pending);
      outcome.arrows.forEach(onArrow);
      if (outcome.undo) onUndo();
    },
    enabled,
  );

  // A pending "1" becomes a 1 after a short pause, on the keypad and handler of that moment.
  const pauseEnded = useEffectEvent((digits: string) => {
    const arrow = pendingArrow(digits, keypad);
    pendingNow.current = '';
    setPending('');
    if (arrow !== null) onArrow(arrow);
  });
  useEffect(() => {
    if (pending === '') return;
    const timer = setTimeout(() => pauseEnded(pending), PENDING_DIGIT_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  return pending;
}
