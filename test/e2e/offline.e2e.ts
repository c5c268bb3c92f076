import { describe, expect, inject, it } from 'vitest';
import { archerDevicePerFile } from './device-per-file.js';

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
});
