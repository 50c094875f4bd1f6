import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const secrets = {
  SESSION_SECRET: 'test-session-secret',
  PERSONAL_DATA_MASTER_KEY: Buffer.alloc(32, 7).toString('base64'),
  SIGNING_SECRET: 'test-signing-secret',
};

function composeAvailable(): string | null {
  const probe = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
  if (probe.error) return `no docker CLI (${probe.error.message})`;
  if (probe.status !== 0)
    return `the docker CLI has no compose plugin (${(probe.stderr || probe.stdout).trim()})`;
  return null;
}

const missing = composeAvailable();
if (missing) console.warn(`docker compose config test skipped: ${missing}`);

// Skipped where the docker CLI or its compose plugin is missing (as on CI here); the file's other
// tests still parse docker-compose.yml and check its services, health checks and images without
// docker. Where docker compose exists this also runs `docker compose config`.
describe.skipIf(missing !== null)(
  `docker-compose.yml through docker compose${missing ? ` (skipped: ${missing})` : ''}`,
  () => {
    const config = (env: Record<string, string>) =>
      spawnSync('docker', ['compose', '-f', 'docker-compose.yml', 'config', '-q'], {
        cwd: root,
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      });

    it('is valid once the required secrets are set', () => {
      const result = config(secrets);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    });

    it('refuses to start without a required secret and names it', () => {
      const { SESSION_SECRET: _, ...rest } = secrets;
      const result = config(rest);
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain('SESSION_SECRET');
    });

    it('runs two API replicas and the three processes from one image', () => {
      const json = JSON.parse(
        execFileSync('docker', ['compose', '-f', 'docker-compose.yml', 'config', '--format', 'json'], {
          cwd: root,
          encoding: 'utf8',
          env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...secrets },
        }),
      ) as { services: Record<string, { image?: string; deploy?: { replicas?: number } }> };
      expect(json.services.api?.deploy?.replicas).toBe(2);
      for (const name of ['api', 'projections', 'workers'])
        expect(json.services[name]?.image).toBe('eventhire:local');
    });
  },
);

describe('the deployment files', () => {
  it('start entries that exist', () => {
    const commands = [...read('docker-compose.yml').matchAll(/"(server\/src\/[\w-]+\.ts)"/g)].map(
      (m) => m[1]!,
    );
    expect(new Set(commands)).toEqual(
      new Set(['server/src/main-projections.ts', 'server/src/main-workers.ts', 'server/src/main-api.ts']),
    );
    for (const file of commands) expect(existsSync(path.join(root, file)), file).toBe(true);
    expect(read('Dockerfile')).toMatch(/CMD \["node", "--import", "tsx", "server\/src\/main-api\.ts"\]/);
  });

  it('run the image as a non-root user, with a health check on /healthz', () => {
    const finalStage = read('Dockerfile')
      .split(/^FROM /m)
      .at(-1)!;
    expect(finalStage).toMatch(/^USER node$/m);
    expect(finalStage).toMatch(/HEALTHCHECK[\s\S]*\/healthz/);
  });

  it('put the proxy in front of the API service and gate traffic on /readyz', () => {
    expect(read('deploy/nginx.conf')).toMatch(/server api:3000/);
    const compose = read('docker-compose.yml');
    expect(compose).toContain('./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro');
    expect(compose.match(/\/readyz/g)?.length).toBeGreaterThanOrEqual(2);
  });
});

interface ComposeService {
  image?: string;
  build?: string;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  healthcheck?: { test: string[] };
  deploy?: { replicas?: number };
  ports?: string[];
}

describe('docker-compose.yml, read without docker', () => {
  // Merge keys as compose resolves them, so the anchored app settings are checked per service.
  const compose = parse(read('docker-compose.yml'), { merge: true }) as {
    services: Record<string, ComposeService>;
    volumes: Record<string, unknown>;
  };
  const { services } = compose;

  it('has the event store, the database, the mail catcher, the three processes and the proxy', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['api', 'eventstore', 'mailpit', 'postgres', 'projections', 'proxy', 'workers'].sort(),
    );
    expect(services.eventstore?.image).toMatch(/^eventstore\/eventstore:/);
    expect(services.postgres?.image).toMatch(/^postgres:/);
    expect(services.mailpit?.image).toMatch(/^axllent\/mailpit/);
  });

  it('keeps the event store and the database on named volumes', () => {
    const named = (service: string) =>
      (services[service]?.volumes ?? []).map((v) => v.split(':')[0]!).filter((v) => v in compose.volumes);
    expect(named('eventstore')).toContain('eventstore-data');
    expect(named('postgres')).toContain('postgres-data');
    expect(named('api')).toContain('objects');
  });

  it('builds every process from one image with the same settings, pointed at EventStoreDB and PostgreSQL', () => {
    for (const name of ['api', 'projections', 'workers']) {
      const service = services[name]!;
      expect(service.build, name).toBe('.');
      expect(service.image, name).toBe('eventhire:local');
      expect(service.environment, name).toMatchObject({
        EVENT_STORE: 'eventstoredb',
        EVENTSTORE_URL: 'esdb://eventstore:2113?tls=false',
      });
      // Compose's own default syntax: mailpit unless SMTP_URL is set.
      expect(service.environment?.SMTP_URL, name).toMatch(/^\$\{SMTP_URL:-smtp:\/\/mailpit:1025\}$/);
      expect(service.environment?.DATABASE_URL, name).toMatch(/@postgres:5432\//);
      for (const secret of ['SESSION_SECRET', 'PERSONAL_DATA_MASTER_KEY', 'SIGNING_SECRET'])
        expect(service.environment?.[secret], `${name} ${secret}`).toMatch(
          new RegExp(`^\\$\\{${secret}:\\?`),
        );
      expect(service.depends_on?.postgres?.condition, name).toBe('service_healthy');
      expect(service.depends_on?.eventstore?.condition, name).toBe('service_healthy');
    }
  });

  it('runs two API replicas behind the proxy, started once projections are ready', () => {
    expect(services.api?.deploy?.replicas).toBe(2);
    expect(services.api?.ports).toBeUndefined();
    expect(services.api?.depends_on?.projections?.condition).toBe('service_healthy');
    expect(services.proxy?.depends_on?.api?.condition).toBe('service_healthy');
    expect(services.proxy?.ports).toEqual(['8080:80']);
    expect(services.api?.healthcheck?.test.join(' ')).toContain('/readyz');
    expect(services.projections?.healthcheck?.test.join(' ')).toContain('/readyz');
    expect(services.workers?.healthcheck?.test.join(' ')).toContain('/healthz');
  });
});
