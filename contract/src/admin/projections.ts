import { z } from 'zod';
import { raListQuery } from './list';

/** The read models' health for the auditor: read-only, nothing here can be triggered. */

export const PROJECTION_STATUSES = ['running', 'rebuilding', 'failed'] as const;
export const projectionStatus = z.enum(PROJECTION_STATUSES);

export const adminProjectionsQuery = raListQuery(['name', 'lag', 'checkpoint'], ['name', 'ASC'], {
  status: projectionStatus.optional(),
});

export const driftCheckResult = z.object({
  checkedAt: z.string(),
  /** Rows that differ between the live model and a clean rebuild, for this projection's tables. */
  differences: z.number().int(),
  /** Every projection's differences in that run. */
  totalDifferences: z.number().int(),
  rowsCompared: z.number().int(),
  ok: z.boolean(),
  /** Tables of this projection that differed. */
  tables: z.array(z.string()),
});

export const adminProjection = z.object({
  /** The projector's name. */
  id: z.string(),
  version: z.number().int(),
  tables: z.array(z.string()),
  schema: z.string().nullable(),
  checkpoint: z.number().int(),
  head: z.number().int(),
  lag: z.number().int(),
  status: projectionStatus,
  /** Why the status is what it is, in words. */
  statusDetail: z.string(),
  lastDriftCheck: driftCheckResult.nullable(),
});
export type AdminProjection = z.infer<typeof adminProjection>;
