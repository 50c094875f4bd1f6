import type { ApiContext } from '@esm/api/http/context';
import { seedBankDetails } from './activity/bank-details';
import { seedClientBookings, seedCustomerBookings } from './activity/bookings';
import { seedBoosts } from './activity/boosts';
import { seedChats } from './activity/chats';
import { type ActivitySeed, activityContext } from './activity/context';
import { seedCustomers } from './activity/customers';
import { seedDaysOff } from './activity/days-off';
import { seedPlans } from './activity/plans';
import { seedQuotes } from './activity/quotes';
import { seedStandings } from './activity/standings';
import { seedVerification } from './activity/verification';
import { seedAuditTrail } from './backoffice/audit';
import { seedInvestigations } from './backoffice/investigations';
import { seedTrustAndSafety } from './backoffice/trust';
import { seedVerifierWork } from './backoffice/verifier';

/**
 * Marketplace activity through the core deciders: verification, paid plans,
 * boosts, quotes, bookings in every state with their payments and escrow, reviews on
 * completed bookings, chat rooms with messages, one refused contact-sharing attempt and providers
 * in warned, restricted and suspended standing, each lifecycle from its own file in activity/.
 * The order below is the order the seeded rng is drawn in: changing it changes the whole demo.
 * Past activity is decided at past times (see `activityContext`). The HTTP checkout is not
 * involved: the payment and escrow commands the checkout and webhooks would send are dispatched
 * directly.
 */
export async function seedDemoActivity(ctx: ApiContext, seed: ActivitySeed): Promise<string> {
  const a = activityContext(ctx, seed);
  const verified = await seedVerification(a);
  await seedBankDetails(a, verified);
  await seedPlans(a);
  await seedBoosts(a);
  await seedClientBookings(a);
  const customerIds = await seedCustomers(a);
  await seedCustomerBookings(a, customerIds);
  await seedQuotes(a);
  await seedChats(a);
  await seedStandings(a);
  await seedVerifierWork(a);
  await seedAuditTrail(a);
  await seedInvestigations(a);
  await seedTrustAndSafety(a);
  await seedDaysOff(a);

  const { counts } = a;
  return `${counts.bookings} bookings, ${counts.reviews} reviews, ${counts.quotes} quotes, ${counts.chats} chats, ${counts.verified} verified, ${counts.plans} paid plans, ${counts.boosts} boosts`;
}
