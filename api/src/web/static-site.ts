import { existsSync } from 'node:fs';
import path from 'node:path';
import { commonErrors } from '@esm/core/kernel/errors';
import fastifyStatic from '@fastify/static';
import { sendDomainError } from '../http/errors';
import type { App } from '../http/server';

const webDist = path.resolve(import.meta.dirname, '../../../web-marketplace/dist');

/**
 * Serves the built marketplace at `/`. Unknown /api and /objects paths are JSON 404s; every
 * other path is a client route, answered with index.html so the React router can show it
 * (including its own 404 page).
 */
export async function registerStaticSite(app: App): Promise<void> {
  const built = existsSync(path.join(webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(res, file) {
        // Vite puts a content hash in every asset name, so assets never change under one URL.
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/objects/') || request.method !== 'GET') {
      return sendDomainError(reply, commonErrors.error('NOT_FOUND'));
    }
    if (!built) {
      return reply
        .type('text/plain')
        .status(503)
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
