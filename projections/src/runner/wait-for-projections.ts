import type pg from 'pg';
import { activeReadModel, quoteIdent } from './read-model-schema';
import type { ProjectionRunner } from './runner';

/**
 * Read-your-writes: a command route waits until the read models have passed the
 * global position of its last event, bounded so a slow projection never hangs a request.
 * In-process it listens to the runner; across processes it polls the checkpoints.
 */
export class ProjectionProgress {
  constructor(
    private readonly pool: pg.Pool,
    private readonly localRunner?: ProjectionRunner,
  ) {}

  /** True when the read models reached `position` within the time limit. */
  async waitFor(position: number, timeoutMs = 2000): Promise<boolean> {
    if (position <= 0) return true;
    // A local runner that is not running (another process holds the projections lock) tells nothing.
    if (this.localRunner?.healthy) return this.waitLocally(this.localRunner, position, timeoutMs);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if ((await this.lowestCheckpoint()) >= position) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  async lowestCheckpoint(): Promise<number> {
    const active = await activeReadModel(this.pool);
    if (!active) return 0;
    const { rows } = await this.pool.query<{ p: string | null }>(
      `SELECT min(position) AS p FROM ${quoteIdent(active.schema)}._checkpoints`,
    );
    return Number(rows[0]?.p ?? 0);
  }

  private waitLocally(runner: ProjectionRunner, position: number, timeoutMs: number): Promise<boolean> {
    if (runner.currentPosition >= position) return Promise.resolve(true);
    return new Promise((resolve) => {
      const onProgress = (p: number) => {
        if (p < position) return;
        cleanup();
        resolve(true);
      };
      const timer = setTimeout(() => {
        cleanup();
        resolve(runner.currentPosition >= position);
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        runner.off('progress', onProgress);
      };
      runner.on('progress', onProgress);
    });
  }
}
