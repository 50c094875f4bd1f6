import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Stripe's webhook signature scheme, so the simulated gateway signs exactly like Stripe and one
 * webhook route serves both: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`.
 */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

const hmac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

export function signWebhook(rawBody: string, secret: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, `${t}.${rawBody}`)}`;
}

/** Throws WebhookSignatureError unless one v1 signature matches and the timestamp is recent. */
export function verifyWebhookSignature(rawBody: string, header: string, secret: string, now: Date): void {
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = parts.find(([k]) => k === 't')?.[1];
  const signatures = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '');
  if (!t || !/^\d+$/.test(t) || signatures.length === 0) {
    throw new WebhookSignatureError('Unable to extract timestamp and signatures from header');
  }
  const expected = Buffer.from(hmac(secret, `${t}.${rawBody}`), 'hex');
  const matches = signatures.some((s) => {
    const given = Buffer.from(s, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('No signatures found matching the expected signature');
  if (Math.abs(now.getTime() / 1000 - Number(t)) > WEBHOOK_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError('Timestamp outside the tolerance zone');
  }
}
