import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * Serves the built marketplace (web-marketplace/dist) the way the API will: static files, and
 * index.html for any other path (client routes). /api/* never reaches it: the tests intercept
 * those in the browser.
 */
export const distDir = path.resolve(import.meta.dirname, '../../../web-marketplace/dist');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
};

export interface StaticServer {
  url: string;
  stop(): Promise<void>;
}

export async function serveDist(): Promise<StaticServer> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`No build in ${distDir}: run "npm run build -w web-marketplace" first`);
  }
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = path.join(distDir, pathname);
    if (!file.startsWith(distDir) || !existsSync(file) || statSync(file).isDirectory()) {
      file = path.join(distDir, 'index.html');
    }
    response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
