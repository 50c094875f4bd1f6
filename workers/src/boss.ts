import { type Clock as BossClock, PgBoss, type QueueOptions } from 'pg-boss';

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
    ...(options.clock ? { clock: options.clock } : {}),
  });
  boss.on('error', (error) => console.error('pg-boss error', error));
  await boss.start();
  return boss;
}

export async function ensureQueue(
  boss: PgBoss,
  name: string,
  options: Omit<QueueOptions, never> = {},
): Promise<void> {
  if (await boss.getQueue(name)) return;
  await boss.createQueue(name, options);
}
