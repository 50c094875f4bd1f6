import { startHealthServer } from './parts/health-server';
import { startProjectionsPart } from './parts/projections';
import { runProcess } from './parts/run';
import { openSharedParts } from './parts/shared';

/** `npm run start:projections`: keeps the read models up to date; probes on HEALTH_PORT (3001). */
runProcess('projections', async ({ config, scale, log }) => {
  const shared = await openSharedParts({ config, scale, log });
  const projections = await startProjectionsPart(shared);
  const port = scale.healthPort ?? 3001;
  const health = await startHealthServer({
    port,
    host: config.host,
    readiness: () => projections.readiness(),
  });
  log(
    `projections process up (${projections.leadership.isLeader ? 'writing' : 'standing by'}); /healthz and /readyz on port ${port}`,
  );
  return {
    async stop() {
      health.close();
      await projections.stop();
      await shared.close();
    },
  };
});
