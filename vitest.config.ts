import { defineConfig } from 'vitest/config';
import { FILES_AT_ONCE } from './test/files-at-once';

export default defineConfig({
  test: {
    // Vitest's default on a machine of n cores is n - 1 files at once: one, on our two-core machines
    // and CI. The integration files spend most of their time waiting on PostgreSQL and on loading
    // their modules, so two at once keep both cores busy; each file has its own database. The
    // browser files still run one after another (fileParallelism below), after the others.
    // Each worker has its own PostgreSQL cluster (test/global-setup.ts).
    maxWorkers: FILES_AT_ONCE,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            '{core,contract,infra,projections,app,api,workers,server,web-marketplace,web-backoffice}/src/**/*.test.{ts,tsx}',
            'test/architecture/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['{core,contract,infra,projections,app,api,workers,server}/src/**/*.integration.test.ts'],
          exclude: ['**/node_modules/**'],
          globalSetup: ['test/global-setup.ts'],
          // A worker keeps the modules it loaded from one file to the next: loading the platform's
          // modules again for each of the 120 files was a third of the project's CPU time. Each
          // file still starts its own platform on its own database, and no integration file mocks
          // a module (one that must would go in a project of its own, isolated).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['test/browser/**/*.browser.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
