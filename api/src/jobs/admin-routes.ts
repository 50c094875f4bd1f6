import {
  type FailedJob,
  type JobQueueRecord,
  jobQueueRecord,
  jobQueuesListQuery,
  retryJobBody,
} from '@esm/contract/admin/jobs';
import { adminIdParam } from '@esm/contract/admin/list';
import { DomainError } from '@esm/core/kernel/errors';
import {
  type FailedJobRow,
  failedJobsOf,
  findQueue,
  type QueueHealthRow,
  queueHealth,
  retryFailedJob,
} from '@esm/infra/jobs/job-queue';
import { z } from 'zod';
import { sendPage } from '../admin/list-reply';
import type { ApiContext } from '../http/context';
import { notFound } from '../http/errors';
import { errors } from '../http/schemas';
import type { App } from '../http/server';

const queueRecordOf = (q: QueueHealthRow): JobQueueRecord => ({
  id: q.name,
  queued: q.queued,
  active: q.active,
  failed: q.failed,
  completed: q.completed,
  retrying: q.retrying,
  oldestQueuedAt: q.oldest_queued_at?.toISOString() ?? null,
  lastFailedAt: q.last_failed_at?.toISOString() ?? null,
});

/** pg-boss records a thrown error as the job's output: `{ message, stack }`, or whatever the handler gave. */
const errorOf = (output: unknown): string => {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  return output === null || output === undefined ? 'No error was recorded.' : JSON.stringify(output);
};

const failedJobOf = (j: FailedJobRow): FailedJob => ({
  id: j.id,
  queue: j.name,
  error: errorOf(j.output),
  attempts: j.retry_count + 1,
  data: JSON.stringify(j.data ?? null),
  createdAt: j.created_on.toISOString(),
  failedAt: j.completed_on?.toISOString() ?? null,
});

const JOB_NOT_FAILED =
  'This job has not failed (it may have been retried already), so there is nothing to retry.';

/** Job-queue health for admins: each queue's jobs by state, its failed jobs with their errors, and a retry. */
export function registerJobAdminRoutes(app: App, ctx: ApiContext): void {
  const { pool, auth } = ctx;

  app.get(
    '/api/admin/jobs',
    {
      ...auth.access('jobs', 'list'),
      schema: {
        tags: ['admin'],
        summary: 'Every job queue with its queued, active, failed and completed counts (admins)',
        querystring: jobQueuesListQuery,
        response: { 200: z.array(jobQueueRecord), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await auth.requireAccess(request, 'jobs', 'list');
      const { sort, range, filter } = request.query;
      const page = await queueHealth(pool, { sort, range }, filter);
      return sendPage(reply, 'jobs', { sort, range }, page, queueRecordOf);
    },
  );

  const load = async (name: string): Promise<JobQueueRecord> => {
    const queue = await findQueue(pool, name);
    if (!queue) throw notFound('There is no such job queue.');
    return { ...queueRecordOf(queue), failedJobs: (await failedJobsOf(pool, name)).map(failedJobOf) };
  };

  app.get(
    '/api/admin/jobs/:id',
    {
      ...auth.access('jobs', 'show'),
      schema: {
        tags: ['admin'],
        summary: 'One queue with its latest failed jobs and their errors (admins)',
        params: adminIdParam,
        response: { 200: jobQueueRecord, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await auth.requireAccess(request, 'jobs', 'show');
      return load(request.params.id);
    },
  );

  app.post(
    '/api/admin/jobs/:id/retry',
    {
      ...auth.access('jobs', 'retry'),
      schema: {
        tags: ['admin'],
        summary: 'Send one failed job of this queue back for another attempt (admins)',
        params: adminIdParam,
        body: retryJobBody,
        response: { 200: jobQueueRecord, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await auth.requireAccess(request, 'jobs', 'retry');
      await load(request.params.id);
      const retried = await retryFailedJob(pool, request.params.id, request.body.jobId);
      if (!retried) throw new DomainError('JOB_NOT_FAILED', 409, JOB_NOT_FAILED);
      return load(request.params.id);
    },
  );
}
