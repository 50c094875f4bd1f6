import path from 'node:path';
import { startTestPlatform, type TestPlatform } from '@esm/server/testing/test-platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../testing/test-client';
import { captureLogs, filesUnder, type LogCapture, tablesHolding } from './testing/evidence';

/**
 * Sensitive data (ASVS V6.1, V7.1, V8.3): bank details and verification documents are
 * encrypted at rest — a copy of the database or of the objects folder shows neither — and no
 * log line ever holds them, nor a password, a session id or a password-reset token.
 */
const PASSWORD = 'Sesame-Log-Probe-4471';
const NEW_PASSWORD = 'Another-Log-Probe-9902';
const BANK = {
  bankAccountHolderName: 'Ledger Probe Ltd',
  bankAccountNumber: '73915528',
  bankSortCode: '826401',
  bankName: 'Probe Bank',
};
// A document a person would not want copied: its text is what the tests look for.
const DOCUMENT = Buffer.from(
  '%PDF-1.7\n1 0 obj << /Title (Passport of Ada Probe, number 533380466) >> endobj\ntrailer << >>\n%%EOF\n',
);
const DOCUMENT_TEXT = 'Passport of Ada Probe, number 533380466';

let t: TestPlatform;
let logs: LogCapture;
let provider: TestClient;
let email: string;
let documentPath: string;
let resetToken: string;
const sessionIds: string[] = [];

async function resetTokenFor(to: string): Promise<{ userId: string; token: string }> {
  for (let i = 0; i < 40; i++) {
    const { rows } = await t.pool.query<{ text_body: string }>(
      `SELECT text_body FROM mail.outbox WHERE to_address = $1 AND subject = 'Reset your EventHire UK password'`,
      [to],
    );
    if (rows[0]) {
      const link = new URL(/(http\S+\/reset-password\?\S+)/.exec(rows[0].text_body)![1]!);
      return { userId: link.searchParams.get('user')!, token: link.searchParams.get('token')! };
    }
    await t.clock.tick(1500);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no reset e-mail to ${to}`);
}

const rememberSession = (c: TestClient) => {
  const cookie = c.sessionHeaders().cookie ?? '';
  const value = decodeURIComponent(cookie.replace(/^sid=/, ''));
  sessionIds.push(value, value.split('.')[0]!);
};

beforeAll(async () => {
  logs = captureLogs();
  // The most the logger can say: every level, so nothing hides below the threshold.
  t = await startTestPlatform({ env: { LOG_LEVEL: 'trace' }, logStream: logs.stream });
  provider = t.client();
  email = `ada.probe.${Date.now()}@example.co.uk`;
  const signUp = await provider.post('/api/auth/signup', {
    email,
    password: PASSWORD,
    firstName: 'Ada',
    lastName: 'Probe',
  });
  expect(signUp.status).toBe(201);
  rememberSession(provider);
  await provider.becomeProvider({ businessName: 'Ledger Probe Ltd' });
  expect((await provider.post('/api/providers/bank-details', BANK)).status).toBe(200);

  const ticket = await provider.post<{ uploadURL: string }>('/api/objects/upload', { kind: 'document' });
  const put = await provider.putBytes<{ objectPath: string }>(
    ticket.body.uploadURL,
    DOCUMENT,
    'application/pdf',
  );
  expect(put.status).toBe(200);
  documentPath = put.body.objectPath;
  const submitted = await provider.post('/api/verification-documents', {
    documentType: 'identity',
    documentUrl: documentPath,
  });
  expect(submitted.status).toBe(201);

  // Signing in again, a wrong password, and a password reset followed through its e-mailed link.
  const again = t.client();
  await again.signIn(email, PASSWORD);
  rememberSession(again);
  await t.client().post('/api/auth/login', { email, password: `${PASSWORD}-wrong` });
  await t.client().post('/api/auth/forgot-password', { email });
  const { userId, token } = await resetTokenFor(email);
  resetToken = token;
  // The page the e-mail links to, opened in the browser: the token travels in its address.
  await t.client().get(`/reset-password?user=${userId}&token=${encodeURIComponent(token)}`);
  const reset = await t.client().post('/api/auth/reset-password', { userId, token, password: NEW_PASSWORD });
  expect(reset.status).toBe(204);
  const after = t.client();
  await after.signIn(email, NEW_PASSWORD);
  rememberSession(after);
  await after.get('/api/providers/bank-details');
}, 60_000);
afterAll(() => t.stop());

describe('bank details and documents at rest', () => {
  it('keeps the account number and sort code out of every table, events and read models alike', async () => {
    expect(await tablesHolding(t.pool, BANK.bankAccountNumber)).toEqual([]);
    expect(await tablesHolding(t.pool, BANK.bankSortCode)).toEqual([]);
    // The search can find things: the holder's business name is stored in the clear.
    expect(await tablesHolding(t.pool, 'Ledger Probe Ltd')).not.toEqual([]);
  });

  it('keeps the document’s bytes out of the objects folder and the database, and still serves them to their owner', async () => {
    const files = filesUnder(path.join(t.config.dataDir, 'objects'));
    const id = documentPath.split('/').pop()!;
    expect(files.some((f) => f.file.endsWith(path.join('documents', id)))).toBe(true);
    for (const { file, bytes } of files) {
      expect(bytes.includes(Buffer.from(DOCUMENT_TEXT)), file).toBe(false);
      expect(bytes.includes(Buffer.from('%PDF-1.7')), file).toBe(false);
    }
    expect(await tablesHolding(t.pool, DOCUMENT_TEXT)).toEqual([]);
    // The password reset above ended the first session: the owner signs in again.
    const owner = t.client();
    await owner.signIn(email, NEW_PASSWORD);
    const served = await owner.getBytes(documentPath);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(DOCUMENT)).toBe(true);
  });
});

describe('passwords at rest', () => {
  it('keeps no password in the clear in any table, old or new', async () => {
    expect(await tablesHolding(t.pool, PASSWORD)).toEqual([]);
    expect(await tablesHolding(t.pool, NEW_PASSWORD)).toEqual([]);
  });
});

describe('what the logs hold after all of that', () => {
  it('logged the flow (the capture works): every request, keyed by its correlation id', () => {
    const urls = logs
      .lines()
      .map((l) => (l.req as { url?: string } | undefined)?.url)
      .filter(Boolean);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/providers/bank-details',
        '/api/auth/login',
        '/api/verification-documents',
      ]),
    );
  });

  it('never holds the account number, the sort code or the document', () => {
    const text = logs.text();
    for (const secret of [BANK.bankAccountNumber, BANK.bankSortCode, '82-64-01', DOCUMENT_TEXT, '%PDF'])
      expect(text, secret).not.toContain(secret);
  });

  it('never holds a password, a session id or a password-reset token', () => {
    const text = logs.text();
    expect(sessionIds.length).toBe(6);
    for (const secret of [PASSWORD, NEW_PASSWORD, ...sessionIds, resetToken, encodeURIComponent(resetToken)])
      expect(text, secret).not.toContain(secret);
  });

  it('never logs a request body or an e-mail address', () => {
    expect(logs.text().toLowerCase()).not.toContain(email.toLowerCase());
  });
});
