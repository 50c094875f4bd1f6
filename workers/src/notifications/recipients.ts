import type { WorkerDeps } from '../worker-deps';

export interface Recipient {
  userId: string;
  email: string;
  name: string;
}

/**
 * Addresses come from the read models, never from event payloads held by the job: an erased
 * account has no address left there, so it gets nothing. A row not projected yet is a transient
 * state; throwing lets pg-boss retry with backoff.
 */
export async function userRecipient(
  deps: Pick<WorkerDeps, 'pool'>,
  userId: string,
): Promise<Recipient | null> {
  const { rows } = await deps.pool.query<{ email: string | null; first_name: string | null; status: string }>(
    'SELECT email, first_name, status FROM rm.users WHERE user_id = $1',
    [userId],
  );
  const row = rows[0];
  if (!row) throw new Error(`user ${userId} is not in the read model yet`);
  if (row.status === 'erased' || !row.email) return null;
  return { userId, email: row.email, name: row.first_name ?? 'there' };
}

/** A provider's business contact address, or their account's when they gave none. */
export async function providerRecipient(
  deps: Pick<WorkerDeps, 'pool'>,
  providerId: string,
): Promise<(Recipient & { businessName: string }) | null> {
  const { rows } = await deps.pool.query<{
    user_id: string;
    business_name: string;
    contact_email: string | null;
  }>('SELECT user_id, business_name, contact_email FROM rm.providers WHERE id = $1', [providerId]);
  const row = rows[0];
  if (!row) throw new Error(`provider ${providerId} is not in the read model yet`);
  const user = await userRecipient(deps, row.user_id);
  if (!user) return null;
  return {
    ...user,
    email: row.contact_email ?? user.email,
    name: row.business_name,
    businessName: row.business_name,
  };
}

export async function providerIdOfUser(
  deps: Pick<WorkerDeps, 'pool'>,
  userId: string,
): Promise<string | null> {
  const { rows } = await deps.pool.query<{ id: string }>('SELECT id FROM rm.providers WHERE user_id = $1', [
    userId,
  ]);
  return rows[0]?.id ?? null;
}
