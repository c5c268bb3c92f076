import fc from 'fast-check';
import { distancePerformanceReport } from '../views/distanceReport.js';
import { seasonStartDates } from '../time/seasons.js';
import { describe, expect, it } from 'vitest';
import type { EngineEvent } from '../events/eventTypes.js';
import { EVENT_VERSIONS } from '../events/upgrades.js';
import { markTopScores } from '../history/topScores.js';
import { findRound } from '../rounds/catalogue.js';
import { currentShootView } from '../views/currentShootView.js';
import type { Decide } from '../commands/decision.js';
import { addNote, deleteNote, highlightNote } from '../commands/diaryCommands.js';
import { diaryView } from '../views/diaryView.js';
import { deleteShoot, updateShoot } from '../commands/historyCommands.js';
import { historyItemView, historyList } from '../views/historyViews.js';
import { planImport } from '../import-export/importFile.js';
import { applyEvent, emptyProjections, replay, type Projections } from './projections.js';
import { replayRecords, type LogRecord } from './replayRecords.js';
import { updateProfile } from '../commands/profileCommands.js';
import { saveSightMark } from '../commands/sightMarkCommands.js';
import {
  correctArrow,
  discardShoot,
  saveShoot,
  scoreArrow,
  startShoot,
  undoArrow,
} from '../commands/shootCommands.js';

/**
 * Projections built one event at a time (as the worker does while the app runs) against the same
 * events replayed from scratch (as at start-up), and the incremental indexes against the batch rules
 * they stand in for (markTopScores, distance sums recomputed from the saved shoots).
 */

const context = { findRound, startedAt: new Date(Date.UTC(2025, 5, 1)) };

type Step =
  | ['start', string]
  | ['score', number[]]
  | ['correct', number, number]
  | ['undo']
  | ['save', number]
  | ['discard']
  | ['note', number | null]
  | ['highlight-note', number]
  | ['delete-note', number]
  | ['edit', number, number[]]
  | ['delete', number]
  | ['profile', string, string]
  | ['mark', number]
  | ['import', number];

const startStep = fc.tuple(
  fc.constant('start' as const),
  fc.constantFrom(
    'practice 20yd',
    'practice 40m',
    'practice 60yd',
    'practice 10m',
    'bray i',
    'vegas 300',
    'york',
  ),
);

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 2, arbitrary: startStep },
  {
    weight: 6,
    arbitrary: fc.tuple(
      fc.constant('score' as const),
      fc.array(fc.nat({ max: 11 }), { minLength: 1, maxLength: 40, size: 'max' }),
    ),
  },
  { weight: 1, arbitrary: fc.tuple(fc.constant('correct' as const), fc.nat(), fc.nat({ max: 11 })) },
  { weight: 1, arbitrary: fc.tuple(fc.constant('undo' as const)) },
  { weight: 4, arbitrary: fc.tuple(fc.constant('save' as const), fc.integer({ min: -400, max: 0 })) },
  { weight: 1, arbitrary: fc.tuple(fc.constant('discard' as const)) },
  { weight: 2, arbitrary: fc.tuple(fc.constant('note' as const), fc.option(fc.nat(), { nil: null })) },
  { weight: 1, arbitrary: fc.tuple(fc.constant('highlight-note' as const), fc.nat()) },
  { weight: 1, arbitrary: fc.tuple(fc.constant('delete-note' as const), fc.nat()) },
  {
    weight: 2,
    arbitrary: fc.tuple(
      fc.constant('edit' as const),
      fc.nat(),
      fc.array(fc.nat({ max: 11 }), { minLength: 1, maxLength: 30 }),
    ),
  },
  { weight: 1, arbitrary: fc.tuple(fc.constant('delete' as const), fc.nat()) },
  {
    weight: 1,
    arbitrary: fc.tuple(
      fc.constant('profile' as const),
      fc.constantFrom('recurve', 'compound', 'barebow'),
      fc.constantFrom('female', 'male', ''),
    ),
  },
  { weight: 1, arbitrary: fc.tuple(fc.constant('mark' as const), fc.integer({ min: 10, max: 90 })) },
  { weight: 1, arbitrary: fc.tuple(fc.constant('import' as const), fc.nat({ max: 3 })) },
);

/** A session opens on a round choice, then anything. */
const session = fc
  .tuple(startStep, fc.array(step, { minLength: 1, maxLength: 30, size: 'max' }))
  .map(([start, rest]): Step[] => [start, ...rest]);

function decideStep(state: Projections, s: Step, now: number): Decide | null {
  const round = findRound(state.current.roundName)!;
  const keypad = round.scores;
  const ids = [...state.history.shoots.keys()];
  switch (s[0]) {
    case 'start':
      return startShoot(s[1]);
    case 'score': {
      const keys = s[1];
      return (st, source) =>
        scoreArrow(keypad[keys[st.current.arrows.length % keys.length]! % keypad.length]!)(st, source);
    }
    case 'correct':
      return correctArrow(s[1] % Math.max(state.current.arrows.length, 1), keypad[s[2] % keypad.length]!);
    case 'undo':
      return undoArrow();
    case 'save':
      return saveShoot({ date: new Date(now + s[1] * 86_400_000).toISOString() });
    case 'discard':
      return discardShoot();
    case 'note':
      return addNote({
        text: 'note',
        shootId: s[1] === null || ids.length === 0 ? null : ids[s[1] % ids.length]!,
      });
    case 'highlight-note': {
      const notes = state.notes.all();
      return notes.length ? highlightNote(notes[s[1] % notes.length]!.id, true) : null;
    }
    case 'delete-note': {
      const notes = state.notes.all();
      return notes.length ? deleteNote(notes[s[1] % notes.length]!.id) : null;
    }
    case 'edit': {
      const shoot = ids.length ? state.history.get(ids[s[1] % ids.length]!) : undefined;
      if (!shoot?.round) return null;
      const pad = shoot.round.scores;
      return updateShoot(shoot.item.id, { scores: s[2].map((k) => pad[k % pad.length]!) });
    }
    case 'delete':
      return ids.length ? deleteShoot(ids[s[1] % ids.length]!) : null;
    case 'profile':
      return updateProfile({ bowType: s[1], gender: s[2], ageGroup: 'adult' });
    case 'mark':
      return saveSightMark({ distance: s[1], unit: 'm', notches: s[1] / 2 });
    case 'import':
      return (st, source) => {
        const history = Array.from({ length: s[1] }, (_, i) => ({
          date: `2024-05-0${i + 1}`,
          gameType: i % 2 ? 'york' : 'National',
          scores: [9, 9, 7],
        }));
        const plan = planImport(st, { history }, source);
        return plan.ok && plan.value.event
          ? { ok: true, value: plan.value.event }
          : { ok: false, error: { reason: 'invalid-import', message: '' } };
      };
  }
}

function views(state: Projections) {
  const now = new Date(Date.UTC(2025, 6, 1));
  return {
    current: currentShootView(state, now),
    history: historyList(state),
    items: [...state.history.shoots.values()].map((shoot) => historyItemView(state, shoot)),
    notes: state.notes.all(),
    deletedNotes: state.notes.deleted(),
    diary: diaryView(state),
    highlighted: diaryView(state, { highlightedOnly: true }),
    sightMarks: [...state.sightMarks.values()],
    profile: state.profile,
    distances: distancePerformanceReport(state.history.shoots.values(), {}, seasonStartDates(now)),
  };
}

function run(steps: Step[]): { live: Projections; events: EngineEvent[] } {
  let clock = Date.UTC(2025, 5, 1);
  let ids = 0;
  const source = { now: () => (clock += 60_000), newId: () => `p-${++ids}` };
  const live = emptyProjections(context);
  const events: EngineEvent[] = [];
  for (const s of steps) {
    const decide = decideStep(live, s, clock);
    const repeat = s[0] === 'score' ? s[1].length : 1;
    for (let r = 0; r < repeat && decide; r++) {
      const decision = decide(live, source);
      if (!decision.ok) break;
      // Stored events come back as copies: apply a copy so nothing live shares the stored payload.
      events.push(JSON.parse(JSON.stringify(decision.value)) as EngineEvent);
      applyEvent(live, decision.value);
    }
  }
  return { live, events };
}

describe('projections (property)', () => {
  it('are the same applied one event at a time as replayed from scratch', () => {
    fc.assert(
      fc.property(session, (steps) => {
        const { live, events } = run(steps);
        expect(views(replay(events, context))).toEqual(views(live));
      }),
      { numRuns: 150 },
    );
  });

  it('are the same replayed from stored records as the worker reads them, damaged ones set aside', () => {
    fc.assert(
      fc.property(session, fc.array(fc.nat(), { maxLength: 4 }), (steps, damagedAt) => {
        const { live, events } = run(steps);
        const records: LogRecord[] = events.map((event) => ({ seq: 0, raw: event }));
        const damaged = [{ type: 'arrow-scored' }, { type: 'no-such-event', id: 'x', timestamp: 1 }, null];
        for (const [n, at] of damagedAt.entries()) {
          records.splice(at % (records.length + 1), 0, { seq: 0, raw: damaged[n % damaged.length] });
        }
        records.forEach((record, index) => (record.seq = index + 1));
        const state = emptyProjections(context);
        const setAside: number[] = [];
        const lastSeq = replayRecords(state, records, EVENT_VERSIONS, 0, {
          setAside: (seq) => setAside.push(seq),
        });
        expect(views(state)).toEqual(views(live));
        expect(setAside.length).toBe(damagedAt.length);
        expect(lastSeq).toBe(records.length);
        // Catching up from part way applies only what came after, as another tab's records are.
        const half = Math.floor(records.length / 2);
        const caughtUp = emptyProjections(context);
        replayRecords(caughtUp, records.slice(0, half), EVENT_VERSIONS);
        replayRecords(caughtUp, records, EVENT_VERSIONS, half);
        expect(views(caughtUp)).toEqual(views(live));
      }),
      { numRuns: 100 },
    );
  });

  it('keep top scores and distance sums equal to recomputing them from the saved shoots', () => {
    fc.assert(
      fc.property(session, (steps) => {
        const { live } = run(steps);
        const shoots = [...live.history.shoots.values()];
        const marked = markTopScores(
          shoots.map((shoot) => shoot.item),
          findRound,
        );
        expect(shoots.map((shoot) => live.history.isTopScore(shoot))).toEqual(
          marked.map((item) => item.topScore),
        );
        expect(live.history.nextId()).toBe(Math.max(0, ...shoots.map((shoot) => shoot.item.id)) + 1);
      }),
      { numRuns: 150 },
    );
  });
});
