import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';
import { archerDevicePerFile } from './device-per-file.js';
import { saveProfile } from './profile-steps.js';
import { chooseRound, runningTotal, tapArrows as tap } from './scoring.js';
import { startServer, type RunningServer } from './server.js';

/**
 * Live as a mode of the score card (issue #29), in real Chromium against the real server: Robin and Sam
 * shoot a Bray I, a parent watches. Robin's score card carries the live strip (shoot, position, an
 * honest state); with the network off the strip says No signal with the arrows waiting and the Live
 * screen keeps the last leaderboard, greyed, with when it was last updated; back on, it all catches up.
 * The phone leaderboard is cards with nothing off the side at 360 px.
 */

const strip = (page: Page) => page.locator('a.live-strip');
const leaderboard = (page: Page) => page.getByRole('list', { name: 'Leaderboard' });
const cardOf = (page: Page, archer: string) =>
  leaderboard(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: new RegExp(`^${archer}$`) }) });

async function serverTotal(server: RunningServer, code: string, archer: string): Promise<number | undefined> {
  const answer = (await (await fetch(`${server.baseUrl}/api/shoots/${code}`)).json()) as {
    shoot: { participants: Array<{ archerName: string; totalScore: number }> };
  };
  return answer.shoot.participants.find((participant) => participant.archerName === archer)?.totalScore;
}

describe("the score card's live strip and the live screen without signal", () => {
  let server: RunningServer;
  const robinPhone = archerDevicePerFile();
  const samPhone = archerDevicePerFile();
  const parentPhone = archerDevicePerFile();
  let robin: Page;
  let sam: Page;
  let parent: Page;
  let code = '';

  beforeAll(async () => {
    server = await startServer();
    robin = await robinPhone.context.newPage();
    sam = await samPhone.context.newPage();
    parent = await parentPhone.context.newPage();
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('Robin starts a shoot and Sam joins it with the code typed "k7m2-qx" style', async () => {
    for (const [page, name] of [
      [robin, 'Robin'],
      [sam, 'Sam'],
    ] as const) {
      await saveProfile(page, server.baseUrl, {
        name,
        ageGroup: 'adult',
        gender: 'female',
        bowType: 'recurve',
      });
      await chooseRound(page, server.baseUrl, 'Bray I');
    }
    await robin.goto(server.baseUrl + '/leaderboard');
    await robin.getByRole('textbox', { name: 'Shoot title' }).fill('Club night');
    await robin.getByRole('button', { name: 'Create shoot' }).click();
    const joinCode = robin.getByRole('note', { name: 'Join code' });
    await joinCode.waitFor();
    code = (await joinCode.textContent())!.trim();
    // One QR code joins, the other watches.
    await robin.getByRole('img', { name: new RegExp(`QR code of .*/leaderboard\\?join=${code}$`) }).waitFor();
    await robin.getByRole('img', { name: new RegExp(`QR code of .*/viewer/${code}$`) }).waitFor();

    await sam.goto(server.baseUrl + '/leaderboard');
    await sam
      .getByRole('textbox', { name: 'Join code' })
      .fill(`${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase());
    await sam.getByRole('button', { name: 'Join shoot' }).click();
    await sam.getByRole('note', { name: 'Join code' }).filter({ hasText: code }).waitFor();
    await cardOf(sam, 'Robin').waitFor();
  });

  it("the score card's strip shows the shoot, Robin's position and Live", async () => {
    // Into the score card in the app (not a reload), so the Live screen is still loaded when offline.
    await robin.getByRole('navigation').getByRole('link', { name: 'Score' }).click();
    await tap(robin, [9, 9, 9]);
    await strip(robin)
      .filter({ hasText: 'Club night' })
      .filter({ hasText: /1st of 2/ })
      .waitFor();
    await expect.poll(() => serverTotal(server, code, 'Robin')).toBe(27);
    await strip(robin).filter({ hasText: /Live$/ }).waitFor();
    // The strip is in the dock above the total, never over it.
    const [stripBox, totalBox] = await Promise.all([
      strip(robin).boundingBox(),
      robin.getByLabel('Running total').boundingBox(),
    ]);
    expect(stripBox!.y + stripBox!.height).toBeLessThanOrEqual(totalBox!.y);
  });

  it('with no signal the strip says so with the arrows waiting, and the Live screen keeps the board, greyed', async () => {
    // The app shell is cached by the service worker, so the phone can reload without signal below.
    await robin.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
      }
    });
    await robinPhone.context.setOffline(true);
    await strip(robin).filter({ hasText: 'No signal' }).waitFor();
    await tap(robin, [10, 10, 9, 9, 8, 8]);
    await runningTotal(robin).filter({ hasText: /^81$/ }).waitFor();
    await strip(robin).filter({ hasText: 'No signal · 6 arrows waiting' }).waitFor();
    expect(await serverTotal(server, code, 'Robin')).toBe(27);

    await strip(robin).click();
    await robin
      .getByRole('status')
      .filter({ hasText: /^No signal/ })
      .waitFor();
    await robin.getByText('6 arrows are waiting to be sent: they go when the signal is back.').waitFor();
    await robin.getByText(/^Last updated \d/).waitFor();
    await robin.locator('.leaderboard-stale').waitFor();
    await cardOf(robin, 'Robin').locator('.leaderboard-total', { hasText: /^27$/ }).waitFor();
    await cardOf(robin, 'Sam').waitFor();

    // Reloaded without signal, the shoot's title and its last leaderboard are still there, greyed.
    await robin.reload();
    await robin.getByRole('heading', { name: 'Club night' }).waitFor();
    // Chromium's emulated offline does not reach navigator.onLine in a page reloaded from the service
    // worker, so the state may be the socket's own (Reconnecting) rather than No signal: never Live.
    await robin
      .getByRole('status')
      .filter({ hasText: /^(No signal|Reconnecting)/ })
      .waitFor();
    await cardOf(robin, 'Robin').locator('.leaderboard-total', { hasText: /^27$/ }).waitFor();
    await robin.locator('.leaderboard-stale').waitFor();
    await robin.getByText(/waiting to be sent/).waitFor();
    expect(await robin.getByText(/Network error|Unable to connect/).count()).toBe(0);
  });

  it('back online everything catches up: the server, the board and the strip', async () => {
    await robinPhone.context.setOffline(false);
    await robin.getByRole('status').filter({ hasText: 'Live: updates arrive as they happen' }).waitFor();
    await cardOf(robin, 'Robin').locator('.leaderboard-total', { hasText: /^81$/ }).waitFor();
    await robin.locator('.leaderboard-stale').waitFor({ state: 'detached' });
    expect(await serverTotal(server, code, 'Robin')).toBe(81);
    await robin.getByRole('navigation').getByRole('link', { name: 'Score' }).click();
    await strip(robin).filter({ hasText: /Live$/ }).waitFor();
  });

  it("the join QR code's link fills in the code", async () => {
    await parent.goto(`${server.baseUrl}/leaderboard?join=${code}`);
    expect(await parent.getByRole('textbox', { name: 'Join code' }).inputValue()).toBe(code);
  });

  it('the viewer stands alone (no app navigation) and its phone leaderboard has no horizontal scroll at 360 px', async () => {
    await parent.setViewportSize({ width: 360, height: 780 });
    await parent.goto(`${server.baseUrl}/viewer/${code}`);
    await parent.getByRole('heading', { name: 'Club night' }).waitFor();
    expect(await parent.getByRole('navigation').count()).toBe(0);
    expect(await parent.getByRole('link', { name: 'History' }).count()).toBe(0);
    await cardOf(parent, 'Robin').locator('.leaderboard-total', { hasText: /^81$/ }).waitFor();
    const overflow = await parent.evaluate(() => {
      const wide = [
        ...document.querySelectorAll<HTMLElement>('.leaderboard-card, .leaderboard-card *'),
      ].filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth);
      return {
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        outside: wide.map((element) => element.className),
      };
    });
    expect(overflow).toEqual({ page: 0, outside: [] });
    // The handicap is whole, beside the total, round and bow on the second line.
    expect(await cardOf(parent, 'Robin').locator('.leaderboard-handicap').innerText()).toMatch(/^\d+$/);
    expect(await cardOf(parent, 'Robin').locator('.leaderboard-detail').innerText()).toMatch(
      /^Bray I · recurve · 9 arrows$/i,
    );
  });

  it("TV mode shows the board and an archer's latest end, outside the app's chrome", async () => {
    await parent.setViewportSize({ width: 1280, height: 720 });
    await parent.goto(`${server.baseUrl}/viewer/${code}?tv`);
    const latest = parent.getByRole('region', { name: 'Latest end' });
    await latest.filter({ hasText: /^(Robin · end 3|Sam · end \d)/ }).waitFor();
    await parent.getByRole('list', { name: 'Leaderboard' }).getByText('Robin').waitFor();
    expect(await parent.getByRole('navigation').count()).toBe(0);
  });

  it('the score card with its strip, the phone leaderboard and TV mode are axe clean, light and dark', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      await robin.emulateMedia({ colorScheme: scheme });
      await parent.emulateMedia({ colorScheme: scheme });
      await strip(robin).waitFor();
      expect(await seriousViolations(robin)).toEqual([]);
      expect(await seriousViolations(parent)).toEqual([]);
      await parent.setViewportSize({ width: 360, height: 780 });
      await parent.goto(`${server.baseUrl}/viewer/${code}`);
      await cardOf(parent, 'Robin').waitFor();
      expect(await seriousViolations(parent)).toEqual([]);
      await parent.setViewportSize({ width: 1280, height: 720 });
      await parent.goto(`${server.baseUrl}/viewer/${code}?tv`);
    }
  });
});
