/**
 * Where the EventStoreDB tests find a server: EVENTSTORE_URL when set, else a throwaway
 * container started through testcontainers when a container engine answers, else nowhere — and
 * then the tests are skipped with the reason (nothing here imitates EventStoreDB's protocol).
 */
export type EventStoreDbServer = { url: string; stop(): Promise<void> } | { skipped: string };

/** The official image; the docker-compose.yml at the repository root runs the same one. */
export const EVENTSTORE_IMAGE = 'eventstore/eventstore:24.10';

export async function findEventStoreDbServer(): Promise<EventStoreDbServer> {
  const given = process.env.EVENTSTORE_URL;
  if (given) return { url: given, stop: async () => {} };
  const { GenericContainer, Wait, getContainerRuntimeClient } = await import('testcontainers');
  try {
    await getContainerRuntimeClient();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { skipped: `no EVENTSTORE_URL and no container engine (${reason})` };
  }
  const container = await new GenericContainer(EVENTSTORE_IMAGE)
    .withEnvironment({
      EVENTSTORE_CLUSTER_SIZE: '1',
      EVENTSTORE_RUN_PROJECTIONS: 'None',
      EVENTSTORE_INSECURE: 'true',
      EVENTSTORE_MEM_DB: 'true',
    })
    .withExposedPorts(2113)
    .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
    .withStartupTimeout(120_000)
    .start();
  return {
    url: `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
    stop: async () => {
      await container.stop();
    },
  };
}
