import { findUser } from '@esm/projections/accounts/queries';
import { findProviderContact } from '@esm/projections/providers/queries';
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
  const row = await findUser(deps.pool, userId);
  if (!row) throw new Error(`user ${userId} is not in the read model yet`);
  if (row.status === 'erased' || !row.email) return null;
  return { userId, email: row.email, name: row.first_name ?? 'there' };
}

/** A provider's business contact address, or their account's when they gave none. */
export async function providerRecipient(
  deps: Pick<WorkerDeps, 'pool'>,
  providerId: string,
): Promise<(Recipient & { businessName: string }) | null> {
  const row = await findProviderContact(deps.pool, providerId);
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
