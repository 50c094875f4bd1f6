import { describe, expect, it } from 'vitest';
import { errorCatalogue } from './error-catalogue';
import { allEventDefinitions, eventSchemaRegistry } from './event-catalogue';

describe('catalogues', () => {
  it('declares every event type once, each personal field as a top-level key', () => {
    const types = Object.keys(allEventDefinitions);
    expect(types.length).toBeGreaterThan(80);
    for (const [type, def] of Object.entries(allEventDefinitions)) {
      if (!def.personal) continue;
      const shape = (def.schema as unknown as { shape?: Record<string, unknown> }).shape;
      expect(shape, type).toBeDefined();
      expect(Object.keys(shape!), `${type} subject`).toContain(def.personal.subject);
      for (const f of def.personal.fields) expect(Object.keys(shape!), `${type}.${f}`).toContain(f);
    }
  });
  it('registers every event type with its version', () => {
    const registry = eventSchemaRegistry();
    for (const [type, def] of Object.entries(allEventDefinitions)) {
      expect(registry.currentVersion(type)).toBe(def.version ?? 1);
    }
  });
  it('declares every error code once with a 4xx status and a text (503 only while the database is unreachable)', () => {
    for (const [code, def] of Object.entries(errorCatalogue)) {
      expect(code).toMatch(/^[A-Z][A-Z0-9_]+$/);
      expect(def.status).toBeGreaterThanOrEqual(400);
      if (code === 'SERVICE_UNAVAILABLE') expect(def.status).toBe(503);
      else expect(def.status).toBeLessThan(500);
      expect(def.message.length, code).toBeGreaterThan(3);
    }
  });
});
