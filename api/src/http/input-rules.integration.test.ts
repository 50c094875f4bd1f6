import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ProviderWithService,
  providerWithService,
  quoteFor,
} from '../checkout/testing/checkout-fixtures';
import type { TestClient } from '../testing/test-client';

let t: TestPlatform;
let provider: ProviderWithService;
let client: TestClient;
beforeAll(async () => {
  t = await startTestPlatform({ start: '2026-06-01T09:00:00.000Z' });
  provider = await providerWithService(t);
  client = t.client();
  await client.signUp();
}, 60_000);
afterAll(() => t?.stop());

describe('the public provider list', () => {
  it('does not hand out the account id behind each provider', async () => {
    const res = await t.client().get<Array<Record<string, unknown>>>('/api/providers');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    for (const p of res.body) expect(p).not.toHaveProperty('userId');
    expect(JSON.stringify(res.body)).not.toContain(provider.userId);
  });
});

describe('event dates: real calendar days, not centuries ahead', () => {
  const refusedQuoteDates = [
    '2027-02-30T12:00:00.000Z',
    '2027-02-29T12:00:00.000Z',
    '2026-09-31T12:00:00.000Z',
    '2026-06-31',
    '9999-01-01T12:00:00.000Z',
    '2030-01-01T12:00:00.000Z',
    '+010000-01-01T00:00:00.000Z',
  ];
  for (const eventDate of refusedQuoteDates) {
    it(`refuses a quote for ${eventDate} with the spec's text`, async () => {
      const res = await client.post('/api/quotes', quoteFor(provider.serviceId, { eventDate }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'QUOTE_INVALID_EVENT_DATE',
        message: 'Please enter a valid event date.',
      });
    });
  }

  it('accepts a real date within three years, leap day included', async () => {
    for (const eventDate of [
      '2028-02-29T12:00:00.000Z',
      '2029-05-31T12:00:00.000Z',
      '2026-08-15T12:00:00+01:00',
    ])
      expect((await client.post('/api/quotes', quoteFor(provider.serviceId, { eventDate }))).status).toBe(
        201,
      );
  });

  for (const eventDate of ['2027-02-30', '9999-06-01', '2029-06-02']) {
    it(`refuses a direct checkout for ${eventDate}`, async () => {
      const res = await client.post('/api/create-payment-intent', {
        serviceId: provider.serviceId,
        eventDate,
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'CALENDAR_DATE_INVALID' });
    });
  }
});

describe('control characters in names', () => {
  const names = [
    'Bell\u0007',
    'Two\nLines',
    'Tab\there',
    'Esc\u001b[31m',
    'Del\u007f',
    'C1\u0085',
    'Bidi\u202Eevil',
  ];

  for (const name of names) {
    it(`refuses ${JSON.stringify(name)} as a person's name`, async () => {
      const res = await t.client().post('/api/auth/signup', {
        email: `cc-${Math.random().toString(36).slice(2)}@example.co.uk`,
        password: 'long-enough-pw',
        firstName: name,
        lastName: 'Person',
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        fieldErrors: { firstName: 'Text must not contain control characters' },
      });
    });
  }

  it('refuses them in a business name, a service name and a contact form name', async () => {
    const c = t.client();
    await c.signUp();
    const business = await c.post('/api/providers', {
      businessName: 'Acme\u0000Events'.replace('\u0000', '\u0008'),
      contactEmail: 'hello@acme-events.co.uk',
      phoneNumber: '0113 496 0000',
      description: 'Event kit.',
      website: 'https://acme-events.co.uk',
    });
    expect(business.status).toBe(400);
    const service = await provider.client.put(`/api/services/${provider.serviceId}`, {
      categoryId: (await t.client().get<{ id: string; slug: string }[]>('/api/categories')).body.find(
        (cat) => cat.slug === 'stage-hire',
      )!.id,
      name: 'Stage\r\nInjected: yes',
      description: 'A 6m x 4m covered stage with steps and skirting, set up by our crew.',
      basePrice: '450.00',
      priceUnit: 'per day',
      minBookingDuration: 4,
      maxBookingDuration: 24,
      equipmentList: ['Stage deck', 'Steps'],
      images: ['/objects/uploads/a.jpg', '/objects/uploads/b.jpg', '/objects/uploads/c.jpg'],
      isAvailable: true,
      chargesMileage: false,
      pricePerMile: '0.00',
      maxMileageDistance: 50,
      providerFeePercentage: '5.00',
      costPerPerson: null,
    });
    expect(service.status).toBe(400);
    const contact = await t.client().post('/api/contact', {
      name: 'Priya\u001bShah',
      email: 'priya@example.co.uk',
      subject: 'Hello',
      category: 'general',
      message: 'Line one\nLine two is fine in a message.',
    });
    expect(contact.status).toBe(400);
  });

  it('keeps line breaks where text is meant to have them', async () => {
    const contact = await t.client().post('/api/contact', {
      name: 'Priya Shah',
      email: 'priya@example.co.uk',
      subject: 'Hello',
      category: 'general',
      message: 'Line one\r\nLine two\ttabbed is fine in a message.',
    });
    expect(contact.status).toBe(201);
  });
});
