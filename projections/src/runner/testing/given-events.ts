import type { Actor, RecordedEvent } from '@esm/core/eventstore/port';
import type { DomainEvent } from '@esm/core/kernel/decider';
import { migrate } from '@esm/infra/postgres/migrate';
import { createTestDatabase } from '@esm/infra/postgres/testing/test-database';
import pg from 'pg';
import { expect } from 'vitest';
import { readModelExtensionsMigration } from '../../index';
import { applyBatch } from '../apply-batch';
import type { Projector } from '../projector';
import { createReadModelSchema, quoteIdent, readModelMigrations } from '../read-model-schema';

/**
 * Given/then for projectors, in the spirit of the deciders' given/when/then: given recorded
 * events, then the rows of a table. One database per spec file (open it in beforeAll); every
 * `given` builds a fresh read-model schema with only this projector's tables and applies the
 * events through the runner's own batch code, so checkpoints and skipped types behave as live.
 *
 * Rows read back with bigint and numeric as numbers, timestamptz as ISO strings and dates as
 * 'YYYY-MM-DD', so expectations can be written as literals.
 */

/** An event with what the store would add to it; `at` is when it was recorded. */
export interface Given<E extends DomainEvent = DomainEvent> {
  event: E;
  at?: string;
  stream?: string;
  actor?: Actor;
}

export interface ProjectorSpec {
  given<E extends DomainEvent>(events: ReadonlyArray<E | Given<E>>): Promise<ReadModel>;
  close(): Promise<void>;
}

/** A column, or columns, to sort by; they need not be among the columns compared. */
export type OrderBy = string | readonly string[];

export interface ReadModel {
  schema: string;
  /** The rows of `table` with only `columns`, ordered by `orderBy` (default: the first column). */
  rows(table: string, columns: readonly string[], orderBy?: OrderBy): Promise<Record<string, unknown>[]>;
  /** Asserts `table` holds exactly `expected`, comparing each row on the columns its expectation names. */
  thenRows(table: string, expected: readonly Record<string, unknown>[], orderBy?: OrderBy): Promise<void>;
}

/** Times default to one minute apart from here, so each event has its own recognisable time. */
export const firstRecordedAt = '2026-06-01T12:00:00.000Z';

/** A readable uuid for ids in specs: id(1) = 00000000-0000-4000-8000-000000000001. */
export const id = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The eventId `given` gives the event at `position` (1 for the first). */
export const eventIdAt = (position: number): string => id(900_000 + position);

const specSystem: Actor = { kind: 'system', name: 'projector-spec' };

const parsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC) return Number;
    if (oid === pg.types.builtins.TIMESTAMPTZ) return (v: string) => new Date(v).toISOString();
    if (oid === pg.types.builtins.DATE) return (v: string) => v;
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

export async function openProjectorSpec(projector: Projector): Promise<ProjectorSpec> {
  const db = await createTestDatabase('spec');
  const pool = new pg.Pool({ connectionString: db.url, max: 2, types: parsers });
  pool.on('error', () => {});
  await migrate(pool, [...readModelMigrations, readModelExtensionsMigration]);

  return {
    async given(events) {
      const schema = await createReadModelSchema(pool, [projector], 'spec');
      await applyBatch({ pool, schema, projectors: [projector], events: recorded(events) });
      return readModel(pool, schema);
    },
    async close() {
      await pool.end();
      await db.drop();
    },
  };
}

function recorded<E extends DomainEvent>(events: ReadonlyArray<E | Given<E>>): RecordedEvent[] {
  const versions = new Map<string, number>();
  return events.map((entry, i) => {
    const given: Given<E> = 'event' in entry ? entry : { event: entry };
    const stream = given.stream ?? 'spec';
    const version = (versions.get(stream) ?? -1) + 1;
    versions.set(stream, version);
    return {
      eventId: eventIdAt(i + 1),
      stream,
      version,
      globalPosition: i + 1,
      type: given.event.type,
      schemaVersion: 1,
      occurredAt: new Date(given.at ?? new Date(Date.parse(firstRecordedAt) + i * 60_000).toISOString()),
      data: given.event.data,
      metadata: { actor: given.actor ?? specSystem, correlationId: `spec-${i + 1}` },
    };
  });
}

function readModel(pool: pg.Pool, schema: string): ReadModel {
  const rows: ReadModel['rows'] = async (table, columns, orderBy) => {
    const list = columns.map(quoteIdent).join(', ');
    const order = (typeof orderBy === 'string' ? [orderBy] : (orderBy ?? [columns[0]!]))
      .map(quoteIdent)
      .join(', ');
    const { rows } = await pool.query(
      `SELECT ${list} FROM ${quoteIdent(schema)}.${quoteIdent(table)} ORDER BY ${order}`,
    );
    return rows;
  };
  return {
    schema,
    rows,
    async thenRows(table, expected, orderBy) {
      if (expected.length === 0) {
        const { rows: counted } = await pool.query(
          `SELECT count(*)::int AS n FROM ${quoteIdent(schema)}.${quoteIdent(table)}`,
        );
        expect(counted[0].n, `rows of ${table}`).toBe(0);
        return;
      }
      const columns = [...new Set(expected.flatMap((row) => Object.keys(row)))];
      // Each row is compared on the columns its expectation names, so a row can say less.
      const actual = (await rows(table, columns, orderBy)).map((row, i) => {
        const named = expected[i] ? Object.keys(expected[i]) : columns;
        return Object.fromEntries(named.map((column) => [column, row[column]]));
      });
      expect(actual, `rows of ${table}`).toEqual(expected);
    },
  };
}
