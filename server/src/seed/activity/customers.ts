import { registerAccount } from '@esm/api/auth/register';
import { accountDecider } from '@esm/core/account/decider';
import { accountStream } from '@esm/core/account/events';
import { DEMO_PASSWORD } from '../demo-accounts';
import { type Activity, correlationId, user } from './context';

/** Demo customers besides the demo client, who booked and reviewed across the marketplace. */
export const DEMO_CUSTOMERS = [
  ['Hannah', 'Brooks'],
  ['Tom', 'Fletcher'],
  ['Aisha', 'Rahman'],
  ['Callum', 'Reid'],
  ['Megan', 'Lloyd'],
  ['Daniel', 'Osei'],
] as const;

/** Registers the demo customers with complete profiles; returns their user ids in order. */
export async function seedCustomers(a: Activity): Promise<string[]> {
  const customerIds: string[] = [];
  for (const [i, [firstName, lastName]] of DEMO_CUSTOMERS.entries()) {
    const id = await registerAccount(
      a.ctx,
      { email: `customer${i + 1}@demo.eventhire.uk`, password: DEMO_PASSWORD, firstName, lastName },
      correlationId,
      a.passwordHash,
    );
    await a.run(a.now, accountStream(id), accountDecider, {
      type: 'CompleteProfile',
      actor: user(id),
      userId: id,
      firstName,
      lastName,
      phoneNumber: `07700 900${String(700 + i)}`,
      address: `${10 + i} Demo Road`,
      postcode: a.providers[i * 6]!.postcode,
    });
    customerIds.push(id);
  }
  return customerIds;
}
