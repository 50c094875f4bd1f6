import { startApiPart } from './parts/api';
import { runProcess } from './parts/run';
import { openSharedParts } from './parts/shared';

/** `npm run start:api`: HTTP only; run `start:projections` and `start:workers` beside it. */
runProcess('api', async ({ config, scale, log }) => {
  const shared = await openSharedParts({ config, scale, log });
  const api = await startApiPart(shared);
  await api.app.listen({ port: config.port, host: config.host });
  log(`API listening on ${config.host}:${config.port} (${config.publicUrl})`);
  return {
    async stop() {
      await api.stop();
      await shared.close();
    },
  };
});
