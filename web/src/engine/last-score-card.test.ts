// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScoreCardView } from '../../../shared/contract/engine.js';
import { expectOk } from '../../../test/fixtures/testDevice.js';
import { lastScoreCardSetting } from '../device-storage/registry.js';
import { realEngine } from '../test-support/real-engine.js';
import { keepScoreCard, lastKept, lastScoreCard, thisBuild, writeKeptScoreCard } from './last-score-card.js';

/** A card as the worker answers it: a Portsmouth with two arrows, read in `layout`. */
async function aCard(layout: 'portrait' | 'landscape' = 'portrait'): Promise<ScoreCardView> {
  const { engine } = await realEngine();
  expectOk(await engine.startShoot('portsmouth'));
  expectOk(await engine.scoreArrow(10));
  expectOk(await engine.scoreArrow(9));
  return expectOk(await engine.scoreCard(layout));
}

function builtAs(address: string | null) {
  document.head.querySelector('meta[name="engine-worker"]')?.remove();
  if (address === null) return;
  const meta = document.createElement('meta');
  meta.name = 'engine-worker';
  meta.content = address;
  document.head.append(meta);
}

describe('the score card as last drawn', () => {
  afterEach(() => {
    writeKeptScoreCard();
    localStorage.clear();
    builtAs(null);
    vi.useRealTimers();
  });

  it('is written at an idle moment, only the newest of a burst, and drawn back in its layout', async () => {
    const card = await aCard();
    vi.useFakeTimers();
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    keepScoreCard({ ...card, shoot: { ...card.shoot, runningTotal: 1 } });
    keepScoreCard(card);
    expect(localStorage.getItem(lastScoreCardSetting.key)).toBeNull();
    vi.runAllTimers();
    expect(writes.mock.calls.filter(([key]) => key === lastScoreCardSetting.key)).toHaveLength(1);
    writes.mockRestore();

    const drawn = lastScoreCard('portrait');
    expect(drawn).toEqual({ ok: true, value: card });
    expect(drawn?.ok && drawn.value.shoot.arrows).toEqual([10, 9]);
    // A card kept in portrait is not drawn on a screen that shows the landscape sheet.
    expect(lastScoreCard('landscape')).toBeNull();
  });

  it('is written at once when the page is hidden or closed', async () => {
    const card = await aCard('landscape');
    vi.useFakeTimers();
    keepScoreCard(card);
    dispatchEvent(new Event('pagehide'));
    expect(lastScoreCard('landscape')).toEqual({ ok: true, value: card });
  });

  it('is not written back when what is kept is the card just read from storage', async () => {
    const card = await aCard();
    keepScoreCard(card);
    writeKeptScoreCard();
    const drawn = lastScoreCard('portrait');
    if (!drawn?.ok) throw new Error('no card kept');
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    keepScoreCard(drawn.value);
    writeKeptScoreCard();
    expect(writes).not.toHaveBeenCalled();
    writes.mockRestore();
  });

  it('is never drawn by another build, nor when what is stored is not a whole card', async () => {
    const card = await aCard();
    builtAs('/assets/main-old.js');
    keepScoreCard(card);
    writeKeptScoreCard();
    expect(lastScoreCard('portrait')).not.toBeNull();
    builtAs('/assets/main-new.js');
    expect(thisBuild()).toBe('/assets/main-new.js');
    expect(lastScoreCard('portrait')).toBeNull();

    const stored = { build: thisBuild(), card };
    for (const damaged of [
      '{"build":',
      JSON.stringify({ ...stored, card: { ...card, sheet: { layout: 'portrait' } } }),
      JSON.stringify({ ...stored, card: { ...card, shoot: { ...card.shoot, arrows: null } } }),
      JSON.stringify({ build: 1, card }),
    ]) {
      localStorage.setItem(lastScoreCardSetting.key, damaged);
      expect(lastScoreCard('portrait'), damaged.slice(0, 40)).toBeNull();
    }
  });

  it('keeps the page as drawn with the card only when it shows the plain score card at /', async () => {
    const card = await aCard();
    window.history.replaceState(null, '', '/');
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML =
      '<section class="score-screen"><div aria-label="Keypad"><button data-value="9">9</button></div></section>';
    document.body.append(root);
    document.documentElement.style.setProperty('--score-dock-height', '412px');
    try {
      keepScoreCard(card);
      writeKeptScoreCard();
      expect(lastKept('portrait')?.drawn).toEqual({ html: root.innerHTML, dockHeight: '412px' });

      // A dialog over the card: the page is not what the next cold open should put back.
      root.insertAdjacentHTML('beforeend', '<div role="dialog">Save this shoot?</div>');
      keepScoreCard({ ...card, shoot: { ...card.shoot, runningTotal: 7 } });
      writeKeptScoreCard();
      expect(lastKept('portrait')?.drawn).toBeNull();

      // A damaged page costs only the early keypad: the card itself is still drawn.
      const kept = JSON.parse(localStorage.getItem(lastScoreCardSetting.key)!) as object;
      localStorage.setItem(lastScoreCardSetting.key, JSON.stringify({ ...kept, drawn: { html: 3 } }));
      expect(lastKept('portrait')).toMatchObject({ drawn: null, card: { shoot: { runningTotal: 7 } } });
    } finally {
      root.remove();
      document.documentElement.style.removeProperty('--score-dock-height');
    }
  });
});
