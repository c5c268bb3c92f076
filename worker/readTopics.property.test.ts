import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ArcheryEngine, ChangeTopic } from '../shared/contract/engine.js';
import type { ArrowValue } from '../shared/rounds/round.js';
import { READ_TOPICS, type EngineRead } from '../shared/contract/readTopics.js';
import { cardText } from '../shared/target-cards/card-text.js';
import { sealCard } from '../shared/target-cards/seal.js';
import { testDevice } from '../test/fixtures/testDevice.js';

/** A scorer's signed card (docs/scoring-a-target.md), for the write that adds it and the read that shows it. */
const card = cardText(
  await sealCard({
    archer: { name: 'Robin', bowType: 'recurve', ageGroup: 'adult', gender: 'male' },
    letter: 'A',
    targetNumber: null,
    round: 'portsmouth',
    date: '2026-12-05',
    place: null,
    eventStatus: 'club_target_day',
    ends: [[10, 9, 9]],
    scorer: 'Marian',
    archerSignature: { at: '2026-12-05T21:00:00.000Z', mark: { kind: 'initials', text: 'R' } },
    scorerSignature: { at: '2026-12-05T21:00:10.000Z', mark: { kind: 'initials', text: 'M' } },
  }),
);

/**
 * Each read declares the change topics it depends on (shared/contract/readTopics.ts), and a screen is
 * fetched again on those alone (issue #46). So after any write, a read whose declared topics the write's
 * batch does not touch must answer exactly as before: if it did not, a screen would show a stale answer.
 * Random sequences of writes covering the event types, on a real engine, check every declared read.
 */

type Write = (engine: ArcheryEngine) => Promise<unknown>;

const writes: fc.Arbitrary<{ name: string; run: Write }>[] = [
  fc.constantFrom<ArrowValue>(9, 7, 'X', 'M').map((value) => ({
    name: `score ${value}`,
    run: (engine) => engine.scoreArrow(value),
  })),
  fc.constant({ name: 'undo', run: (engine: ArcheryEngine) => engine.undoArrow() }),
  fc.constant({ name: 'save', run: (engine: ArcheryEngine) => engine.saveShoot() }),
  fc.constant({ name: 'discard', run: (engine: ArcheryEngine) => engine.discardShoot() }),
  fc.constant({ name: 'note', run: (engine: ArcheryEngine) => engine.addNote({ text: 'Windy' }) }),
  fc.constant({
    name: 'note on the first shoot',
    run: (engine: ArcheryEngine) => engine.addNote({ text: 'Gusty', shootId: 1 }),
  }),
  fc.integer({ min: 5, max: 40 }).map((notches) => ({
    name: `sight mark ${notches}`,
    run: (engine: ArcheryEngine) => engine.saveSightMark({ distance: 20, unit: 'yd', notches }),
  })),
  fc.constantFrom('Robin', 'Marian').map((name) => ({
    name: `profile ${name}`,
    run: (engine: ArcheryEngine) => engine.updateProfile({ name }),
  })),
  fc.constant({
    name: 'edit the first shoot',
    run: (engine: ArcheryEngine) => engine.updateShoot(1, { scores: [10, 9, 9] }),
  }),
  fc.constant({ name: 'delete the first shoot', run: (engine: ArcheryEngine) => engine.deleteShoot(1) }),
  fc.constant({
    name: 'read the awards',
    run: (engine: ArcheryEngine) => engine.markAchievementsRead('all'),
  }),
  fc.constant({ name: 'add a signed card', run: (engine: ArcheryEngine) => engine.addTargetCard(card) }),
  fc.constant({
    name: 'set up a target',
    run: (engine: ArcheryEngine) =>
      engine.startTarget({
        round: 'portsmouth',
        date: '2026-12-06',
        place: null,
        eventStatus: 'club_target_day',
        targetNumber: 3,
        archers: [
          { name: 'Robin', bowType: 'recurve', ageGroup: 'adult', gender: 'male' },
          { name: 'Marian', bowType: 'barebow', ageGroup: 'adult', gender: 'female' },
        ],
        scorer: { letter: 'B', name: 'Marian' },
      }),
  }),
  fc.constantFrom<ArrowValue>(10, 8, 'M').map((value) => ({
    name: `target arrow ${value}`,
    run: (engine: ArcheryEngine) => engine.scoreTargetArrow(value),
  })),
  fc.constant({ name: 'undo on the target', run: (engine: ArcheryEngine) => engine.undoTargetArrow() }),
  fc.constant({ name: 'stop the target', run: (engine: ArcheryEngine) => engine.stopTarget() }),
  fc
    .constantFrom<['A' | 'B', 'archer' | 'scorer']>(
      ['A', 'archer'],
      ['A', 'scorer'],
      ['B', 'archer'],
      ['B', 'scorer'],
    )
    .map(([letter, role]) => ({
      name: `sign ${letter} as ${role}`,
      run: (engine: ArcheryEngine) => engine.signTargetCard(letter, role, { kind: 'initials', text: letter }),
    })),
  fc.constant({
    name: "add the scorer's own card",
    run: async (engine: ArcheryEngine) => {
      const target = await engine.target();
      const own = target.ok ? target.value?.rows.find((row) => row.letter === 'B')?.sealed : undefined;
      if (own) await engine.addTargetCard(own.text);
    },
  }),
  fc.constant({ name: 'end the target', run: (engine: ArcheryEngine) => engine.endTarget() }),
  fc.boolean().map((on) => ({
    name: `popups ${on}`,
    run: (engine: ArcheryEngine) => engine.setAchievementPopups(on),
  })),
];

/** Each declared read, asked as a screen asks it; reads taking arguments ask about the first shoot. */
const reads: Record<EngineRead, (engine: ArcheryEngine) => Promise<unknown>> = {
  currentShoot: (engine) => engine.currentShoot(),
  // The card's log position moves with every write by design; what it draws is what must not.
  scoreCard: async (engine) => {
    const card = await engine.scoreCard('portrait');
    return card.ok ? { ...card.value, logPosition: null } : card;
  },
  whatINeed: (engine) => engine.whatINeed(),
  officialRecord: (engine) => engine.officialRecord(),
  seasonReview: (engine) => engine.seasonReview({ ledger: 'outdoor:recurve', season: 'current' } as never),
  defaultStanding: (engine) => engine.defaultStanding('portsmouth'),
  history: (engine) => engine.history(),
  historyItem: (engine) => engine.historyItem(1),
  recentRounds: (engine) => engine.recentRounds(),
  distancePerformanceReport: (engine) => engine.distancePerformanceReport(),
  progress: (engine) => engine.progress(),
  plottedShoot: (engine) => engine.plottedShoot(1),
  distanceAcrossShoots: (engine) => engine.distanceAcrossShoots({ distance: 20, unit: 'yd' }),
  sightAdvice: (engine) => engine.sightAdvice({ historyId: 1, distance: 20, unit: 'yd' } as never),
  notes: (engine) => engine.notes(),
  diary: (engine) => engine.diary(),
  sightMarks: (engine) => engine.sightMarks(),
  estimateSightMark: (engine) => engine.estimateSightMark({ distance: 30, unit: 'yd' } as never),
  profile: (engine) => engine.profile(),
  achievements: (engine) => engine.achievements(),
  unreadAchievements: (engine) => engine.unreadAchievements(),
  achievementReadState: (engine) => engine.achievementReadState(),
  achievementPreferences: (engine) => engine.achievementPreferences(),
  phoneCounts: (engine) => engine.phoneCounts(),
  ianseoArrowStrings: (engine) => engine.ianseoArrowStrings(1),
  readTargetCard: (engine) => engine.readTargetCard(card),
  target: (engine) => engine.target(),
  recentTargetArchers: (engine) => engine.recentTargetArchers(),
};

async function answers(engine: ArcheryEngine): Promise<Map<EngineRead, string>> {
  const all = new Map<EngineRead, string>();
  for (const [read, ask] of Object.entries(reads) as [EngineRead, (e: ArcheryEngine) => Promise<unknown>][])
    all.set(read, JSON.stringify(await ask(engine)));
  return all;
}

describe('the topics each read declares', () => {
  it('name every change that moves its answer', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(...writes), { minLength: 1, maxLength: 12 }), async (sequence) => {
        const engine = testDevice().open();
        await engine.whenReady();
        // The shoot the writes about "the first shoot" reach: three arrows, saved.
        for (const value of [9, 9, 7] as const) await engine.scoreArrow(value);
        await engine.saveShoot();
        let touched: readonly ChangeTopic[] = [];
        await engine.subscribe((batch) => (touched = [...touched, ...batch.topics]));
        try {
          let before = await answers(engine);
          for (const write of sequence) {
            touched = [];
            await write.run(engine);
            const after = await answers(engine);
            for (const [read, answer] of after) {
              const declared: readonly ChangeTopic[] = READ_TOPICS[read];
              if (answer !== before.get(read))
                expect(
                  declared.some((topic) => touched.includes(topic)),
                  `${read} changed after "${write.name}", which touched ${touched.join(', ') || 'nothing'}; it declares ${declared.join(', ')}`,
                ).toBe(true);
            }
            before = after;
          }
        } finally {
          await engine.close();
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
