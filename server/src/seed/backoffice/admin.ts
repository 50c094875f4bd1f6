import { hashPassword } from '@esm/api/auth/credentials';
import { registerAccount } from '@esm/api/auth/register';
import type { ApiContext } from '@esm/api/http/context';
import { accountDecider } from '@esm/core/account/decider';
import { accountStream } from '@esm/core/account/events';
import type { CommandActor } from '@esm/core/kernel/actor';
import { DEMO_PASSWORD } from '../demo-accounts';

const correlationId = 'seed';

/** Ordinary people an admin could make staff: no back-office role, no provider profile. */
export const DEMO_FUTURE_STAFF = [
  { email: 'olivia@demo.eventhire.uk', firstName: 'Olivia', lastName: 'Okafor' },
  { email: 'ben@demo.eventhire.uk', firstName: 'Ben', lastName: 'Carter' },
] as const;

/**
 * The admin area's demo data: the people above, each signed up with a complete profile through
 * the account commands. Returns their user ids.
 */
export async function seedAdminDemo(ctx: ApiContext): Promise<string[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids: string[] = [];
  let last = 0;
  for (const [i, person] of DEMO_FUTURE_STAFF.entries()) {
    const userId = await registerAccount(
      ctx,
      {
        email: person.email,
        password: DEMO_PASSWORD,
        firstName: person.firstName,
        lastName: person.lastName,
      },
      correlationId,
      passwordHash,
    );
    const self: CommandActor = { kind: 'user', userId, roles: [] };
    const completed = await ctx.commands.run({
      stream: accountStream(userId),
      decider: accountDecider,
      command: {
        type: 'CompleteProfile',
        actor: self,
        userId,
        firstName: person.firstName,
        lastName: person.lastName,
        phoneNumber: `07700 900${String(800 + i)}`,
        address: `${20 + i} Demo Lane, London`,
        postcode: 'SE1 9SG',
      },
      actor: self,
      correlationId,
      readYourWrites: false,
    });
    last = Math.max(last, completed.lastPosition);
    ids.push(userId);
  }
  // Once for all of them: the admin's user list must show these people complete when this returns.
  // A later command no longer waits for every read model, only for those its own events change.
  await ctx.commands.waitForReadModels(last);
  return ids;
}
