import { Credentials } from '@esm/api/auth/credentials';
import { Auth } from '@esm/api/auth/current-user';
import type { ApiContext } from '@esm/api/http/context';
import { type App, createServer, defaultRateLimits } from '@esm/api/http/server';
import { connectGatewayWebhooks } from '@esm/api/payments/gateway-webhooks';
import { registerRoutes } from '@esm/api/routes';
import { registerStaticSite } from '@esm/api/web/static-site';
import { offlineGeocoder } from '@esm/core/postcode/offline-geocoder';
import { activeReadModel } from '@esm/projections/runner/read-model-schema';
import { checkReadiness } from '@esm/projections/runner/readiness';
import { seedIfEmpty } from '../seed/seed';
import { type SharedParts, withAdvisoryLock } from './shared';

export interface ApiPart {
  app: App;
  context: ApiContext;
  stop(): Promise<void>;
}

/** The API process: HTTP routes and the built web app; no projection runner, no jobs. */
export async function startApiPart(shared: SharedParts): Promise<ApiPart> {
  const { config, pool, clock, commands, store, gateway, log } = shared;
  await waitForReadModels(shared);
  const context: ApiContext = {
    config,
    pool,
    clock,
    commands,
    store,
    auth: new Auth(pool),
    credentials: new Credentials(pool),
    geocoder: offlineGeocoder,
    rateLimits: defaultRateLimits,
    gateway,
  };
  const app = await createServer({
    config,
    pool,
    readiness: () => checkReadiness({ pool, store, maxLag: shared.scale.readyMaxProjectionLag }),
  });
  registerRoutes(app, context);
  connectGatewayWebhooks(gateway, app);
  await registerStaticSite(app);
  await app.ready();
  // Several API replicas start together: one seeds, the others find the log no longer empty.
  await withAdvisoryLock(pool, 'eventhire:seed', () =>
    seedIfEmpty({ store, context, seed: config.seed, log }),
  );
  return { app, context, stop: () => app.close() };
}

/** The projections process creates the read-model schema; routes read it from the first request. */
async function waitForReadModels(shared: SharedParts): Promise<void> {
  let told = false;
  while (!(await activeReadModel(shared.pool))) {
    if (!told) shared.log('waiting for the projections process to build the read models…');
    told = true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
