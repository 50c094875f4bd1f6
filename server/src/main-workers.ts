import { checkReadiness } from '@esm/projections/runner/readiness';
import { startHealthServer } from './parts/health-server';
import { runProcess } from './parts/run';
import { openSharedParts } from './parts/shared';
import { startWorkersPart } from './parts/workers';

/** `npm run start:workers`: jobs and process managers; probes on HEALTH_PORT (3002). */
runProcess('workers', async ({ config, scale, log }) => {
  const shared = await openSharedParts({ config, scale, log });
  const workers = await startWorkersPart(shared);
  const port = scale.healthPort ?? 3002;
  const health = await startHealthServer({
    port,
    host: config.host,
    readiness: () =>
      checkReadiness({
        pool: shared.pool,
        store: shared.store,
        maxLag: scale.readyMaxProjectionLag,
        requireProjections: false,
      }),
  });
  log(`workers running; /healthz and /readyz on port ${port}`);
  return {
    async stop() {
      health.close();
      await workers.stop();
      await shared.close();
    },
  };
});
