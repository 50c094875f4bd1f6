import { type Clock as BossClock, PgBoss, type QueueOptions } from 'pg-boss';

/**
 * How often pg-boss looks for jobs whose worker died (no heartbeat) or overran their time. Its
 * default, a minute, would let a job a crash interrupted sit `active` that long after the restart;
 * the passes are a few indexed statements over our couple of dozen queues.
 */
export const SUPERVISE_SECONDS = 10;

/** pg-boss in its own schema, on its own small pool. */
export async function startBoss(options: {
  connectionString: string;
  clock?: BossClock;
  max?: number;
}): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: 'pgboss',
    max: options.max ?? 4,
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: SUPERVISE_SECONDS,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  boss.on('error', (error) => console.error('pg-boss error', error));
  await boss.start();
  return boss;
}

/**
 * Creates the queue, or brings an existing one's options up to date: an installation made before
 * an option changed (heartbeats, say) gets it on its next start, not only fresh ones.
 */
export async function ensureQueue(boss: PgBoss, name: string, options: QueueOptions = {}): Promise<void> {
  const existing = await boss.getQueue(name);
  if (!existing) {
    await boss.createQueue(name, options);
    return;
  }
  const stale = (Object.keys(options) as Array<keyof QueueOptions>).filter(
    (key) => options[key] !== undefined && existing[key] !== options[key],
  );
  if (stale.length > 0)
    await boss.updateQueue(name, Object.fromEntries(stale.map((key) => [key, options[key]])));
}
