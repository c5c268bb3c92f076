import { describe, expect, it } from 'vitest';
import type { TargetSetupInput, TargetView } from '../shared/contract/targetContract.js';
import type { ArrowValue } from '../shared/rounds/round.js';
import type { WorkerEngine } from './engine.js';
import { expectOk, testDevice } from '../test/fixtures/testDevice.js';

/**
 * Scoring a whole target on one phone (docs/scoring-a-target.md), on a real engine: the paper's order,
 * corrections and undo until a card is signed, both signatures sealing each card, and each card taken
 * into another archer's own history by its text, witnessed by the scorer.
 */

const robin = { name: 'Robin', bowType: 'longbow', ageGroup: 'adult', gender: 'male' } as const;
const marian = { name: 'Marian', bowType: 'recurve', ageGroup: 'adult', gender: 'female' } as const;
const much = { name: 'Much', bowType: 'barebow', ageGroup: 'u18', gender: 'male' } as const;

const setup = (overrides: Partial<TargetSetupInput> = {}): TargetSetupInput => ({
  round: 'portsmouth',
  date: '2026-12-05',
  place: 'Sherwood',
  eventStatus: 'club_target_day',
  targetNumber: 12,
  archers: [robin, marian],
  scorer: { letter: null, name: 'Friar Tuck' },
  ...overrides,
});

async function openDevice() {
  const device = testDevice();
  const engine = device.open();
  await engine.whenReady();
  return { device, engine };
}

async function write(engine: WorkerEngine, values: readonly ArrowValue[]): Promise<TargetView> {
  let view: TargetView | null = null;
  for (const value of values) view = expectOk(await engine.scoreTargetArrow(value));
  return view!;
}

describe('scoring a target on one phone', () => {
  it('writes end by end, A to F within each end, and seals each card once both have signed', async () => {
    const { engine } = await openDevice();
    const started = expectOk(await engine.startTarget(setup()));
    expect(started.next).toEqual({ end: 1, letter: 'A', arrow: 1 });
    expect(started).toMatchObject({ endSize: 3, ends: 20, stage: 'scoring' });

    // Robin's first end, then Marian's: the sheet moves to B after A's third arrow.
    let view = await write(engine, [9, 10, 8]);
    expect(view.next).toEqual({ end: 1, letter: 'B', arrow: 1 });
    view = await write(engine, [7, 7]);
    expect(view.next).toEqual({ end: 1, letter: 'B', arrow: 3 });
    view = await write(engine, [6]);
    expect(view.next).toEqual({ end: 2, letter: 'A', arrow: 1 });
    expect(view.rows.map((row) => row.ends[0])).toEqual([
      { arrows: [9, 10, 8], total: 27, runningTotal: 27 },
      { arrows: [7, 7, 6], total: 20, runningTotal: 20 },
    ]);

    // Undo takes back the last written (Marian's 6); a correction reaches any unsigned arrow.
    view = expectOk(await engine.undoTargetArrow());
    expect(view.next).toEqual({ end: 1, letter: 'B', arrow: 3 });
    view = expectOk(await engine.correctTargetArrow('A', 0, 10));
    expect(view.rows[0]!.ends[0]!.arrows).toEqual([10, 10, 8]);

    // Signing waits for the last end.
    const early = await engine.signTargetCard('A', 'archer', { kind: 'initials', text: 'R' });
    expect(early.ok).toBe(false);

    view = await write(engine, [6]);
    for (let end = 1; end < 20; end += 1) view = await write(engine, [9, 9, 9, 8, 8, 8]);
    expect(view).toMatchObject({ next: null, stage: 'signing' });
    expect(view.rows.map((row) => row.total)).toEqual([28 + 19 * 27, 20 + 19 * 24]);
    expect((await engine.scoreTargetArrow(9)).ok).toBe(false);

    view = expectOk(await engine.signTargetCard('A', 'archer', { kind: 'initials', text: 'R' }));
    expect(view.rows[0]!.sealed).toBeNull();
    // Signed by one, the card's arrows are what was signed.
    const refused = await engine.correctTargetArrow('A', 0, 9);
    expect(!refused.ok && refused.error.reason).toBe('card-signed');
    view = expectOk(await engine.signTargetCard('A', 'scorer', { kind: 'drawn', strokes: 'AAbbCC ddEE' }));
    const sealedRow = view.rows[0]!;
    expect(sealedRow.scorer).toEqual({ letter: null, name: 'Friar Tuck' });
    expect(sealedRow.sealed?.sealCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);

    // Robin's own phone adds his card by its text: his arrows, witnessed by the scorer, once.
    const robinsPhone = (await openDevice()).engine;
    expect(expectOk(await robinsPhone.addTargetCard(sealedRow.sealed!.text)).shootsAdded).toBe(1);
    const [row] = expectOk(await robinsPhone.history());
    const shoot = expectOk(await robinsPhone.historyItem(row!.id));
    expect(shoot).toMatchObject({ score: 28 + 19 * 27, witnessed: true, signed: true, complete: true });
    // Written highest first within each end, as the paper card has them.
    expect(shoot.scores.slice(0, 6)).toEqual([10, 10, 8, 9, 9, 9]);
    expect(shoot.card?.scorer).toBe('Friar Tuck');
    expect(expectOk(await robinsPhone.addTargetCard(sealedRow.sealed!.text)).shootsAdded).toBe(0);
  });

  it("has the scorer's own card signed as scorer by the next archer, never by its own archer", async () => {
    const { engine } = await openDevice();
    const view = expectOk(
      await engine.startTarget(
        setup({ archers: [robin, marian, much], scorer: { letter: 'B', name: 'Marian' } }),
      ),
    );
    expect(view.rows.map((row) => [row.letter, row.scorer.name])).toEqual([
      ['A', 'Marian'],
      ['B', 'Much'],
      ['C', 'Marian'],
    ]);
    const one = await engine
      .endTarget()
      .then(() => engine.startTarget(setup({ archers: [robin], scorer: { letter: 'A', name: 'Robin' } })));
    expect(!one.ok && one.error.reason).toBe('invalid-target');
  });

  it('says what a setup lacks, and keeps one target at a time', async () => {
    const { engine } = await openDevice();
    const nameless = await engine.startTarget(setup({ archers: [robin, { ...marian, name: ' ' }] }));
    expect(!nameless.ok && nameless.error.message).toBe('Name archer B');
    const practice = await engine.startTarget(setup({ round: 'practice 20yd' }));
    expect(practice.ok).toBe(false);
    expectOk(await engine.startTarget(setup()));
    const second = await engine.startTarget(setup());
    expect(!second.ok && second.error.reason).toBe('target-in-progress');
  });

  it('stops early with incomplete cards, and keeps the sheet through a reload', async () => {
    const { device, engine } = await openDevice();
    expectOk(await engine.startTarget(setup()));
    await write(engine, [10, 9, 9, 8, 8, 7]);
    await engine.close();

    const reopened = device.open();
    await reopened.whenReady();
    let view = expectOk(await reopened.target())!;
    expect(view.rows.map((row) => row.total)).toEqual([28, 23]);
    expect(view.next).toEqual({ end: 2, letter: 'A', arrow: 1 });

    view = expectOk(await reopened.stopTarget());
    expect(view.stage).toBe('signing');
    expectOk(await reopened.signTargetCard('B', 'archer', { kind: 'initials', text: 'MF' }));
    view = expectOk(await reopened.signTargetCard('B', 'scorer', { kind: 'initials', text: 'FT' }));
    const marianPhone = (await openDevice()).engine;
    expectOk(await marianPhone.addTargetCard(view.rows[1]!.sealed!.text));
    const [row] = expectOk(await marianPhone.history());
    expect(expectOk(await marianPhone.historyItem(row!.id))).toMatchObject({ score: 23, complete: false });

    // Changed after signing: logged with the old value and the scorer's name, the seal kept, no longer witnessed.
    const unsealed = await reopened.correctSealedCard('A', 0, 0, 9);
    expect(unsealed.ok).toBe(false);
    const sealCodeBefore = view.rows[1]!.sealed!.sealCode;
    view = expectOk(await reopened.correctSealedCard('B', 0, 2, 9));
    const changed = view.rows[1]!.sealed!;
    expect(changed.sealCode).toBe(sealCodeBefore);
    expect(changed.ends[0]).toEqual([8, 8, 9]);
    expect(changed.corrections).toMatchObject([{ end: 0, arrow: 2, from: 7, to: 9, by: 'Friar Tuck' }]);
    const laterPhone = (await openDevice()).engine;
    expectOk(await laterPhone.addTargetCard(changed.text));
    const [later] = expectOk(await laterPhone.history());
    expect(expectOk(await laterPhone.historyItem(later!.id))).toMatchObject({ score: 25, witnessed: false });

    expectOk(await reopened.endTarget());
    expect(expectOk(await reopened.target())).toBeNull();
  });

  it('scores two archers through a 12-target field round, target by target', async () => {
    const { engine } = await openDevice();
    let view = expectOk(
      await engine.startTarget(
        setup({ round: 'wa field 12 red marked', eventStatus: 'club_competition', targetNumber: null }),
      ),
    );
    expect(view).toMatchObject({ endSize: 3, ends: 12, keys: ['X', 6, 5, 4, 3, 2, 1, 'M'] });
    for (let target = 1; target <= 12; target += 1) {
      view = await write(engine, ['X', 5, 4]);
      expect(view.next).toEqual({ end: target, letter: 'B', arrow: 1 });
      view = await write(engine, [6, 6, 'M']);
    }
    expect(view).toMatchObject({ stage: 'signing', next: null });
    expect(view.rows.map((row) => [row.total, row.ends.length])).toEqual([
      [15 * 12, 12],
      [12 * 12, 12],
    ]);
    expectOk(await engine.signTargetCard('A', 'archer', { kind: 'initials', text: 'R' }));
    view = expectOk(await engine.signTargetCard('A', 'scorer', { kind: 'initials', text: 'FT' }));
    const phone = (await openDevice()).engine;
    expectOk(await phone.addTargetCard(view.rows[0]!.sealed!.text));
    const [row] = expectOk(await phone.history());
    expect(row).toMatchObject({ gameType: 'wa field 12 red marked', score: 180 });
  });

  it("offers the archers of this phone's earlier targets, newest first and each person once", async () => {
    const { device, engine } = await openDevice();
    expect(expectOk(await engine.recentTargetArchers())).toEqual([]);
    expectOk(await engine.startTarget(setup({ archers: [robin, marian] })));
    expectOk(await engine.endTarget());
    expectOk(await engine.startTarget(setup({ archers: [much, { ...robin, bowType: 'recurve' }] })));
    const robinNow = { ...robin, bowType: 'recurve' };
    expect(expectOk(await engine.recentTargetArchers())).toEqual([much, robinNow, marian]);

    // Kept in the log: a phone opened again reads the same list from the set-up events.
    await engine.close();
    const reopened = device.open();
    await reopened.whenReady();
    expect(expectOk(await reopened.recentTargetArchers())).toEqual([much, robinNow, marian]);
    await reopened.close();
  });

  it('lets one archer shoot another round with the same arrows an end: finished earlier, their card of their round', async () => {
    const { engine } = await openDevice();
    // A Worcester is shot five an end: it cannot be shot end by end with a Portsmouth's three.
    const refused = await engine.startTarget(setup({ archers: [robin, { ...much, round: 'worcester' }] }));
    expect(!refused.ok && refused.error.message).toBe(
      "Much's round shoots 5 arrows an end and the target's 3: everyone on a target shoots the same arrows per end, so choose a round of 3 an end",
    );
    const unknown = await engine.startTarget(
      setup({ archers: [robin, { ...much, round: 'no such round' }] }),
    );
    expect(!unknown.ok && unknown.error.message).toBe("Much's round is not one the app knows");

    // Much, a junior, shoots a Bray I (30 arrows) beside Robin's Portsmouth (60); Marian scores, not shooting.
    let view = expectOk(
      await engine.startTarget(setup({ archers: [robin, { ...much, round: 'bray i' }, marian] })),
    );
    expect(view.ends).toBe(20);
    expect(view.rows.map((row) => [row.round, row.roundIsTargets, row.roundEnds])).toEqual([
      ['portsmouth', true, 20],
      ['bray i', false, 10],
      ['portsmouth', true, 20],
    ]);
    for (let end = 1; end <= 10; end += 1) view = await write(engine, [9, 9, 9, 8, 8, 8, 7, 7, 7]);
    // Much has shot his round: from end 11 the paper's order passes over his row.
    expect(view.next).toEqual({ end: 11, letter: 'A', arrow: 1 });
    view = await write(engine, [9, 9, 9]);
    expect(view.next).toEqual({ end: 11, letter: 'C', arrow: 1 });
    for (let end = 11; end <= 20; end += 1)
      view = await write(engine, end === 11 ? [7, 7, 7] : [9, 9, 9, 7, 7, 7]);
    expect(view).toMatchObject({ next: null, stage: 'signing' });
    expect(view.rows.map((row) => [row.arrowsShot, row.total])).toEqual([
      [60, 540],
      [30, 240],
      [60, 420],
    ]);

    expectOk(await engine.signTargetCard('B', 'archer', { kind: 'initials', text: 'M' }));
    view = expectOk(await engine.signTargetCard('B', 'scorer', { kind: 'initials', text: 'FT' }));
    const card = view.rows[1]!.sealed!;
    expect(card.ends).toHaveLength(10);

    // Much's own phone adds it as the Bray I he shot, witnessed: his handicap and classification are of it.
    const { engine: phone } = await openDevice();
    const read = expectOk(await phone.readTargetCard(card.text));
    expect(read).toMatchObject({ round: 'bray i', standing: 'signed', total: 240 });
    expectOk(await phone.addTargetCard(card.text));
    const [row] = expectOk(await phone.history());
    expect(row).toMatchObject({ gameType: 'bray i', score: 240 });
  });

  it('checks each arrow against the face of the archer whose arrow it is', async () => {
    const { engine } = await openDevice();
    // A National is scored on five zones (9, 7, 5, 3, 1); a Frostbite, six an end too, on ten.
    let view = expectOk(
      await engine.startTarget(
        setup({ round: 'national', archers: [robin, { ...marian, round: 'frostbite' }] }),
      ),
    );
    expect(view.keys).not.toContain(10);
    expect((await engine.scoreTargetArrow(10)).ok).toBe(false);
    view = await write(engine, [9, 9, 7, 7, 5, 5]);
    expect(view.next).toMatchObject({ letter: 'B' });
    expect(view.keys).toContain(10);
    view = await write(engine, [10, 10, 9, 8, 8, 6]);
    expect(view.rows[1]!.ends[0]).toEqual({ arrows: [10, 10, 9, 8, 8, 6], total: 51, runningTotal: 51 });
    expect(view.next).toMatchObject({ end: 2, letter: 'A' });
  });
});
