import { afterAll } from 'vitest';
import { browserSuite } from '../browser-suite';
import type { Persona } from './mock-api';
import { openSession, type Session, type SessionOptions } from './session';
import { serveDist } from './static-server';

/**
 * A web-smoke file's suite: the built app on a static server, Chromium (browserSuite), and
 * `open(persona)` for a session against the mocked API. The sessions a file's tests open are
 * closed after them, before the browser is.
 */
export function smokeSuite(): { open(persona: Persona, options?: SessionOptions): Promise<Session> } {
  const suite = browserSuite(serveDist);
  const sessions: Session[] = [];
  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.close()));
  });
  return {
    async open(persona, options) {
      const session = await openSession(suite.browser, suite.app.url, persona, options);
      sessions.push(session);
      return session;
    },
  };
}
