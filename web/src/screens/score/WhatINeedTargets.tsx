import { HandicapGoalField } from '../../what-i-need/HandicapGoalField.js';
import { TargetList } from '../../what-i-need/TargetList.js';
import { useWhatINeed } from '../../what-i-need/use-what-i-need.js';
import { roundTitle } from '../select-round/round-title.js';

/** Rendered only while the panel is open, so a collapsed panel never asks the worker again on each arrow. */
export function WhatINeedTargets() {
  const state = useWhatINeed(undefined);
  if (state.state === 'loading') return <p className="what-i-need-gap">Working out your targets…</p>;
  if (state.state === 'failed') return <p role="alert">{state.message}</p>;
  return (
    <>
      <TargetList
        view={state.value}
        where="panel"
        label={`What I need on ${roundTitle(state.value.roundName)}`}
      />
      <HandicapGoalField key={String(state.value.handicapGoal)} goal={state.value.handicapGoal} />
    </>
  );
}
