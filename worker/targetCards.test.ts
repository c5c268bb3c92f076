import { describe, expect, it } from 'vitest';
import type { TargetCard } from '../shared/target-cards/card.js';
import { cardText } from '../shared/target-cards/card-text.js';
import { correctAfterSigning, sealCard, sealCode, sealOf } from '../shared/target-cards/seal.js';
import { localDay, parseDateMs } from '../shared/time/dates.js';
import { expectOk, testDevice } from '../test/fixtures/testDevice.js';

/**
 * A card a scorer signed on a target, added to the archer's own history through the engine
 * (docs/scoring-a-target.md): checked against its seal, added once with its arrows and standing, kept
 * with the shoot through a backup, and refused in words when it was changed behind its seal.
 */

const portsmouth: TargetCard = {
  archer: { name: 'Robin Hood', bowType: 'longbow', ageGroup: 'adult', gender: 'male' },
  letter: 'B',
  targetNumber: 3,
  round: 'portsmouth',
  date: '2026-12-05',
  place: 'Sherwood',
  eventStatus: 'club_target_day',
  ends: Array.from({ length: 20 }, (_, end) => (end === 0 ? [10, 9, 'M'] : [9, 9, 8])),
  scorer: 'Marian',
  archerSignature: { at: '2026-12-05T21:00:00.000Z', mark: { kind: 'initials', text: 'RH' } },
  scorerSignature: { at: '2026-12-05T21:00:30.000Z', mark: { kind: 'initials', text: 'M' } },
};
const SCORE = 19 + 19 * 26;

async function openDevice() {
  const engine = testDevice().open();
  await engine.whenReady();
  return engine;
}

describe('adding a scorer’s signed card to my history', () => {
  it('adds it once from its link, witnessed and signed, with its arrows, status and card', async () => {
    const engine = await openDevice();
    const text = cardText(await sealCard(portsmouth));
    const link = `https://archery.example/card#${text}`;
    expect(expectOk(await engine.addTargetCard(link)).shootsAdded).toBe(1);
    const [row] = expectOk(await engine.history());
    expect(row).toMatchObject({ gameType: 'portsmouth', score: SCORE, date: '2026-12-05' });
    const shoot = expectOk(await engine.historyItem(row!.id));
    expect(shoot).toMatchObject({
      eventStatus: 'club_target_day',
      witnessed: true,
      signed: true,
      complete: true,
      targetCard: text,
      userProfile: { bowType: 'longbow', ageGroup: 'adult', gender: 'male' },
    });
    expect(shoot.scores.slice(0, 6)).toEqual([10, 9, 'M', 9, 9, 8]);

    // The same card again, by its text alone this time: a shoot already here, nothing added.
    expect(expectOk(await engine.addTargetCard(text)).shootsAdded).toBe(0);
    expect(expectOk(await engine.history())).toHaveLength(1);
  });

  it('shows the card before it is added: its ends and totals, the seal code, and where it is once added', async () => {
    const engine = await openDevice();
    const text = cardText(await sealCard(portsmouth));
    const view = expectOk(await engine.readTargetCard(text));
    expect(view).toMatchObject({
      archer: { name: 'Robin Hood' },
      round: 'portsmouth',
      roundKnown: true,
      scorer: 'Marian',
      standing: 'signed',
      sealCode: sealCode(await sealOf(portsmouth)),
      total: SCORE,
      columns: [
        { label: 'Hits', count: 59 },
        { label: '10s', count: 1 },
      ],
      inHistory: null,
    });
    expect(view.ends.slice(0, 2)).toEqual([
      { arrows: [10, 9, 'M'], total: 19, runningTotal: 19 },
      { arrows: [9, 9, 8], total: 26, runningTotal: 45 },
    ]);
    expectOk(await engine.addTargetCard(text));
    const [row] = expectOk(await engine.history());
    expect(expectOk(await engine.readTargetCard(text)).inHistory).toBe(row!.id);
  });

  it('keeps the card with the shoot through a backup restored on another phone', async () => {
    const engine = await openDevice();
    const text = cardText(await sealCard(portsmouth));
    expectOk(await engine.addTargetCard(text));
    const backup = expectOk(await engine.exportBackup());
    const other = await openDevice();
    expect(expectOk(await other.importData(await backup.file.text())).shootsAdded).toBe(1);
    const [row] = expectOk(await other.history());
    expect(expectOk(await other.historyItem(row!.id)).targetCard).toBe(text);
  });

  it('adds a card changed after signing as signed but no longer witnessed', async () => {
    const engine = await openDevice();
    const corrected = correctAfterSigning(await sealCard(portsmouth), {
      end: 0,
      arrow: 2,
      to: 7,
      at: '2026-12-05T21:05:00.000Z',
      by: 'Marian',
    });
    expectOk(await engine.addTargetCard(cardText(corrected)));
    const [row] = expectOk(await engine.history());
    expect(row!.score).toBe(SCORE + 7);
    expect(expectOk(await engine.historyItem(row!.id))).toMatchObject({ witnessed: false, signed: true });
  });

  it('refuses in words a card changed behind its seal, and text that is no card, storing nothing', async () => {
    const engine = await openDevice();
    const sealed = await sealCard(portsmouth);
    const changed = { ...sealed, card: { ...portsmouth, ends: [[10, 10, 10], ...portsmouth.ends.slice(1)] } };
    expect(await engine.addTargetCard(cardText(changed))).toEqual({
      ok: false,
      error: {
        reason: 'card-not-as-signed',
        message: 'This card was changed after it was signed, so it cannot be added.',
      },
    });
    expect(await engine.addTargetCard('https://archery.example/card#nonsense')).toMatchObject({
      ok: false,
      error: {
        reason: 'invalid-import',
        message: expect.stringMatching(/^This is not a card the app can add/),
      },
    });
    expect(expectOk(await engine.history())).toEqual([]);
  });

  it('counts in the record as witnessed by the card, with scorer and seal, until the shoot is edited', async () => {
    const engine = await openDevice();
    expectOk(await engine.updateProfile({ gender: 'male', ageGroup: 'adult', bowType: 'longbow' }));
    expectOk(await engine.addTargetCard(cardText(await sealCard(portsmouth))));
    const code = sealCode(await sealOf(portsmouth));
    const rowOf = async () => {
      const files = expectOk(await engine.exportRecordCsv());
      return (await files.shoots.text()).split('\r\n')[1]!;
    };
    expect(await rowOf()).toMatch(new RegExp(`,true,true,scorer-card,Marian,${code}$`));

    const [row] = expectOk(await engine.history());
    const scores = expectOk(await engine.historyItem(row!.id)).scores.map((arrow, index) =>
      index === 2 ? 10 : arrow,
    );
    expectOk(await engine.updateShoot(row!.id, { scores }));
    expect(await rowOf()).toMatch(new RegExp(`,false,true,,Marian,${code}$`));
  });
});

describe('double scoring: a scorer’s card of a shoot the archer scored themselves', () => {
  /** Robin's own Portsmouth, scored on his phone: 9-9-8 each end, but 9-8-8 in end 4. */
  async function ownPortsmouth() {
    const engine = await openDevice();
    expectOk(await engine.startShoot('portsmouth'));
    for (let end = 1; end <= 20; end += 1) {
      for (const value of end === 4 ? [9, 8, 8] : [9, 9, 8])
        expectOk(await engine.scoreArrow(value as 8 | 9));
    }
    expectOk(await engine.saveShoot());
    const [own] = expectOk(await engine.history());
    const day = localDay(new Date(parseDateMs(own!.date)!));
    // The scorer wrote 9-9-8 in end 4 as well: one arrow differs.
    const card = cardText(
      await sealCard({ ...portsmouth, date: day, ends: Array.from({ length: 20 }, () => [9, 9, 8]) }),
    );
    return { engine, own: own!, card };
  }

  it('names every difference before anything is saved, and keeps the scorer’s card in place of the own', async () => {
    const { engine, own, card } = await ownPortsmouth();
    const view = expectOk(await engine.readTargetCard(card));
    expect(view.ownScoring).toEqual({
      historyId: own.id,
      score: own.score,
      differences: ['End 4, arrow 2: you 8, scorer 9'],
    });
    const refused = await engine.addTargetCard(card);
    expect(!refused.ok && refused.error.reason).toBe('double-scored');
    expect(expectOk(await engine.history())).toHaveLength(1);

    expectOk(await engine.settleDoubleScoring(card, own.id, 'scorer'));
    const [kept] = expectOk(await engine.history());
    expect(kept).toMatchObject({ id: own.id, score: own.score + 1 });
    expect(expectOk(await engine.historyItem(own.id))).toMatchObject({ witnessed: true, targetCard: card });
    expect(expectOk(await engine.readTargetCard(card)).inHistory).toBe(own.id);
  });

  it('keeps the own scoring when the archer says so, or adds the card beside it as another shoot', async () => {
    const { engine, own, card } = await ownPortsmouth();
    expectOk(await engine.settleDoubleScoring(card, own.id, 'mine'));
    expect(expectOk(await engine.history())).toEqual([own]);
    expect(expectOk(await engine.readTargetCard(card)).setAsideFor).toBe(own.id);
    // Another shoot of the round that day, not the same one: added beside it.
    expect(expectOk(await engine.addTargetCard(card, { alongside: true })).shootsAdded).toBe(1);
    expect(expectOk(await engine.history())).toHaveLength(2);
  });
});
