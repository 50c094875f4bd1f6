import type { z } from 'zod';
import type { DomainEvent } from './decider';

/**
 * How a lifecycle declares its events: one zod schema per event type, its schema version,
 * and which top-level fields hold personal data. Personal fields are
 * encrypted with the key of the person named by `subject` before they reach the event log,
 * so erasing that key erases the person while the history stays replayable.
 */
export interface EventDefinition<S extends z.ZodType = z.ZodType> {
  schema: S;
  /** Current schema version of this event type (default 1). Older stored versions are upcast. */
  version?: number;
  /** Upcasters from version n (key) to n + 1. */
  upcasters?: Record<number, (data: unknown) => unknown>;
  personal?: {
    /** Top-level field holding the id of the person the data belongs to (a user id). */
    subject: string;
    /** Top-level fields that are personal data; each must be a string, or null/undefined. */
    fields: readonly string[];
  };
}

export type EventDefinitions = Record<string, EventDefinition>;

/** Identity function that keeps the literal event type names for `EventsOf`. */
export function defineEvents<const T extends EventDefinitions>(definitions: T): T {
  return definitions;
}

/** The union of `{ type, data }` events a definitions object declares. */
export type EventsOf<T extends EventDefinitions> = {
  [K in keyof T & string]: DomainEvent<K, z.infer<T[K]['schema']>>;
}[keyof T & string];

/** The data of one event type. */
export type EventData<T extends EventDefinitions, K extends keyof T> = z.infer<T[K]['schema']>;

/** Text that stands where personal data was, once its owner has been erased. */
export const ERASED = '[erased]';
