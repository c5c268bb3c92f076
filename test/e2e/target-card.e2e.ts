import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TargetCard } from '../../shared/target-cards/card.js';
import { cardText } from '../../shared/target-cards/card-text.js';
import { correctAfterSigning, sealCard, sealCode, sealOf } from '../../shared/target-cards/seal.js';
import { seriousViolations } from './axe.js';
import { openArcherDevice, type ArcherDevice } from './browser.js';
import { serviceWorkerInControl } from './service-worker.js';
import { chooseRound, saveTheShoot, tapArrows } from './scoring.js';

/**
 * A scorer's signed card taken by its archer (issue #47; docs/scoring-a-target.md): the link opened on the
 * archer's own phone, offline, shows the card as the paper sheet with its seal code, ahead of the setup
 * sheet of a phone new to the app, and "Add to my history" adds it once; a link with one arrow changed
 * behind its seal is refused in words.
 */

const portsmouth: TargetCard = {
  archer: { name: 'Robin Hood', bowType: 'longbow', ageGroup: 'adult', gender: 'male' },
  letter: 'B',
  targetNumber: 3,
  round: 'portsmouth',
  date: '2026-12-05',
  place: 'Sherwood',
  eventStatus: 'club_target_day',
  ends: Array.from({ length: 20 }, (_, end) => (end === 0 ? [10, 9, 'M'] : [9, 9, 8])),
  scorer: 'Marian',
  archerSignature: { at: '2026-12-05T21:00:00.000Z', mark: { kind: 'initials', text: 'RH' } },
  scorerSignature: { at: '2026-12-05T21:00:30.000Z', mark: { kind: 'initials', text: 'M' } },
};
const SCORE = 19 + 19 * 26;

describe('a signed card opened from its link', () => {
  const baseUrl = inject('baseUrl');
  let phone: ArcherDevice;

  beforeAll(async () => {
    // A phone new to the app: its setup sheet would open, but not over a card.
    phone = await openArcherDevice({ width: 390, height: 844 }, 'new-archer');
  });
  afterAll(() => phone.dispose());

  it('shows the sheet and seal offline, ahead of the setup sheet, and adds it to the history once', async () => {
    const page = await phone.context.newPage();
    await serviceWorkerInControl(page, baseUrl);
    await phone.context.setOffline(true);
    const link = `${baseUrl}/card#${cardText(await sealCard(portsmouth))}`;
    await page.goto(link);
    await page.getByRole('heading', { name: 'Signed card' }).waitFor();
    await page.getByRole('heading', { name: 'Robin Hood' }).waitFor();
    const code = sealCode(await sealOf(portsmouth));
    await page.getByText(code).waitFor();
    expect(await page.getByRole('row').count()).toBe(21);
    await page.getByText('Unchanged since it was signed: it is added as witnessed by Marian.').waitFor();
    expect(await page.getByText('Set up in four taps').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add to my history' }).click();
    await page.getByText('This card is in your history.').waitFor();
    await page.getByRole('link', { name: 'View the shoot' }).click();
    await page.getByText(String(SCORE)).first().waitFor();
    await page
      .getByTestId('shoot-scorer')
      .filter({ hasText: `Marian, on a signed card (seal ${code})` })
      .waitFor();
    // The printed sheet carries the scorer, both signatures and the seal code.
    // Past the card, a phone new to the app asks its four questions: skipped here, as an archer may.
    await page.getByRole('button', { name: 'Skip for now' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download scoresheet (PDF)' }).click(),
    ]);
    const pdfPath = join(mkdtempSync(join(tmpdir(), 'archery-card-')), download.suggestedFilename());
    await download.saveAs(pdfPath);
    const printed = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    expect(printed).toMatch(/RH\s+Robin Hood\s+signed 2026-12-05 21:00 UTC/);
    expect(printed).toMatch(/M\s+Marian\s+signed 2026-12-05 21:00 UTC/);
    expect(printed).toContain(`Scored by Marian on a signed card, seal ${code}, unchanged since signing.`);

    // The same link again: in the history already, nothing to add.
    await page.goto(link);
    await page.getByText('This card is in your history.').waitFor();
    expect(await page.getByRole('button', { name: 'Add to my history' }).count()).toBe(0);
    await phone.context.setOffline(false);
    await page.close();
  });

  it('says a card changed after signing comes in unwitnessed, and refuses one changed behind its seal', async () => {
    const page = await phone.context.newPage();
    const other = { ...portsmouth, date: '2026-12-06' };
    const corrected = correctAfterSigning(await sealCard(other), {
      end: 0,
      arrow: 2,
      to: 7,
      at: '2026-12-06T21:05:00.000Z',
      by: 'Marian',
    });
    await page.goto(`${baseUrl}/card#${cardText(corrected)}`);
    await page.getByRole('heading', { name: 'Changed after signing' }).waitFor();
    await page.getByText(/^End 1, arrow 3: M changed to 7 by Marian at/).waitFor();
    await page.getByText('Changed after signing: it is added as signed, but no longer witnessed.').waitFor();

    const behindTheSeal = { ...corrected, corrections: [] };
    await page.goto(`${baseUrl}/card#${cardText(behindTheSeal)}`);
    await page
      .getByRole('alert')
      .filter({ hasText: 'This card was changed after it was signed, so it cannot be added.' })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Add to my history' }).count()).toBe(0);
    await page.close();
  });

  it('names each difference from the archer’s own scoring before anything is saved, and keeps the chosen card', async () => {
    const page = await phone.context.newPage();
    // Robin scored the Portsmouth himself today: 9-9-8 each end, but 9-8-8 in end 4.
    await chooseRound(page, baseUrl, 'Portsmouth');
    for (let end = 1; end <= 20; end += 1) await tapArrows(page, end === 4 ? [9, 8, 8] : [9, 9, 8]);
    await saveTheShoot(page, 'Portsmouth', 'club_target_day');
    const today = await page.evaluate(() => {
      const now = new Date();
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    });
    const card = await sealCard({
      ...portsmouth,
      date: today,
      ends: Array.from({ length: 20 }, () => [9, 9, 8]),
    });
    await page.goto(`${baseUrl}/card#${cardText(card)}`);
    await page.getByRole('heading', { name: 'You scored this shoot yourself too' }).waitFor();
    await page.getByText('Your own card says 519, the scorer’s 520. They differ in one arrow:').waitFor();
    await page.getByRole('listitem').filter({ hasText: 'End 4, arrow 2: you 8, scorer 9' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add to my history' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('heading', { name: 'You scored this shoot yourself too' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/card-double-scoring.png' });

    await page.getByRole('button', { name: 'Keep the scorer’s card' }).click();
    await page.getByText('This card is in your history.').waitFor();
    await page.getByRole('link', { name: 'View the shoot' }).click();
    await page.getByText('520').first().waitFor();
    await page
      .getByTestId('shoot-scorer')
      .filter({ hasText: `Marian, on a signed card (seal ${sealCode(card.seal)})` })
      .waitFor();
    await page.close();
  });
});
