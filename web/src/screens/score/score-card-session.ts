import type { ChangeBatch, EngineResult, ScoreCardView } from '../../../../shared/contract/engine.js';
import type { HistoryItemView, SaveShootDetails } from '../../../../shared/contract/historyViews.js';
import type { ScorecardLayout } from '../../../../shared/contract/scoreCardViews.js';
import { READ_TOPICS } from '../../../../shared/contract/readTopics.js';
import { keepEqualParts } from '../../../../shared/core/keepEqualParts.js';
import type { ArrowValue } from '../../../../shared/rounds/round.js';
import type { EarlyTap } from '../../device-storage/shapes.js';
import type { FacePosition } from '../../../../shared/target-face/targetFace.js';
import { feelArrowRefused, feelIfRefused, feelKeyTaken } from '../../at-the-line/feel.js';
import { engineAnswer, unavailableKind } from '../../engine/engine-answer.js';
import type { EngineConnection } from '../../engine/engine-context.js';
import { isKeptCopy, startUpScoreCardIfAnswered, takeStartUpScoreCard } from '../../engine/engine-client.js';
import { ReadFailed } from '../../engine/use-engine.js';
import { currentShootChangedForLive, roundSavedForLive } from '../../live/live-entry.js';
import { recordProblem } from '../../problems/problem-log.js';
import {
  arrowKeptUnsaved,
  arrowsStoredIn,
  arrowTapped,
  arrowWriteAnswered,
  arrowsOnTheirWay,
  arrowsWaitingOnPage,
  engineWent,
  heldArrowSent,
  maySend,
  notSavedArrowsAgain,
  unsentArrowCorrected,
  unsentArrowTakenBack,
} from './arrows-in-flight.js';
import {
  answeredBy,
  cardShown,
  SCORING,
  snapshotOf,
  type ScoreCardSnapshot,
  type SessionState,
} from './score-card-snapshot.js';

/** How long an earlier end stays on the strip once a correction in it is answered: long enough to read. */
const CORRECTED_END_SHOWN_MS = 1500;

/**
 * The score card's session, outside React: it owns the arrows in flight, the card predicted from them,
 * the card's writes to the worker, what their answers and the change batches mean for the card, the
 * keypad's mode and the worker's refusals. The worker owns the data and decides every write; the
 * session predicts only the card a tapped arrow makes, to draw it in the tap's own frame
 * (arrow-prediction.ts, the one deliberate copy of the worker's figures).
 *
 * One ordered channel: the worker's answers and its change batches reach the page on one port, each
 * write's answer before the batch it caused (worker/pagePort.ts). So the answer that comes last is the
 * newest card, and a batch is read only when it went further than the card shown: the echo of the
 * card's own write is already on screen, and nothing is held back to be put in order.
 *
 * A React screen binds it with useSyncExternalStore (use-current-shoot.ts); tests drive it on a real
 * engine with no screen (score-card-session.test.ts).
 */
export class ScoreCardSession {
  private state: SessionState;
  private snapshot: ScoreCardSnapshot;
  private readonly listeners = new Set<() => void>();
  /** Listening to the page's hub and the engine's health while the card is on screen. */
  private connection: { state: 'apart' } | { state: 'connected'; stop: () => void } = { state: 'apart' };
  /**
   * Whose card the session holds: the copy this phone kept (a cold open's first frame) until the worker
   * answers. What the copy says is stored may be behind the worker, so a discard asks the worker.
   */
  private cardFrom: 'worker' | 'kept-copy' = 'worker';
  /** Taps from the keypad drawn before React, waiting for the card (`replay`). */
  private earlyTaps: readonly EarlyTap[] = [];
  /** Held arrows go one at a time, in order, by one loop at most. */
  private sendingHeld: 'idle' | 'sending' = 'idle';
  /**
   * A save waiting for arrows on their way in, told of every change (`nextChange`): not a `subscribe`
   * listener, which hears only a new snapshot, while the save must also hear the card leave the screen.
   */
  private changeWaiters: Array<() => void> = [];
  /**
   * An earlier end the archer corrected an arrow in stays on the strip until a moment after the worker's
   * answer, so the corrected arrow is seen there before the strip goes back to the newest end.
   */
  private correctedEnd:
    | { state: 'none' }
    | { state: 'answer-awaited'; endNumber: number }
    | { state: 'shown'; endNumber: number; timer: ReturnType<typeof setTimeout> } = { state: 'none' };

  constructor(
    private readonly page: EngineConnection,
    layout: ScorecardLayout,
  ) {
    // The start-up answer when it is already here: the first frame needs no wait for the worker.
    const startUp = startUpScoreCardIfAnswered();
    if (startUp !== null && isKeptCopy(startUp)) this.cardFrom = 'kept-copy';
    this.state = {
      answered: startUp === null ? { state: 'loading' } : answeredBy(startUp),
      inFlight: [],
      layout,
      keypad: SCORING,
      viewedEnd: null,
      problem: null,
      health: page.health.get(),
    };
    this.snapshot = snapshotOf(this.state, cardShown(this.state.answered, [], layout));
  }

  readonly getSnapshot = (): ScoreCardSnapshot => this.snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /**
   * While the card is on screen: it hears the batches that touch it and the engine's health, and reads
   * the card (again: a card hidden under the result heard nothing meanwhile). Answers how to stop.
   */
  readonly connect = (): (() => void) => {
    if (this.connection.state === 'connected') return this.connection.stop;
    const stopHearing = this.page.hub.listen(READ_TOPICS.scoreCard, this.heard);
    const stopFollowing = this.page.health.subscribe(() => this.update({ health: this.page.health.get() }));
    const stop = () => {
      stopHearing();
      stopFollowing();
      this.connection = { state: 'apart' };
      // A save waiting for arrows the card no longer sends: it is answered now.
      this.changed();
    };
    this.connection = { state: 'connected', stop };
    this.update({ health: this.page.health.get() });
    this.read();
    return stop;
  };

  /** The layout on screen: drawn at once from the arrows the card holds, then read in it once. */
  readonly showIn = (layout: ScorecardLayout): void => {
    if (layout === this.state.layout) return;
    this.update({ layout });
    if (this.connection.state === 'connected') this.read();
  };

  /** A keypad or keyboard value: the next arrow, or the arrow being corrected. Felt as a key taken. */
  readonly key = async (value: ArrowValue): Promise<void> => {
    feelKeyTaken();
    const { keypad, viewedEnd } = this.state;
    if (keypad.mode === 'scoring') {
      // Scoring again after a correction: the new arrow's end, the newest, is the one to see.
      if (this.letGoOfCorrectedEnd()) this.update({ viewedEnd: null });
      return this.scoreArrow(value);
    }
    // An arrow the page still holds is corrected on the page: the worker does not have it yet.
    const onPage = unsentArrowCorrected(this.state.inFlight, keypad.index, value);
    this.update(onPage === null ? { keypad: SCORING } : { keypad: SCORING, inFlight: onPage, problem: null });
    if (viewedEnd !== null) this.correctedEnd = { state: 'answer-awaited', endNumber: viewedEnd };
    if (onPage !== null) return this.showCorrectedEnd();
    const answer = await this.write(
      () => this.page.engine.correctArrow(keypad.index, value),
      'correcting an arrow',
    );
    feelIfRefused(answer);
    this.report(answer);
    this.showCorrectedEnd();
  };

  /** The archer tapped an arrow on the sheet or the end strip: the keypad corrects it. */
  readonly correct = (index: number): void => {
    this.letGoOfCorrectedEnd();
    this.update({ keypad: { mode: 'correcting', index } });
  };

  readonly cancelCorrection = (): void => this.viewEnd(null);

  /** The end strip stepped to an earlier end (null: back to the end being shot). */
  readonly viewEnd = (endNumber: number | null): void => {
    this.letGoOfCorrectedEnd();
    this.update({ keypad: SCORING, viewedEnd: endNumber });
  };

  /**
   * Takes back the last arrow; felt at once, shown when the worker answers. An arrow the page still
   * holds (the engine starting or away) is taken back on the page: the worker never had it.
   */
  readonly undo = async (): Promise<void> => {
    feelArrowRefused();
    return this.takeBack();
  };

  /**
   * The taps made on the keypad drawn before React (first-frame/early-card.ts), in order, as if made here
   * (not felt again): held, like any arrow tapped while the engine starts, and sent once it is up. They
   * wait for the card itself: an arrow's place is counted from the arrows the card holds.
   */
  readonly replay = (taps: readonly EarlyTap[]): void => {
    if (taps.length === 0) return;
    this.earlyTaps = [...this.earlyTaps, ...taps];
    this.replayWhenCardIsHere();
  };

  private replayWhenCardIsHere(): void {
    if (this.earlyTaps.length === 0 || this.state.answered.state !== 'ready') return;
    const taps = this.earlyTaps;
    this.earlyTaps = [];
    for (const tap of taps) void (tap === 'undo' ? this.takeBack() : this.scoreArrow(tap));
  }

  private async takeBack(): Promise<void> {
    this.viewEnd(null);
    const kept = unsentArrowTakenBack(this.state.inFlight);
    if (kept !== null) return this.update({ inFlight: kept, problem: null });
    this.report(await this.write(() => this.page.engine.undoArrow(), 'taking back an arrow'));
  }

  /** An arrow plotted on the face: the worker scores it where it landed. */
  readonly plot = async (position: FacePosition): Promise<void> => {
    this.report(await this.write(() => this.page.engine.plotArrow(position), 'plotting an arrow'));
  };

  readonly movePlotted = async (index: number, position: FacePosition): Promise<void> => {
    this.update({ keypad: SCORING });
    const answer = await this.write(
      () => this.page.engine.movePlottedArrow(index, position),
      'moving an arrow',
    );
    this.report(answer);
  };

  /**
   * Saves the shoot; the answer carries its result, for the result screen. The card then reads the
   * fresh shoot when the save's batch comes, as after any write that is not the card's own.
   */
  readonly save = async (details: SaveShootDetails): Promise<EngineResult<HistoryItemView>> => {
    // The worker would save the shoot without the arrows the page still holds, and then store them on
    // the next card. Arrows on their way in (the engine starting or up) are a moment from stored: the
    // save waits for them, as an archer who saves at once after the last arrow of a cold open expects.
    // Arrows held while the engine is away cannot be written now: the save is refused, and the card says
    // they are not saved yet, and why.
    while (this.arrowsComingIn()) await this.nextChange();
    const waiting = arrowsWaitingOnPage(this.state.inFlight) + this.earlyTaps.length;
    if (waiting > 0) {
      const arrows = waiting === 1 ? '1 arrow is' : `${waiting} arrows are`;
      return {
        ok: false,
        error: {
          reason: 'cannot-save-yet',
          message: `${arrows} not saved yet: save the shoot once they are.`,
        },
      };
    }
    const answer = await engineAnswer(() => this.page.engine.saveShoot(details), 'saving the shoot');
    if (answer.ok) {
      this.letGoOfCorrectedEnd();
      this.update({ keypad: SCORING, viewedEnd: null, problem: null });
      roundSavedForLive(answer.value);
    }
    return answer;
  };

  /**
   * Throws the shoot away, the arrows the page still holds with it: left on the page, they would be
   * written once the engine is back, onto the fresh card. With none stored or on their way, the worker
   * holds nothing to discard and the page's own are all there is.
   */
  readonly discard = async (): Promise<EngineResult<null>> => {
    const { inFlight, answered } = this.state;
    // Not known until the worker's own card is here: the worker is asked.
    const stored =
      answered.state === 'ready' && this.cardFrom === 'worker' ? answered.card.shoot.arrows.length : null;
    // Taps from before React still waiting for the card go with the shoot.
    const waitingTaps = this.earlyTaps.length;
    this.earlyTaps = [];
    const sent = arrowsOnTheirWay(inFlight);
    if (sent.length < inFlight.length || waitingTaps > 0) {
      this.update({ inFlight: sent });
      if (stored === 0 && sent.length === 0) return { ok: true, value: null };
    }
    const answer = await this.write(() => this.page.engine.discardShoot(), 'discarding the shoot');
    return answer.ok ? { ok: true, value: null } : answer;
  };

  /**
   * Whether arrows tapped are still to reach the worker and will without the archer: taps from before
   * React waiting for the card, or held arrows the card sends once the engine is up (starting, not gone),
   * with none before them that failed.
   */
  private arrowsComingIn(): boolean {
    const { inFlight, health } = this.state;
    if (this.connection.state !== 'connected' || (health !== 'starting' && health !== 'running'))
      return false;
    if (inFlight.some((arrow) => arrow.saving === 'not-saved')) return false;
    return this.earlyTaps.length > 0 || inFlight.some((arrow) => arrow.saving === 'held');
  }

  /** Resolves at the session's next change (an answer, a tap, the engine's health). */
  private nextChange(): Promise<void> {
    return new Promise((resolve) => this.changeWaiters.push(resolve));
  }

  /** The archer's Try again for arrows not saved: held again, and sent once the engine is up. */
  readonly saveArrowsAgain = (): void => this.update({ inFlight: notSavedArrowsAgain(this.state.inFlight) });

  /** The corrected end, answered: on the strip a moment longer, then the newest end again. */
  private showCorrectedEnd(): void {
    const corrected = this.correctedEnd;
    if (corrected.state !== 'answer-awaited') return;
    const timer = setTimeout(() => {
      this.correctedEnd = { state: 'none' };
      if (this.state.viewedEnd === corrected.endNumber) this.update({ viewedEnd: null });
    }, CORRECTED_END_SHOWN_MS);
    this.correctedEnd = { state: 'shown', endNumber: corrected.endNumber, timer };
  }

  /** The archer moved on from a correction: its end is no longer held. Says whether one was. */
  private letGoOfCorrectedEnd(): boolean {
    const corrected = this.correctedEnd;
    if (corrected.state === 'shown') clearTimeout(corrected.timer);
    this.correctedEnd = { state: 'none' };
    return corrected.state !== 'none';
  }

  /**
   * A keypad arrow: drawn at once (the next frame), then replaced by the worker's answer, or gone again
   * if the worker refuses it (its words on the card, a refusal felt). While the engine is down or
   * restarting, or an arrow before it waits, it is held on the page, in order, and told by
   * ArrowsNotSaved rather than as a problem.
   */
  private async scoreArrow(value: ArrowValue): Promise<void> {
    const { answered, inFlight, health } = this.state;
    const before = answered.state === 'ready' ? answered.card.shoot.arrows.length : 0;
    if (!maySend(inFlight, health === 'running')) {
      this.update({ inFlight: arrowTapped(inFlight, before, value, 'held') });
      return;
    }
    this.update({ inFlight: arrowTapped(inFlight, before, value) });
    const answer = await this.sendArrow(value);
    if (arrowKeptUnsaved(answer)) return;
    feelIfRefused(answer);
    this.report(answer);
  }

  /** One arrow's write, and what became of it among those in flight, shown with its answer at once. */
  private async sendArrow(value: ArrowValue): Promise<EngineResult<ScoreCardView>> {
    const answer = await engineAnswer(() => this.page.engine.scoreArrow(value), 'saving an arrow');
    this.update({
      ...(answer.ok ? this.cardAnswered(answer.value) : {}),
      inFlight: arrowWriteAnswered(this.state.inFlight, answer),
    });
    return answer;
  }

  /** One of the card's writes: its answer (the whole card) is the new truth at once, with no read. */
  private async write(
    send: () => Promise<EngineResult<ScoreCardView>>,
    doing: string,
  ): Promise<EngineResult<ScoreCardView>> {
    const answer = await engineAnswer(send, doing);
    if (answer.ok) this.update(this.cardAnswered(answer.value));
    return answer;
  }

  /** A card from the worker, and the live shoot (if any) told its new score, with no read of its own. */
  private cardAnswered(card: ScoreCardView): Pick<SessionState, 'answered'> {
    this.cardFrom = 'worker';
    currentShootChangedForLive(card.shoot);
    return { answered: { state: 'ready', card } };
  }

  private report(answer: EngineResult<unknown>): void {
    this.update({ problem: answer.ok ? null : answer.error.message });
  }

  /**
   * A batch that touched the card. On the one ordered channel the answer to each of the card's writes
   * came before its batch, so a batch no further along than the card shown is already on screen (its
   * own echo, one message saved per tap); one further along is someone else's write, and read.
   */
  private readonly heard = (batch: ChangeBatch): void => {
    const { answered } = this.state;
    if (answered.state === 'ready' && batch.logPosition <= answered.card.logPosition) return;
    this.read();
  };

  /** Reads the card; its answer, like any, is the newest when it comes. */
  private read(): void {
    void this.readCard(this.state.layout).then(
      (answer) => this.update(answer.ok ? this.cardAnswered(answer.value) : { answered: answeredBy(answer) }),
      (error: unknown) => {
        // A read asked of a worker that went is asked again of the next one: reading twice does no harm.
        if (unavailableKind(error) === 'worker-lost') return this.read();
        recordProblem('reading your data', error);
        this.update({ answered: { state: 'unreadable', failure: new ReadFailed(error) } });
      },
    );
  }

  /**
   * The start-up answer exists only where main.tsx started the app's worker (start-engine.ts); a test's
   * engine never has one, so its first question goes to that engine. It was asked in the screen's own
   * layout before the card was drawn; should the card be in another by now (the window resized
   * meanwhile), the card is read in its own, which also tells the worker the layout for the writes.
   */
  private async readCard(layout: ScorecardLayout): Promise<EngineResult<ScoreCardView>> {
    const startUp = takeStartUpScoreCard();
    const answer = startUp === null ? null : await startUp;
    if (answer !== null && (!answer.ok || answer.value.sheet.layout === layout)) return answer;
    return this.page.engine.scoreCard(layout);
  }

  /**
   * The held arrows, once the engine is back: the shoot is read first, so an arrow the worker stored
   * before it went is not written again, then the rest are sent one at a time, in the order tapped.
   */
  private async sendHeldArrows(): Promise<void> {
    const read = await this.write(
      () => this.page.engine.scoreCard(this.state.layout),
      'reading the score card',
    );
    if (!read.ok) return;
    this.update({ inFlight: arrowsStoredIn(this.state.inFlight, read.value.shoot.arrows.length) });
    for (;;) {
      const next = this.state.inFlight.find((arrow) => arrow.saving !== 'sent');
      if (next?.saving !== 'held') return;
      this.update({ inFlight: heldArrowSent(this.state.inFlight) });
      if (engineWent(await this.sendArrow(next.value))) return;
    }
  }

  /** Starts sending held arrows when the card is on screen, the engine up and no arrow on its way. */
  private sendHeldWhenUp(): void {
    const { health, inFlight } = this.state;
    if (this.sendingHeld === 'sending' || this.connection.state !== 'connected' || health !== 'running')
      return;
    if (
      !inFlight.some((arrow) => arrow.saving === 'held') ||
      inFlight.some((arrow) => arrow.saving === 'sent')
    )
      return;
    this.sendingHeld = 'sending';
    void this.sendHeldArrows().finally(() => {
      this.sendingHeld = 'idle';
    });
  }

  /**
   * Every change goes through here: a new snapshot, the listeners told, held arrows sent if they may be;
   * a change that changes nothing (a write answered while no problem is shown, an answer that says what
   * was already drawn) tells no listener.
   * What the card shows is worked out again only when the answer, the arrows in flight or the layout
   * changed, so a change of the keypad's mode keeps the same card (and what is drawn from it).
   */
  private update(change: Partial<SessionState>): void {
    const keys = Object.keys(change) as (keyof SessionState)[];
    if (keys.every((key) => Object.is(change[key], this.state[key]))) return;
    this.state = { ...this.state, ...change };
    const { answered, inFlight, layout } = this.state;
    const reshown = 'answered' in change || 'inFlight' in change || 'layout' in change;
    const before = this.snapshot;
    const next = snapshotOf(this.state, reshown ? cardShown(answered, inFlight, layout) : before.shown);
    // A worker's answer or read keeps the parts that did not change as the same objects, so what is
    // drawn from them is not drawn again: the answer to a tapped arrow its prediction already drew
    // changes only what the prediction leaves to the worker (keepEqualParts.ts, issue #49). A tap's own
    // change is taken as it is: it is new where it matters, and comparing would cost the tap's frame.
    this.snapshot = 'answered' in change ? keepEqualParts(before, next) : next;
    if (this.snapshot !== before) for (const listener of [...this.listeners]) listener();
    this.replayWhenCardIsHere();
    this.sendHeldWhenUp();
    this.changed();
  }

  private changed(): void {
    const waiters = this.changeWaiters;
    this.changeWaiters = [];
    for (const waiter of waiters) waiter();
  }
}
