import { AxeBuilder } from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { archerDevicePerFile } from './device-per-file.js';

/**
 * axe on every screen of issue 7, in the light and the dark theme, on a phone and on a desktop: no
 * violation of serious or critical impact. Set A11Y_SCREENSHOTS to a folder to also keep a screenshot of
 * each screen as axe saw it (how the layout was checked by eye).
 */

const screenshotFolder = process.env.A11Y_SCREENSHOTS;
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/** A one-shoot backup in the old app's export format, so a saved shoot exists without scoring 72 arrows. */
const backupWithOneShoot = {
  history: [
    {
      id: 1,
      date: '2026-05-02T10:00:00.000Z',
      gameType: 'national',
      scores: [...Array(36).fill(7), ...Array(36).fill(5)],
      score: 432,
      shootStatus: 'Competition',
      userProfile: { gender: 'female', ageGroup: 'adult', bowType: 'recurve' },
    },
  ],
  notes: [{ id: 'n1', text: 'Windy at 60', timestamp: 1_777_716_000_000, shootId: 1, endNumber: 2 }],
  user: { name: 'Alex', gender: 'female', ageGroup: 'adult', bowType: 'recurve' },
};

interface AxeFinding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

async function seriousViolations(page: Page, screen: string): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      screen,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

async function keepScreenshot(page: Page, name: string): Promise<void> {
  if (!screenshotFolder) return;
  mkdirSync(screenshotFolder, { recursive: true });
  await page.screenshot({ path: join(screenshotFolder, `${name}.png`), fullPage: true });
}

/** Waits for the screen to settle: the engine open and the lazy screen loaded. */
async function settle(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

async function openScreen(page: Page, baseUrl: string, path: string): Promise<void> {
  await page.goto(baseUrl + path);
  await settle(page);
}

/** Imports the backup through the Data screen; answers the saved shoot's page, or null if not reachable. */
async function seedSavedShoot(page: Page, baseUrl: string): Promise<string | null> {
  await openScreen(page, baseUrl, '/data');
  const fileInput = page.locator('input[type=file]');
  if ((await fileInput.count()) === 0) return null;
  await fileInput.first().setInputFiles({
    name: 'archery-backup.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(backupWithOneShoot)),
  });
  // Leaving the page before the worker has written the import would lose it (CI once did just that).
  await page.getByRole('status').filter({ hasText: 'Combined successfully!' }).waitFor({ timeout: 15_000 });
  await page.goto(baseUrl + '/history');
  await settle(page);
  const shootLink = page.locator('a[href^="/history/"]').first();
  try {
    await shootLink.waitFor({ timeout: 5000 });
  } catch {
    return null;
  }
  return shootLink.getAttribute('href');
}

describe('accessibility of the issue 7 screens (axe)', () => {
  const baseUrl = inject('baseUrl');
  const device = archerDevicePerFile(phone);
  let shootPath: string | null = null;
  const findings: AxeFinding[] = [];
  const notReached: string[] = [];

  beforeAll(async () => {
    const page = await device.context.newPage();
    shootPath = await seedSavedShoot(page, baseUrl);
    await page.close();
  });

  async function checkScreens(theme: 'light' | 'dark', viewport: typeof phone, label: string) {
    const page = await device.context.newPage();
    await page.setViewportSize(viewport);
    await page.goto(baseUrl + '/you');
    await page.evaluate((chosen) => localStorage.setItem('theme-preference', chosen), theme);

    const check = async (name: string) => {
      await keepScreenshot(page, `${label}-${name}`);
      findings.push(...(await seriousViolations(page, `${label} ${name}`)));
    };

    const paths: Array<[string, string]> = [
      ['score', '/'],
      ['select-round', '/select-round'],
      ['history', '/history'],
      ['shoot', shootPath ?? '/history/1'],
      ['profile', '/you'],
      ['data', '/data'],
    ];
    if (!shootPath) notReached.push(`${label}: no saved shoot could be imported; checked /history/1 instead`);
    for (const [name, path] of paths) {
      await openScreen(page, baseUrl, path);
      await check(name);
    }

    if (viewport === phone) {
      await page.goto(baseUrl + '/you');
      await settle(page);
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('group', { name: 'More' }).waitFor();
      await check('menu-open');
    }

    // The confirmation before deleting a saved shoot is the modal.
    await page.goto(baseUrl + (shootPath ?? '/history/1'));
    await settle(page);
    const deleteButton = page.getByRole('button', { name: /delete/i }).first();
    if ((await deleteButton.count()) > 0) {
      await deleteButton.click();
      await page.getByRole('dialog').waitFor();
      await check('modal-open');
      // Spec section 2: the modal closes when its overlay (anywhere outside the dialog) is clicked.
      await page.mouse.click(4, 4);
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    } else {
      notReached.push(`${label}: no modal could be opened (no Delete button on the shoot screen)`);
    }
    await page.close();
  }

  it('passes axe in the light theme on a phone', async () => {
    await checkScreens('light', phone, 'phone-light');
  });

  it('passes axe in the dark theme on a phone', async () => {
    await checkScreens('dark', phone, 'phone-dark');
  });

  // The desktop layout uses the same colours, so one theme there is enough.
  it('passes axe in the light theme on a desktop', async () => {
    await checkScreens('light', desktop, 'desktop-light');
  });

  it('found no serious or critical violation, and reached every screen', () => {
    if (findings.length > 0) console.error(JSON.stringify(findings, null, 2));
    expect({
      violations: findings.map(
        (f) => `${f.screen}: ${f.rule} (${f.impact}) ${f.help} at ${f.targets.join(', ')}`,
      ),
      notReached,
    }).toEqual({ violations: [], notReached: [] });
  });
});
