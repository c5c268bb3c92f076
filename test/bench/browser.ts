/**
 * `npm run bench:browser`: the app as a returning archer uses it, in Debian's Chromium against the
 * built app and the real server, with the service worker in control and a 5,000-shoot history imported.
 * Prints one JSON line per figure with its target (issue: start-up and tap speed); it measures and
 * reports, it does not fail on a missed target (benchmarks are not timed tests).
 *
 * Every time is taken inside the page, on the page's own clock (performance.now(), whose origin is the
 * start of the navigation), so the browser-driver round trips are not counted.
 */
import type { CDPSession, Page } from 'playwright-core';
import { openArcherDevice, type ArcherDevice } from '../e2e/browser.js';
import { manyShootsBackup } from '../e2e/fixtures/many-shoots.js';
import { importThroughDataScreen } from '../e2e/import-shoots.js';
import { startServer, type RunningServer } from '../e2e/server.js';
import { yorkArrows } from '../e2e/fixtures/plotted-york.js';
import { serviceWorkerInControl } from '../e2e/service-worker.js';
import { turnOnFaceEntry } from '../e2e/profile-steps.js';
import { chooseRound } from '../e2e/scoring.js';
import { tapHistoryAndTimeFirstRows } from '../e2e/timing.js';
import {
  aDeliberateLongTaskIsSeen,
  longTasksAreReported,
  longTasksSince,
  pageTime,
  recordLongTasks,
} from '../e2e/long-tasks.js';
import { plotAndTimeEachArrow } from './face-plotting.js';
import { watchForAUsableKey } from './keypad-usable.js';
import { median, percentile, round } from './measure.js';
import {
  backupExport,
  csvExport,
  diaryOpenAndScroll,
  distancesOpenAndFilter,
  historyScroll,
  myRecordOpen,
  progressCharts,
} from './screens.js';

const SHOOTS = 5000;
const RELOADS = 5;
const THROTTLED_RELOADS = 3;
/** The first distance of a York: six dozen arrows plotted on the face. */
const PLOTTED_ARROWS = 72;

/** How long each visit stays open before the next: a returning archer's app was open a while too. */
const VISIT_MS = 1500;

async function keypadUsableAfterReload(page: Page): Promise<number> {
  await page.reload();
  await page.waitForFunction(() => window.keypadUsableAt !== null, undefined, { timeout: 30_000 });
  const usableAt = await page.evaluate(() => window.keypadUsableAt!);
  await page.waitForTimeout(VISIT_MS);
  return usableAt;
}

async function medianKeypadUsable(page: Page, reloads: number): Promise<{ median: number; all: number[] }> {
  const all: number[] = [];
  for (let i = 0; i < reloads; i++) all.push(await keypadUsableAfterReload(page));
  return summary(all);
}

function summary(all: number[]): { median: number; all: number[] } {
  return { median: median(all), all: all.map((ms) => round(ms, 1)) };
}

/**
 * The empty history and the 5,000 shoots in turn, each on its own installed profile, so that what the
 * machine does over the bench's minutes falls on both (one series after the other, the later one took
 * all of it and the ratio with it). Each turn opens the app, visits it, and times a reload, as the
 * series did; then it leaves the page for a blank one, so that nothing of it (the worker, what the app
 * does after start-up) runs beside the other profile's turn. The full page's visit is the last.
 */
async function keypadUsableInTurn(
  pages: { empty: Page; full: Page },
  baseUrl: string,
  reloads: number,
): Promise<{ empty: number[]; full: number[] }> {
  const runs = { empty: [] as number[], full: [] as number[] };
  const turn = async (page: Page, last: boolean) => {
    await page.goto(baseUrl + '/');
    await page.waitForTimeout(VISIT_MS);
    const usable = await keypadUsableAfterReload(page);
    if (!last) await page.goto('about:blank');
    return usable;
  };
  for (let i = 0; i < reloads; i++) {
    runs.empty.push(await turn(pages.empty, false));
    runs.full.push(await turn(pages.full, i === reloads - 1));
  }
  return runs;
}

/** A page of `device` with the bench's watchers, on the installed app. */
async function benchPage(device: ArcherDevice, baseUrl: string): Promise<Page> {
  const page = await device.context.newPage();
  // tsx compiles with esbuild's keepNames, which wraps named functions in a `__name` helper; the
  // functions handed to the page carry those calls, so the page needs the (identity) helper too.
  await page.addInitScript({ content: 'window.__name = (target) => target;' });
  await page.addInitScript(watchForAUsableKey);
  await page.addInitScript(recordLongTasks);
  await serviceWorkerInControl(page, baseUrl);
  return page;
}

/** One tap's times from the moment of the tap, and whether it showed in the first frame after it. */
interface TapTimes {
  painted: number;
  updated: number;
  firstFrame: boolean;
}

/**
 * Taps the keypad's first key for every arrow of the round (a National: 72), timing each from the tap to
 * the frame that shows the new running total ("paint": the first animation-frame callback after the text
 * changed), and to the moment the page's text changed (the app's own work, without waiting for a frame).
 *
 * A thumb taps at any moment of a frame, so the taps sweep the frame evenly: after each paint, tap i
 * waits (i × frame / count) ms from that animation-frame callback, so the taps land at every phase of the
 * frame. A tap "shows in the first frame" when its paint is the very first frame after the tap: an
 * animation-frame callback asked for just before the tap runs in that frame, and callbacks of one frame
 * share its timestamp, so the paint's timestamp equals that callback's exactly when no frame went by.
 */
function tapEveryArrow(page: Page, arrows: number, frameMs: number): Promise<TapTimes[]> {
  return page.evaluate(
    async ({ count, frame }) => {
      const total = () => document.querySelector('output[aria-label="Running total"]')?.textContent ?? '';
      const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
      const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
      const times: TapTimes[] = [];
      await nextFrame();
      for (let i = 0; i < count; i++) {
        await wait((i * frame) / count);
        const key = document.querySelector<HTMLButtonElement>('[aria-label="Keypad"] button:not([disabled])');
        if (!key) throw new Error(`No enabled key for arrow ${i + 1}`);
        const before = total();
        let updatedAt = 0;
        const painted = new Promise<{ at: number; frameTime: number }>((resolve) => {
          const observer = new MutationObserver(() => {
            if (total() === before) return;
            updatedAt = performance.now();
            observer.disconnect();
            requestAnimationFrame((frameTime) => resolve({ at: performance.now(), frameTime }));
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        });
        const firstFrameAfterTap = nextFrame();
        const start = performance.now();
        key.click();
        const paint = await painted;
        const firstFrame = paint.frameTime === (await firstFrameAfterTap);
        times.push({ painted: paint.at - start, updated: updatedAt - start, firstFrame });
      }
      return times;
    },
    { count: arrows, frame: frameMs },
  );
}

/** The page's frame length: the median gap between animation frames over half a second. */
function observedFrameMs(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const stamps: number[] = [];
    for (let i = 0; i < 31; i++)
      stamps.push(await new Promise<number>((resolve) => requestAnimationFrame(resolve)));
    const gaps = stamps.slice(1).map((stamp, i) => stamp - stamps[i]!);
    return gaps.sort((a, b) => a - b)[Math.floor(gaps.length / 2)]!;
  });
}

/**
 * From the dialog's "Save shoot" to the frame that shows the saved score: the result screen, drawn whole
 * from the save's answer (which carries the shoot's result: personal best, handicap against the recent
 * ones, achievements), so its score appears with everything else on it.
 */
function saveAndTimeSeen(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const submit = [
          ...document.querySelectorAll<HTMLButtonElement>('dialog button, [role="dialog"] button'),
        ].find((button) => button.textContent === 'Save shoot');
        if (!submit) {
          reject(new Error('No Save shoot button'));
          return;
        }
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[data-testid="saved-score"]')) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - start));
        });
        observer.observe(document.body, { childList: true, subtree: true });
        const start = performance.now();
        submit.click();
      }),
  );
}

/**
 * Face entry as an archer who chose it plots: turns it on, starts a York and plots its first distance,
 * every arrow's value coming from the worker. Returns each tap's lift-to-paint time and the longest task.
 */
async function plotAYorksFirstDistance(page: Page, baseUrl: string) {
  await turnOnFaceEntry(page, baseUrl);
  await chooseRound(page, baseUrl, 'York');
  const face = page.getByRole('img', { name: 'Target face' });
  await face.waitFor();
  await face.scrollIntoViewIfNeeded();
  await page.waitForTimeout(VISIT_MS);
  const since = await pageTime(page);
  const taps = await plotAndTimeEachArrow(page, yorkArrows().slice(0, PLOTTED_ARROWS));
  const longestTask = await longestTaskSince(page, since);
  return { taps, longestTask };
}

/** The longest main-thread task (ms) reported since `since` (page time); 0 when there was none. */
async function longestTaskSince(page: Page, since: number): Promise<number> {
  return Math.max(0, ...(await longTasksSince(page, since)).map((task) => task.duration));
}

function print(figures: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}

async function main(): Promise<void> {
  let server: RunningServer | undefined;
  let device: ArcherDevice | undefined;
  let emptyDevice: ArcherDevice | undefined;
  try {
    server = await startServer();
    device = await openArcherDevice();
    emptyDevice = await openArcherDevice();
    const page = await benchPage(device, server.baseUrl);
    const emptyPage = await benchPage(emptyDevice, server.baseUrl);

    await importThroughDataScreen(page, server.baseUrl, manyShootsBackup(SHOOTS));
    await page.goto('about:blank');
    await emptyPage.goto('about:blank');
    const inTurn = await keypadUsableInTurn({ empty: emptyPage, full: page }, server.baseUrl, RELOADS);
    await emptyDevice.dispose();
    emptyDevice = undefined;
    const empty = summary(inTurn.empty);
    const full = summary(inTurn.full);
    // The last visit's page, from its first script on.
    const longTasksAtStart = await longestTaskSince(page, 0);
    print({
      bench: 'browser-keypad-usable',
      shoots: SHOOTS,
      emptyMs: round(empty.median, 1),
      fullMs: round(full.median, 1),
      ratio: round(full.median / empty.median, 2),
      emptyRuns: empty.all,
      fullRuns: full.all,
      targetFullMs: 300,
      targetRatio: 1.2,
    });

    const cdp: CDPSession = await device.context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const throttled = await medianKeypadUsable(page, THROTTLED_RELOADS);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    print({
      bench: 'browser-keypad-usable-cpu-4x',
      shoots: SHOOTS,
      ms: round(throttled.median, 1),
      runs: throttled.all,
      targetMs: 1000,
    });

    // The default round is a National: 72 arrows, then save. The first arrow is tapped the moment the
    // keypad is usable (it waits for the history replay to finish); the other 71 as an archer scores.
    await page.reload();
    await page.waitForFunction(() => window.keypadUsableAt !== null);
    const frameMs = await observedFrameMs(page);
    const [firstTap] = (await tapEveryArrow(page, 1, frameMs)).map((tap) => tap.painted);
    await page.waitForTimeout(VISIT_MS);
    const scoringSince = await pageTime(page);
    const measured = await tapEveryArrow(page, 71, frameMs);
    const taps = measured.map((tap) => tap.painted);
    const updates = measured.map((tap) => tap.updated);
    const longTasksScoring = await longestTaskSince(page, scoringSince);
    print({
      bench: 'browser-tap-to-paint',
      arrows: taps.length + 1,
      p50Ms: round(percentile(taps, 50), 1),
      p95Ms: round(percentile(taps, 95), 1),
      maxMs: round(Math.max(...taps), 1),
      tapToTextP50Ms: round(percentile(updates, 50), 1),
      tapToTextP95Ms: round(percentile(updates, 95), 1),
      tapToTextMaxMs: round(Math.max(...updates), 1),
      firstTapAtStartMs: round(firstTap!, 1),
      shownInFirstFrame: measured.filter((tap) => tap.firstFrame).length,
      frameMs: round(frameMs, 1),
      targetP95Ms: 16,
      targetMaxMs: 50,
    });

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('dialog', { name: 'Save shoot' }).waitFor();
    const saveToSeen = await saveAndTimeSeen(page);
    print({ bench: 'browser-save-to-seen', ms: round(saveToSeen, 1), targetMs: 100 });

    const history = await tapHistoryAndTimeFirstRows(page);
    print({
      bench: 'browser-history-first-rows',
      shoots: SHOOTS + 1,
      ms: round(history.painted, 1),
      targetMs: 300,
    });
    // "No long task" proves something only if this page reports them: a deliberate one must be seen.
    if (!(await longTasksAreReported(page))) throw new Error('This Chromium does not report long tasks');
    await aDeliberateLongTaskIsSeen(page);
    print({
      bench: 'browser-long-tasks',
      startUpMaxMs: round(longTasksAtStart, 1),
      scoringMaxMs: round(longTasksScoring, 1),
      targetMaxMs: 50,
    });

    // The screens of a long history, each by the longest main-thread task it causes.
    print({ ...(await historyScroll(page, SHOOTS + 1)), targetLongestTaskMs: 50 });
    for (const line of await diaryOpenAndScroll(page, SHOOTS + 1))
      print({ ...line, targetLongestTaskMs: 50 });
    print({ ...(await distancesOpenAndFilter(page)), targetLongestTaskMs: 50 });
    print({ ...(await progressCharts(page)), targetLongestTaskMs: 50 });
    print({ ...(await myRecordOpen(page)), targetLongestTaskMs: 50 });
    print({ ...(await csvExport(page)), targetLongestTaskMs: 50 });
    print({ ...(await backupExport(page)), targetLongestTaskMs: 50 });

    const plotted = await plotAYorksFirstDistance(page, server.baseUrl);
    print({
      bench: 'browser-face-plotting',
      arrows: plotted.taps.length,
      p50Ms: round(percentile(plotted.taps, 50), 1),
      p95Ms: round(percentile(plotted.taps, 95), 1),
      maxMs: round(Math.max(...plotted.taps), 1),
      longestTaskMs: round(plotted.longestTask, 1),
      targetLongestTaskMs: 50,
    });
  } finally {
    await emptyDevice?.dispose();
    await device?.dispose();
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
