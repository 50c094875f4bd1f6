import { SimulatedGateway } from '@esm/infra/payment/simulated/simulated-gateway';
import { startWorkers, type Workers } from '@esm/workers/start-workers';
import type { SharedParts } from './shared';

/** The workers process: pg-boss jobs and process managers. */
export async function startWorkersPart(shared: SharedParts): Promise<Workers> {
  const { pool, database, store, vault, commands, clock, config, gateway, scale } = shared;
  if (gateway instanceof SimulatedGateway) {
    // In one process the simulated gateway hands its webhooks to the API in memory; here the
    // API is another process, so they travel over HTTP like Stripe's, signature and all.
    const target = `${scale.apiInternalUrl ?? config.publicUrl}/api/stripe/webhook`;
    gateway.onWebhook(async (body, signature) => {
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body,
      });
      if (!response.ok) throw new Error(`webhook answered ${response.status}: ${await response.text()}`);
    });
  }
  return startWorkers({
    pool,
    connectionString: database.url,
    store,
    vault,
    commands,
    clock,
    config,
    gateway,
  });
}
