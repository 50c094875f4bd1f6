import type { Account, Catalogue, ListedService } from './traffic';

/**
 * Before the load: read the catalogue the visitors will browse, and sign up the clients who chat
 * and check out, each from its own address, with a complete profile and one chat room opened
 * with a provider (one message sent), as a person does before they poll a conversation.
 */

interface Answer {
  status: number;
  body: unknown;
  cookie: string | null;
}

async function call(
  url: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { cookie?: string; address?: string; body?: unknown } = {},
): Promise<Answer> {
  // Closed after each answer: a kept-alive socket of the set-up would count as the server's own.
  const headers: Record<string, string> = { accept: 'application/json', connection: 'close' };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.address) headers['x-forwarded-for'] = options.address;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  const sid = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('sid='));
  return { status: res.status, body, cookie: sid ?? null };
}

const describe = (answer: Answer) => `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;

export async function readCatalogue(url: string): Promise<Catalogue> {
  const categories = await call(url, 'GET', '/api/categories');
  if (categories.status !== 200 || !Array.isArray(categories.body))
    throw new Error(`GET /api/categories: ${describe(categories)}`);
  const slugById = new Map(
    (categories.body as { id: string; slug: string }[]).map((c) => [c.id, c.slug] as const),
  );
  const services: ListedService[] = [];
  for (let page = 1; page <= 50; page++) {
    const res = await call(url, 'GET', `/api/services?page=${page}&pageSize=100`);
    if (res.status !== 200) throw new Error(`GET /api/services: ${describe(res)}`);
    const items = (res.body as { items: { id: string; providerId: string; categoryId: string }[] }).items;
    for (const s of items)
      services.push({ id: s.id, providerId: s.providerId, categorySlug: slugById.get(s.categoryId) ?? null });
    if (items.length < 100) break;
  }
  if (services.length === 0)
    throw new Error('the marketplace lists no services: load it with the demo data (SEED=demo)');
  return { categorySlugs: [...slugById.values()], services };
}

export interface PreparedAccounts {
  accounts: Account[];
  /** Why fewer accounts than asked for were made (the others share them), or null. */
  shortfall: string | null;
  /** Wrong answers the set-up worked round, each a finding about the product. */
  anomalies: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the session is known as signed in (GET /api/auth/user 200), at most 30 s. */
async function untilSignedIn(url: string, cookie: string, address: string): Promise<boolean> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if ((await call(url, 'GET', '/api/auth/user', { cookie, address })).status === 200) return true;
    await sleep(250);
  }
  return false;
}

/**
 * Signs up `count` clients (a few at a time: each sign-up hashes a password). A 429 means the
 * server takes every request for one address (it trusts no proxy): the accounts made so far are
 * then shared by the signed-in connections, and the run says so.
 */
export async function signUpClients(
  url: string,
  catalogue: Catalogue,
  options: { count: number; runId: string; addressOf: (i: number) => string; concurrency?: number },
): Promise<PreparedAccounts> {
  const accounts: Account[] = [];
  const anomalies: string[] = [];
  let shortfall: string | null = null;
  let nextIndex = 0;
  const worker = async () => {
    while (shortfall === null && nextIndex < options.count) {
      const i = nextIndex++;
      const address = options.addressOf(i);
      const email = `load.${options.runId}.${i}@example.co.uk`;
      const signUp = await call(url, 'POST', '/api/auth/signup', {
        address,
        body: { email, password: 'load-test-pass-2026', firstName: 'Load', lastName: `Client ${i}` },
      });
      if (signUp.status === 429) {
        shortfall = `sign-ups were refused (429) after ${accounts.length}: the server counts every request as coming from one address (start it with TRUST_PROXY=loopback), so the signed-in connections share ${accounts.length} account(s)`;
        break;
      }
      let cookie = signUp.cookie;
      if (signUp.status === 401) {
        // The account was made and the session started, but the answer is read from the read
        // models, which had not caught up within the read-your-writes wait.
        anomalies.push(`POST /api/auth/signup answered 401 for the account it had just made (${email})`);
        cookie ??= (
          await call(url, 'POST', '/api/auth/login', {
            address,
            body: { email, password: 'load-test-pass-2026' },
          })
        ).cookie;
        if (!cookie || !(await untilSignedIn(url, cookie, address)))
          throw new Error(`sign-up of ${email}: ${describe(signUp)}, and the account never signed in`);
      } else if (signUp.status !== 201 || !cookie)
        throw new Error(`sign-up of ${email}: ${describe(signUp)}`);
      const profile = await call(url, 'PUT', '/api/auth/complete-profile', {
        cookie,
        address,
        body: {
          firstName: 'Load',
          lastName: `Client ${i}`,
          phoneNumber: '07700 900123',
          address: '10 Test Road, Leeds',
          postcode: 'LS1 4DY',
        },
      });
      if (profile.status !== 200) throw new Error(`profile of ${email}: ${describe(profile)}`);
      const service = catalogue.services[i % catalogue.services.length]!;
      const room = await call(url, 'POST', '/api/chat/rooms', {
        cookie,
        address,
        body: { providerId: service.providerId, serviceId: service.id },
      });
      let roomId: string | null = null;
      if (room.status === 200 || room.status === 201) {
        roomId = (room.body as { id: string }).id;
        await call(url, 'POST', `/api/chat/rooms/${encodeURIComponent(roomId)}/messages`, {
          cookie,
          address,
          body: { message: 'Hello, is this still free for our event in the spring?' },
        });
      }
      accounts.push({ email, cookie, address, roomId });
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  if (accounts.length === 0 && options.count > 0)
    throw new Error(shortfall ?? 'no client account could be made');
  return { accounts, shortfall, anomalies };
}
