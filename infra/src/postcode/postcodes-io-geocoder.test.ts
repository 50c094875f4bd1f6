import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { locateOffline } from '@esm/core/postcode/offline-geocoder';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postcodesIoGeocoder } from './postcodes-io-geocoder';

/**
 * A local stand-in for postcodes.io answering in its format: 200 with result coordinates, 404
 * for an unknown postcode, 500 for a failure, and a slow answer for timeouts.
 */
type Behaviour = 'ok' | 'not-found' | 'error' | 'slow' | 'no-coordinates' | 'garbage';

let behaviour: Behaviour = 'ok';
const requestedPaths: string[] = [];
let server: Server;
let baseUrl: string;

function answer(req: IncomingMessage, res: ServerResponse) {
  requestedPaths.push(req.url ?? '');
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  switch (behaviour) {
    case 'ok':
      return json(200, {
        status: 200,
        result: { postcode: 'SW1A 1AA', latitude: 51.501009, longitude: -0.141588, outcode: 'SW1A' },
      });
    case 'not-found':
      return json(404, { status: 404, error: 'Postcode not found' });
    case 'error':
      return json(500, { status: 500, error: 'Internal server error' });
    case 'no-coordinates':
      return json(200, { status: 200, result: { postcode: 'SW1A 1AA', latitude: null, longitude: null } });
    case 'garbage':
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html>maintenance</html>');
    case 'slow': {
      const timer = setTimeout(
        () => json(200, { status: 200, result: { latitude: 1, longitude: 1 } }),
        2_000,
      );
      res.on('close', () => clearTimeout(timer));
      return;
    }
  }
}

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  behaviour = 'ok';
  requestedPaths.length = 0;
});

describe('postcodesIoGeocoder', () => {
  it('asks for the normalised postcode and returns its coordinates at postcode precision', async () => {
    const location = await postcodesIoGeocoder({ baseUrl }).locate('sw1a1aa');
    expect(location).toEqual({ latitude: 51.501009, longitude: -0.141588, precision: 'postcode' });
    expect(requestedPaths).toEqual(['/postcodes/SW1A%201AA']);
  });

  it('returns null when postcodes.io does not know the postcode (404)', async () => {
    behaviour = 'not-found';
    await expect(postcodesIoGeocoder({ baseUrl }).locate('ZZ9 9ZZ')).resolves.toBeNull();
  });

  it('falls back to the offline table when the service fails (500)', async () => {
    behaviour = 'error';
    await expect(postcodesIoGeocoder({ baseUrl }).locate('M1 1AE')).resolves.toEqual(locateOffline('M1 1AE'));
  });

  it('falls back to the offline table when the service is slower than the timeout', async () => {
    behaviour = 'slow';
    const started = Date.now();
    const location = await postcodesIoGeocoder({ baseUrl, timeoutMs: 100 }).locate('EH6 6JJ');
    expect(location).toEqual(locateOffline('EH6 6JJ'));
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('falls back when a real postcode has no coordinates or the body is not postcodes.io JSON', async () => {
    behaviour = 'no-coordinates';
    await expect(postcodesIoGeocoder({ baseUrl }).locate('SW1A 1AA')).resolves.toEqual(
      locateOffline('SW1A 1AA'),
    );
    behaviour = 'garbage';
    await expect(postcodesIoGeocoder({ baseUrl }).locate('SW1A 1AA')).resolves.toEqual(
      locateOffline('SW1A 1AA'),
    );
  });

  it('falls back when the service cannot be reached at all', async () => {
    const unreachable = postcodesIoGeocoder({ baseUrl: 'http://127.0.0.1:1', timeoutMs: 500 });
    await expect(unreachable.locate('BS1 4DJ')).resolves.toEqual(locateOffline('BS1 4DJ'));
  });

  it('uses the fallback it is given', async () => {
    behaviour = 'error';
    const fallback = () => ({ latitude: 1, longitude: 2, precision: 'area' as const });
    await expect(postcodesIoGeocoder({ baseUrl, fallback }).locate('M1 1AE')).resolves.toEqual(fallback());
  });

  it('does not call the service for something that is not a UK postcode', async () => {
    await expect(postcodesIoGeocoder({ baseUrl }).locate('not a postcode')).resolves.toBeNull();
    expect(requestedPaths).toEqual([]);
  });
});
