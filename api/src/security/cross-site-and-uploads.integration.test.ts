import { DEMO_PASSWORD, demoAccounts } from '@esm/server/seed/demo-accounts';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../authz/route-catalogue';
import { pdfBytes, pngBytes } from '../objects/testing/test-files';
import type { TestClient } from '../testing/test-client';

/**
 * Cross-site request forgery (ASVS V4.2 / V13) and file upload content (ASVS V12), over every
 * route the app registers: a new mutating route is covered the day it is added, and a new route
 * taking raw bytes fails here until its content checks are listed below.
 */
let t: TestPlatform;
let provider: TestClient;
let admin: TestClient;
beforeAll(async () => {
  t = await startTestPlatform();
  provider = t.client();
  await provider.signUp();
  await provider.becomeProvider();
  // Back-office routes answer 403 to anyone else before reading a body: the probe signs in as admin.
  admin = t.client();
  await admin.signIn(demoAccounts.find((a) => a.label === 'admin')!.email, DEMO_PASSWORD);
});
afterAll(() => t.stop());

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const mutatingRoutes = () =>
  registeredRoutes(t.platform.app).filter((r) => MUTATING.has(r.method) && !r.url.includes('*'));
const ID = '00000000-0000-4000-8000-000000000000';
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, ID);
const eventCount = async () =>
  (await t.pool.query('SELECT count(*)::int AS n FROM es.events')).rows[0].n as number;

const send = (
  method: string,
  url: string,
  headers: Record<string, string>,
  body: BodyInit = '{}',
  as: TestClient = provider,
) =>
  fetch(`${t.url}${url}`, {
    method,
    redirect: 'manual',
    headers: { 'content-type': 'application/json', ...as.sessionHeaders(), ...headers },
    body,
  });

describe('mutating requests from another site are refused on every route class', () => {
  it('finds JSON routes of every method and the upload PUTs among the routes', () => {
    const methods = new Set(mutatingRoutes().map((r) => r.method));
    expect([...methods].sort()).toEqual(['DELETE', 'PATCH', 'POST', 'PUT']);
    expect(mutatingRoutes().map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['PUT /objects/uploads/:file', 'PUT /objects/documents/:file']),
    );
  });

  for (const [label, headers] of [
    ['another Origin', { origin: 'https://evil.example' }],
    ['Origin: null (sandboxed frame)', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site and no Origin', { 'sec-fetch-site': 'cross-site' }],
    ['a look-alike Origin', { origin: `${'http://127.0.0.1'}.evil.example` }],
  ] as const) {
    it(`refuses ${label} with 403 ORIGIN_REFUSED, signed in, on every mutating route`, async () => {
      const before = await eventCount();
      const answers: string[] = [];
      for (const route of mutatingRoutes()) {
        const res = await send(route.method, concrete(route.url), headers);
        const body = (await res.json().catch(() => null)) as { code?: string } | null;
        if (res.status !== 403 || body?.code !== 'ORIGIN_REFUSED')
          answers.push(`${route.method} ${route.url} → ${res.status} ${body?.code}`);
      }
      expect(answers).toEqual([]);
      expect(await eventCount()).toBe(before);
    });
  }

  it('lets the site itself through: same Origin, or Sec-Fetch-Site same-origin', async () => {
    const own = await send(
      'POST',
      '/api/objects/upload',
      { origin: t.url },
      JSON.stringify({ kind: 'image' }),
    );
    expect(own.status).toBe(200);
    const fetchMeta = await send(
      'POST',
      '/api/objects/upload',
      { 'sec-fetch-site': 'same-origin' },
      JSON.stringify({ kind: 'image' }),
    );
    expect(fetchMeta.status).toBe(200);
  });

  it('does not ask the signed webhook for an Origin: the gateway is no browser, its signature is checked', async () => {
    const res = await fetch(`${t.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
      body: JSON.stringify({ id: 'evt_forged', type: 'payment_intent.succeeded' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'PAYMENT_WEBHOOK_SIGNATURE_INVALID' });
  });
});

/** Every route that takes raw bytes, with what it must accept and what it must refuse. */
const UPLOAD_ROUTES: Record<string, { kind: 'image' | 'document'; typeText: string }> = {
  'PUT /objects/uploads/:file': { kind: 'image', typeText: 'Please select only image files.' },
  'PUT /objects/documents/:file': {
    kind: 'document',
    typeText: 'Documents must be PDF, JPG, JPEG or PNG files.',
  },
};

const html = Buffer.from('<!doctype html><html><script>fetch("/api/auth/user")</script></html>');
const script = Buffer.from('alert(document.cookie)');

describe('uploads are checked by their content on every upload route', () => {
  it('knows every route that takes raw bytes (any other answers 415 to them)', async () => {
    const takesBytes: string[] = [];
    for (const route of mutatingRoutes()) {
      const res = await send(
        route.method,
        concrete(route.url),
        { 'content-type': 'application/octet-stream' },
        'x',
        admin,
      );
      if (res.status !== 415) takesBytes.push(`${route.method} ${route.url}`);
    }
    expect(takesBytes.sort()).toEqual(Object.keys(UPLOAD_ROUTES).sort());
  });

  for (const [route, { kind, typeText }] of Object.entries(UPLOAD_ROUTES)) {
    const refusals: Array<[string, Buffer, string]> = [
      ['an HTML page called .png', html, 'image/png'],
      ['a script called .jpg', script, 'image/jpeg'],
      kind === 'image'
        ? ['a PDF called .png', pdfBytes(), 'image/png']
        : ['a PNG called .pdf', pngBytes(), 'application/pdf'],
      ['a PDF called .jpeg', pdfBytes(), 'image/jpeg'],
    ];
    for (const [what, bytes, declared] of refusals) {
      it(`${route} refuses ${what} with 400 and the type text, storing nothing`, async () => {
        const ticket = await provider.post<{ uploadURL: string }>('/api/objects/upload', { kind });
        const url = ticket.body.uploadURL;
        const put = await provider.putBytes(url, bytes, declared);
        expect(put.status).toBe(400);
        expect(put.body).toEqual({ code: 'UPLOAD_CONTENT_MISMATCH', message: typeText });
        expect((await provider.getBytes(url.split('?')[0]!)).status).toBe(404);
        // The refused URL is still unused: the right file goes through afterwards.
        const good = kind === 'image' ? pngBytes() : pdfBytes();
        const retry = await provider.putBytes(url, good, kind === 'image' ? 'image/png' : 'application/pdf');
        expect(retry.status).toBe(200);
      });
    }
  }
});

describe('the dev mailbox (every e-mail, reset links included)', () => {
  it('is for admins only: a visitor gets 401, a provider 403, the admin the page', async () => {
    expect((await t.client().get('/dev/mailbox')).status).toBe(401);
    expect((await provider.get('/dev/mailbox')).status).toBe(403);
    const page = await admin.get<string>('/dev/mailbox');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Dev mailbox');
  });
});
