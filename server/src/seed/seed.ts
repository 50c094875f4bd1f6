import { registerAccount } from '@esm/api/auth/register';
import type { ApiContext } from '@esm/api/http/context';
import { accountDecider } from '@esm/core/account/decider';
import { accountStream } from '@esm/core/account/events';
import { boostPackageDecider } from '@esm/core/boost/package-decider';
import { boostPackageStream } from '@esm/core/boost/package-events';
import { seedBoostPackageCommands } from '@esm/core/boost/seed-packages';
import { categoryDecider } from '@esm/core/category/decider';
import { categoryStream } from '@esm/core/category/events';
import type { EventStore } from '@esm/core/eventstore/port';
import { type CommandActor, systemActor } from '@esm/core/kernel/actor';
import { newId } from '@esm/core/kernel/ids';
import { seedAdminDemo } from './backoffice/admin';
import { marketplaceCategories } from './categories';
import { type DemoAccount, demoAccounts } from './demo-accounts';
import { seedDemoMarketplace } from './demo-marketplace';

export const SEED_ACTOR: CommandActor = systemActor('seed');
const correlationId = 'seed';

/**
 * Seeds a fresh database through the same commands users send:
 * always the categories, boost packages and one account per role; with SEED=demo (the default)
 * also the demo marketplace. Runs only when the event log is empty, so restarts keep your data.
 */
export async function seedIfEmpty(options: {
  store: EventStore;
  context: ApiContext;
  seed: 'demo' | 'minimal' | 'none';
  log: (line: string) => void;
}): Promise<boolean> {
  const { store, context, seed, log } = options;
  if (seed === 'none' || (await store.headPosition()) > 0) return false;
  log('seeding a fresh database…');
  await seedCatalogue(context);
  const accounts = new Map<string, string>();
  for (const account of demoAccounts) accounts.set(account.label, await seedAccount(context, account));
  if (seed === 'demo') await seedDemoMarketplace(context, accounts, log);
  if (seed === 'demo') await seedAdminDemo(context);
  return true;
}

async function seedCatalogue(ctx: ApiContext): Promise<void> {
  for (const category of marketplaceCategories) {
    const categoryId = newId();
    await ctx.commands.run({
      stream: categoryStream(categoryId),
      decider: categoryDecider,
      command: { type: 'CreateCategory', actor: SEED_ACTOR, categoryId, ...category },
      actor: SEED_ACTOR,
      correlationId,
      readYourWrites: false,
    });
  }
  for (const command of seedBoostPackageCommands(SEED_ACTOR)) {
    await ctx.commands.run({
      stream: boostPackageStream(command.packageId),
      decider: boostPackageDecider,
      command,
      actor: SEED_ACTOR,
      correlationId,
      readYourWrites: false,
    });
  }
}

/** A demo account with a complete profile and its back-office roles; returns the user id. */
export async function seedAccount(
  ctx: ApiContext,
  account: DemoAccount,
  postcode = 'SE1 9SG',
): Promise<string> {
  const userId = await registerAccount(ctx, account, correlationId);
  const self: CommandActor = { kind: 'user', userId, roles: [] };
  await ctx.commands.run({
    stream: accountStream(userId),
    decider: accountDecider,
    command: {
      type: 'CompleteProfile',
      actor: self,
      userId,
      firstName: account.firstName,
      lastName: account.lastName,
      phoneNumber: '020 7946 0000',
      address: '1 Demo Street, London',
      postcode,
    },
    actor: self,
    correlationId,
  });
  for (const role of account.roles) {
    await ctx.commands.run({
      stream: accountStream(userId),
      decider: accountDecider,
      command: { type: 'GrantRole', actor: SEED_ACTOR, userId, role },
      actor: SEED_ACTOR,
      correlationId,
    });
  }
  return userId;
}
