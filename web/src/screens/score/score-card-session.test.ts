// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ArrowValue } from '../../../../shared/rounds/round.js';
import { expectOk } from '../../../../test/fixtures/testDevice.js';
import { ARROW_REFUSED, KEY_TAKEN } from '../../at-the-line/feel.js';
import { createStore } from '../../device-storage/store.js';
import { createChangeHub } from '../../engine/change-hub.js';
import type { PageEngine } from '../../engine/engine-client.js';
import type { EngineHealth } from '../../engine/engine-supervisor.js';
import { realEngine } from '../../test-support/real-engine.js';
import { until } from '../../test-support/until.js';
import { ScoreCardSession } from './score-card-session.js';

/**
 * The score card's session with no screen, on a real engine (the worker's code over fake-indexeddb,
 * reached through Comlink on one ordered port, as in the browser): every card it shows after an answer
 * is the engine's, none written by the test. Tests wait on what the session or the engine shows.
 */
describe('the score card session on a real engine', () => {
  const vibrate = vi.fn<(pattern: VibratePattern) => boolean>(() => true);
  beforeEach(() => {
    vibrate.mockClear();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'vibrate');
  });

  /** A session on `engine`, connected as the mounted card connects it, once it shows the card. */
  async function sessionOn(engine: PageEngine, health = createStore<EngineHealth>('running')) {
    const hub = createChangeHub(() => engine);
    const batches: number[] = [];
    hub.listen(['current-shoot'], (batch) => batches.push(batch.logPosition));
    const session = new ScoreCardSession({ engine, hub, health }, 'portrait');
    onTestFinished(session.connect());
    await until('the card', () => session.getSnapshot().shown.state === 'ready');
    return { session, batches };
  }

  /** A fresh Portsmouth on a real engine, its card on screen with the engine in `state`. */
  async function portsmouthWithEngine(state: EngineHealth) {
    const { engine } = await realEngine();
    expectOk(await engine.startShoot('portsmouth'));
    const health = createStore<EngineHealth>(state);
    const { session } = await sessionOn(engine, health);
    return { engine, health, session };
  }

  const shown = (session: ScoreCardSession) => {
    const card = session.getSnapshot().shown;
    if (card.state !== 'ready') throw new Error(`the card is ${card.state}`);
    return card.value;
  };
  const arrowsShown = (session: ScoreCardSession) => shown(session).shoot.arrows.join(' ');
  const arrowsStored = async (engine: PageEngine) => expectOk(await engine.currentShoot()).arrows.join(' ');

  it('draws twelve fast taps at once, writes each once and in order, and reads nothing after them', async () => {
    const { engine, calls } = await realEngine();
    expectOk(await engine.startShoot('portsmouth'));
    const { session, batches } = await sessionOn(engine);
    batches.length = 0;
    calls.length = 0;

    const taps: ArrowValue[] = [10, 9, 9, 8, 7, 10, 10, 6, 5, 9, 9, 10];
    const answered = taps.map((value) => session.key(value));
    // Every tap is on the card before the worker has answered one: the prediction draws them.
    expect(arrowsShown(session)).toBe(taps.join(' '));
    expect(shown(session).shoot.runningTotal).toBe(102);
    expect(session.getSnapshot().answered?.shoot.arrows).toEqual([]);
    expect(vibrate).toHaveBeenCalledTimes(12);
    expect(vibrate).toHaveBeenLastCalledWith(KEY_TAKEN);

    await Promise.all(answered);
    await until('each write’s batch heard', () => batches.length === 12);
    // One message each way per tap: each answer is the whole card, and each batch its echo, not read.
    expect(calls).toEqual(taps.map(() => 'scoreArrow'));
    expect(session.getSnapshot().answered?.shoot.arrows.join(' ')).toBe(taps.join(' '));
    expect(session.getSnapshot().answered?.logPosition).toBe(batches.at(-1));
    expect(arrowsShown(session)).toBe(taps.join(' '));
    expect(session.getSnapshot().unsaved).toEqual({ held: 0, notSaved: 0 });
    expect(await arrowsStored(engine)).toBe(taps.join(' '));
  });

  it('keeps what it drew for a tap when the worker answers the same, so only what the worker adds is drawn again', async () => {
    const { engine } = await realEngine();
    expectOk(await engine.startShoot('portsmouth'));
    const { session } = await sessionOn(engine);
    let told = 0;
    onTestFinished(session.subscribe(() => (told += 1)));

    const answered = session.key(9);
    const drawn = shown(session);
    expect(drawn.shoot.arrows).toEqual([9]);
    await answered;
    expect(session.getSnapshot().answered?.shoot.arrows).toEqual([9]);
    // The worker's answer is a fresh copy: the sheet, the arrows, the end totals and the round drawn from the
    // prediction stay the same objects; only what the prediction leaves to the worker is new (the estimate).
    const now = shown(session);
    expect(now.scorecard).toBe(drawn.scorecard);
    expect(now.shoot.arrows).toBe(drawn.shoot.arrows);
    expect(now.shoot.endTotals).toBe(drawn.shoot.endTotals);
    expect(now.shoot.round).toBe(drawn.shoot.round);
    expect(now.shoot.estimate).not.toBe(drawn.shoot.estimate);
    expect(now.shoot.estimate.remainingArrows).toBe(59);
    expect(told).toBe(2);

    // The card read again (as when it comes back from under the result) is the same card: no listener
    // is told, so nothing is drawn.
    session.connect()();
    const settled = told;
    onTestFinished(session.connect());
    // One port, in order: a read asked after the session's is answered after it.
    expectOk(await engine.scoreCard('portrait'));
    expect(told).toBe(settled);
    expect(shown(session)).toBe(now);
  });

  it('takes off an arrow the worker refuses, says why in its words and buzzes, and keeps the arrows after it', async () => {
    const { engine } = await realEngine();
    expectOk(await engine.startShoot('national'));
    const { session } = await sessionOn(engine);

    // 4 scores nothing on an imperial face: the worker refuses it, between two arrows it takes, and the
    // arrow after it lands one place earlier than it was drawn.
    await Promise.all([session.key(9), session.key(4), session.key(7)]);
    expect(await arrowsStored(engine)).toBe('9 7');
    expect(arrowsShown(session)).toBe('9 7');
    expect(vibrate.mock.calls).toEqual([[KEY_TAKEN], [KEY_TAKEN], [KEY_TAKEN], [ARROW_REFUSED]]);

    // Its words stay on the card until the worker takes an arrow again.
    await session.key(4);
    const refusal = await engine.scoreArrow(4);
    expect(refusal.ok).toBe(false);
    expect(session.getSnapshot().problem).toBe(!refusal.ok && refusal.error.message);
    expect(arrowsShown(session)).toBe('9 7');
    await session.key(5);
    expect(session.getSnapshot().problem).toBeNull();
    expect(arrowsShown(session)).toBe('9 7 5');
  });

  it('refuses a tap past the last arrow of the round, and the card stays complete', async () => {
    const { engine } = await realEngine();
    expectOk(await engine.startShoot('bray i'));
    for (let arrow = 0; arrow < 29; arrow += 1) expectOk(await engine.scoreArrow(9));
    const { session } = await sessionOn(engine);

    await Promise.all([session.key(10), session.key(10)]);
    expect(shown(session).shoot.arrows).toHaveLength(30);
    expect(shown(session).shoot.isComplete).toBe(true);
    expect(session.getSnapshot().problem).toMatch(/^Every arrow of the bray i has been scored/i);
    expect(vibrate).toHaveBeenLastCalledWith(ARROW_REFUSED);
    expect(expectOk(await engine.currentShoot()).arrows).toHaveLength(30);
  });

  it('takes back the last arrow after the arrows still on their way', async () => {
    const { engine } = await realEngine();
    expectOk(await engine.startShoot('portsmouth'));
    const { session } = await sessionOn(engine);

    await Promise.all([session.key(10), session.key(9), session.undo()]);
    expect(vibrate).toHaveBeenLastCalledWith(ARROW_REFUSED);
    expect(await arrowsStored(engine)).toBe('10');
    expect(arrowsShown(session)).toBe('10');
    expect(shown(session).shoot.runningTotal).toBe(10);
  });

  it('corrects the arrow the archer chose with the next key, then scores again', async () => {
    const { engine } = await realEngine();
    expectOk(await engine.startShoot('portsmouth'));
    const { session } = await sessionOn(engine);
    await Promise.all([session.key(10), session.key(9), session.key(8)]);

    session.viewEnd(1);
    session.correct(1);
    expect(session.getSnapshot().keypad).toEqual({ mode: 'correcting', index: 1 });
    await session.key(7);
    expect(session.getSnapshot().keypad).toEqual({ mode: 'scoring' });
    expect(await arrowsStored(engine)).toBe('10 7 8');
    expect(arrowsShown(session)).toBe('10 7 8');

    await session.key(9);
    expect(arrowsShown(session)).toBe('10 7 8 9');

    // A correction cancelled leaves the arrows as they were.
    session.correct(0);
    session.cancelCorrection();
    await session.key(6);
    expect(await arrowsStored(engine)).toBe('10 7 8 9 6');
  });

  it('keeps an earlier end on show until its correction is in and a moment after, then the newest end', async () => {
    const { engine } = await realEngine();
    expectOk(await engine.startShoot('portsmouth'));
    const { session } = await sessionOn(engine);
    await Promise.all([10, 9, 8, 7].map((value) => session.key(value)));

    // Stepped back to end 1, the archer corrects its 8 to a 9.
    session.viewEnd(1);
    session.correct(2);
    const corrected = session.key(9);
    expect(session.getSnapshot()).toMatchObject({ keypad: { mode: 'scoring' }, viewedEnd: 1 });
    await corrected;
    // The answer is in, and end 1 still on show: the archer sees the corrected arrow there.
    expect(session.getSnapshot().viewedEnd).toBe(1);
    expect(arrowsShown(session)).toBe('10 9 9 7');
    await until('back on the newest end', () => session.getSnapshot().viewedEnd === null);

    // Scoring again while a corrected end is on show brings the newest end back at once.
    session.viewEnd(1);
    session.correct(0);
    await session.key(9);
    expect(session.getSnapshot().viewedEnd).toBe(1);
    const next = session.key(6);
    expect(session.getSnapshot().viewedEnd).toBeNull();
    await next;
    expect(await arrowsStored(engine)).toBe('9 9 9 7 6');
  });

  it('saves the shoot, answers its result, and reads the fresh card its batch brings', async () => {
    const { engine, calls } = await realEngine();
    expectOk(await engine.startShoot('portsmouth'));
    const { session } = await sessionOn(engine);
    await Promise.all([session.key(10), session.key(9)]);
    calls.length = 0;

    const saved = expectOk(await session.save({ asIncomplete: true }));
    expect(saved).toMatchObject({ score: 19, scores: [10, 9] });
    await until('the fresh card', () => arrowsShown(session) === '');
    expect(calls).toEqual(['saveShoot', 'scoreCard']);
    const [kept] = expectOk(await engine.history());
    expect(kept).toMatchObject({ id: saved.id, score: 19, arrowsShot: 2, complete: false });
    expect(session.getSnapshot().keypad).toEqual({ mode: 'scoring' });
  });

  it('reads the card once after a write made elsewhere (another tab), and shows it', async () => {
    const { engine, calls } = await realEngine();
    expectOk(await engine.startShoot('portsmouth'));
    const { session } = await sessionOn(engine);
    calls.length = 0;

    expectOk(await engine.scoreArrow(9));
    await until('the arrow shown', () => arrowsShown(session) === '9');
    // Counted from the other tab's write: the session's own connect may still be reading its first card
    // when the write is made (seen on Node 24), which is no read the write caused.
    expect(calls.slice(calls.indexOf('scoreArrow'))).toEqual(['scoreArrow', 'scoreCard']);
  });

  it('holds the arrows tapped while the engine is away, then reads the card and writes each once, in order', async () => {
    const { engine, calls } = await realEngine();
    expectOk(await engine.startShoot('portsmouth'));
    const health = createStore<EngineHealth>('restarting');
    const { session } = await sessionOn(engine, health);
    calls.length = 0;

    await Promise.all([session.key(9), session.key(7)]);
    expect(session.getSnapshot().unsaved).toEqual({ held: 2, notSaved: 0 });
    expect(arrowsShown(session)).toBe('9 7');
    expect(calls).toEqual([]);

    health.set('running');
    await until('both written', () => session.getSnapshot().answered?.shoot.arrows.length === 2);
    // The session's own first read may still be under way (Node 24): the card read again, then each arrow once.
    expect(calls.slice(-3)).toEqual(['scoreCard', 'scoreArrow', 'scoreArrow']);
    expect(calls.filter((call) => call === 'scoreArrow')).toHaveLength(2);
    expect(await arrowsStored(engine)).toBe('9 7');
    expect(arrowsShown(session)).toBe('9 7');
  });

  it('takes back an arrow it still holds on the page, never the arrow the worker stored before it', async () => {
    // A cold open: the card drawn as last kept, the worker still starting, with arrows of the round stored.
    const { engine, calls } = await realEngine();
    expectOk(await engine.startShoot('portsmouth'));
    expectOk(await engine.scoreArrow(10));
    expectOk(await engine.scoreArrow(9));
    const health = createStore<EngineHealth>('restarting');
    const { session } = await sessionOn(engine, health);
    calls.length = 0;

    await session.key(3);
    await session.undo();
    expect(arrowsShown(session)).toBe('10 9');
    expect(session.getSnapshot().unsaved).toEqual({ held: 0, notSaved: 0 });
    expect(vibrate).toHaveBeenLastCalledWith(ARROW_REFUSED);
    await session.key(8);

    health.set('running');
    await until('the held arrow written', () => session.getSnapshot().answered?.shoot.arrows.length === 3);
    expect(calls).not.toContain('undoArrow');
    expect(await arrowsStored(engine)).toBe('10 9 8');
    expect(arrowsShown(session)).toBe('10 9 8');
  });

  it('will not save while arrows are held on the page, and saves them all once they are in', async () => {
    const { engine, health, session } = await portsmouthWithEngine('restarting');

    await Promise.all([session.key(10), session.key(9)]);
    const early = await session.save({ asIncomplete: true });
    expect(early.ok).toBe(false);
    if (!early.ok) {
      expect(early.error.reason).toBe('cannot-save-yet');
      expect(early.error.message).toBe('2 arrows are not saved yet: save the shoot once they are.');
    }
    expect(expectOk(await engine.history())).toHaveLength(0);

    health.set('running');
    await until('both written', () => session.getSnapshot().answered?.shoot.arrows.length === 2);
    const saved = expectOk(await session.save({ asIncomplete: true }));
    expect(saved).toMatchObject({ score: 19 });
    expect(expectOk(await engine.history())[0]).toMatchObject({ score: 19, arrowsShot: 2 });
  });

  it('saves at once after the last arrow of a cold open: the save waits for the arrows the starting engine is yet to write', async () => {
    const { engine, health, session } = await portsmouthWithEngine('starting');

    await Promise.all([session.key(10), session.key(9), session.key(8)]);
    let settled = false;
    const saving = session.save({ asIncomplete: true }).finally(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(session.getSnapshot().unsaved).toEqual({ held: 3, notSaved: 0 });
    expect(expectOk(await engine.history())).toHaveLength(0);

    health.set('running');
    expect(expectOk(await saving)).toMatchObject({ score: 27 });
    expect(expectOk(await engine.history())[0]).toMatchObject({ score: 27, arrowsShot: 3 });
  });

  it('says the arrows are not saved yet when the engine fails while the save waits for them', async () => {
    const { engine, health, session } = await portsmouthWithEngine('starting');

    await session.key(10);
    const saving = session.save({ asIncomplete: true });
    health.set('failed');
    const answer = await saving;
    expect(answer.ok).toBe(false);
    if (!answer.ok)
      expect(answer.error.message).toBe('1 arrow is not saved yet: save the shoot once they are.');
    expect(expectOk(await engine.history())).toHaveLength(0);
  });

  it('corrects an arrow it still holds on the page, and writes it corrected once the engine is back', async () => {
    const { engine, calls } = await realEngine();
    expectOk(await engine.startShoot('portsmouth'));
    expectOk(await engine.scoreArrow(10));
    const health = createStore<EngineHealth>('restarting');
    const { session } = await sessionOn(engine, health);
    calls.length = 0;

    await Promise.all([session.key(3), session.key(8)]);
    session.correct(1);
    await session.key(9);
    expect(arrowsShown(session)).toBe('10 9 8');
    expect(session.getSnapshot().keypad).toEqual({ mode: 'scoring' });

    health.set('running');
    await until('both written', () => session.getSnapshot().answered?.shoot.arrows.length === 3);
    expect(calls).not.toContain('correctArrow');
    expect(await arrowsStored(engine)).toBe('10 9 8');
  });

  it('discards the arrows it holds with the shoot, so none comes back on the fresh card', async () => {
    const { engine } = await realEngine();
    expectOk(await engine.startShoot('portsmouth'));
    expectOk(await engine.scoreArrow(10));
    const health = createStore<EngineHealth>('restarting');
    const { session } = await sessionOn(engine, health);

    await Promise.all([session.key(9), session.key(7)]);
    expectOk(await session.discard());
    expect(session.getSnapshot().unsaved).toEqual({ held: 0, notSaved: 0 });
    expect(arrowsShown(session)).toBe('');

    health.set('running');
    await session.key(5);
    await until('the new arrow written', () => session.getSnapshot().answered?.shoot.arrows.length === 1);
    expect(await arrowsStored(engine)).toBe('5');
  });

  it('discards arrows that only the page holds without asking the worker, which has none', async () => {
    const { engine, calls } = await realEngine();
    expectOk(await engine.startShoot('portsmouth'));
    const health = createStore<EngineHealth>('restarting');
    const { session } = await sessionOn(engine, health);
    calls.length = 0;

    await session.key(9);
    expectOk(await session.discard());
    expect(arrowsShown(session)).toBe('');
    expect(calls).toEqual([]);
  });

  it('shows the other layout at once from the arrows it holds, then reads it once', async () => {
    const { engine, calls } = await realEngine();
    expectOk(await engine.startShoot('portsmouth'));
    const { session } = await sessionOn(engine);
    await session.key(10);
    calls.length = 0;

    session.showIn('landscape');
    expect(shown(session).scorecard?.layout).toBe('landscape');
    await until(
      'the worker’s card in it',
      () => session.getSnapshot().answered?.sheet.layout === 'landscape',
    );
    expect(calls).toEqual(['scoreCard']);
    await session.key(9);
    expect(session.getSnapshot().answered?.sheet.layout).toBe('landscape');
  });

  it('replays the taps made before React in order, drawn at once and not felt again', async () => {
    const { engine } = await realEngine();
    expectOk(await engine.startShoot('portsmouth'));
    for (const value of [10, 9] as const) expectOk(await engine.scoreArrow(value));
    const { session } = await sessionOn(engine, createStore<EngineHealth>('starting'));
    vibrate.mockClear();

    session.replay([5, 'undo', 8, 10]);
    // Drawn in the same turn: the page the archer tapped on is replaced with no frame of the card without them.
    expect(arrowsShown(session)).toBe('10 9 8 10');
    expect(vibrate).not.toHaveBeenCalled();
    expect(session.getSnapshot().unsaved.held).toBe(2);
  });

  it('stores the taps made before React in order once the engine runs, an Undo taking back the tap before it', async () => {
    const { engine } = await realEngine();
    expectOk(await engine.startShoot('portsmouth'));
    for (const value of [10, 9] as const) expectOk(await engine.scoreArrow(value));
    const { session } = await sessionOn(engine);

    session.replay([5, 'undo', 8, 10]);
    await until('stored', async () => (await arrowsStored(engine)) === '10 9 8 10');
    await until('shown', () => arrowsShown(session) === '10 9 8 10');
  });

  it('replays an Undo made before React with no tap of that page to take back on the arrow the worker holds', async () => {
    const { engine } = await realEngine();
    expectOk(await engine.startShoot('portsmouth'));
    for (const value of [10, 9] as const) expectOk(await engine.scoreArrow(value));
    const { session } = await sessionOn(engine);

    session.replay(['undo', 7]);
    await until('the undo and the arrow stored', async () => (await arrowsStored(engine)) === '10 7');
    await until('the card says so', () => arrowsShown(session) === '10 7');
  });

  it('holds taps made before React until it has the card, so each lands after the arrows the worker holds', async () => {
    const { engine } = await realEngine();
    expectOk(await engine.startShoot('portsmouth'));
    for (const value of [10, 9, 9] as const) expectOk(await engine.scoreArrow(value));
    const session = new ScoreCardSession(
      { engine, hub: createChangeHub(() => engine), health: createStore<EngineHealth>('running') },
      'portrait',
    );
    // No card yet (no start-up answer in a test): the taps wait for it rather than counting from nothing.
    session.replay([8, 7]);
    expect(session.getSnapshot().shown.state).toBe('loading');
    onTestFinished(session.connect());
    await until('the taps stored after the card', async () => (await arrowsStored(engine)) === '10 9 9 8 7');
    expect(arrowsShown(session)).toBe('10 9 9 8 7');
  });

  it('discards the taps made before React that wait for the card, with the shoot', async () => {
    const { engine } = await realEngine();
    expectOk(await engine.startShoot('portsmouth'));
    expectOk(await engine.scoreArrow(10));
    const session = new ScoreCardSession(
      { engine, hub: createChangeHub(() => engine), health: createStore<EngineHealth>('running') },
      'portrait',
    );
    session.replay([9, 8]);
    expectOk(await session.discard());
    onTestFinished(session.connect());
    await until('the fresh card', () => session.getSnapshot().shown.state === 'ready');
    expect(arrowsShown(session)).toBe('');
    expect(await arrowsStored(engine)).toBe('');
  });
});
