// @vitest-environment happy-dom
import { act } from '../../test-support/act.js';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentShootView } from '../../../../shared/contract/scoreCardViews.js';
import { roundSummary } from '../../../../shared/views/currentShootView.js';
import { faceEntryView } from '../../../../shared/views/faceEntryView.js';
import { roundByName } from '../../../../shared/rounds/catalogue.js';
import type { ArrowValue } from '../../../../shared/rounds/round.js';
import { scoreSheet } from '../../../../shared/views/shootFigures.js';
import { distanceSubtotals, endTotals, shootTotals } from '../../../../shared/scoring/totals.js';
import { Keypad } from './Keypad.js';
import { SaveShootDialog } from './SaveShootDialog.js';
import { classificationText } from '../history/classification-words.js';
import { RangeHeader } from './RangeHeader.js';
import { ShootSummary } from './ShootSummary.js';
import { mountPerTest } from '../../test-support/mount-per-test.js';
import { realEngine } from '../../test-support/real-engine.js';
import { EngineProvider } from '../../engine/engine-context.js';

/** The view the worker would send for these arrows (the estimate is fixed: it is the worker's sum). */
function shootOf(roundName: string, arrows: ArrowValue[]) {
  const round = roundByName(roundName);
  const totals = shootTotals(arrows, round);
  const shoot: CurrentShootView = {
    roundName: round.name,
    round: roundSummary(round),
    arrows,
    positions: arrows.map(() => null),
    runningTotal: totals.score,
    endTotals: endTotals(arrows, round),
    totals,
    distanceSubtotals: distanceSubtotals(arrows, round),
    estimate: {
      averagePerEnd: null,
      projectedScore: 0,
      paceScore: null,
      remainingArrows: 0,
      onTrackClassification: null,
      bestPossibleClassification: null,
    },
    twoFiftyTwo: [],
    currentEndNumber: 1,
    canSave: false,
    isComplete: false,
    shootingTime: 0,
    pendingNotes: [],
    faceEntry: faceEntryView(arrows, round, false, false),
  };
  return {
    shoot,
    // The phone's layout; score-sheet.test.ts shows the ends read alike from the other.
    scorecard: scoreSheet(arrows, round, 'portrait'),
  };
}

describe('score card parts', () => {
  const view = mountPerTest();

  it('has one key per value of the round, each named exactly what it shows', () => {
    const onValue = vi.fn();
    view.render(
      <Keypad
        values={roundSummary(roundByName('wa 70m')).keypad}
        scoring="10_zone"
        label="Next"
        mode="scoring"
        disabled={false}
        onValue={onValue}
      />,
    );
    const keys = [...view.host.querySelectorAll('button')];
    expect(keys.map((key) => key.textContent)).toEqual([
      'X',
      '10',
      '9',
      '8',
      '7',
      '6',
      '5',
      '4',
      '3',
      '2',
      '1',
      'M',
    ]);
    expect(keys.every((key) => !key.hasAttribute('aria-label'))).toBe(true);
    act(() => keys[0]!.click());
    act(() => keys.at(-1)!.click());
    expect(onValue.mock.calls).toEqual([['X'], ['M']]);
  });

  it('disables every key once the round is complete', () => {
    view.render(
      <Keypad
        values={[9, 7, 'M']}
        scoring="5_zone"
        label="Round complete"
        mode="scoring"
        disabled
        onValue={() => {}}
      />,
    );
    expect([...view.host.querySelectorAll('button')].every((key) => key.disabled)).toBe(true);
  });

  it('rings the keys and tints their label while they correct an arrow, and not while they score', () => {
    const keys = (mode: 'scoring' | 'correcting') => (
      <Keypad
        values={[9, 7, 'M']}
        scoring="5_zone"
        label="Keys"
        mode={mode}
        disabled={false}
        onValue={() => {}}
      />
    );
    view.render(keys('scoring'));
    expect(view.host.querySelector('.score-keypad-correcting')).toBeNull();
    view.render(keys('correcting'));
    expect(view.host.querySelector('.score-keypad')!.className).toBe('score-keypad score-keypad-correcting');
  });

  it('shows the newest end best first with its total, each arrow a button to correct it', () => {
    const { shoot, scorecard } = shootOf('national', [7, 7, 7, 7, 7, 7, 5, 9, 'M']);
    const corrected: number[] = [];
    const header = (viewedEnd: number | null) => (
      <RangeHeader
        shoot={shoot}
        scorecard={scorecard}
        viewedEnd={viewedEnd}
        correcting={null}
        onCorrect={(index) => corrected.push(index)}
        onViewEnd={() => {}}
      />
    );
    view.render(header(null));
    const strip = view.host.querySelector('[aria-label="End 2 arrows"]')!;
    expect([...strip.querySelectorAll('li')].map((cell) => cell.textContent)).toEqual([
      '9',
      '5',
      'M',
      '',
      '',
      '',
    ]);
    expect(view.host.querySelector('[aria-label="End total"]')!.textContent).toBe('14');
    expect(view.host.querySelector('output[aria-label="Running total"]')!.textContent).toBe('56');
    const nine = view.host.querySelector<HTMLButtonElement>('[aria-label="Correct arrow 8 (9)"]')!;
    // Painted like the ring it hit on the face.
    expect(nine.className).toContain('ring-gold');
    act(() => nine.click());
    expect(corrected).toEqual([7]);

    // An earlier end, stepped back to from the strip.
    view.render(header(1));
    expect(view.host.querySelector('[aria-label="End 1 arrows"]')!.textContent).toBe('777777');
    expect(view.host.querySelector('[aria-label="Back to end 2"]')).not.toBeNull();
  });

  it('shows Xs only on rounds with X', () => {
    const { shoot, scorecard } = shootOf('national', [7, 7, 7]);
    view.render(<ShootSummary shoot={shoot} scorecard={scorecard} />);
    expect(view.host.textContent).not.toContain('Xs');

    const metric = shootOf('wa 70m', ['X', 10, 9]);
    view.render(<ShootSummary shoot={metric.shoot} scorecard={metric.scorecard} />);
    expect(view.host.textContent).toContain('Xs1');
  });

  it("heads the tallies with the era's tie-break columns: Xs then 10s on a WA outdoor round from 2026", () => {
    const tallies = () =>
      [...view.host.querySelectorAll('.shoot-tallies dt')].map((term) => term.textContent).slice(0, 3);
    const metric = shootOf('wa 70m', ['X', 10, 9]);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(2026, 5, 1));
      view.render(<ShootSummary shoot={metric.shoot} scorecard={metric.scorecard} />);
      expect(tallies()).toEqual(['Hits', 'Xs', '10s']);
      expect(view.host.querySelector('.shoot-tallies')!.textContent).toContain('10s2');

      // The day is read as the tallies are drawn, which is when an arrow changes them.
      vi.setSystemTime(new Date(2025, 11, 31));
      const before2026 = shootOf('wa 70m', ['X', 10, 9]);
      view.render(<ShootSummary shoot={before2026.shoot} scorecard={before2026.scorecard} />);
      expect(tallies()).toEqual(['Hits', '10+X', 'X']);

      const national = shootOf('national', [9, 7, 7]);
      view.render(<ShootSummary shoot={national.shoot} scorecard={national.scorecard} />);
      expect(tallies()).toEqual(['Hits', 'Golds', 'Arrows']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for the profile only on rounds that have a classification', () => {
    const national = shootOf('national', [7, 7]);
    view.render(<ShootSummary shoot={national.shoot} scorecard={national.scorecard} />);
    expect(view.host.textContent).toContain('Fill in your profile to see your classification.');

    const unclassified = shootOf('wa standard bow', [9, 9]);
    expect(unclassified.shoot.round.hasClassification).toBe(false);
    view.render(<ShootSummary shoot={unclassified.shoot} scorecard={unclassified.scorecard} />);
    expect(view.host.textContent).toContain('This round has no classification.');
    expect(view.host.textContent).not.toContain('Fill in your profile');
  });

  it('says what the average is on track for, and names the best possible score as such', () => {
    const york = shootOf('york', [8, 8, 8, 8, 8, 8]);
    york.shoot.estimate = {
      averagePerEnd: 48,
      projectedScore: 48 + 138 * 9,
      paceScore: 1152,
      remainingArrows: 138,
      onTrackClassification: { name: 'B2', scheme: 'AGB 2023' },
      bestPossibleClassification: { name: 'EMB', scheme: 'AGB 2023' },
    };
    view.render(<ShootSummary shoot={york.shoot} scorecard={york.scorecard} />);
    const estimate = view.host.querySelector('.shoot-estimate')!.textContent;
    expect(estimate).toContain('On pace for 1152: on track for B2.');
    expect(estimate).toContain('Best possible 1290 (EMB).');
    expect(estimate).not.toContain('on track for EMB');
  });

  it('says why a saved shoot has no classification, sending only an archer with no profile to fill it in', () => {
    const setUp = { gender: 'female', ageGroup: 'adult', bowType: 'recurve' } as const;
    const practice = roundSummary(roundByName('practice 20yd'));
    const national = roundSummary(roundByName('national'));
    expect(classificationText({ round: practice, userProfile: setUp })).toBe(
      'Practice rounds have no classification',
    );
    expect(classificationText({ round: national, userProfile: {} })).toBe(
      'no classification (fill in your profile)',
    );
    expect(classificationText({ round: national, userProfile: setUp })).toBe('no classification reached');
    expect(classificationText({ round: national, userProfile: setUp, complete: false })).toBe(
      'no classification (incomplete round)',
    );
  });

  it('says a VI round has no classification rather than U/C, and gives a field rule its own words', () => {
    const setUp = { gender: 'female', ageGroup: 'adult', bowType: 'barebow' } as const;
    const vi = roundSummary(roundByName('burntwood national'));
    expect(classificationText({ round: vi, userProfile: setUp })).toBe('No classification for VI rounds');
    const red = roundSummary(roundByName('wa field 24 red marked'));
    expect(red.hasClassification).toBe(true);
    const note = 'A barebow archer cannot gain a field classification from the red peg.';
    expect(classificationText({ round: red, userProfile: setUp, classificationNote: note })).toBe(note);
  });

  // The dialog asks the engine for the last shoot's standing: a real one, with nothing saved yet.
  it('says before saving an unfinished round what keeping it as incomplete costs', async () => {
    const { engine } = await realEngine();
    const early = shootOf('national', [9, 9, 9]);
    view.render(
      <EngineProvider engine={engine}>
        <SaveShootDialog
          shoot={early.shoot}
          saveAs="incomplete"
          save={(details) => engine.saveShoot(details)}
          onClose={() => {}}
          onSaved={() => {}}
        />
      </EngineProvider>,
    );
    const warning = document.body.querySelector('[data-testid="incomplete-warning"]')!.textContent;
    expect(warning).toContain('3 of 72 arrows shot');
    expect(warning).toContain('no handicap and no classification');
    expect(warning).toContain('does not count for records');
    expect(document.body.querySelector('button[type="submit"]')!.textContent).toBe('Save as incomplete');
  });

  it('counts one hit and one gold in the singular', () => {
    const { shoot, scorecard } = shootOf('national', [9]);
    view.render(<ShootSummary shoot={shoot} scorecard={scorecard} />);
    expect(view.host.querySelector('[aria-label="Distance subtotals"]')!.textContent).toContain(
      '9 · 1 hit · 1 gold',
    );
  });

  it('heads the golds of a 10-zone indoor round "10s" in the tallies and the distance subtotals, as its sheet does', () => {
    const portsmouth = shootOf('portsmouth', [10, 9, 9]);
    view.render(<ShootSummary shoot={portsmouth.shoot} scorecard={portsmouth.scorecard} />);
    const terms = [...view.host.querySelectorAll('.shoot-tallies dt')].map((term) => term.textContent);
    expect(terms.slice(0, 3)).toEqual(['Hits', '10s', 'Arrows']);

    const metric = shootOf('metric i', [10, 9, 9]);
    expect(metric.shoot.round.goldsLabel).toBe('10s');
    view.render(<ShootSummary shoot={metric.shoot} scorecard={metric.scorecard} />);
    expect(view.host.querySelector('[aria-label="Distance subtotals"]')!.textContent).toContain(
      '28 · 3 hits · 10s 1',
    );
  });

  it('shows no duration in the save dialog for a shoot under a minute, and Xh Ym from a minute on', async () => {
    const { engine } = await realEngine();
    const quick = shootOf('practice 30yd', [9, 9, 9]);
    quick.shoot.shootingTime = 59_000;
    view.render(
      <EngineProvider engine={engine}>
        <SaveShootDialog
          shoot={quick.shoot}
          saveAs="complete"
          save={(details) => engine.saveShoot(details)}
          onClose={() => {}}
          onSaved={() => {}}
        />
      </EngineProvider>,
    );
    expect(document.body.textContent).not.toContain('Duration');

    quick.shoot.shootingTime = 65 * 60_000;
    view.render(
      <EngineProvider engine={engine}>
        <SaveShootDialog
          shoot={quick.shoot}
          saveAs="complete"
          save={(details) => engine.saveShoot(details)}
          onClose={() => {}}
          onSaved={() => {}}
        />
      </EngineProvider>,
    );
    expect(document.body.textContent).toContain('Duration1h 5m');
  });
});
