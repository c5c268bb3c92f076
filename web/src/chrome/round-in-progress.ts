import { createStore } from '../device-storage/store.js';
import { useStore } from '../device-storage/use-store.js';

/**
 * Whether the archer is part-way through a round: between the first and the last arrow the bottom
 * navigation gives way to a small menu control, so the score card's keys own the bottom of the screen.
 * The score card says when; the navigation listens.
 */
export type RoundState = 'between-rounds' | 'in-progress';

const state = createStore<RoundState>('between-rounds');

export function setRoundState(next: RoundState): void {
  state.set(next);
}

export function useRoundState(): RoundState {
  return useStore(state);
}
