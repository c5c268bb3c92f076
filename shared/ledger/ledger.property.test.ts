import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findRound } from '../rounds/catalogue.js';
import { tierOf } from './claims.js';
import { EVENT_STATUSES } from './event-status.js';
import { ledgerOf } from './ledger.fixture.js';
import type { LedgerShoot } from './ledger-shoot.js';
import { periodOf } from './periods.js';

const ROUNDS = ['national', 'york', 'wa720_70', 'portsmouth', 'worcester', 'wa18'];
const FIRST_DAY = Date.UTC(2024, 0, 1);
const DAYS = 2 * 365;

function dayText(index: number): string {
  return new Date(FIRST_DAY + index * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A shoot in 2024-2025, scoring between half the maximum and the maximum: high enough that histories
 * reach the Bowman and Master Bowman tiers, mostly recurve so ledgers fill up.
 */
const shootAt = (day: fc.Arbitrary<number>) =>
  fc
    .record({
      day,
      round: fc.constantFrom(...ROUNDS),
      share: fc.double({ min: 0.5, max: 1, noNaN: true }),
      eventStatus: fc.constantFrom(...EVENT_STATUSES),
      bowStyle: fc.constantFrom('recurve', 'recurve', 'recurve', 'compound'),
      complete: fc.integer({ min: 0, max: 4 }).map((n) => n > 0),
      witnessed: fc.integer({ min: 0, max: 4 }).map((n) => n > 0),
      leaveOutOfHandicap: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
      startTime: fc.option(fc.constantFrom('09:00', '14:00'), { nil: undefined }),
    })
    .map(({ day, round, share, ...rest }) => {
      const max = findRound(round)?.maxScore ?? 0;
      return {
        date: dayText(day),
        round,
        score: Math.max(1, Math.round(max * share)),
        gender: 'male' as const,
        yearOfBirth: 1980,
        signed: true,
        ...rest,
      };
    });

/** Shoots with ids and entry times in list order. */
const history = fc
  .array(shootAt(fc.integer({ min: 0, max: DAYS - 1 })), { minLength: 8, maxLength: 60 })
  .map((list): LedgerShoot[] => list.map((s, i) => ({ ...s, id: `s${i}`, enteredAt: i })));

const shuffled = <T>(list: T[]) =>
  fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length });

describe('ledger properties', () => {
  it('the order the shoots are listed in never changes the ledger', () => {
    fc.assert(
      fc.property(
        history.chain((list) => fc.tuple(fc.constant(list), shuffled(list))),
        ([list, reordered]) => {
          expect(ledgerOf(reordered, undefined, '2027-02-01')).toEqual(
            ledgerOf(list, undefined, '2027-02-01'),
          );
        },
      ),
    );
  });

  it('on distinct days, when each card was typed in never matters either', () => {
    const distinctDays = fc
      .uniqueArray(fc.integer({ min: 0, max: DAYS - 1 }), { maxLength: 30 })
      .chain((days) => fc.tuple(...days.map((d) => shootAt(fc.constant(d)))))
      .chain((list) =>
        fc.tuple(
          fc.constant(list),
          fc.array(fc.integer(), { minLength: list.length, maxLength: list.length }),
        ),
      );
    fc.assert(
      fc.property(distinctDays, ([list, entries]) => {
        const typed = list.map((s, i) => ({ ...s, id: `s${i}`, enteredAt: i }));
        const retyped = typed.map((s, i) => ({ ...s, enteredAt: entries[i] ?? 0 }));
        expect(ledgerOf(retyped)).toEqual(ledgerOf(typed));
      }),
    );
  });

  it('within a season the running handicap never rises, and once set stays set', () => {
    fc.assert(
      fc.property(history, (list) => {
        for (const ledger of ledgerOf(list, undefined, '2027-02-01').ledgers) {
          ledger.handicapSteps.forEach((step, i) => {
            const before = ledger.handicapSteps[i - 1];
            if (!before || before.period !== step.period || before.handicap === null) return;
            expect(step.handicap).not.toBeNull();
            expect(step.handicap as number).toBeLessThanOrEqual(before.handicap);
          });
        }
      }),
    );
  });

  it("each step belongs to its date's season, and seasons start on 1 Jan outdoors and 1 Jul indoors", () => {
    fc.assert(
      fc.property(history, (list) => {
        for (const ledger of ledgerOf(list, undefined, '2027-02-01').ledgers) {
          for (const step of ledger.handicapSteps) {
            expect(periodOf(ledger.environment, step.date).label).toBe(step.period);
            if (step.shootId === null)
              expect(step.date.slice(5)).toBe(ledger.environment === 'outdoor' ? '01-01' : '07-01');
          }
        }
      }),
    );
  });

  it('a practice score never counts toward the Bowman or Master Bowman tier', () => {
    /** Bowman and Master Bowman tier claims per ledger, each with its period. */
    const upperClaims = (shoots: LedgerShoot[]) => {
      const claims = new Map<string, unknown[]>();
      for (const ledger of ledgerOf(shoots).ledgers) {
        const upper = ledger.periods.flatMap((p) => {
          for (const met of p.met) {
            if (tierOf(met.class) !== 'archer')
              expect(met.shoots.map((s) => s.eventStatus)).not.toContain('practice');
          }
          return p.claims
            .filter((c) => tierOf(c.class) !== 'archer')
            .map((c) => ({ ...c, period: p.period.label }));
        });
        if (upper.length > 0) claims.set(`${ledger.bowStyle} ${ledger.environment}`, upper);
      }
      return claims;
    };
    fc.assert(
      fc.property(history, (list) => {
        // The same claims, on the same dates and sheets, with every practice shoot taken away.
        const withoutPractice = list.filter((s) => s.eventStatus !== 'practice');
        expect(upperClaims(list)).toEqual(upperClaims(withoutPractice));
      }),
    );
  });

  it('removing the shoot that completed a claim withdraws that claim', () => {
    fc.assert(
      fc.property(history, (list) => {
        const ledger = ledgerOf(list);
        for (const bow of ledger.ledgers) {
          for (const record of bow.periods) {
            for (const claim of record.claims) {
              const completing = claim.shoots[claim.shoots.length - 1];
              if (!completing) throw new Error('a claim without shoots');
              const after = ledgerOf(list.filter((s) => s.id !== completing.id));
              const same = after.ledgers
                .find((l) => l.bowStyle === bow.bowStyle && l.environment === bow.environment)
                ?.periods.find((p) => p.period.label === record.period.label)
                ?.claims.find((c) => c.class === claim.class);
              if (same === undefined) continue;
              // Still claimed only if later sheets complete it again: never earlier, never the same sheets.
              expect(same.claimableFrom >= claim.claimableFrom).toBe(true);
              expect(same.shoots.map((s) => s.id)).not.toContain(completing.id);
              expect(same.shoots.map((s) => s.id)).not.toEqual(claim.shoots.map((s) => s.id));
            }
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});
