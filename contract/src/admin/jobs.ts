import { z } from 'zod';
import { raListQuery } from './list';

/** GET /api/admin/jobs: one row per pg-boss queue; `withFailures` keeps the queues with failed jobs. */
export const jobQueuesListQuery = raListQuery(
  ['name', 'queued', 'active', 'failed', 'completed'],
  ['name', 'ASC'],
  {
    withFailures: z.boolean().optional(),
  },
);

export const failedJob = z.object({
  id: z.string(),
  queue: z.string(),
  error: z.string(),
  attempts: z.number().int(),
  data: z.string(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
});
export type FailedJob = z.infer<typeof failedJob>;

/** A queue's health; `id` is the queue's name. getOne adds its failed jobs with their errors. */
export const jobQueueRecord = z.object({
  id: z.string(),
  queued: z.number().int(),
  active: z.number().int(),
  failed: z.number().int(),
  completed: z.number().int(),
  retrying: z.number().int(),
  oldestQueuedAt: z.string().nullable(),
  lastFailedAt: z.string().nullable(),
  failedJobs: z.array(failedJob).optional(),
});
export type JobQueueRecord = z.infer<typeof jobQueueRecord>;

/** POST /api/admin/jobs/:id/retry (id = the queue): send one failed job back to its queue. */
export const retryJobBody = z.object({ jobId: z.uuid('Not a valid job id') });
