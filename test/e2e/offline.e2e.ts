import { describe, expect, inject, it } from 'vitest';
import { archerDevicePerFile } from './device-per-file.js';
import { serviceWorkerInControl } from './service-worker.js';

describe('offline use (PWA)', () => {
  const baseUrl = inject('baseUrl');
  const device = archerDevicePerFile();

  it('serves a manifest with the icons an install needs', async () => {
    const manifest = (await (await fetch(baseUrl + '/manifest.webmanifest')).json()) as {
      display: string;
      theme_color: string;
      icons: Array<{ sizes: string }>;
    };
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#/);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });

  it('serves the static data generated from the domain code', async () => {
    const handicaps = (await (await fetch(baseUrl + '/data/handicaps.json')).json()) as Record<
      string,
      number[]
    >;
    // York at handicap 0, 10, 20 (AGB 2023 tables).
    expect(handicaps['york']?.slice(0, 21).filter((_, h) => h % 10 === 0)).toEqual([1284, 1245, 1171]);
    const thresholds = (await (
      await fetch(baseUrl + '/data/classifications/Men/Recurve/50+.json')
    ).json()) as Array<{
      round: string;
    }>;
    expect(thresholds.length).toBeGreaterThan(0);
  });

  it('serves the app for the /data page but never for a missing data file', async () => {
    const page = await fetch(baseUrl + '/data', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    await expect(page.text()).resolves.toContain('id="root"');
    const missing = await fetch(baseUrl + '/data/no-such-file.json');
    expect(missing.status).toBe(404);
  });

  it('still renders after going offline and reloading', async () => {
    const page = await device.context.newPage();
    await page.goto(baseUrl + '/');
    // Wait until the service worker controls the page, i.e. the shell is precached.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
      }
    });
    await device.context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: '9', exact: true }).waitFor();
    await page.getByRole('link', { name: 'History', exact: true }).first().click();
    await page.getByRole('heading', { name: 'History' }).waitFor();
    const offlineData = await page.evaluate(async () => {
      const rounds = (await (await fetch('/data/rounds.json')).json()) as Array<{ name: string }>;
      const file = await fetch('/data/classifications/Women/Barebow/U18.json');
      return { roundNames: rounds.map((round) => round.name), classificationStatus: file.status };
    });
    expect(offlineData.roundNames).toContain('york');
    expect(offlineData.classificationStatus).toBe(200);
    await device.context.setOffline(false);
    await page.close();
  });

  it("answers the page opened from the home screen and its first-frame files from Cache Storage, without the service worker's script", async () => {
    // web/public/sw-static-routes.js: the browser serves these itself, so a cold open does not wait for
    // the service worker to start and run (issue #30). A route that stopped matching would leave them to
    // the fetch handler ('fetch-event'), which still works: only this test would notice.
    const page = await device.context.newPage();
    await serviceWorkerInControl(page, baseUrl);
    await page.goto(baseUrl + '/');
    await page.getByRole('button', { name: '9', exact: true }).waitFor();
    const sources = await page.evaluate(() => {
      type Sourced = PerformanceResourceTiming & { workerMatchedSourceType?: string };
      const entries = [
        ...performance.getEntriesByType('navigation'),
        ...performance.getEntriesByType('resource'),
      ] as Sourced[];
      return entries.map((entry) => ({
        path: new URL(entry.name).pathname,
        source: entry.workerMatchedSourceType ?? 'not reported',
      }));
    });
    const sourceOf = (path: string) => sources.find((entry) => entry.path === path)?.source;
    expect(sourceOf('/')).toBe('cache');
    expect(sourceOf('/engine-boot.js')).toBe('cache');
    expect(sourceOf('/theme-boot.js')).toBe('cache');
    const assets = sources.filter((entry) => entry.path.startsWith('/assets/'));
    expect(assets.length).toBeGreaterThan(3);
    expect(assets.filter((entry) => entry.source !== 'cache')).toEqual([]);
    await page.close();
  });
});
