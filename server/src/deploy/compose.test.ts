import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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
