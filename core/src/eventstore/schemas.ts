import type { z } from 'zod';

/**
 * Versioned event schemas. Each event type has a current schema version; older stored versions
 * are upcast step by step when read, so a stored event is never edited.
 */
export interface EventSchema<D = unknown> {
  type: string;
  version: number;
  schema: z.ZodType<D>;
}

export type Upcaster = (data: unknown) => unknown;

export class EventSchemaRegistry {
  private readonly current = new Map<string, EventSchema>();
  /** key `${type}@${fromVersion}` → function producing version fromVersion + 1 */
  private readonly upcasters = new Map<string, Upcaster>();

  register<D>(schema: EventSchema<D>): this {
    this.current.set(schema.type, schema as EventSchema);
    return this;
  }

  registerUpcaster(type: string, fromVersion: number, upcast: Upcaster): this {
    this.upcasters.set(`${type}@${fromVersion}`, upcast);
    return this;
  }

  currentVersion(type: string): number {
    return this.current.get(type)?.version ?? 1;
  }

  /** Brings stored data up to the current version of its type. */
  upcast(type: string, version: number, data: unknown): { version: number; data: unknown } {
    const target = this.currentVersion(type);
    let v = version;
    let d = data;
    while (v < target) {
      const step = this.upcasters.get(`${type}@${v}`);
      if (!step) throw new Error(`No upcaster for ${type} from version ${v} to ${v + 1}`);
      d = step(d);
      v += 1;
    }
    return { version: v, data: d };
  }

  /** Validates data against the current schema of its type (unknown types pass through). */
  validate(type: string, data: unknown): unknown {
    const schema = this.current.get(type);
    return schema ? schema.schema.parse(data) : data;
  }
}
