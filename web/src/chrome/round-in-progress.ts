import { useSyncExternalStore } from 'react';

/**
 * Whether the archer is part-way through a round: between the first and the last arrow the bottom
 * navigation gives way to a small menu control, so the score card's keys own the bottom of the screen.
 * The score card says when; the navigation listens.
 */
export type RoundState = 'between-rounds' | 'in-progress';

let state: RoundState = 'between-rounds';
const listeners = new Set<() => void>();

export function setRoundState(next: RoundState): void {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRoundState(): RoundState {
  return useSyncExternalStore(subscribe, () => state);
}
