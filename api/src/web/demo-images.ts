import { z } from 'zod';
import { notFound } from '../http/errors';
import type { App } from '../http/server';
import { demoImageSvg } from './demo-image-svg';

/** The demo marketplace's pictures, drawn by us (licence-clean), e.g. /demo-images/stage-hire-2.svg. */
export function registerDemoImages(app: App): void {
  app.get(
    '/demo-images/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(80) }) } },
    async (request, reply) => {
      const match = /^([a-z-]+)-(\d{1,3})\.svg$/.exec(request.params.file);
      const svg = match ? demoImageSvg(match[1]!, Number(match[2])) : null;
      if (!svg) throw notFound('Image not found');
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
}
