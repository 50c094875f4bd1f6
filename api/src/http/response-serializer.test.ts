import { servicePageResponse } from '@esm/contract/services';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

async function appAnswering(schema: z.ZodType, body: unknown) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setSerializerCompiler(responseSerializerCompiler);
  app.get('/thing', { schema: { response: { 200: schema } } }, async () => body as never);
  await app.ready();
  return app;
}

const thing = z.object({
  id: z.string(),
  price: z.string(),
  note: z.string().nullable(),
  distanceMiles: z.number().optional(),
  tags: z.array(z.string()),
  kind: z.enum(['a', 'b']),
});

describe('responses written from the contract', () => {
  it('writes only the declared fields: an extra column or a secret never leaves the server', async () => {
    const app = await appAnswering(thing, {
      id: 't1',
      price: '450.00',
      note: null,
      tags: ['x'],
      kind: 'a',
      passwordHash: 'argon2…',
      provider_id: 'p1',
    });
    const res = await app.inject('/thing');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 't1', price: '450.00', note: null, tags: ['x'], kind: 'a' });
    expect(res.body).not.toContain('argon2');
  });

  it('fails the response (500) rather than send one without a required field', async () => {
    const app = await appAnswering(thing, { id: 't1', note: null, tags: [], kind: 'a' });
    const res = await app.inject('/thing');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('t1');
  });

  it('refuses at start-up a response schema JSON Schema cannot express, naming the route', async () => {
    await expect(
      appAnswering(
        z.string().transform((s) => s.length),
        'abc',
      ),
    ).rejects.toThrow(/GET \/thing has no JSON Schema/);
  });

  it('writes a search page byte for byte as the zod parse did', async () => {
    const item = (i: number) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      providerId: 'p',
      categoryId: 'c',
      name: `Stage "hire" ${i} \u2014 Manchester`,
      description: 'Line one\nline two',
      basePrice: '450.00',
      directBookingTotal: '540.00',
      price: '450.00',
      priceUnit: 'per day',
      minBookingDuration: 1,
      maxBookingDuration: 8,
      equipmentList: ['deck', 'steps'],
      images: ['/objects/uploads/1'],
      isAvailable: true,
      chargesMileage: i % 2 === 0,
      pricePerMile: '0.00',
      maxMileageDistance: 0,
      costPerPerson: i % 2 ? null : '12.50',
      providerFeePercentage: '10',
      isBoosted: false,
      boostLevel: null,
      boostExpiresAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      location: null,
      category: { id: 'c', name: 'Stage', slug: 'stage' },
      rating: '4.50',
      reviewCount: 3,
      ...(i % 3 ? { distanceMiles: 2.5 } : {}),
      provider_user_id: 'not for the client',
    });
    const page = { items: [0, 1, 2, 3].map(item), total: 4, totalExact: true, page: 1, pageSize: 12 };
    const app = await appAnswering(servicePageResponse, page);
    const res = await app.inject('/thing');
    expect(res.body).toBe(JSON.stringify(servicePageResponse.parse(page)));
  });
});
