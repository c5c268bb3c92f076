import type { TargetContract, TargetView } from '../../shared/contract/targetContract.js';
import type { EngineResult } from '../../shared/contract/answers.js';
import * as target from '../../shared/commands/targetCommands.js';
import type { Projections } from '../../shared/projections/projections.js';
import { unknownGameType } from '../../shared/rounds/catalogue.js';
import { fail, ok } from '../../shared/core/result.js';
import { roundsOnTarget } from '../../shared/target-cards/own-round.js';
import type { TargetSheet } from '../../shared/target-cards/target-sheet.js';
import { targetView } from '../../shared/views/targetView.js';
import type { FeatureContext } from './context.js';

type TakenSheet = {
  state: Projections;
  sheet: TargetSheet;
  rounds: ReturnType<typeof roundsOnTarget>;
} | null;

/** Scoring a target's handlers (shared/contract/targetContract.ts). */
export function targetHandlers({ core }: FeatureContext): TargetContract {
  /**
   * The sheet as it stands, taken from the projections at once (a later write cannot change it under
   * the seal's hashing, which awaits), then drawn with its cards sealed.
   */
  const sheetNow = (state: Projections) => {
    const sheet = state.target;
    return ok(
      sheet === null ? null : { state, sheet, rounds: roundsOnTarget(sheet.setup, state.context.findRound) },
    );
  };
  const draw = async (taken: TakenSheet): Promise<EngineResult<TargetView | null>> => {
    if (taken === null) return ok(null);
    if ('unknown' in taken.rounds) return fail('unknown-game-type', unknownGameType(taken.rounds.unknown));
    return ok(await targetView(taken.state, taken.sheet, taken.rounds.rounds));
  };
  const afterWrite = async (
    written: Promise<EngineResult<TakenSheet>>,
  ): Promise<EngineResult<TargetView>> => {
    const result = await written;
    if (!result.ok) return result;
    const view = await draw(result.value);
    if (!view.ok) return view;
    return view.value === null
      ? fail('no-target', 'No target is being scored on this phone')
      : ok(view.value);
  };
  return {
    target: async () => {
      const taken = await core.read(sheetNow);
      return taken.ok ? draw(taken.value) : taken;
    },
    recentTargetArchers: () =>
      core.read((state) => ok(state.recentTargetArchers.map((each) => ({ ...each })))),
    startTarget: (setup) => afterWrite(core.write(target.startTarget(setup), sheetNow)),
    scoreTargetArrow: (value) => afterWrite(core.write(target.scoreTargetArrow(value), sheetNow)),
    correctTargetArrow: (letter, index, value) =>
      afterWrite(core.write(target.correctTargetArrow(letter, index, value), sheetNow)),
    undoTargetArrow: () => afterWrite(core.write(target.undoTargetArrow(), sheetNow)),
    stopTarget: () => afterWrite(core.write(target.stopTarget(), sheetNow)),
    signTargetCard: (letter, role, mark) =>
      afterWrite(core.write(target.signTargetCard(letter, role, mark), sheetNow)),
    correctSealedCard: (letter, end, arrow, to) =>
      afterWrite(core.write(target.correctSealedCard(letter, end, arrow, to), sheetNow)),
    endTarget: async () => {
      const result = await core.write(target.endTarget(), () => ok(null));
      return result.ok ? ok(null) : result;
    },
  };
}
