// @vitest-environment happy-dom
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ScoreCardView } from '../../../shared/contract/engine.js';
import type { CurrentShootView, ScorecardLayout } from '../../../shared/contract/scoreCardViews.js';
import { roundByName } from '../../../shared/rounds/catalogue.js';
import type { ArrowValue } from '../../../shared/rounds/round.js';
import { roundSummary } from '../../../shared/views/currentShootView.js';
import { faceEntryView } from '../../../shared/views/faceEntryView.js';
import { scoreSheet, shootFigures } from '../../../shared/views/shootFigures.js';
import { viewAfterArrow } from '../../../shared/views/viewAfterArrow.js';
import { arrowTapped, type ArrowInFlight } from '../screens/score/arrows-in-flight.js';
import { DiscardShoot } from '../screens/score/DiscardShoot.js';
import { Keypad } from '../screens/score/Keypad.js';
import { RangeHeader } from '../screens/score/RangeHeader.js';
import { keypadLabel } from '../screens/score/range-words.js';
import { cardShown, SCORING, type ScoreCard } from '../screens/score/score-card-snapshot.js';
import { drawCard, tapsAsLeft } from './early-card.js';

/** A card as the worker answers it, for these arrows on this round (its figures by the worker's own code). */
function cardOf(roundName: string, arrows: readonly ArrowValue[], layout: ScorecardLayout): ScoreCardView {
  const round = roundByName(roundName);
  const empty: CurrentShootView = {
    roundName: round.name,
    round: roundSummary(round),
    positions: [],
    ...shootFigures([], round),
    estimate: {
      averagePerEnd: null,
      projectedScore: 0,
      paceScore: null,
      remainingArrows: round.maxArrows ?? 0,
      onTrackClassification: null,
      bestPossibleClassification: null,
    },
    shootingTime: 0,
    pendingNotes: [],
    faceEntry: faceEntryView([], round, false, false),
  };
  const shoot = arrows.reduce<CurrentShootView>((view, arrow) => viewAfterArrow(view, arrow, round)!, empty);
  return { shoot, sheet: scoreSheet(shoot.arrows, round, layout), logPosition: 1 };
}

/** The parts of the score card an arrow changes, as React draws them (RangeHeader, the keypad, Undo and Save). */
function reactCard({ shoot, scorecard }: ScoreCard): string {
  const hasArrows = shoot.arrows.length > 0;
  return renderToStaticMarkup(
    <div>
      <RangeHeader
        shoot={shoot}
        scorecard={scorecard}
        viewedEnd={null}
        correcting={null}
        onCorrect={() => undefined}
        onViewEnd={() => undefined}
      />
      <Keypad
        values={shoot.round.keypad}
        scoring={shoot.round.scoring}
        label={keypadLabel(shoot, SCORING, '')}
        mode="scoring"
        disabled={shoot.isComplete}
        onValue={() => undefined}
      />
      <div className="score-actions">
        <button type="button" className="button-secondary" disabled={!hasArrows}>
          Undo
        </button>
        <button
          type="button"
          className="button-primary"
          disabled={!hasArrows}
          aria-describedby={shoot.canSave ? undefined : 'score-save-early'}
        >
          Save
        </button>
        <DiscardShoot
          arrowCount={shoot.arrows.length}
          noteCount={0}
          discard={() => Promise.reject(new Error('not here'))}
        />
      </div>
    </div>,
  );
}

/** The DOM as text with each element's attributes in name order: the order they were set in is no difference. */
function canonical(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  const attributes = [...node.attributes]
    .map((attribute) => `${attribute.name}="${attribute.value}"`)
    .sort()
    .join(' ');
  return `<${node.tagName.toLowerCase()} ${attributes}>${[...node.childNodes].map(canonical).join('')}</${node.tagName.toLowerCase()}>`;
}

function parsed(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

const ROUNDS = ['Portsmouth', 'WA 1440 (90m)', 'Worcester', 'WA Field 24 Red Marked', 'Vegas 300'];

describe('the keypad drawn before React', () => {
  it('draws what React draws for the same arrows: header, keys, Undo, Save and Discard', () => {
    const tapsOn = (name: string) => {
      const keys = roundByName(name).scores;
      const total = roundByName(name).maxArrows ?? 60;
      return fc.record({
        name: fc.constant(name),
        kept: fc.array(fc.constantFrom(...keys), { maxLength: Math.min(total, 14) }),
        tapped: fc.array(fc.constantFrom(...keys), { minLength: 1, maxLength: 14 }),
        layout: fc.constantFrom<ScorecardLayout>('portrait', 'landscape'),
      });
    };
    fc.assert(
      fc.property(fc.oneof(...ROUNDS.map(tapsOn)), ({ name, kept, tapped, layout }) => {
        const card = cardOf(name, kept.slice(0, roundByName(name).maxArrows ?? 60), layout);
        const keptShown = cardShown({ state: 'ready', card }, [], layout);
        const inFlight = tapped.reduce<ArrowInFlight[]>(
          (arrows, value) => arrowTapped(arrows, card.shoot.arrows.length, value, 'held'),
          [],
        );
        if (keptShown.state !== 'ready') throw new Error('no card');
        // Drawn tap by tap, as the archer taps: each drawing changes only what differs from the last.
        const early = parsed(reactCard(keptShown.value));
        for (let taps = 1; taps <= inFlight.length; taps++) {
          const shown = cardShown({ state: 'ready', card }, inFlight.slice(0, taps), layout);
          if (shown.state !== 'ready') throw new Error('no card');
          drawCard(early, shown.value);
          expect(canonical(early)).toBe(canonical(parsed(reactCard(shown.value))));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('disables the keys once the round is complete, as the card does', () => {
    const round = roundByName('Portsmouth');
    const arrows = round.maxArrows ?? 0;
    const card = cardOf('Portsmouth', Array<ArrowValue>(arrows - 1).fill(9), 'portrait');
    const before = cardShown({ state: 'ready', card }, [], 'portrait');
    const after = cardShown(
      { state: 'ready', card },
      arrowTapped([], card.shoot.arrows.length, 10, 'held'),
      'portrait',
    );
    if (before.state !== 'ready' || after.state !== 'ready') throw new Error('no card');
    const early = parsed(reactCard(before.value));
    drawCard(early, after.value);
    const keys = [...early.querySelectorAll<HTMLButtonElement>('[aria-label="Keypad"] button')];
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.disabled)).toBe(true);
    expect(early.querySelector('.score-keypad-label')?.textContent).toBe('Round complete: tap Save');
    expect(early.querySelector('output[aria-label="Running total"]')?.textContent).toBe(
      String(9 * (arrows - 1) + 10),
    );
  });

  it('replays the taps as the archer left them: an Undo takes back the tap before it, or else an arrow stored', () => {
    expect(tapsAsLeft([5, 'undo', 8, 10])).toEqual([8, 10]);
    expect(tapsAsLeft([5, 6, 'undo', 'undo', 7])).toEqual([7]);
    expect(tapsAsLeft(['undo', 7, 'undo', 'undo', 'X'])).toEqual(['undo', 'undo', 'X']);
    expect(tapsAsLeft([])).toEqual([]);
  });
});

describe('the page before React handed to React', () => {
  it('carries text typed into a field, and a tap made for the app, over to the app page', async () => {
    const { createRoot } = await import('react-dom/client');
    const { useState } = await import('react');
    const { act } = await import('../test-support/act.js');
    const { screenLayout } = await import('../scorecard/screen-layout.js');
    const card = cardOf('Portsmouth', [10, 9], screenLayout());
    const goalField = (
      <label>
        Handicap goal <input type="text" defaultValue="" />
      </label>
    );
    window.history.replaceState(null, '', '/');
    localStorage.setItem(
      'last-score-card',
      JSON.stringify({
        build: 'dev server',
        card,
        drawn: {
          html: renderToStaticMarkup(
            <section className="score-screen">
              {goalField}
              <button type="button">Set goal</button>
            </section>,
          ),
          dockHeight: '',
        },
      }),
    );
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    const { drawEarlyCard, stopEarlyKeys, replayAskedTaps } = await import('./early-card.js');
    try {
      expect(drawEarlyCard()).toBe(true);
      const early = root.querySelector('input')!;
      early.focus();
      early.value = '35';
      root.querySelector('button')!.click();
      stopEarlyKeys();

      // The app's page: the same field and button, drawn by React, the goal set from its own state.
      const goals: string[] = [];
      function AppPage() {
        const [goal, setGoal] = useState('');
        return (
          <section className="score-screen">
            <label>
              Handicap goal{' '}
              <input type="text" value={goal} onChange={(event) => setGoal(event.target.value)} />
            </label>
            <button type="button" onClick={() => goals.push(goal)}>
              Set goal
            </button>
          </section>
        );
      }
      const reactRoot = createRoot(root);
      act(() => reactRoot.render(<AppPage />));
      await act(() => replayAskedTaps(root));
      expect(goals).toEqual(['35']);
      expect(document.activeElement).toBe(root.querySelector('input'));
      act(() => reactRoot.unmount());
    } finally {
      root.remove();
      localStorage.clear();
    }
  });
});
