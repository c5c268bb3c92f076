import { TargetList } from '../../what-i-need/TargetList.js';
import { useWhatINeed } from '../../what-i-need/use-what-i-need.js';
import { roundTitle } from './round-title.js';

/** Under the highlighted round: the score each target takes on it, as the worker works them out. */
export function RoundTargets({ roundName }: { roundName: string }) {
  const state = useWhatINeed(roundName);
  if (state.state !== 'ready') return null;
  const { value: view } = state;
  return <TargetList view={view} where="round-line" label={`What I need on ${roundTitle(view.roundName)}`} />;
}
