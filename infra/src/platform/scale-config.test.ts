import { describe, expect, it } from 'vitest';
import { loadScaleConfig } from './scale-config';

describe('scale configuration', () => {
  it('defaults to PostgreSQL, a lag of 1,000 positions and no probe port', () => {
    expect(loadScaleConfig({})).toEqual({
      eventStore: 'postgres',
      eventStoreUrl: undefined,
      readyMaxProjectionLag: 1000,
      healthPort: undefined,
      apiInternalUrl: undefined,
    });
  });

  it('takes EventStoreDB with its URL, and a lag in bytes unless one is given', () => {
    const env = { EVENT_STORE: 'eventstoredb', EVENTSTORE_URL: 'esdb://es:2113?tls=false' };
    expect(loadScaleConfig(env)).toMatchObject({
      eventStore: 'eventstoredb',
      eventStoreUrl: 'esdb://es:2113?tls=false',
      readyMaxProjectionLag: 500_000,
    });
    expect(loadScaleConfig({ ...env, READY_MAX_PROJECTION_LAG: '2000' }).readyMaxProjectionLag).toBe(2000);
  });

  it('reads the probe port and the internal API address', () => {
    expect(loadScaleConfig({ HEALTH_PORT: '3005', API_INTERNAL_URL: 'http://api:3000/' })).toMatchObject({
      healthPort: 3005,
      apiInternalUrl: 'http://api:3000',
    });
  });

  it('refuses nonsense with a message naming the setting', () => {
    expect(() => loadScaleConfig({ EVENT_STORE: 'mongo' })).toThrow(
      'EVENT_STORE must be postgres or eventstoredb',
    );
    expect(() => loadScaleConfig({ EVENT_STORE: 'eventstoredb' })).toThrow(/needs EVENTSTORE_URL/);
    expect(() => loadScaleConfig({ READY_MAX_PROJECTION_LAG: '-1' })).toThrow(/READY_MAX_PROJECTION_LAG/);
    expect(() => loadScaleConfig({ HEALTH_PORT: '70000' })).toThrow(/HEALTH_PORT/);
  });
});
