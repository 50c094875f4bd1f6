import { existsSync } from 'node:fs';
import path from 'node:path';
import { commonErrors } from '@esm/core/kernel/errors';
import fastifyStatic from '@fastify/static';
import { sendDomainError } from '../http/errors';
import type { App } from '../http/server';

const marketplaceDist = path.resolve(import.meta.dirname, '../../../web-marketplace/dist');
const backOfficeDist = path.resolve(import.meta.dirname, '../../../web-backoffice/dist');

const isBuilt = (dist: string) => existsSync(path.join(dist, 'index.html'));

/**
 * Serves the built marketplace at `/` and the back office at `/admin/`. Unknown /api and /objects
 * paths are JSON 404s; every other path is a client route of one app, answered with its
 * index.html so its router can show it (including its own 404 page).
 */
export async function registerStaticSite(app: App): Promise<void> {
  const apps = [
    { prefix: '/admin/', dist: backOfficeDist, built: isBuilt(backOfficeDist) },
    { prefix: '/', dist: marketplaceDist, built: isBuilt(marketplaceDist) },
  ];
  let decorated = false;
  for (const web of apps) {
    if (!web.built) continue;
    // The first built app's instance decorates reply.sendFile (the not-found handler uses it for
    // either app); another must not decorate again. With only the back office built, it is that one.
    const decorateReply = !decorated;
    decorated = true;
    await app.register(fastifyStatic, {
      root: web.dist,
      prefix: web.prefix,
      decorateReply,
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
    const [admin, marketplace] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const web =
      request.url === '/admin' || request.url.startsWith('/admin/') || request.url.startsWith('/admin?')
        ? admin
        : marketplace;
    if (!web.built) {
      return reply
        .type('text/plain')
        .status(503)
        .send('The web apps are not built yet: run `npm run build` (npm start does it for you).');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', web.dist);
  });
}
