import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom } from '../fixtures/syntheticHistory.js';
import { launchChromium, settleFirstOpen } from './browser.js';
import { backupFile } from './fixtures/many-shoots.js';
import { scoreAndSave } from './scoring.js';
import { startServer, type RunningServer } from './server.js';
import {
  accountPhoneHolds as phoneHolds,
  combineDialog,
  described,
  EVENT_STATUS,
  heldIn,
  openData as openDataOn,
  openShoot as openShootOn,
  settled as settledOn,
  shootRow,
  signIn as signInOn,
  STATUSES,
  turnOnBackup as turnOnBackupOn,
  type Phone,
  type PhoneName,
  type Shoot,
} from './soak-steps.js';

/**
 * The soak (docs/cloud-backup.md, "The soak test"): two phones on one test account and a third that
 * brought in the first phone's backup by its recovery code run a seeded random sequence of saves,
 * deletions, status edits, closes, spells offline and server crashes (SIGKILL, then a restart on the
 * same database). At the end, once the phones have settled and answered "Combine Your Data?" with
 * Combine, both account phones hold exactly the shoots saved on them (and combined in from the third
 * phone) and not deleted, each once, with its latest status; the third phone's newest backup holds its
 * own; nothing deleted came back; nobody was signed out.
 *
 * It prints its seed; SOAK_SEED=<seed> replays a sequence, SOAK_OPERATIONS=<n> makes it longer.
 */

const SEED = Number(process.env.SOAK_SEED ?? Math.floor(Math.random() * 2 ** 31));
const OPERATIONS = Math.max(40, Number(process.env.SOAK_OPERATIONS ?? 40));
const ACCOUNT = 'soak@example.org';
describe('the soak: three phones, one account, a crashing server', () => {
  let server: RunningServer;
  let browser: Browser;
  const phones = {} as Record<PhoneName, Phone>;
  const shoots = new Map<number, Shoot>();
  const log: string[] = [];
  const random = seededRandom(SEED);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

  beforeAll(async () => {
    console.log(`soak seed ${SEED} (replay with SOAK_SEED=${SEED}), ${OPERATIONS} operations`);
    server = await startServer({ TEST_ACCOUNTS: 'true', RATE_LIMIT_BACKUP: '10000' });
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Opens the app on a phone, as an archer does; "Combine Your Data?" is always answered Combine. */
  async function openApp(phone: Phone, path = '/'): Promise<void> {
    const page = await phone.context.newPage();
    phone.answersCombine = combineDialog(page);
    await page.addLocatorHandler(phone.answersCombine, async (dialog) => {
      await dialog.getByRole('button', { name: 'Combine', exact: true }).click();
    });
    phone.page = page;
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error')
        console.log(`soak ${phone.name} console: ${message.text()}`);
    });
    if (process.env.SOAK_TRACE) {
      page.on('response', (response) => {
        if (response.url().includes('/api/'))
          console.log(
            `soak ${phone.name} ${response.request().method()} ${response.url().replace(server.baseUrl, '')} ${response.status()}`,
          );
      });
      page.on('requestfailed', (request) => {
        if (request.url().includes('/api/'))
          console.log(
            `soak ${phone.name} ${request.method()} ${request.url().replace(server.baseUrl, '')} failed`,
          );
      });
    }
    await page.goto(server.baseUrl + path);
  }

  async function newPhone(name: PhoneName): Promise<Phone> {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await settleFirstOpen(context);
    const phone: Phone = { name, context, page: null as unknown as Page, offlineFor: 0 };
    await openApp(phone);
    // The app must open without the network later on: wait until its service worker controls the page.
    await phone.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await phone.page.reload();
    await phone.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    phones[name] = phone;
    return phone;
  }

  // The steps of soak-steps.ts on this run's server.
  const openData = (phone: Phone) => openDataOn(phone, server.baseUrl);
  const turnOnBackup = (phone: Phone) => turnOnBackupOn(phone, server.baseUrl);
  const signIn = (phone: Phone) => signInOn(phone, server.baseUrl, ACCOUNT);
  const openShoot = (phone: Phone, shoot: Shoot) => openShootOn(phone, server.baseUrl, shoot);
  const settled = (phone: Phone) => settledOn(phone, server.baseUrl);
  const accountPhoneHolds = (phone: Phone) => phoneHolds(phone, server.baseUrl);

  const today = () => new Date().toISOString().slice(0, 10);
  let nextCardTotals: number[] = [];
  let nextFileTotal = 100;
  let nextFileDay = 0;

  /** A shoot saved through the score card (Practice 30m, tens and one more arrow) or a one-shoot file. */
  async function save(phone: Phone, onCard: boolean): Promise<string> {
    if (onCard && nextCardTotals.length > 0) {
      const score = nextCardTotals.pop()!;
      const arrows = [...Array<string>(Math.floor(score / 10)).fill('10'), String(score % 10)];
      // Practice, chosen: the dialog's default is the archer's last choice for the round, which an
      // earlier status edit may have changed.
      await scoreAndSave(phone.page, server.baseUrl, 'Practice 30m', arrows, EVENT_STATUS.Practice);
      shoots.set(score, { score, day: today(), owner: phone.name, status: 'Practice', deleted: false });
      return `saves ${score} on the score card`;
    }
    const score = nextFileTotal++;
    const day = new Date(Date.UTC(2025, 0, 1 + nextFileDay++)).toISOString().slice(0, 10);
    const arrows = [...Array<number>(Math.floor(score / 10)).fill(10), ...(score % 10 ? [score % 10] : [])];
    const item = { id: 1, date: `${day}T10:00:00.000Z`, gameType: 'practice 30m', scores: arrows, score };
    // Straight to the Data screen: a "Combine Your Data?" answered over an open menu would close it.
    await openData(phone);
    await phone.page.getByRole('button', { name: 'Import a file' }).setInputFiles({
      name: `shoot-${score}.json`,
      mimeType: 'application/json',
      buffer: backupFile({ history: [{ ...item, shootStatus: 'Practice' }], notes: [], user: {} }),
    });
    await phone.page
      .getByText(/^Combined successfully! Added 1 shooting records/)
      .first()
      .waitFor();
    const shoot: Shoot = { score, day, owner: phone.name, status: 'Practice', deleted: false };
    // A combine answered meanwhile says the same words: the history says whether this one is in.
    await phone.page.goto(`${server.baseUrl}/history?from=${day}&to=${day}`);
    await shootRow(phone, shoot).waitFor();
    shoots.set(score, shoot);
    return `saves ${score} from a file`;
  }

  async function deleteShoot(phone: Phone, shoot: Shoot): Promise<string> {
    await openShoot(phone, shoot);
    await phone.page.getByRole('button', { name: 'Delete shoot' }).click();
    await phone.page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await phone.page.waitForURL(/\/history(\?.*)?$/);
    shoot.deleted = true;
    return `deletes ${shoot.score}`;
  }

  async function editStatus(phone: Phone, shoot: Shoot): Promise<string> {
    const next = pick(STATUSES.filter((status) => status !== shoot.status));
    await openShoot(phone, shoot);
    await phone.page.getByLabel('Event status', { exact: true }).selectOption(EVENT_STATUS[next]);
    await phone.page.getByText(/^Status changed to /).waitFor();
    shoot.status = next;
    return `sets ${shoot.score} to ${next}`;
  }

  /** Closes the app (every page of the phone) and opens it again. */
  async function closeAndReopen(phone: Phone): Promise<string> {
    await phone.page.close();
    await openApp(phone);
    return 'closes the app and opens it again';
  }

  async function crashServer(): Promise<string> {
    await server.crash();
    await server.resume();
    return 'server killed (SIGKILL) and restarted';
  }

  async function goOffline(phone: Phone): Promise<string> {
    phone.offlineFor = 2 + Math.floor(random() * 3);
    await phone.context.setOffline(true);
    return `goes offline for ${phone.offlineFor} operations`;
  }

  const liveOwnedBy = (phone: Phone) =>
    [...shoots.values()].filter((shoot) => shoot.owner === phone.name && !shoot.deleted);

  async function operation(): Promise<string> {
    const roll = random();
    if (roll >= 0.94) return crashServer();
    const phone = phones[pick(['A', 'B', 'C'] as const)];
    const said = await (async () => {
      if (roll < 0.45) return save(phone, random() < 0.35);
      if (roll < 0.6) {
        const owned = liveOwnedBy(phone);
        return owned.length > 0 ? deleteShoot(phone, pick(owned)) : save(phone, false);
      }
      if (roll < 0.75) {
        const owned = liveOwnedBy(phone);
        return owned.length > 0 ? editStatus(phone, pick(owned)) : save(phone, true);
      }
      if (roll < 0.85) return closeAndReopen(phone);
      return phone.offlineFor > 0 ? save(phone, false) : goOffline(phone);
    })();
    // Pocketing the phone right after the last end: the app is closed before any backup can go.
    const closed = roll < 0.75 && random() < 0.25 ? `, ${await closeAndReopen(phone)}` : '';
    return `${phone.name} ${said}${closed}`;
  }

  async function comeBackOnline(): Promise<void> {
    for (const phone of Object.values(phones)) {
      if (phone.offlineFor === 0) continue;
      phone.offlineFor -= 1;
      if (phone.offlineFor === 0) await phone.context.setOffline(false);
    }
  }

  it(
    'ends with both account phones holding the same shoots, each once, with their latest status',
    async () => {
      // Setting up: A backs up under its recovery code; C brings A's backup in by that code; then A and
      // B sign in to the account (B, new and empty, gets A's shoots at once).
      const A = await newPhone('A');
      const C = await newPhone('C');
      const B = await newPhone('B');
      nextCardTotals = Array.from({ length: 81 }, (_, i) => 10 * (1 + Math.floor(i / 9)) + (1 + (i % 9)));
      for (let i = nextCardTotals.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [nextCardTotals[i], nextCardTotals[j]] = [nextCardTotals[j]!, nextCardTotals[i]!];
      }
      const codeA = await turnOnBackup(A);
      log.push(`A ${await save(A, true)}`);
      await settled(A);
      const codeC = await turnOnBackup(C);
      await C.page.getByLabel('Recovery code', { exact: true }).fill(codeA);
      await C.page.getByRole('button', { name: 'Find backup' }).click();
      const found = C.page.getByRole('list', { name: 'Backups found' }).getByRole('listitem');
      await found.first().getByRole('button', { name: 'Combine with this device' }).click();
      await C.page.getByText(/^Combined successfully! Added 1 shooting records/).waitFor();
      const broughtToC = described([...shoots.values()]);
      await signIn(A);
      await settled(A);
      await signIn(B);
      await B.page.getByText('Added 1 shoot from your account.').waitFor({ timeout: 20_000 });

      for (let i = 0; i < OPERATIONS; i++) {
        log.push(
          await operation().catch(async (error: unknown) => {
            for (const phone of Object.values(phones)) {
              await phone.page.screenshot({ path: `/tmp/soak-${phone.name}.png` }).catch(() => undefined);
            }
            throw error;
          }),
        );
        console.log(`soak ${i + 1}/${OPERATIONS}: ${log[log.length - 1]}`);
        await comeBackOnline();
      }
      for (const phone of Object.values(phones)) {
        phone.offlineFor = 0;
        await phone.context.setOffline(false);
      }

      // The third phone's newest backup holds its own shoots (and A's first, brought in by the code).
      await settled(C);
      const own = [...shoots.values()].filter((shoot) => shoot.owner === 'C' && !shoot.deleted);
      const byCode = (await (
        await fetch(`${server.baseUrl}/api/backups/find-backups?identifier=${encodeURIComponent(codeC)}`)
      ).json()) as { backups: Array<{ key: string }> };
      const newestOfC = await (
        await fetch(`${server.baseUrl}/api/backups/backup/${byCode.backups[0]!.key}`)
      ).json();
      expect(heldIn(newestOfC), `seed ${SEED}`).toEqual([...described(own), ...broughtToC].sort());

      // A brings in the third phone's backup by its recovery code.
      await openData(A);
      await A.page.getByLabel('Recovery code', { exact: true }).fill(codeC);
      await A.page.getByRole('button', { name: 'Find backup' }).click();
      await A.page
        .getByRole('list', { name: 'Backups found' })
        .getByRole('listitem')
        .first()
        .getByRole('button', { name: 'Combine with this device' })
        .click();
      await A.page
        .getByText(/^(Combined successfully!|Data was already synchronized)/)
        .first()
        .waitFor();

      // The phones settle; each one still lacking what the other holds is asked, and combines (answered
      // here, no longer by the handler).
      for (const phone of [A, B]) await phone.page.removeLocatorHandler(phone.answersCombine!);
      const expected = described(
        [...shoots.values()].filter(
          (shoot) => !shoot.deleted && (shoot.owner !== 'C' || own.includes(shoot)),
        ),
      );
      for (let round = 0; ; round++) {
        await settled(A);
        await settled(B);
        const held = { A: await accountPhoneHolds(A), B: await accountPhoneHolds(B) };
        if (
          JSON.stringify(held.A) === JSON.stringify(expected) &&
          JSON.stringify(held.B) === JSON.stringify(expected)
        )
          break;
        if (round === 4) {
          expect({ seed: SEED, A: held.A, B: held.B }).toEqual({ seed: SEED, A: expected, B: expected });
        }
        for (const phone of [A, B]) {
          if (JSON.stringify(held[phone.name as 'A' | 'B']) === JSON.stringify(expected)) continue;
          await phone.page.goto(server.baseUrl + '/');
          const dialog = combineDialog(phone.page);
          await dialog.waitFor({ timeout: 30_000 });
          await dialog.getByRole('button', { name: 'Combine', exact: true }).click();
          await phone.page
            .getByText(/^Combined successfully!|^Removed /)
            .first()
            .waitFor();
        }
      }

      // What the archer sees agrees: the same count of shoots on both, and both still signed in.
      for (const phone of [A, B]) {
        // The whole history: the filters the deletions and edits used are remembered on the phone.
        await phone.page.evaluate(() => localStorage.removeItem('history-filters'));
        await phone.page.goto(server.baseUrl + '/history');
        await phone.page.getByText(`${expected.length} shoots`, { exact: true }).waitFor();
        await openData(phone);
        await phone.page.getByText(`Signed in as ${ACCOUNT}`).waitFor();
      }
      const deleted = [...shoots.values()].filter((shoot) => shoot.deleted).map((shoot) => shoot.score);
      const heldScores = expected.map((line) => Number(line.split(' ')[0]));
      expect(deleted.filter((score) => heldScores.includes(score))).toEqual([]);
      console.log(`soak seed ${SEED}: ${expected.length} shoots on both phones, ${deleted.length} deleted`);
    },
    10 * 60_000,
  );
});
