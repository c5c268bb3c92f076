/// <reference types="node" />
// The test stands up a real HTTP server, so it alone needs Node's types in the worker project.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { expectOk, testDevice } from '../test/fixtures/testDevice.js';
import { readPlaceAnswer, reverseGeocode } from './reverseGeocoding.js';

/**
 * The place lookup against a real HTTP server on the loopback interface, answering the way the
 * reverse-geocoding service does (or failing the ways it can).
 */

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server | null = null;

async function placeService(handler: Handler): Promise<{ url: string; requests: string[] }> {
  const requests: string[] = [];
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    handler(request, response);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/reverse?format=jsonv2&lat={lat}&lon={lon}&zoom=18`, requests };
}

afterEach(async () => {
  const running = server;
  server = null;
  if (running) {
    running.closeAllConnections();
    await new Promise((resolve) => running.close(resolve));
  }
});

const LILLESHALL = {
  display_name: 'Lilleshall National Sports Centre, Lilleshall, Telford and Wrekin, England, United Kingdom',
  address: {
    leisure: 'Lilleshall National Sports Centre',
    road: 'Nagington Drive',
    village: 'Lilleshall',
    state: 'England',
    country: 'United Kingdom',
    country_code: 'gb',
  },
};

const json =
  (body: unknown, status = 200) =>
  (_request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };

describe('reading a place answer (docs/product.md section 7)', () => {
  it('names the place by the first two address parts present, with country and region', () => {
    expect(readPlaceAnswer(LILLESHALL)).toEqual({
      placeName: 'Lilleshall National Sports Centre, Nagington Drive',
      country: 'GB',
      region: 'England',
    });
  });

  it('falls back to the first three parts of the display name', () => {
    expect(readPlaceAnswer({ display_name: 'A, B, C, D', address: { country_code: 'fr' } })).toEqual({
      placeName: 'A, B, C',
      country: 'FR',
    });
    expect(readPlaceAnswer({ error: 'Unable to geocode' })).toBeNull();
  });
});

describe('the lookup over HTTP', () => {
  it('asks with the latitude and longitude filled in', async () => {
    const service = await placeService(json(LILLESHALL));
    const answer = expectOk(await reverseGeocode(service.url, 52.7285, -2.3929));
    expect(answer.placeName).toBe('Lilleshall National Sports Centre, Nagington Drive');
    expect(service.requests).toEqual(['/reverse?format=jsonv2&lat=52.7285&lon=-2.3929&zoom=18']);
  });

  it('turns an error status, a non-JSON body, a timeout or a closed port into a failure as data', async () => {
    const refused = await placeService(json({ error: 'busy' }, 503));
    expect(await reverseGeocode(refused.url, 1, 2)).toEqual({
      ok: false,
      error: { reason: 'lookup-failed', message: 'HTTP error! status: 503' },
    });
    await new Promise((resolve) => server!.close(resolve));
    server = null;

    const garbled = await placeService((_request, response) => response.end('<html>'));
    expect(await reverseGeocode(garbled.url, 1, 2)).toMatchObject({ ok: false });

    const silent = await placeService(() => undefined);
    expect(await reverseGeocode(silent.url, 1, 2, fetch, 100)).toMatchObject({
      ok: false,
      error: { reason: 'lookup-failed' },
    });
    const closedPort = silent.url.replace(/:\d+\//, ':1/');
    expect(await reverseGeocode(closedPort, 1, 2)).toMatchObject({ ok: false });
  });
});

describe('a shoot saved with a location', () => {
  const here = { placeName: '', latitude: 52.7285, longitude: -2.3929 };

  it('gets its place name, country and region from the lookup, after the save', async () => {
    const service = await placeService(json(LILLESHALL));
    const engine = testDevice().open({ reverseGeocodingUrl: service.url });
    expectOk(await engine.startShoot('practice 20yd'));
    expectOk(await engine.scoreArrow(9));
    const saved = expectOk(await engine.saveShoot({ location: here }));
    expect(saved.location).toEqual(here);
    await engine.placesLookedUp();
    expect(expectOk(await engine.historyItem(saved.id)).location).toEqual({
      ...here,
      placeName: 'Lilleshall National Sports Centre, Nagington Drive',
      country: 'GB',
      region: 'England',
    });
    await engine.close();
  });

  it('keeps a name the archer gave, and stays saved without one when the lookup fails', async () => {
    const service = await placeService(json({}, 500));
    const device = testDevice();
    const engine = device.open({ reverseGeocodingUrl: service.url });
    expectOk(await engine.startShoot('practice 20yd'));
    expectOk(await engine.scoreArrow(9));
    const saved = expectOk(await engine.saveShoot({ location: here }));
    await engine.placesLookedUp();
    expect(service.requests).toHaveLength(1);
    expect(expectOk(await engine.historyItem(saved.id)).location).toEqual(here);
    await engine.close();
    // And after a reload, the shoot is still there as saved.
    expect(expectOk(await device.open().historyItem(saved.id)).location).toEqual(here);
  });

  it('does not hold the save while the service is slow', async () => {
    let answer: () => void = () => undefined;
    const service = await placeService((request, response) => {
      answer = () => json(LILLESHALL)(request, response);
    });
    const engine = testDevice().open({ reverseGeocodingUrl: service.url });
    expectOk(await engine.startShoot('practice 20yd'));
    expectOk(await engine.scoreArrow(9));
    const saved = expectOk(await engine.saveShoot({ location: { ...here, placeName: 'Club field' } }));
    expect(expectOk(await engine.history()).map((s) => s.id)).toEqual([saved.id]);
    while (service.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    answer();
    await engine.placesLookedUp();
    expect(expectOk(await engine.historyItem(saved.id)).location).toEqual({
      ...here,
      placeName: 'Club field',
      country: 'GB',
      region: 'England',
    });
    await engine.close();
  });
});

describe('a shoot saved without signal', () => {
  const here = { placeName: '', latitude: 52.7285, longitude: -2.3929 };
  const named = {
    ...here,
    placeName: 'Lilleshall National Sports Centre, Nagington Drive',
    country: 'GB',
    region: 'England',
  };

  /** The service fails while `reachable` is false (no signal), then answers as the real one does. */
  async function patchyService() {
    const state = { reachable: false };
    const service = await placeService((request, response) =>
      state.reachable ? json(LILLESHALL)(request, response) : json({}, 503)(request, response),
    );
    return { ...service, state };
  }

  async function saveHere(engine: ReturnType<ReturnType<typeof testDevice>['open']>) {
    expectOk(await engine.startShoot('practice 20yd'));
    expectOk(await engine.scoreArrow(9));
    const saved = expectOk(await engine.saveShoot({ location: here }));
    await engine.placesLookedUp();
    return saved;
  }

  it('gets its place name once the app is back online', async () => {
    const service = await patchyService();
    let online = true;
    const engine = testDevice().open({
      reverseGeocodingUrl: service.url,
      isOnline: () => online,
      placeLookupGapMs: 0,
    });
    const saved = await saveHere(engine);
    expect(expectOk(await engine.historyItem(saved.id)).location).toEqual(here);

    // Offline, a retry asks nothing and spends none of the shoot's tries.
    online = false;
    engine.lookUpMissingPlaces();
    await engine.placesLookedUp();
    expect(service.requests).toHaveLength(1);

    online = true;
    service.state.reachable = true;
    engine.lookUpMissingPlaces();
    await engine.placesLookedUp();
    expect(service.requests).toHaveLength(2);
    expect(expectOk(await engine.historyItem(saved.id)).location).toEqual(named);
    await engine.close();
  });

  it('is looked up again when the app next starts', async () => {
    const service = await patchyService();
    const device = testDevice();
    const first = device.open({ reverseGeocodingUrl: service.url, placeLookupGapMs: 0 });
    const saved = await saveHere(first);
    await first.close();

    service.state.reachable = true;
    const reopened = device.open({ reverseGeocodingUrl: service.url, placeLookupGapMs: 0 });
    await reopened.whenReady();
    await reopened.placesLookedUp();
    expect(expectOk(await reopened.historyItem(saved.id)).location).toEqual(named);
    await reopened.close();
  });

  it('gives up after three tries when the service never answers', async () => {
    const service = await patchyService();
    const engine = testDevice().open({ reverseGeocodingUrl: service.url, placeLookupGapMs: 0 });
    const saved = await saveHere(engine);
    for (let retry = 0; retry < 5; retry++) {
      engine.lookUpMissingPlaces();
      await engine.placesLookedUp();
    }
    expect(service.requests).toHaveLength(3);
    expect(expectOk(await engine.historyItem(saved.id)).location).toEqual(here);
    await engine.close();
  });
});
