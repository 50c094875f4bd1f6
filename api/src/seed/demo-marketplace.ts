import { providerDecider } from '@esm/core/provider/decider';
import { providerStream } from '@esm/core/provider/events';
import { serviceDecider } from '@esm/core/service/decider';
import { serviceStream } from '@esm/core/service/events';
import type { CommandActor } from '@esm/core/shared/actor';
import { newId } from '@esm/core/shared/ids';
import type { ApiContext } from '../http/context';
import { findCategory } from '../services/queries';
import { demoByCategory } from './demo-catalogue';
import { demoImagePath } from './demo-images';

const correlationId = 'seed';

/**
 * The demo marketplace: the demo provider's business with a few listings, so a newcomer can sign
 * in as the provider and see a working dashboard, or as the client and book.
 */
export async function seedDemoMarketplace(
  ctx: ApiContext,
  accounts: ReadonlyMap<string, string>,
  log: (line: string) => void,
): Promise<void> {
  const userId = accounts.get('provider');
  if (!userId) return;
  const actor: CommandActor = { kind: 'user', userId, roles: [] };
  const providerId = newId();
  await ctx.commands.run({
    stream: providerStream(providerId),
    decider: providerDecider,
    command: {
      type: 'CreateProviderProfile',
      actor,
      providerId,
      userId,
      userAlreadyHasProvider: false,
      businessName: 'Southbank Stage & Sound',
      contactEmail: 'bookings@southbank-stage.example.co.uk',
      phoneNumber: '020 7946 0123',
      description:
        'Stages, PA and lighting for weddings, festivals and conferences across London and the South East.',
      website: 'https://southbank-stage.example.co.uk',
      businessAddress: '12 Bankside, London',
      postcode: 'SE1 9SG',
    },
    actor,
    correlationId,
  });
  let listed = 0;
  for (const slug of ['stage-hire', 'sound-hire', 'lighting-hire']) {
    const category = await findCategory(ctx.pool, slug);
    const templates = demoByCategory.find((c) => c.slug === slug)?.services ?? [];
    if (!category) continue;
    for (const [i, template] of templates.entries()) {
      const serviceId = newId();
      await ctx.commands.run({
        stream: serviceStream(serviceId),
        decider: serviceDecider,
        command: {
          type: 'ListService',
          actor,
          serviceId,
          provider: { providerId, userId, standing: 'good' },
          category,
          form: {
            ...template,
            images: [1, 2, 3].map((n) => demoImagePath(slug, i * 3 + n)),
            chargesMileage: template.chargesMileage ?? false,
            pricePerMile: template.pricePerMile ?? '0.00',
            costPerPerson: template.costPerPerson ?? null,
          },
        },
        actor,
        correlationId,
        readYourWrites: false,
      });
      listed++;
    }
  }
  log(`demo marketplace: 1 provider, ${listed} services`);
}
