import { DEMO_PASSWORD } from '@esm/server/seed/demo-accounts';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../testing/test-client';
import { MAX_IMAGE_BYTES } from './content-checks';
import { pdfBytes, pngBytes } from './testing/test-files';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.stop());

const ticket = async (c: TestClient, kind: 'image' | 'document' = 'image') => {
  const res = await c.post<{ uploadURL: string }>('/api/objects/upload', { kind });
  expect(res.status).toBe(200);
  return res.body.uploadURL;
};
const signedIn = async () => {
  const c = t.client();
  await c.signUp();
  return c;
};
const provider = async () => {
  const c = await signedIn();
  await c.becomeProvider();
  return c;
};

describe('photo uploads', () => {
  it('hands a signed-in user a signed, expiring URL, stores the PNG and serves it publicly', async () => {
    const c = await signedIn();
    const url = await ticket(c);
    expect(url).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}\?u=.+&exp=\d+&sig=.+$/);
    const bytes = pngBytes(1000);
    const put = await c.putBytes<{ objectPath: string }>(url, bytes, 'image/png');
    expect(put.status).toBe(200);
    expect(put.body.objectPath).toBe(url.split('?')[0]);

    const served = await t.client().getBytes(put.body.objectPath);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('public');
    expect(served.bytes.equals(bytes)).toBe(true);
  });

  it('refuses a visitor an upload URL', async () => {
    const res = await t.client().post('/api/objects/upload', { kind: 'image' });
    expect(res.status).toBe(401);
  });

  it('refuses a file that is not an image with the spec text, and stores nothing', async () => {
    const c = await signedIn();
    const url = await ticket(c);
    const put = await c.putBytes(url, pdfBytes(), 'application/pdf');
    expect(put.status).toBe(400);
    expect(put.body).toMatchObject({
      code: 'UPLOAD_INVALID_TYPE',
      message: 'Please select only image files.',
    });
    expect((await t.client().getBytes(url.split('?')[0]!)).status).toBe(404);
  });

  it('refuses a photo over 5MB with the spec text', async () => {
    const c = await signedIn();
    const put = await c.putBytes(await ticket(c), pngBytes(MAX_IMAGE_BYTES + 1), 'image/png');
    expect(put.status).toBe(400);
    expect(put.body).toMatchObject({ code: 'UPLOAD_TOO_LARGE', message: 'Images must be smaller than 5MB.' });
  });

  it('refuses bytes that are not what the content type claims', async () => {
    const c = await signedIn();
    const put = await c.putBytes(await ticket(c), Buffer.from('<script>alert(1)</script>'), 'image/png');
    expect(put.status).toBe(400);
    expect(put.body).toMatchObject({ code: 'UPLOAD_CONTENT_MISMATCH' });
  });

  it('refuses an expired URL', async () => {
    const c = await signedIn();
    const url = await ticket(c);
    await t.clock.setTime(t.clock.now() + 16 * 60_000);
    const put = await c.putBytes(url, pngBytes(), 'image/png');
    expect(put.status).toBe(403);
    expect(put.body).toMatchObject({ code: 'UPLOAD_URL_EXPIRED' });
  });

  it('refuses a tampered signature, another path, and someone else’s URL', async () => {
    const c = await signedIn();
    const url = await ticket(c);
    const tampered = url.replace(/sig=(.)/, (_m, ch: string) => `sig=${ch === 'A' ? 'B' : 'A'}`);
    expect((await c.putBytes(tampered, pngBytes(), 'image/png')).body).toMatchObject({
      code: 'UPLOAD_URL_INVALID',
    });
    const longer = url.replace(/exp=(\d+)/, (_m, exp: string) => `exp=${Number(exp) + 3_600_000}`);
    expect((await c.putBytes(longer, pngBytes(), 'image/png')).status).toBe(403);
    const otherPath = url.replace(/uploads\/[0-9a-f-]{36}/, 'uploads/00000000-0000-4000-8000-000000000000');
    expect((await c.putBytes(otherPath, pngBytes(), 'image/png')).status).toBe(403);
    const stranger = await signedIn();
    const stolen = await stranger.putBytes(url, pngBytes(), 'image/png');
    expect(stolen.status).toBe(403);
    expect(stolen.body).toMatchObject({ code: 'UPLOAD_URL_INVALID' });
  });

  it('uses a URL once: a second PUT cannot overwrite the stored file', async () => {
    const c = await signedIn();
    const url = await ticket(c);
    expect((await c.putBytes(url, pngBytes(300), 'image/png')).status).toBe(200);
    const again = await c.putBytes(url, pngBytes(400), 'image/png');
    expect(again.status).toBe(409);
    expect((await t.client().getBytes(url.split('?')[0]!)).bytes.length).toBe(300);
  });

  it('creates a service with three uploaded photos', async () => {
    const c = await provider();
    const images: string[] = [];
    for (let i = 0; i < 3; i++) {
      const put = await c.putBytes<{ objectPath: string }>(await ticket(c), pngBytes(100 + i), 'image/png');
      images.push(put.body.objectPath);
    }
    const categories = await c.get<Array<{ id: string; slug: string }>>('/api/categories');
    const service = {
      categoryId: categories.body.find((cat) => cat.slug !== 'food-services')!.id,
      name: 'Festival stage',
      description: 'A covered 8m by 6m stage with steps and skirting, delivered and built by our crew.',
      basePrice: '450.00',
      priceUnit: 'per day',
      minBookingDuration: 4,
      maxBookingDuration: 12,
      equipmentList: ['8x6m deck', 'Steps'],
      images: [] as string[],
      maxMileageDistance: 50,
      chargesMileage: false,
      pricePerMile: '0.00',
      providerFeePercentage: '5.00',
      isAvailable: true,
    };
    const created = await c.post<{ id: string; images: string[] }>('/api/services', { ...service, images });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.images).toEqual(images);
    const detail = await t.client().get<{ images: string[] }>(`/api/services/${created.body.id}`);
    expect(detail.body.images).toEqual(images);
    for (const image of images) expect((await t.client().getBytes(image)).status).toBe(200);

    // Updating: five photos are fine, a sixth is refused with the uploader's count text.
    const more: string[] = [...images];
    for (let i = 0; i < 3; i++) {
      const put = await c.putBytes<{ objectPath: string }>(await ticket(c), pngBytes(200 + i), 'image/png');
      more.push(put.body.objectPath);
    }
    const body = { ...service, images: more.slice(0, 5) };
    const updated = await c.put<{ images: string[] }>(`/api/services/${created.body.id}`, body);
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.images).toEqual(more.slice(0, 5));
    const six = await c.put(`/api/services/${created.body.id}`, { ...service, images: more });
    expect(six.status).toBe(400);
    expect(six.body).toMatchObject({ fieldErrors: { images: 'You can only upload up to 5 photos.' } });
  });
});

describe('verification document files', () => {
  it('stores a PDF for a provider and lets only them, verifiers and admins read it', async () => {
    const owner = await provider();
    const url = await ticket(owner, 'document');
    expect(url).toMatch(/^\/objects\/documents\//);
    const put = await owner.putBytes<{ objectPath: string }>(url, pdfBytes(), 'application/pdf');
    expect(put.status).toBe(200);
    const path = put.body.objectPath;

    const mine = await owner.getBytes(path);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');

    expect((await t.client().getBytes(path)).status).toBe(401);
    expect((await (await provider()).getBytes(path)).status).toBe(404);
    expect((await (await signedIn()).getBytes(path)).status).toBe(404);
    for (const role of ['verifier', 'admin']) {
      const backOffice = t.client();
      await backOffice.signIn(`${role}@demo.eventhire.uk`, DEMO_PASSWORD);
      expect((await backOffice.getBytes(path)).status).toBe(200);
    }
    const investigator = t.client();
    await investigator.signIn('investigator@demo.eventhire.uk', DEMO_PASSWORD);
    expect((await investigator.getBytes(path)).status).toBe(404);
  });

  it('refuses a Word document with the document text, and document URLs to non-providers', async () => {
    const owner = await provider();
    const put = await owner.putBytes(
      await ticket(owner, 'document'),
      Buffer.from('PK\u0003\u0004'),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(put.status).toBe(400);
    expect(put.body).toMatchObject({ message: 'Documents must be PDF, JPG, JPEG or PNG files.' });
    const client = await signedIn();
    expect((await client.post('/api/objects/upload', { kind: 'document' })).status).toBe(403);
  });
});
