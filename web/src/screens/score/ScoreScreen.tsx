import { Activity, lazy, useEffect, useRef, useState, type ComponentProps } from 'react';
import type { HistoryItemView, SaveShootDetails } from '../../../../shared/contract/historyViews.js';
import type { ArrowValue } from '../../../../shared/rounds/round.js';
import type { PageEngine } from '../../engine/engine-client.js';
import { useEngine } from '../../engine/engine-context.js';
import { Scorecard } from '../../scorecard/Scorecard.js';
import { ScorecardHeader, useChosenScorecardLayout } from '../../scorecard/ScorecardHeader.js';
import { DiscardShoot, DiscardShootDialog } from './DiscardShoot.js';
import { EndNotes } from './EndNotes.js';
import { FaceEntrySection } from './FaceEntrySection.js';
import { keyboardHint } from './keyboard-entry.js';
import { Keypad } from './Keypad.js';
import type { SaveAs, SaveShootDialog as SaveShootDialogPart } from './SaveShootDialog.js';
import type { ShootResult as ShootResultPart } from './ShootResult.js';
import { ArrowsNotSaved } from './ArrowsNotSaved.js';
import { AlertSlot } from './AlertSlot.js';
import { useAlertSlot } from './use-alert-slot.js';
import type { SlotAlert } from '../../chrome/alert-slot.js';
import { ShootSummary } from './ShootSummary.js';
import { useCurrentShoot } from './use-current-shoot.js';
import { useDockRoom } from './use-dock-room.js';
import { keypadLabel } from './range-words.js';
import { useKeyboardScoring } from './use-keyboard-scoring.js';
import { WhatINeedPanel } from './WhatINeedPanel.js';
import { setRoundState } from '../../chrome/round-in-progress.js';
import { AfterStartUp } from '../../chrome/AfterStartUp.js';
import { LazyPart } from '../../chrome/LazyPart.js';
import { afterStartUp, mayFetchAhead, thisConnection } from '../../after-start-up.js';
import { archerPauses } from '../../archer-pauses.js';
import { warmableScreen } from '../../warmable-screen.js';
import { RangeHeader } from './RangeHeader.js';
import { ShootingClockAtRest } from './ShootingClockAtRest.js';
import { useAtTheLineChoices } from '../../at-the-line/use-at-the-line-choices.js';
import { useWakeLock } from '../../at-the-line/use-wake-lock.js';
import { useAfterPaint } from '../../components/use-after-paint.js';
import { LiveStrip } from './LiveStrip.js';
import { Link } from 'wouter';
import './score.css';
import { Tip } from '../../tips/Tip.js';

// Reads cloud backup's state (its machine): drawn after start-up, so that code is not part of the
// keypad's first frame (issue #30); the notice is between rounds only, never urgent.
const BackupDueNotice = lazy(() =>
  import('../../backup/BackupDueNotice.js').then((module) => ({ default: module.BackupDueNotice })),
);

// The clock's machine (with xstate's React binding) is fetched as the card is first drawn with the clock
// on, not with the keypad's first frame (issue #42). Until it is here the clock is drawn at rest, in the
// row it keeps, with its buttons not yet working, so the keys never move when it comes.
const ShootingClock = lazy(() =>
  import('./ShootingClock.js').then((module) => ({ default: module.ShootingClock })),
);
// Offered between rounds only, once the browser has said the app may be installed, which comes after the
// first frame anyway: fetched after start-up (issue #42).
const InstallBanner = lazy(() =>
  import('../../install/InstallBanner.js').then((module) => ({ default: module.InstallBanner })),
);

// The save dialog and the result (with sharing) are needed only once a round is saved: fetched after
// start-up, not before the keypad's first frame (issue #30). Warmed then, they draw without suspending,
// so the result still comes in the save's own frame.
const SaveShootDialog = warmableScreen<ComponentProps<typeof SaveShootDialogPart>>(() =>
  import('./SaveShootDialog.js').then((module) => ({ default: module.SaveShootDialog })),
);
const ShootResult = warmableScreen<ComponentProps<typeof ShootResultPart>>(() =>
  import('./ShootResult.js').then((module) => ({ default: module.ShootResult })),
);
/** How long a saved round waits for the result's code before the result is drawn as it comes. */
const RESULT_CODE_WAIT_MS = 2000;
function warmSavingParts(engine: PageEngine): void {
  void afterStartUp(engine).then(() => {
    if (!mayFetchAhead(thisConnection())) return;
    void archerPauses.inTurns([SaveShootDialog.warm, ShootResult.warm, DiscardShootDialog.warm]);
  });
}

// Made once: the tip is given the same text on every render, so it is not drawn again with the card on
// each arrow.
const HOW_TO_SCORE = (
  <>
    <p>
      Tap the ring each arrow scored, in any order: every end is written best first, as on a paper scoresheet.
    </p>
    <p>
      Undo takes back the last arrow. To fix another, tap it in the end above the keys (‹ steps back to
      earlier ends) or on the scorecard below.
    </p>
    <p>
      Save when the round is complete; a practice can be saved at any time. Stopped early (rain, an injury)?
      Save keeps the round as incomplete: no handicap or classification, not counted for records.
    </p>
  </>
);

type Dialog = { kind: 'none' } | { kind: 'save'; saveAs: SaveAs };

/**
 * Score card (route /): the archer taps arrows; the worker stores them and computes every total shown.
 * After a save the result takes the screen until the archer asks for a fresh card. The card stays
 * mounted under it, hidden by React's Activity: taking its whole DOM down in the save's frame and building
 * it again for the next round cost more than the result itself. Hidden, its effects are taken down, so
 * its keyboard scoring, its dock's measuring and its listeners stop by themselves and start again with it.
 */
export default function ScoreScreen() {
  const { alert, resultShown } = useAlertSlot();
  const [result, setResult] = useState<HistoryItemView | null>(null);
  // The save's answer carries the shoot's result, so the result screen is drawn at once, whole.
  const onSaved = (item: HistoryItemView) => {
    resultShown(item.id);
    setResult(item);
  };
  return (
    <>
      {result && (
        <LazyPart name="your result">
          <ShootResult item={result} alert={alert} onScoreAnother={() => setResult(null)} />
        </LazyPart>
      )}
      <Activity mode={result ? 'hidden' : 'visible'}>
        {/* Under the result, the result's own slot carries the alert, never both. */}
        <ScoreCard alert={result ? null : alert} onSaved={onSaved} />
      </Activity>
    </>
  );
}

/** The card itself: the range header, the keys, the sheet and the save dialog. */
function ScoreCard({
  alert,
  onSaved: saved,
}: {
  alert: SlotAlert | null;
  onSaved: (item: HistoryItemView) => void;
}) {
  const engine = useEngine();
  const { clockShown } = useAtTheLineChoices();
  // The card reads its sheet in this layout only, so it is known before the card is read.
  const { layout, toggle: toggleLayout } = useChosenScorecardLayout();
  const { session, card } = useCurrentShoot(layout);
  const { shown: current, keypad, viewedEnd, problem, unsaved, health } = card;
  // The sheet, the summary and the notes follow the card one frame after the keys (use-after-paint.ts).
  const painted = useAfterPaint(current);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const dockRef = useRef<HTMLDivElement>(null);
  useEffect(() => warmSavingParts(engine), [engine]);

  const shoot = current.state === 'ready' ? current.value.shoot : null;
  // The screen stays on from the first arrow until the round is saved or discarded, or the card is left.
  useWakeLock(shoot?.arrows.length ?? 0);

  const enterValue = (value: ArrowValue) => void session.key(value);
  const undo = () => void session.undo();

  const pending = useKeyboardScoring({
    keypad: shoot?.round.keypad ?? [],
    // Not behind a dialog, where a key would score an arrow out of sight (under the result, the card's
    // Activity is hidden and its listener gone).
    enabled: shoot !== null && dialog.kind === 'none',
    onArrow: enterValue,
    onUndo: undo,
  });

  // The result takes the screen in the save's own frame. Its code is usually here already (warmed in a
  // pause after start-up); when taps kept coming it is not, and a result still being fetched would leave
  // the screen blank while React holds the suspended part back (up to 300 ms). So it is fetched once Save
  // is tapped, and the save waits for it too (the dialog saying "Saving…"), never for long.
  const askToSave = (saveAs: SaveAs) => {
    void ShootResult.readyWithin(RESULT_CODE_WAIT_MS);
    setDialog({ kind: 'save', saveAs });
  };
  const saveWithItsResult = async (details: SaveShootDetails) => {
    const [answer] = await Promise.all([session.save(details), ShootResult.readyWithin(RESULT_CODE_WAIT_MS)]);
    return answer;
  };
  const onSaved = (item: HistoryItemView) => {
    setDialog({ kind: 'none' });
    saved(item);
  };
  const closeDialog = () => setDialog({ kind: 'none' });

  // Between the first and the last arrow the bottom navigation gives way to a small menu control, a frame
  // after the arrow that starts or ends the round: it is away from the keys, and taking the navigation
  // down (its elements, style and layout) was part of a cold open's first tap (CPU profile, issue #49).
  const paintedShoot = painted.state === 'ready' ? painted.value.shoot : null;
  const inProgress = paintedShoot !== null && paintedShoot.arrows.length > 0 && !paintedShoot.isComplete;
  useEffect(() => {
    setRoundState(inProgress ? 'in-progress' : 'between-rounds');
  }, [inProgress]);
  useEffect(() => () => setRoundState('between-rounds'), []);

  // The dock is fixed to the bottom (use-dock-room.ts). Its height changes only with the screen or the
  // round's keypad, never with an arrow, and is passed on as a CSS variable so no render follows.
  const loaded = current.state === 'ready';
  const plotting = shoot?.faceEntry.chosen ?? false;
  useDockRoom(dockRef, `${loaded} ${plotting}`);

  if (current.state === 'loading') return <p className="score-loading">Loading your shoot…</p>;
  if (current.state === 'failed') {
    return (
      <section aria-labelledby="score-title">
        <h1 id="score-title">Score</h1>
        <p role="alert">{current.message}</p>
      </section>
    );
  }

  const { shoot: shown, scorecard } = current.value;
  const hasArrows = shown.arrows.length > 0;
  const keypadDisabled = keypad.mode === 'scoring' && shown.isComplete;
  // What is drawn away from the keys, as the last frame showed the card (the card itself once loaded).
  // A turn to the other layout is the sheet's own change, made where the archer is looking: drawn at once.
  const below =
    painted.state === 'ready' && painted.value.scorecard?.layout === layout ? painted.value : current.value;
  const belowHasArrows = below.shoot.arrows.length > 0;
  // Notes are filed under the end of the latest arrow: the number of ends shot so far.
  const noteEnd = belowHasArrows ? below.shoot.endTotals.length : null;

  // Plotting on the face needs the face in full view and the keys within reach of it: the header and
  // keys then sit in the page under the face, as a scrolling card, instead of docked over it.
  const faceEntry = shown.faceEntry.chosen;
  const dock = (
    <div className={faceEntry ? 'score-dock score-dock-inline' : 'score-dock'} ref={dockRef}>
      <LiveStrip />
      <RangeHeader
        shoot={shown}
        scorecard={scorecard}
        viewedEnd={viewedEnd}
        correcting={keypad.mode === 'correcting' ? keypad.index : null}
        onCorrect={session.correct}
        onViewEnd={session.viewEnd}
      />
      {/* Shown or not by the archer's setting only: running or stopped, it keeps its one height. */}
      {clockShown && (
        <LazyPart
          name="the shooting clock"
          placeholder={<ShootingClockAtRest endSize={shown.round.endSize} />}
        >
          <ShootingClock endSize={shown.round.endSize} />
        </LazyPart>
      )}
      {/* One fixed slot for problems and for live and achievement alerts, under the total so it never
          covers it, and always its height so nothing below it moves. */}
      {unsaved.held + unsaved.notSaved > 0 ? (
        <ArrowsNotSaved {...unsaved} health={health} onTryAgain={session.saveArrowsAgain} />
      ) : (
        <AlertSlot problem={problem} alert={alert} />
      )}
      <Keypad
        values={shown.round.keypad}
        scoring={shown.round.scoring}
        label={keypadLabel(shown, keypad, pending)}
        mode={keypad.mode}
        disabled={keypadDisabled}
        onValue={enterValue}
      />
      <div className="score-actions">
        {keypad.mode === 'correcting' ? (
          <button type="button" className="button-secondary" onClick={session.cancelCorrection}>
            Cancel correction
          </button>
        ) : (
          <button type="button" className="button-secondary" disabled={!hasArrows} onClick={undo}>
            Undo
          </button>
        )}
        {/* From the first arrow: before the last arrow of a named round, Save offers to keep it as
            incomplete and says what that costs. The label stays "Save" so the row never changes size. */}
        <button
          type="button"
          className="button-primary"
          disabled={!hasArrows}
          aria-describedby={shown.canSave ? undefined : 'score-save-early'}
          onClick={() => askToSave(shown.canSave ? 'complete' : 'incomplete')}
        >
          Save
        </button>
        <DiscardShoot
          arrowCount={shown.arrows.length}
          noteCount={shown.pendingNotes.length}
          discard={session.discard}
        />
        <span id="score-save-early" className="visually-hidden">
          Before the last arrow, saving keeps the round as incomplete: no handicap or classification.
        </span>
      </div>
    </div>
  );

  // Between rounds only: never during one.
  const betweenRounds = !belowHasArrows && (
    <>
      <AfterStartUp name="the backup reminder">
        <BackupDueNotice />
      </AfterStartUp>
      <AfterStartUp name="the install offer">
        <InstallBanner />
      </AfterStartUp>
      {/* A target captain scores everyone on the boss on this phone (docs/scoring-a-target.md). */}
      <p className="score-target-link">
        Scoring for everyone on your target? <Link href="/target">Score a target</Link>
      </p>
    </>
  );

  return (
    <section className="score-screen" aria-labelledby="score-title">
      {faceEntry ? (
        // Nothing above the face changes while a round is scored: the summary's lines (the end before,
        // the estimate, a new distance's subtotal) and the between-rounds notices come and go below
        // it, so the rings never move under a finger on its way to the face.
        <>
          <FaceEntrySection
            shoot={shown}
            onPlot={(position) => void session.plot(position)}
            onMove={(index, position) => void session.movePlotted(index, position)}
          />
          {dock}
          <ShootSummary shoot={below.shoot} scorecard={below.scorecard} />
          {betweenRounds}
        </>
      ) : (
        // The dock is fixed at the foot of the screen, so what comes and goes up here never moves the keys.
        <>
          {betweenRounds}
          <ShootSummary shoot={below.shoot} scorecard={below.scorecard} />
        </>
      )}
      <WhatINeedPanel />
      <Tip id="scoreCardTutorial" title="How to score a round">
        {HOW_TO_SCORE}
      </Tip>
      <p className="score-keyboard-hint">{keyboardHint(shown.round.keypad)}</p>
      {below.scorecard && (
        <div className="score-sheet">
          <ScorecardHeader layout={layout} onToggle={toggleLayout} />
          {belowHasArrows && <p className="score-sheet-hint">Tap an arrow to correct it.</p>}
          <Scorecard
            sheet={below.scorecard}
            onEditArrow={session.correct}
            selectedIndex={keypad.mode === 'correcting' ? keypad.index : null}
          />
        </div>
      )}
      <EndNotes endNumber={noteEnd} pendingNotes={below.shoot.pendingNotes} />
      {!faceEntry && <div className="score-dock-room" aria-hidden="true" />}
      {!faceEntry && dock}
      {dialog.kind === 'save' && (
        <LazyPart name="the save dialog" overlay>
          <SaveShootDialog
            shoot={shown}
            saveAs={dialog.saveAs}
            save={saveWithItsResult}
            onClose={closeDialog}
            onSaved={onSaved}
          />
        </LazyPart>
      )}
    </section>
  );
}
