/**
 * Settings that only matter once the product runs as several processes (docs/scaling.md). Kept
 * apart from `loadConfig` so the single-process defaults stay exactly as they were.
 */
export interface ScaleConfig {
  /** EVENT_STORE: where events live; PostgreSQL (the default) or EventStoreDB / KurrentDB. */
  eventStore: 'postgres' | 'eventstoredb';
  /** EVENTSTORE_URL: the EventStoreDB connection string (esdb://…), required with eventstoredb. */
  eventStoreUrl: string | undefined;
  /**
   * READY_MAX_PROJECTION_LAG: how many positions of the global feed a projection may trail the
   * head before /readyz answers 503. Positions, not events: EventStoreDB positions are byte
   * offsets, so its default is 500,000 (about 1,000 events) against PostgreSQL's 1,000.
   */
  readyMaxProjectionLag: number;
  /** HEALTH_PORT: where a projections or workers process answers /healthz and /readyz. */
  healthPort: number | undefined;
  /**
   * API_INTERNAL_URL: how a workers process reaches an API process, to hand over the simulated
   * gateway's webhooks (Stripe calls the API itself). Unset means PUBLIC_URL.
   */
  apiInternalUrl: string | undefined;
}

export const DEFAULT_READY_MAX_PROJECTION_LAG = 1000;
/** EventStoreDB positions are byte offsets: about 1,000 events of ~500 bytes. */
export const DEFAULT_READY_MAX_PROJECTION_LAG_EVENTSTOREDB = 500_000;

export function loadScaleConfig(env: NodeJS.ProcessEnv = process.env): ScaleConfig {
  const eventStore = env.EVENT_STORE || 'postgres';
  if (eventStore !== 'postgres' && eventStore !== 'eventstoredb')
    throw new Error('EVENT_STORE must be postgres or eventstoredb');
  const eventStoreUrl = env.EVENTSTORE_URL || undefined;
  if (eventStore === 'eventstoredb' && !eventStoreUrl)
    throw new Error(
      'EVENT_STORE=eventstoredb needs EVENTSTORE_URL (for example esdb://localhost:2113?tls=false)',
    );
  const lag =
    env.READY_MAX_PROJECTION_LAG ||
    String(
      eventStore === 'eventstoredb'
        ? DEFAULT_READY_MAX_PROJECTION_LAG_EVENTSTOREDB
        : DEFAULT_READY_MAX_PROJECTION_LAG,
    );
  if (!/^\d+$/.test(lag) || !Number.isSafeInteger(Number(lag)))
    throw new Error('READY_MAX_PROJECTION_LAG must be a whole number of positions');
  let healthPort: number | undefined;
  if (env.HEALTH_PORT) {
    healthPort = Number(env.HEALTH_PORT);
    if (!(Number.isInteger(healthPort) && healthPort > 0 && healthPort < 65536))
      throw new Error('HEALTH_PORT must be a TCP port number');
  }
  return {
    eventStore,
    eventStoreUrl,
    readyMaxProjectionLag: Number(lag),
    healthPort,
    apiInternalUrl: env.API_INTERNAL_URL?.replace(/\/$/, '') || undefined,
  };
}
