/**
 * How many test files run at once (Vitest's maxWorkers), and so how many PostgreSQL clusters the
 * suite starts: one per worker (see infra/src/postgres/testing/admin-url.ts).
 */
export const FILES_AT_ONCE = 2;
