import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../core/canonicalJson.js';
import { manifestOf, withManifest } from '../backups/manifest.js';
import type { EngineEvent } from '../events/eventTypes.js';
import { makeEvent, type EventSource } from '../events/makeEvent.js';
import { findRound } from '../rounds/catalogue.js';
import type { ArrowValue } from '../rounds/round.js';
import { arrowsTotal } from '../scoring/arrowValues.js';
import { applyEvent, emptyProjections, type Projections } from '../projections/projections.js';
import { seededRandom } from '../../test/fixtures/syntheticHistory.js';
import { historyList } from '../views/historyViews.js';
import { exportBackup } from './exportBackup.js';
import { planImport } from './importFile.js';
import { importableFile } from './readBackupFile.js';

/**
 * Completeness you can check, as a property (issue #43): a history of up to 10,000 generated shoots,
 * exported, wiped and imported from the file, gives the same manifest and the same state; the same
 * file cut by one byte or by one shoot is refused, saying what is missing in figures.
 */

const ROUNDS = ['york', 'portsmouth', 'wa 1440 (70m)', 'worcester', 'practice 30yd', 'national', 'frostbite'];

/** One shoot as generated: which round, how much of it was shot, and how it was kept. */
interface ShootPlan {
  round: string;
  /** Arrows shot as a share of the round (1 = the whole round); practice rounds shoot 6 to 120. */
  share: number;
  kept: 'complete' | 'incomplete' | 'unflagged';
  day: number;
  seed: number;
}

/** A history to export: its shoots, and which are then deleted or get a note. */
interface HistoryPlan {
  shoots: ShootPlan[];
  deleted: number[];
  noted: number[];
  sightMarks: number;
}

const shootPlan: fc.Arbitrary<ShootPlan> = fc.record({
  round: fc.constantFrom(...ROUNDS),
  share: fc.oneof(fc.constant(1), fc.double({ min: 0.01, max: 1, noNaN: true })),
  kept: fc.constantFrom('complete', 'incomplete', 'unflagged'),
  day: fc.integer({ min: 0, max: 3650 }),
  seed: fc.nat(),
});

const smallHistory: fc.Arbitrary<HistoryPlan> = fc.array(shootPlan, { maxLength: 25 }).chain((shoots) =>
  fc.record({
    shoots: fc.constant(shoots),
    deleted: fc.uniqueArray(fc.nat({ max: Math.max(0, shoots.length - 1) }), { maxLength: shoots.length }),
    noted: fc.array(fc.nat({ max: Math.max(0, shoots.length - 1) }), { maxLength: shoots.length }),
    sightMarks: fc.integer({ min: 0, max: 4 }),
  }),
);

/** A keen archer's years: thousands of shoots drawn from one seed, a few deleted, some with notes. */
function largeHistory({ count, seed }: { count: number; seed: number }): HistoryPlan {
  const random = seededRandom(seed);
  const shoots = Array.from({ length: count }, (_, index) => ({
    round: ROUNDS[Math.floor(random() * ROUNDS.length)]!,
    share: random() < 0.05 ? random() : 1,
    kept: random() < 0.03 ? ('incomplete' as const) : ('complete' as const),
    day: Math.floor((index * 3650) / count),
    seed: Math.floor(random() * 2 ** 31),
  }));
  const pick = (share: number) => shoots.flatMap((_, index) => (random() < share ? [index] : []));
  return { shoots, deleted: pick(0.01), noted: pick(0.1), sightMarks: 4 };
}

const largeSize = fc.record({ count: fc.integer({ min: 2_000, max: 10_000 }), seed: fc.nat() });

/** The events the app would have stored for the plan, applied to a fresh device's projections. */
function deviceWith(plan: HistoryPlan): Projections {
  let ids = 0;
  const start = Date.UTC(2016, 0, 1, 9);
  let clock = start;
  const source: EventSource = { now: () => clock, newId: () => `gen-${++ids}` };
  const state = emptyProjections({ findRound, startedAt: new Date(start) });
  const apply = (event: EngineEvent) => applyEvent(state, event);
  apply(makeEvent('profile-updated', { changes: { name: 'Sam Archer', bowType: 'recurve' } }, source));
  for (let mark = 0; mark < plan.sightMarks; mark++) {
    const distance = 20 + 10 * mark;
    apply(
      makeEvent(
        'sight-mark-saved',
        {
          mark: {
            id: `mark-${mark}`,
            distance,
            unit: 'm',
            notches: mark * 7,
            vertical: 0,
            priority: false,
            label: '',
          },
        },
        source,
      ),
    );
  }
  plan.shoots.forEach((shoot, index) => {
    clock = start + shoot.day * 86_400_000 + index;
    const round = findRound(shoot.round)!;
    const random = seededRandom(shoot.seed);
    const full = round.maxArrows ?? 6 + Math.floor(random() * 115);
    const count = Math.max(1, Math.round(full * shoot.share));
    const scores: ArrowValue[] = Array.from(
      { length: count },
      () => round.scores[Math.floor(random() * round.scores.length)]!,
    );
    apply(
      makeEvent(
        'shoot-saved',
        {
          historyId: index + 1,
          date: new Date(clock).toISOString(),
          gameType: round.name,
          score: arrowsTotal(scores, round),
          scores,
          positions: null,
          shootDuration: count * 60_000,
          location: null,
          shootStatus: 'Practice',
          userProfile: { gender: 'male', ageGroup: 'adult', bowType: 'recurve' },
          complete: shoot.kept === 'unflagged' ? null : shoot.kept === 'complete' && count >= full,
          eventStatus: null,
          witnessed: false,
          signed: false,
          leaveOutOfHandicap: false,
        },
        source,
      ),
    );
  });
  plan.noted.forEach((index, count) => {
    // Notes are written after the shoots, a second apart: two notes alike in every way are one note.
    clock += 1000;
    apply(
      makeEvent(
        'note-added',
        {
          noteId: source.newId(),
          text: `Note ${count + 1}, on shoot ${index + 1}`,
          endNumber: 1,
          shootId: index + 1,
        },
        source,
      ),
    );
  });
  for (const index of plan.deleted) apply(makeEvent('shoot-deleted', { historyId: index + 1 }, source));
  return state;
}

const details = {
  preferences: { tipsSeen: true },
  timestamp: Date.UTC(2026, 5, 1),
  deviceId: 'device-generated-history',
};

/** The file an export writes: the payload with its manifest first. */
async function exportedFile(state: Projections) {
  const payload = await withManifest(exportBackup(state, details));
  return { text: JSON.stringify(payload), payload };
}

/** A wiped phone that imports the file: refused, or the projections it gives. */
async function importedInto(text: string) {
  const read = await importableFile(text);
  if (!read.ok) return read;
  const wiped = emptyProjections({ findRound, startedAt: new Date(Date.UTC(2016, 0, 1, 9)) });
  let ids = 0;
  const plan = planImport(wiped, read.value.payload, {
    now: () => details.timestamp,
    newId: () => `import-${++ids}`,
  });
  if (!plan.ok) return plan;
  if (plan.value.event !== null) applyEvent(wiped, plan.value.event);
  return { ok: true as const, value: wiped };
}

/**
 * The state an archer sees, as derived from the events: the history, the notes, sight marks, profile and
 * deletions. A shoot's id is the phone's own numbering (an import gives added shoots the next ids
 * there, mergeBackup.ts), so shoots are told apart by their place in the history and notes by the
 * place of their shoot.
 */
function seen(state: Projections) {
  const history = historyList(state);
  const place = new Map(history.map((item, index) => [item.id, index]));
  return {
    history: history.map(({ id: _id, ...rest }) => rest),
    notes: state.notes.all().map((note) => ({ ...note, shootId: place.get(note.shootId ?? -1) ?? null })),
    sightMarks: [...state.sightMarks.values()],
    profile: state.profile,
    tombstones: state.tombstones.list(),
  };
}

/**
 * The same state: compared as canonical JSON for thousands of shoots (a deep comparison of that size
 * takes most of the run), field by field for the small histories whose failures are read.
 */
function expectSameState(actual: Projections, expected: Projections): void {
  if (expected.history.shoots.size > 200)
    expect(canonicalJson(seen(actual))).toBe(canonicalJson(seen(expected)));
  else expect(seen(actual)).toEqual(seen(expected));
}

/** Imports the file onto a wiped phone, failing the property when it is refused. */
async function wipedAndImported(text: string): Promise<Projections> {
  const imported = await importedInto(text);
  if (!imported.ok) throw new Error(`${imported.error.reason}: ${imported.error.message}`);
  return imported.value;
}

async function roundTrip(plan: HistoryPlan): Promise<void> {
  const before = deviceWith(plan);
  const first = await exportedFile(before);
  const after = await wipedAndImported(first.text);
  expectSameState(after, before);
  // The wiped phone's export lists the same counts; its checksum is its own only because the shoots
  // now carry that phone's ids.
  const second = await exportedFile(after);
  const { sha256: _first, ...listed } = first.payload.manifest;
  const { sha256: _second, ...relisted } = second.payload.manifest;
  expect(relisted).toEqual(listed);
  // From there the file is a fixed point: exported, wiped and imported again, the same manifest,
  // checksum and all, and the same state.
  const again = await wipedAndImported(second.text);
  expect(await manifestOf(exportBackup(again, details))).toEqual(second.payload.manifest);
  expectSameState(again, before);
}

describe('export, wipe, import (property)', () => {
  it('gives the same manifest and the same state, for small histories of every kind', async () => {
    await fc.assert(fc.asyncProperty(smallHistory, roundTrip), { numRuns: 40 });
  });

  it('gives the same manifest and the same state for thousands of shoots, up to 10,000', async () => {
    // The largest always, and one size drawn: seconds a run, so few runs (the small ones are many).
    await fc.assert(
      fc.asyncProperty(largeSize, (size) => roundTrip(largeHistory(size))),
      { numRuns: 1, examples: [[{ count: 10_000, seed: 43 }]] },
    );
  }, 180_000);
});

describe('a file cut short (property)', () => {
  it('is refused, by one shoot or by one byte, with the counts', async () => {
    await fc.assert(
      fc.asyncProperty(smallHistory, fc.nat(), async (plan, at) => {
        const { text, payload } = await exportedFile(deviceWith(plan));
        const history = payload.history;
        const listed = `${history.length} ${history.length === 1 ? 'shoot' : 'shoots'} listed`;
        if (history.length > 0) {
          const lessOne = history.filter((_, index) => index !== at % history.length);
          const cut = await importedInto(JSON.stringify({ ...payload, history: lessOne }));
          expect(cut).toMatchObject({ ok: false, error: { reason: 'incomplete-file' } });
          if (!cut.ok)
            expect(cut.error.message).toContain(
              `This file is incomplete: ${listed}, ${lessOne.length || 'none'} in it`,
            );
        }
        const byOneByte = await importedInto(text.slice(0, -1));
        expect(byOneByte).toMatchObject({ ok: false, error: { reason: 'incomplete-file' } });
        if (!byOneByte.ok)
          expect(byOneByte.error.message).toMatch(
            /^This file is incomplete: it ends part-way through\. It holds \d+ shoots?, /,
          );
      }),
      { numRuns: 30 },
    );
  });
});
