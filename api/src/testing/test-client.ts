/** A minimal browser-like HTTP client: keeps its session cookie, sends JSON, reads JSON. */
export interface TestResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export class TestClient {
  private cookie = '';

  constructor(readonly baseUrl: string) {}

  /** The session cookie as a request header, for another HTTP client acting as this one. */
  sessionHeaders(): Record<string, string> {
    return this.cookie ? { cookie: this.cookie } : {};
  }

  get<T = unknown>(path: string, headers: Record<string, string> = {}) {
    return this.request<T>('GET', path, undefined, headers);
  }
  post<T = unknown>(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request<T>('POST', path, body, headers);
  }
  put<T = unknown>(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request<T>('PUT', path, body, headers);
  }
  patch<T = unknown>(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request<T>('PATCH', path, body, headers);
  }
  delete<T = unknown>(path: string, headers: Record<string, string> = {}) {
    return this.request<T>('DELETE', path, undefined, headers);
  }

  async request<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  /** PUTs raw bytes with a content type (the upload URL flow); `contentType: null` sends none. */
  async putBytes<T = unknown>(path: string, bytes: Uint8Array, contentType: string | null) {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method: 'PUT',
      headers: {
        ...(contentType === null ? {} : { 'content-type': contentType }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: new Blob([new Uint8Array(bytes)]),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  /** GETs raw bytes (served files). */
  async getBytes(path: string) {
    const res = await fetch(`${this.baseUrl}${path}`, {
      headers: this.cookie ? { cookie: this.cookie } : {},
    });
    return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), headers: res.headers };
  }

  /** Signs up (a fresh e-mail) and completes the profile; returns the user. */
  async signUp(
    overrides: Partial<{ email: string; firstName: string; lastName: string }> = {},
    completeProfile = true,
  ) {
    const email = overrides.email ?? `user-${Math.random().toString(36).slice(2, 10)}@example.co.uk`;
    const res = await this.post<{ id: string }>('/api/auth/signup', {
      email,
      password: 'correct-horse-battery',
      firstName: overrides.firstName ?? 'Test',
      lastName: overrides.lastName ?? 'User',
    });
    if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
    if (completeProfile) {
      const profile = await this.put('/api/auth/complete-profile', {
        firstName: overrides.firstName ?? 'Test',
        lastName: overrides.lastName ?? 'User',
        phoneNumber: '07700 900123',
        address: '10 Test Road, Leeds',
        postcode: 'LS1 4DY',
      });
      if (profile.status !== 200)
        throw new Error(`profile failed: ${profile.status} ${JSON.stringify(profile.body)}`);
    }
    return { id: res.body.id, email };
  }

  async signIn(email: string, password: string) {
    const res = await this.post('/api/auth/login', { email, password });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  /** Creates a provider profile for the signed-in user. */
  async becomeProvider(overrides: Record<string, unknown> = {}) {
    const res = await this.post<{ id: string }>('/api/providers', {
      businessName: 'Test Events Ltd',
      contactEmail: 'hello@test-events.co.uk',
      phoneNumber: '0113 496 0000',
      description: 'Event kit for Yorkshire.',
      website: 'https://test-events.co.uk',
      businessAddress: '5 Wellington Street, Leeds',
      postcode: 'LS1 4DY',
      ...overrides,
    });
    if (res.status !== 201) throw new Error(`provider failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }
}
