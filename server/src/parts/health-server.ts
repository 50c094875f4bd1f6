import { createServer, type Server } from 'node:http';

export interface ReadinessAnswer {
  ready: boolean;
  checks?: unknown;
}

/**
 * The projections and workers processes serve no routes, yet an orchestrator must be able to
 * probe them: /healthz (the process answers) and /readyz (it is doing its job).
 */
export async function startHealthServer(options: {
  port: number;
  host: string;
  readiness: () => Promise<ReadinessAnswer>;
}): Promise<Server> {
  const server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'GET') return send(405, { code: 'METHOD_NOT_ALLOWED' });
    if (request.url === '/healthz') return send(200, { status: 'alive' });
    if (request.url === '/readyz') {
      options.readiness().then(
        ({ ready, checks }) => send(ready ? 200 : 503, { status: ready ? 'ready' : 'not ready', checks }),
        (error: unknown) => send(503, { status: 'not ready', error: String(error) }),
      );
      return;
    }
    send(404, { code: 'NOT_FOUND' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}
