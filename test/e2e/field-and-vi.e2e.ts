import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { parseFieldCategory } from '../../shared/classifications/field-category.js';
import {
  fieldClassificationFor,
  fieldThresholds,
  OLD_FIELD_TABLES_NOT_HELD,
} from '../../shared/classifications/field-thresholds.js';
import { fieldSchemeForDate, schemeWords } from '../../shared/classifications/schemes.js';
import { handicapForScore } from '../../shared/handicaps/handicaps.js';
import { roundByName } from '../../shared/rounds/catalogue.js';
import { seriousViolations } from './axe.js';
import { archerDevicePerFile } from './device-per-file.js';
import { importThroughDataScreen } from './import-shoots.js';
import { saveProfile } from './profile-steps.js';
import { chooseRound, keypad, runningTotal, saveTheShoot, tapArrows } from './scoring.js';

/**
 * Field and VI rounds at the range (docs/field-and-vi-rounds.md): a 24-target marked field round scored
 * on the keypad three arrows a target and saved, with its handicap and AGB field class, the field classes
 * What I need lists for it, and its landscape sheet and PDF written target by target; a VI round with
 * its handicap and no classification; the round groups axe clean.
 */

const result = (page: Page) => page.getByRole('region', { name: /^Saved/ });

function expectedHandicap(round: string, score: number): string {
  const handicap = handicapForScore(roundByName(round), score);
  return handicap.ok ? String(handicap.handicap) : 'none';
}

describe('field and VI rounds on a phone', () => {
  const baseUrl = inject('baseUrl');
  const device = archerDevicePerFile({ width: 390, height: 844 });

  it('groups the rounds as Target indoor, Target outdoor, Field and VI, one search across all, axe clean', async () => {
    const page = await device.context.newPage();
    await page.goto(baseUrl + '/select-round');
    for (const group of ['Target indoor', 'Target outdoor', 'Field', 'VI', 'Practice']) {
      await page.getByRole('heading', { name: group, exact: true }).waitFor();
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('searchbox', { name: 'Search rounds' }).fill('national');
    await page
      .getByRole('region', { name: 'VI' })
      .getByRole('button', { name: 'Burntwood National' })
      .waitFor();
    await page
      .getByRole('region', { name: 'Target outdoor' })
      .getByRole('button', { name: 'National', exact: true })
      .waitFor();
    await page.getByRole('searchbox', { name: 'Search rounds' }).fill('field 24 red');
    await page.getByRole('heading', { name: 'Field', exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/field-select-round.png' });
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('scores a 24-target marked field round three arrows a target and shows its handicap and field class', async () => {
    const page = await device.context.newPage();
    await saveProfile(page, baseUrl, { ageGroup: 'adult', gender: 'male', bowType: 'recurve' });
    await chooseRound(page, baseUrl, 'WA Field 24 Red Marked');
    // What I need lists the field classes of the archer's category on this peg, by today's scheme.
    const category = parseFieldCategory({ bowType: 'recurve', gender: 'male', ageGroup: 'adult' })!;
    const today = new Date().toISOString().slice(0, 10);
    const scheme = fieldSchemeForDate(today)!;
    const thresholds = fieldThresholds(roundByName('wa field 24 red marked'), category, scheme);
    if (!thresholds.ok) throw new Error(thresholds.error.message);
    const classes = thresholds.thresholds.flatMap((t) => (t.score === null ? [] : [t]));
    expect(classes.length).toBeGreaterThan(0);
    const needs = page.getByRole('list', { name: 'What I need on WA Field 24 Red Marked' });
    for (const c of classes) {
      // 24 targets to go before the first arrow: the average is per target.
      const perTarget = (Math.ceil((c.score! / 24) * 10 - 1e-9) / 10).toFixed(1);
      await needs
        .getByRole('listitem', { name: `${c.name}: ${c.score}, ${perTarget} a target`, exact: true })
        .waitFor();
    }
    await expect(needs.getByRole('listitem').count()).resolves.toBe(classes.length);
    await page.getByText(`${scheme} classes · score needed · average a target from here`).waitFor();
    await needs.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/field-what-i-need.png' });
    expect(await seriousViolations(page)).toEqual([]);
    const keys = await keypad(page).getByRole('button').allTextContents();
    for (const value of ['X', '6', '5', '4', '3', '2', '1', 'M']) expect(keys).toContain(value);
    for (const value of ['10', '9', '8', '7']) expect(keys).not.toContain(value);

    // 24 targets of X, 5, 4: 15 a target.
    const targets = Array.from({ length: 24 }, () => ['X', '5', '4']);
    await tapArrows(page, targets.slice(0, 12).flat());
    await runningTotal(page).filter({ hasText: /^180$/ }).waitFor();
    // Scored target by target: the header names the target, the sheet has a row a target.
    await page.getByText('Target 12', { exact: true }).waitFor();
    await page.getByRole('columnheader', { name: 'Target', exact: true }).waitFor();
    await page.getByRole('columnheader', { name: 'Targets 1–12' }).waitFor();
    await page.screenshot({ path: '/tmp/field-score-card.png' });
    await tapArrows(page, targets.slice(12).flat());
    await runningTotal(page).filter({ hasText: /^360$/ }).waitFor();
    await saveTheShoot(page, 'WA Field 24 Red Marked');

    const shown = result(page);
    await expect(shown.getByTestId('saved-score').textContent()).resolves.toBe('360');
    await expect(shown.getByTestId('saved-handicap').textContent()).resolves.toBe(
      expectedHandicap('wa field 24 red marked', 360),
    );
    const expected = fieldClassificationFor(roundByName('wa field 24 red marked'), 360, category, today);
    if (!expected.ok) throw new Error(expected.error.message);
    await expect(shown.getByTestId('saved-classification').textContent()).resolves.toBe(expected.name);
    await expect(shown.getByTestId('saved-scheme').textContent()).resolves.toBe(
      ` · ${schemeWords(expected.scheme)}`,
    );
    await page.screenshot({ path: '/tmp/field-result.png' });
    expect(await seriousViolations(page)).toEqual([]);

    // The saved shoot's landscape sheet: a table per unit, a target a row, numbered, with its running total.
    await page.getByRole('link', { name: 'View in history' }).click();
    await page.getByRole('heading', { name: 'WA Field 24 Red Marked', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Landscape' }).click();
    const second = page.getByRole('table', { name: 'Targets 13–24' });
    await second.getByRole('columnheader', { name: 'T/T' }).waitFor();
    const target24 = second.getByRole('row', { name: /^24 / });
    await expect(target24.locator('.running').textContent()).resolves.toBe('360');
    await page.getByRole('table', { name: 'Targets 1–12' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/field-landscape.png' });
    expect(await seriousViolations(page)).toEqual([]);

    // The records officer's PDF: a target a line, each named, with its total and the running total.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download scoresheet (PDF)' }).click(),
    ]);
    const path = join(mkdtempSync(join(tmpdir(), 'archery-field-')), download.suggestedFilename());
    await download.saveAs(path);
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    expect(text).toContain('Field score sheet');
    expect(text).toMatch(/T\/T\s+H\s+S\s+G\s+X\s+R\/T/);
    // Target N, its arrows best first, T/T, then H S G X and the running total.
    for (let target = 1; target <= 24; target++) {
      expect(text).toMatch(
        new RegExp(`Target ${target}\\s+X\\s+5\\s+4\\s+15\\s+3\\s+15\\s+1\\s+1\\s+${15 * target}\\n`),
      );
    }
    // The gold column counts 6s (the X is a 6), headed as the on-screen sheet heads it.
    expect(text).toMatch(/Targets 13–24 subtotal: Hits 36\s+Score 180\s+6s 12\s+Xs 12/);
    expect(text).toMatch(/Score 360/);
    await page.close();
  });

  it('scores a VI round and shows its handicap and that VI rounds have no classification', async () => {
    const page = await device.context.newPage();
    await chooseRound(page, baseUrl, 'Burntwood Warwick');
    await tapArrows(
      page,
      Array.from({ length: 48 }, () => '7'),
    );
    await runningTotal(page).filter({ hasText: /^336$/ }).waitFor();
    await saveTheShoot(page, 'Burntwood Warwick');
    const shown = result(page);
    await expect(shown.getByTestId('saved-handicap').textContent()).resolves.toBe(
      expectedHandicap('burntwood warwick', 336),
    );
    await expect(shown.getByTestId('saved-classification').textContent()).resolves.toBe(
      'No classification for VI rounds',
    );
    // The field shoot before it is a discipline of its own: not the handicap this one is compared with.
    await expect(shown.getByTestId('handicap-comparison').textContent()).resolves.toBe(
      'Your first handicap with this bow',
    );
    await page.screenshot({ path: '/tmp/vi-result.png' });
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('says a field shoot from before 2025 has no class because the old tables are not held, not U/C', async () => {
    const page = await device.context.newPage();
    const targets = Array.from({ length: 24 }, () => [6, 5, 4]).flat();
    await importThroughDataScreen(page, baseUrl, {
      history: [
        {
          id: 90,
          date: '2024-09-14T10:00:00.000Z',
          gameType: 'wa field 24 red marked',
          scores: targets,
          score: 360,
          userProfile: { gender: 'female', ageGroup: 'adult', bowType: 'recurve' },
        },
      ],
      notes: [],
      user: {},
    });
    await page.goto(baseUrl + '/history');
    const row = page.getByTestId('history-row').filter({ hasText: /2024/ });
    await row.getByTestId('no-class-mark').waitFor();
    await expect(row.getByTestId('no-class-mark').textContent()).resolves.toBe(
      `No class: ${OLD_FIELD_TABLES_NOT_HELD}`,
    );
    // The VI shoot scored above is not U/C either.
    await expect(
      page
        .getByTestId('history-row')
        .filter({ hasText: 'Burntwood Warwick' })
        .getByTestId('no-class-mark')
        .textContent(),
    ).resolves.toBe('No class: No classification for VI rounds');
    // It keeps its handicap: only the class is missing.
    await expect(row.locator('.history-handicap').textContent()).resolves.toBe(
      `HC ${expectedHandicap('wa field 24 red marked', 360)}`,
    );
    await page.screenshot({ path: '/tmp/field-2024-history.png' });
    expect(await seriousViolations(page)).toEqual([]);
    await row.click();
    const shown = page.getByTestId('shoot-classification');
    await expect(shown.textContent()).resolves.toBe(OLD_FIELD_TABLES_NOT_HELD);
    await page.screenshot({ path: '/tmp/field-2024-shoot.png' });
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
