import { describe, expect, it } from 'vitest';
import { expectOk, testDevice, backupOf } from '../test/fixtures/testDevice.js';
import type { WorkerEngine } from './engine.js';

/**
 * Face entry (issue #18) through the real engine and a real IndexedDB: the worker decides what a tap
 * scores, keeps where it landed, and carries it through saving, editing, export, import and restore.
 * Faces in mm: the 122 cm 10-zone face has the X ring to 30.5 mm, the 10 to 61 mm, each ring 61 mm wide.
 */

async function freshEngine(): Promise<WorkerEngine> {
  const engine = testDevice().open();
  await engine.whenReady();
  return engine;
}

/** A practice 50m (122 cm face, X recorded): X, X on the line, 10 just off it, a keypad 8, one dragged. */
async function plottedPractice(engine: WorkerEngine): Promise<number> {
  expectOk(await engine.startShoot('practice 50m'));
  expect(expectOk(await engine.plotArrow({ x: 0, y: 0 })).shoot.arrows).toEqual(['X']);
  // A 5 mm shaft centred 33 mm out touches the X ring's line (30.5 + 2.5): an X.
  expect(expectOk(await engine.plotArrow({ x: 33, y: 0 })).shoot.arrows).toEqual(['X', 'X']);
  expect(expectOk(await engine.plotArrow({ x: 33.01, y: 0 })).shoot.arrows).toEqual(['X', 'X', 10]);
  expect(expectOk(await engine.scoreArrow(8)).shoot.arrows).toEqual(['X', 'X', 10, 8]);
  // Dragged 300 mm low: 297.5 mm to the shaft's edge, inside the 6 ring (244-305 mm).
  const moved = expectOk(await engine.movePlottedArrow(2, { x: 0, y: -300 }));
  expect(moved.shoot.arrows).toEqual(['X', 'X', 6, 8]);
  // A keypad correction leaves the arrow unplotted.
  const corrected = expectOk(await engine.correctArrow(0, 9));
  expect(corrected.shoot.arrows).toEqual([9, 'X', 6, 8]);
  expect(corrected.shoot.positions).toEqual([null, { x: 33, y: 0 }, { x: 0, y: -300 }, null]);
  return expectOk(await engine.saveShoot({ date: '2026-07-04' })).id;
}

describe('plotting arrows on the face', () => {
  it('scores by the line-cutter rule, keeps the places through saving, and a keypad shoot has none', async () => {
    const engine = await freshEngine();
    const id = await plottedPractice(engine);
    const saved = expectOk(await engine.historyItem(id));
    expect(saved.scores).toEqual([9, 'X', 6, 8]);
    expect(saved.score).toBe(33);
    expect(saved.positions).toEqual([null, { x: 33, y: 0 }, { x: 0, y: -300 }, null]);
    // The history list stays light: no positions in its rows.
    expect(expectOk(await engine.history())[0]).not.toHaveProperty('positions');

    expectOk(await engine.startShoot('practice 50m'));
    expectOk(await engine.scoreArrow(7));
    const keypadId = expectOk(await engine.saveShoot()).id;
    expect(expectOk(await engine.historyItem(keypadId))).not.toHaveProperty('positions');
  });

  it('uses the face of the arrow’s own distance: 63 mm out is a 10 at 90 m (122 cm) and a 9 at 50 m (80 cm)', async () => {
    const engine = await freshEngine();
    expectOk(await engine.startShoot('wa 1440 (90m)'));
    expect(expectOk(await engine.plotArrow({ x: 0, y: 63 })).shoot.arrows).toEqual([10]);
    for (let i = 1; i < 72; i++) expectOk(await engine.scoreArrow(8));
    expect(expectOk(await engine.plotArrow({ x: 0, y: 63 })).shoot.arrows.at(-1)).toBe(9);
  });

  it('takes the shaft into account: a 9.3 mm indoor shaft 24.6 mm out still cuts the 10 on a 40 cm face', async () => {
    const engine = await freshEngine();
    expectOk(await engine.startShoot('wa 18m'));
    expect(expectOk(await engine.plotArrow({ x: 24.6, y: 0 }, 9.3)).shoot.arrows).toEqual([10]);
    expect(expectOk(await engine.plotArrow({ x: 24.6, y: 0 })).shoot.arrows).toEqual([10, 9]);
  });

  it('a compound archer’s tap 20 mm from the centre of a 40 cm face is a 9 (inner 10), a recurve’s a 10', async () => {
    const engine = await freshEngine();
    expectOk(await engine.startShoot('wa 18m'));
    expect(expectOk(await engine.plotArrow({ x: 20, y: 0 })).shoot.arrows).toEqual([10]);
    expectOk(await engine.updateProfile({ bowType: 'compound' }));
    expect(expectOk(await engine.plotArrow({ x: 20, y: 0 })).shoot.arrows).toEqual([10, 9]);
    expect(expectOk(await engine.plotArrow({ x: 0, y: -12.5 })).shoot.arrows).toEqual([10, 9, 10]);
  });

  it('compound limited and compound barebow archers plot on the inner 10 too, as their handicaps are judged', async () => {
    for (const bowType of ['Compound Limited', 'compound barebow']) {
      const engine = await freshEngine();
      expectOk(await engine.updateProfile({ bowType }));
      expectOk(await engine.startShoot('wa 18m'));
      expect(expectOk(await engine.plotArrow({ x: 20, y: 0 })).shoot.arrows).toEqual([9]);
    }
  });

  it('refuses, as data, positions and shafts that are not real, and rounds without a face', async () => {
    const engine = await freshEngine();
    expectOk(await engine.startShoot('practice 50m'));
    const refused = async (write: Promise<unknown>, reason: string) =>
      expect(await write).toMatchObject({ ok: false, error: { reason } });
    await refused(engine.plotArrow({ x: Number.NaN, y: 0 }), 'invalid-position');
    await refused(engine.plotArrow({ x: 0, y: 9_999_999 }), 'invalid-position');
    await refused(engine.plotArrow({ x: 0, y: 0 }, -1), 'invalid-position');
    await refused(engine.movePlottedArrow(0, { x: 0, y: 0 }), 'no-such-arrow');
    expect(expectOk(await engine.currentShoot()).arrows).toEqual([]);
    expectOk(await engine.startShoot('360 qualification round'));
    await refused(engine.plotArrow({ x: 0, y: 0 }), 'no-target-face');
  });

  it('editing a saved shoot’s arrows keeps the places of arrows it did not change', async () => {
    const engine = await freshEngine();
    const id = await plottedPractice(engine);
    const edited = expectOk(await engine.updateShoot(id, { scores: [9, 'X', 7, 8] }));
    expect(edited.positions).toEqual([null, { x: 33, y: 0 }, null, null]);
    const cleared = expectOk(await engine.updateShoot(id, { scores: [9, 10, 7, 8] }));
    expect(cleared).not.toHaveProperty('positions');
  });
});

describe('positions through export, import and restore', () => {
  it('a backup carries them to another device, which imports and restores them as they were', async () => {
    const a = await freshEngine();
    const id = await plottedPractice(a);
    expectOk(await a.startShoot('practice 50m'));
    expectOk(await a.scoreArrow(7));
    expectOk(await a.saveShoot({ date: '2026-07-05' }));
    const payload = await backupOf(a);
    const exported = payload.history as Array<{ date: string; positions?: unknown }>;
    expect(exported.find((h) => h.date === '2026-07-04')!.positions).toEqual([
      null,
      { x: 33, y: 0 },
      { x: 0, y: -300 },
      null,
    ]);
    expect(exported.find((h) => h.date === '2026-07-05')).not.toHaveProperty('positions');

    for (const write of ['importData', 'restoreData'] as const) {
      const b = await freshEngine();
      expectOk(await b[write](payload));
      const shoots = expectOk(await b.history());
      const plotted = expectOk(await b.historyItem(shoots.find((s) => s.date === '2026-07-04')!.id));
      expect(plotted.positions, write).toEqual(expectOk(await a.historyItem(id)).positions);
      const keypad = expectOk(await b.historyItem(shoots.find((s) => s.date === '2026-07-05')!.id));
      expect(keypad, write).not.toHaveProperty('positions');
    }
  });

  it('the old app’s export format carries positions too; ones that do not line up are dropped, the shoot kept', async () => {
    const engine = await freshEngine();
    const summary = expectOk(
      await engine.importData({
        history: [
          {
            id: 1,
            date: '2026-05-01',
            gameType: 'practice 50m',
            scores: [10, 9],
            score: 19,
            positions: [{ x: 40, y: 10 }, null],
          },
          {
            id: 2,
            date: '2026-05-02',
            gameType: 'practice 50m',
            scores: [8],
            score: 8,
            positions: [null, null],
          },
          {
            id: 3,
            date: '2026-05-03',
            gameType: 'practice 50m',
            scores: [7],
            score: 7,
            positions: [{ x: 'a' }],
          },
        ],
        user: { name: 'Robin' },
      }),
    );
    expect(summary).toMatchObject({ format: 'legacy-export', shootsAdded: 3 });
    const byDate = new Map(expectOk(await engine.history()).map((s) => [s.date, s.id]));
    expect(expectOk(await engine.historyItem(byDate.get('2026-05-01')!)).positions).toEqual([
      { x: 40, y: 10 },
      null,
    ]);
    expect(expectOk(await engine.historyItem(byDate.get('2026-05-02')!))).not.toHaveProperty('positions');
    expect(expectOk(await engine.historyItem(byDate.get('2026-05-03')!))).not.toHaveProperty('positions');
  });
});

describe('analysis of plotted arrows, worked out in the worker', () => {
  /** A practice 30m shoot of six arrows plotted round (0, yMm) in a cross of `radiusMm`, plus a keypad 9. */
  async function crossShoot(engine: WorkerEngine, date: string, yMm: number, radiusMm: number) {
    expectOk(await engine.startShoot('practice 30m'));
    for (const [x, y] of [
      [0, 0],
      [radiusMm, 0],
      [-radiusMm, 0],
      [0, radiusMm],
      [0, -radiusMm],
      [0, 0],
    ] as const)
      expectOk(await engine.plotArrow({ x, y: y + yMm }));
    expectOk(await engine.scoreArrow(9));
    return expectOk(await engine.saveShoot({ date })).id;
  }

  it('a saved shoot: its group 4 cm high, mean radius and fliers, keypad arrows left out', async () => {
    const engine = await freshEngine();
    const id = await crossShoot(engine, '2026-08-01', 40, 20);
    const analysis = expectOk(await engine.plottedShoot(id));
    expect(analysis.distances).toHaveLength(1);
    const thirty = analysis.distances[0]!;
    expect(thirty.arrows).toHaveLength(6);
    // Radii from the centre (0, 40): 0, 20, 20, 20, 20, 0 mm: mean 13.33 mm = 1.333 cm.
    expect(thirty.group!.all.centre.y).toBeCloseTo(4, 12);
    expect(thirty.group!.all.meanRadiusCm).toBeCloseTo(4 / 3, 12);
    expect(thirty.fliers).toEqual([]);
    expect(await engine.plottedShoot(999)).toMatchObject({ ok: false, error: { reason: 'no-such-shoot' } });
  });

  it('one distance across shoots, oldest first, getting tighter', async () => {
    const engine = await freshEngine();
    await crossShoot(engine, '2026-08-03', 0, 10);
    await crossShoot(engine, '2026-08-01', 0, 30);
    await crossShoot(engine, '2026-08-02', 0, 20);
    expectOk(await engine.startShoot('practice 30m'));
    expectOk(await engine.scoreArrow(9));
    expectOk(await engine.saveShoot({ date: '2026-08-04' }));
    const comparison = expectOk(await engine.distanceAcrossShoots({ distance: 30, unit: 'm' }));
    expect(comparison.shoots.map((s) => s.date)).toEqual(['2026-08-01', '2026-08-02', '2026-08-03']);
    // Mean radii (4 × r + 2 × 0) / 6: 2, 1.333, 0.667 cm: 0.667 cm tighter a shoot.
    expect(comparison.meanRadiusCmPerShoot).toBeCloseTo(-2 / 3, 12);
    expect(expectOk(await engine.distanceAcrossShoots({ distance: 30, unit: 'yd' })).shoots).toEqual([]);
  });
});

describe('sight advice from a saved shoot’s group', () => {
  /** practice 50m: six arrows in a 1 cm cross round (0, 80) mm, the group 8 cm high, and a keypad 9. */
  async function highGroup(engine: WorkerEngine): Promise<number> {
    expectOk(await engine.updateProfile({ bowType: 'recurve' }));
    expectOk(await engine.startShoot('practice 50m'));
    for (const [x, y] of [
      [0, 80],
      [10, 80],
      [-10, 80],
      [0, 90],
      [0, 70],
      [0, 80],
    ] as const)
      expectOk(await engine.plotArrow({ x, y }));
    expectOk(await engine.scoreArrow(9));
    return expectOk(await engine.saveShoot({ date: '2026-09-01' })).id;
  }

  it('in millimetres: group 8 cm high at 50 m, 850 mm sight radius: sight up 1.36 mm', async () => {
    const engine = await freshEngine();
    const id = await highGroup(engine);
    const view = expectOk(
      await engine.sightAdvice({
        historyId: id,
        distanceIndex: 0,
        units: { kind: 'millimetres', sightRadiusMm: 850, higherMarkMovesSight: 'down' },
        currentMark: 30,
      }),
    );
    expect(view.distance).toEqual({ distance: 50, unit: 'm' });
    // 80 mm × 850 / 50,000 = 1.36 mm; up is a lower number on this scale: 28.64.
    expect(view.advice.elevation).toMatchObject({ move: 'up', unit: 'mm' });
    expect(view.advice.elevation.amount).toBeCloseTo(1.36, 12);
    expect(view.advice.correctedMark).toBeCloseTo(28.64, 12);
    expect(view.advice.windage.move).toBeNull();
  });

  it('in the archer’s marks, learned from their marks with the same notches, from the recorded 50 m mark', async () => {
    const engine = await freshEngine();
    const id = await highGroup(engine);
    // A recurve whose numbers fall as distance grows (the simulated archer's true marks).
    for (const [distance, vertical] of [
      [30, 9.19],
      [50, 6.92],
      [70, 4.46],
    ] as const)
      expectOk(await engine.saveSightMark({ distance, unit: 'm', notches: 3, vertical }));
    // Another setup's mark, which must not bend this one's scale.
    expectOk(await engine.saveSightMark({ distance: 40, unit: 'm', notches: 5, vertical: 50 }));
    const view = expectOk(
      await engine.sightAdvice({
        historyId: id,
        distanceIndex: 0,
        units: { kind: 'marks', notches: 3, sightRadiusMm: null },
      }),
    );
    expect(view.currentMark).toBe(6.92);
    if (view.markScale?.kind !== 'learned') throw new Error('no scale learned');
    expect(view.markScale.higherMarkMovesSight).toBe('up');
    // The true scale is 880 mm / (100 × 50 m × 10 mm) = 0.0176 marks per cm; learned within the class bias.
    expect(view.markScale.marksPerCm).toBeGreaterThan(0.0176 * 0.8);
    expect(view.markScale.marksPerCm).toBeLessThan(0.0176 * 1.0);
    expect(view.advice.elevation.move).toBe('up');
    expect(view.advice.correctedMark).toBeCloseTo(6.92 + 8 * view.markScale.marksPerCm, 12);
  });

  it('says why when it cannot advise', async () => {
    const engine = await freshEngine();
    const id = await highGroup(engine);
    const marks = { kind: 'marks' as const, notches: null, sightRadiusMm: null };
    expect(await engine.sightAdvice({ historyId: id, distanceIndex: 0, units: marks })).toMatchObject({
      ok: false,
      error: { reason: 'invalid-sight-settings' },
    });
    expect(await engine.sightAdvice({ historyId: id, distanceIndex: 1, units: marks })).toMatchObject({
      ok: false,
      error: { reason: 'no-plotted-group' },
    });
    const mm = { kind: 'millimetres' as const, sightRadiusMm: 0, higherMarkMovesSight: null };
    expect(await engine.sightAdvice({ historyId: id, distanceIndex: 0, units: mm })).toMatchObject({
      ok: false,
      error: { reason: 'invalid-sight-settings' },
    });
  });
});
