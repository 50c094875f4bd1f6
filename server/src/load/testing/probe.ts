/**
 * Preloaded (`node --import`) into the product the load run starts, so the run can read the
 * server's heap, which nothing outside the process can see. It answers over the IPC channel of its
 * parent and changes nothing else in the product. When the load run dies, the channel closes and
 * the product is stopped the way Ctrl-C stops `npm start`, so no server and PostgreSQL outlive it.
 */

interface ProbeRequest {
  type: 'load-probe';
  id: number;
  gc: boolean;
}

const isProbeRequest = (message: unknown): message is ProbeRequest =>
  typeof message === 'object' && message !== null && (message as ProbeRequest).type === 'load-probe';

if (process.send) {
  process.on('message', (message: unknown) => {
    if (!isProbeRequest(message)) return;
    // Started with --expose-gc: after a full collection the heap holds only what is still reachable.
    const collect = (globalThis as { gc?: () => void }).gc;
    if (message.gc && collect) collect();
    const usage = process.memoryUsage();
    process.send?.({
      type: 'load-probe',
      id: message.id,
      rssBytes: usage.rss,
      heapUsedBytes: usage.heapUsed,
      collected: Boolean(message.gc && collect),
    });
  });
  process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}
