import type { RecordedEvent } from '@esm/core/eventstore/port';
import type pg from 'pg';
import type { Projector } from './projector';
import { quoteIdent } from './read-model-schema';

export class ReadModelSwitchedError extends Error {
  constructor(readonly expected: string) {
    super(`The active read model is no longer ${expected}`);
  }
}

/**
 * Applies a batch of events to every projector of one read-model schema. Each projector gets
 * its own transaction holding its rows and its checkpoint, so a crash anywhere leaves every
 * projector either fully before or fully after its part of the batch.
 * Returns each projector's checkpoint afterwards.
 */
export async function applyBatch(options: {
  pool: pg.Pool;
  schema: string;
  projectors: readonly Projector[];
  events: readonly RecordedEvent[];
  /** Live runners check the schema is still the active one, under the meta row's share lock. */
  requireActive?: boolean;
  /** Per projector: never apply beyond this position (drift check stops where the live run is). */
  stopAt?: ReadonlyMap<string, number>;
}): Promise<Map<string, number>> {
  const { pool, schema, projectors, events } = options;
  const result = new Map<string, number>();
  for (const projector of projectors) {
    const limit = options.stopAt?.get(projector.name) ?? Number.POSITIVE_INFINITY;
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      if (options.requireActive) {
        const { rows } = await client.query<{ active_schema: string }>(
          'SELECT active_schema FROM public.read_model_meta WHERE id = 1 FOR SHARE',
        );
        if (rows[0]?.active_schema !== schema) throw new ReadModelSwitchedError(schema);
      }
      await client.query(`SET LOCAL search_path TO ${quoteIdent(schema)}, public`);
      const { rows } = await client.query<{ position: string }>(
        'SELECT position FROM _checkpoints WHERE projector = $1 FOR UPDATE',
        [projector.name],
      );
      if (!rows[0]) throw new Error(`Projector ${projector.name} has no checkpoint in ${schema}`);
      let position = Number(rows[0].position);
      const start = position;
      for (const event of events) {
        if (event.globalPosition <= position) continue;
        if (event.globalPosition > limit) break;
        if (projector.handles.includes(event.type)) await projector.apply(event, client);
        position = event.globalPosition;
      }
      if (position !== start) {
        await client.query('UPDATE _checkpoints SET position = $2 WHERE projector = $1', [
          projector.name,
          position,
        ]);
      }
      await client.query('COMMIT');
      result.set(projector.name, position);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }
  return result;
}
