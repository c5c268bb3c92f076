import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { archerDevicePerFile } from './device-per-file.js';
import { manyShootsBackup } from './fixtures/many-shoots.js';
import { newPageWithImportedShoots } from './import-shoots.js';

/**
 * A saved shoot on the two phone sizes we design for (issue #44 point 9): its row in the history whole
 * (round, date and status), its portrait sheet whole on
 * screen, R/T included, for rounds of ends of three and of six and running totals of four figures; the
 * layout switch naming the layout it turns to; and changes of its standing told in one toast, the
 * newest, however many are made in a row.
 */

/** The sheet's cells that run past the screen's right edge or hold more than they show. */
function cutOffCells(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.scorecard th, .scorecard td')]
      .filter((cell) => {
        const box = cell.getBoundingClientRect();
        return box.right > window.innerWidth + 0.5 || cell.scrollWidth > cell.clientWidth;
      })
      .map((cell) => `${cell.className || cell.tagName}: ${cell.textContent}`),
  );
}

/** The R/T heading and each line's running total, with their right edges, which must lie on the screen. */
function runningTotalEdges(page: Page): Promise<{ right: number; text: string }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.scorecard .sheet-portrait th, .scorecard .sheet-portrait td.running')]
      .filter((cell) => cell.tagName === 'TD' || cell.textContent === 'R/T')
      .map((cell) => ({ right: cell.getBoundingClientRect().right, text: cell.textContent ?? '' })),
  );
}

// A York, a Worcester, a WA 1440 (70m), a Western, a Metric I and a WA 18m: ends of six and of three,
// totals to four figures (the fixture's newest shoots, first in the history).
const SHOOTS = 40;
const OPENED = 6;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
]) {
  describe(`a saved shoot at ${viewport.width}x${viewport.height}`, () => {
    const baseUrl = inject('baseUrl');
    const device = archerDevicePerFile(viewport);
    let page: Page;
    const shot = (part: string) => `/tmp/saved-shoot-${part}-${viewport.width}.png`;

    beforeAll(async () => {
      page = await newPageWithImportedShoots(device.context, baseUrl, manyShootsBackup(SHOOTS));
    }, 120_000);

    async function openShoot(index: number): Promise<string> {
      await page.goto(baseUrl + '/history');
      const row = page.getByTestId('history-row').nth(index);
      await row.click();
      await page.waitForURL(/\/history\/\d+$/);
      await page.getByRole('region', { name: 'Scorecard' }).waitFor();
      return (await page.locator('h1').textContent())!;
    }

    it('lists the shoots with their round, date and status whole', async () => {
      await page.goto(baseUrl + '/history');
      await page.getByTestId('history-row').first().waitFor();
      const cut = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-testid="history-row"]')].flatMap((row) => {
          const parts = [...row.querySelectorAll<HTMLElement>('.history-round, .history-when')];
          const rowBox = row.getBoundingClientRect();
          return parts
            .filter((part) => {
              const box = part.getBoundingClientRect();
              const cutOff = part.scrollWidth > part.clientWidth || part.scrollHeight > part.clientHeight;
              return cutOff || box.top < rowBox.top || box.bottom > rowBox.bottom;
            })
            .map((part) => part.textContent ?? '');
        }),
      );
      expect(cut).toEqual([]);
      // Among the rows on screen, statuses longer than Practice.
      await expect(
        page
          .getByTestId('history-row')
          .filter({ hasText: / · (Club competition|UK record status)/ })
          .count(),
      ).resolves.toBeGreaterThan(0);
      await page
        .getByTestId('history-row')
        .filter({ hasText: / · (Club competition|UK record status)/ })
        .first()
        .scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot('history') });
    });

    it('shows the portrait sheet whole, R/T included, and switches layout by the switch’s own word', async () => {
      const rounds: string[] = [];
      for (let index = 0; index < OPENED; index++) {
        const round = await openShoot(index);
        rounds.push(round);
        await page.locator('.sheet-portrait').first().waitFor();
        expect(await cutOffCells(page), round).toEqual([]);
        const edges = await runningTotalEdges(page);
        expect(edges.length, round).toBeGreaterThan(0);
        for (const edge of edges)
          expect(edge.right, `${round} R/T ${edge.text}`).toBeLessThanOrEqual(viewport.width);
        if (index === 0) {
          await page.getByRole('heading', { name: 'Scorecard', level: 2 }).scrollIntoViewIfNeeded();
          await page.screenshot({ path: shot('portrait') });
        }
      }
      // Four-figure running totals were among them.
      expect(rounds).toContain('WA 1440 (70m)');

      // The switch says what a tap does: Landscape on the portrait sheet, Portrait on the landscape one.
      const toLandscape = page.getByRole('button', { name: 'Landscape', exact: true });
      const toPortrait = page.getByRole('button', { name: 'Portrait', exact: true });
      await toLandscape.click();
      await page.locator('table.sheet.landscape').first().waitFor();
      await toPortrait.waitFor();
      await expect(toLandscape.count()).resolves.toBe(0);
      const box = (await toPortrait.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: shot('landscape') });
      await toPortrait.click();
      await page.locator('.sheet-portrait').first().waitFor();
      await toLandscape.waitFor();
    });

    it('tells changes of its standing made in a row in one toast, the newest', async () => {
      await openShoot(0);
      const toasts = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
      const status = page.getByLabel('Event status');
      const first = (await status.inputValue()) === 'club_competition' ? 'ukrs' : 'club_competition';
      await status.selectOption(first);
      await toasts.filter({ hasText: /^Status changed to / }).waitFor();
      // A second change and a third before the first toast has gone (3 s): each replaces the one before.
      await status.selectOption('practice');
      await toasts.filter({ hasText: 'Status changed to Practice.' }).waitFor();
      await expect(toasts.count()).resolves.toBe(1);
      await page.getByLabel('Witnessed').click();
      await toasts.filter({ hasText: 'Marked witnessed.' }).waitFor();
      await expect(toasts.count()).resolves.toBe(1);
      await page.screenshot({ path: shot('one-toast') });
    });
  });
}
