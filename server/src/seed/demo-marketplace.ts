import { hashPassword } from '@esm/api/auth/credentials';
import { registerAccount } from '@esm/api/auth/register';
import type { ApiContext } from '@esm/api/http/context';
import { demoImagePath } from '@esm/api/web/demo-image-svg';
import type { CommandActor } from '@esm/core/kernel/actor';
import type { Decider, DomainEvent } from '@esm/core/kernel/decider';
import { providerDecider } from '@esm/core/provider/decider';
import { providerStream } from '@esm/core/provider/events';
import type { ServiceSnapshot } from '@esm/core/quote/service-snapshot';
import { serviceDecider } from '@esm/core/service/decider';
import { serviceStream } from '@esm/core/service/events';
import type { PriceUnit, ServiceCategory } from '@esm/core/service/service-form';
import { findCategory } from '@esm/projections/catalogue/queries';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedDemoActivity } from './demo-activity';
import { demoByCategory, demoProviders, type ServiceTemplate } from './demo-catalogue';
import { SeededRandom } from './seeded-random';

const correlationId = 'seed';
/** How many marketplace providers besides the demo provider's own business (at least 40). */
export const DEMO_PROVIDER_COUNT = 40;

export interface SeededService {
  serviceId: string;
  providerId: string;
  providerUserId: string;
  categorySlug: string;
  name: string;
  /** Pence. */
  basePrice: number;
  /** What a quote is priced from (the plan is added by the caller). */
  snapshot: Omit<ServiceSnapshot, 'plan'>;
}

export interface SeededProvider {
  providerId: string;
  userId: string;
  businessName: string;
  postcode: string;
  services: SeededService[];
}

/** One command through the bus, without waiting for the read models (seeding waits once at the end). */
export function seedRunner(ctx: ApiContext) {
  return async <C, S, E extends DomainEvent>(
    stream: string,
    decider: Decider<C, S, E>,
    command: C & { actor: CommandActor },
  ) =>
    ctx.commands.run({
      stream,
      decider,
      command,
      actor: command.actor,
      correlationId,
      readYourWrites: false,
    });
}

const pounds = (pence: number) => (pence / 100).toFixed(2);

/** A template's price moved by up to ±15%, rounded as a real price list would be (£5 steps above £100). */
function priceOf(template: ServiceTemplate, rng: SeededRandom): number {
  const base = Math.round(Number(template.basePrice) * 100);
  const moved = base * (0.85 + rng.next() * 0.3);
  const step = moved >= 10_000 ? 500 : 100;
  return Math.max(step, Math.round(moved / step) * step);
}

/**
 * The demo marketplace: the demo provider's business, 40 providers across
 * the UK with about 120 services in all 15 categories, then activity (verification, plans, boosts,
 * quotes, bookings in every state, reviews, chats and standings) in demo-activity.ts. Everything
 * goes through the core deciders on the command bus, so every read model is built by projections.
 */
export async function seedDemoMarketplace(
  ctx: ApiContext,
  accounts: ReadonlyMap<string, string>,
  log: (line: string) => void,
): Promise<void> {
  const started = Date.now();
  const userId = accounts.get('provider');
  if (!userId) return;
  const rng = new SeededRandom(20_260_601);
  const run = seedRunner(ctx);
  await ctx.commands.waitForReadModels(await ctx.store.headPosition());
  const categories = new Map<string, ServiceCategory>();
  for (const { slug } of demoByCategory) {
    const category = await findCategory(ctx.pool, slug);
    if (category) categories.set(slug, category);
  }

  const listServices = async (
    provider: SeededProvider,
    city: string,
    offers: Array<{ slug: string; template: ServiceTemplate }>,
  ) => {
    const actor: CommandActor = { kind: 'user', userId: provider.userId, roles: [] };
    for (const { slug, template } of offers) {
      const category = categories.get(slug);
      if (!category) continue;
      const serviceId = rng.uuid();
      const basePrice = priceOf(template, rng);
      const reach = rng.pick([25, 30, 40, 50, 75, 100, 150]);
      const chargesMileage = template.chargesMileage ?? rng.chance(0.35);
      const photoCount = rng.int(3, 5);
      const pricePerMile = chargesMileage
        ? (template.pricePerMile ?? rng.pick(['0.45', '0.50', '0.55', '0.60', '0.65']))
        : '0.00';
      const hourly = template.priceUnit === 'per hour';
      const firstPhoto = rng.int(1, 60);
      await run(serviceStream(serviceId), serviceDecider, {
        type: 'ListService',
        actor,
        serviceId,
        provider: { providerId: provider.providerId, userId: provider.userId, standing: 'good' },
        category,
        form: {
          name: template.name,
          description: `${template.description} Based in ${city}; we travel up to ${reach} miles.`,
          basePrice: pounds(basePrice),
          priceUnit: template.priceUnit,
          minBookingDuration: hourly ? 2 : 4,
          maxBookingDuration: hourly ? 12 : 24,
          equipmentList: template.equipmentList,
          images: Array.from({ length: photoCount }, (_, n) => demoImagePath(slug, firstPhoto + n)),
          isAvailable: true,
          chargesMileage,
          pricePerMile,
          maxMileageDistance: reach,
          costPerPerson: template.costPerPerson ?? null,
          providerFeePercentage: '5.00',
        },
      });
      provider.services.push({
        serviceId,
        providerId: provider.providerId,
        providerUserId: provider.userId,
        categorySlug: slug,
        name: template.name,
        basePrice,
        snapshot: {
          serviceId,
          providerId: provider.providerId,
          name: template.name,
          categorySlug: slug,
          categoryName: category.name,
          priceUnit: template.priceUnit as PriceUnit,
          basePrice,
          costPerPerson: template.costPerPerson ? Math.round(Number(template.costPerPerson) * 100) : null,
          providerFeePercentage: 500,
          minBookingDuration: hourly ? 2 : 4,
          maxBookingDuration: hourly ? 12 : 24,
          chargesMileage,
          pricePerMile: Math.round(Number(pricePerMile) * 100),
          maxMileageDistance: reach,
          isAvailable: true,
          removed: false,
        },
      });
    }
  };

  const createProvider = async (
    ownerId: string,
    profile: {
      businessName: string;
      contactEmail: string;
      phoneNumber: string;
      description: string;
      website: string;
      businessAddress: string;
      postcode: string;
    },
  ): Promise<SeededProvider> => {
    const actor: CommandActor = { kind: 'user', userId: ownerId, roles: [] };
    const providerId = rng.uuid();
    await run(providerStream(providerId), providerDecider, {
      type: 'CreateProviderProfile',
      actor,
      providerId,
      userId: ownerId,
      userAlreadyHasProvider: false,
      ...profile,
    });
    return {
      providerId,
      userId: ownerId,
      businessName: profile.businessName,
      postcode: profile.postcode,
      services: [],
    };
  };

  // The demo provider's own business: what provider@demo.eventhire.uk sees on the dashboard.
  const southbank = await createProvider(userId, {
    businessName: 'Southbank Stage & Sound',
    contactEmail: 'bookings@southbank-stage.example.co.uk',
    phoneNumber: '020 7946 0123',
    description:
      'Stages, PA and lighting for weddings, festivals and conferences across London and the South East.',
    website: 'https://southbank-stage.example.co.uk',
    businessAddress: '12 Bankside, London',
    postcode: 'SE1 9SG',
  });
  await listServices(
    southbank,
    'London',
    ['stage-hire', 'sound-hire', 'lighting-hire'].flatMap((slug) =>
      (demoByCategory.find((c) => c.slug === slug)?.services ?? []).map((template) => ({ slug, template })),
    ),
  );

  // The marketplace: 40 businesses, each with its own sign-in (providerN@demo.eventhire.uk).
  const providers: SeededProvider[] = [];
  const people = demoProviders(DEMO_PROVIDER_COUNT);
  // argon2 is slow on purpose: the 40 accounts share one password, so it is hashed once.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (let batch = 0; batch < people.length; batch += 4) {
    const owners = await Promise.all(
      people.slice(batch, batch + 4).map((p) =>
        registerAccount(
          ctx,
          {
            email: p.email,
            password: DEMO_PASSWORD,
            firstName: p.contactName.firstName,
            lastName: p.contactName.lastName,
          },
          correlationId,
          passwordHash,
        ),
      ),
    );
    for (const [j, ownerId] of owners.entries()) {
      const p = people[batch + j]!;
      const i = batch + j;
      const slug = p.categorySlug;
      const domain = `${p.businessName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example.co.uk`;
      const provider = await createProvider(ownerId, {
        businessName: p.businessName,
        contactEmail: `hello@${domain}`,
        phoneNumber: p.phoneNumber,
        description: `${p.contactName.firstName} ${p.contactName.lastName}'s ${categories.get(slug)?.name.toLowerCase() ?? 'event'} business in ${p.city}: weddings, parties, festivals and corporate events.`,
        website: `https://${domain}`,
        businessAddress: `${rng.int(1, 180)} ${rng.pick(['High Street', 'Station Road', 'Mill Lane', 'Church Street', 'Victoria Road', 'Park Road', 'Queen Street'])}, ${p.city}`,
        postcode: p.postcode,
      });
      const extra = demoByCategory[(i + 4) % demoByCategory.length]!;
      const offers = p.services.map((template) => ({ slug, template }));
      if (i % 2 === 0)
        offers.push({ slug: extra.slug, template: extra.services[i % extra.services.length]! });
      await listServices(provider, p.city, offers);
      providers.push(provider);
    }
  }

  const activity = await seedDemoActivity(ctx, { rng, accounts, southbank, providers, passwordHash });
  await ctx.commands.waitForReadModels(await ctx.store.headPosition());
  const services = providers.reduce((n, p) => n + p.services.length, southbank.services.length);
  log(
    `demo marketplace: ${providers.length + 1} providers, ${services} services, ${activity} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
