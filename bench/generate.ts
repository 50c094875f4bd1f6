import { randomUUID } from 'node:crypto';
import { AREA_CENTROIDS, DISTRICT_CENTROIDS } from '@esm/core/postcode/uk-centroids';

/**
 * Synthetic but realistic marketplace events for the benchmark: providers spread over every UK
 * postcode district we know, services in every category with sensible prices and reaches.
 * Deterministic (a seeded generator), so two runs measure the same data.
 */
export function seededRandom(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export interface BenchEvent {
  stream: string;
  type: string;
  data: Record<string, unknown>;
}

const WORDS = [
  'stage',
  'sound',
  'lighting',
  'festoon',
  'wedding',
  'marquee',
  'dj',
  'bar',
  'cocktail',
  'pizza',
  'catering',
  'chairs',
  'tables',
  'disco',
  'drone',
  'photography',
  'projector',
  'screen',
  'face',
  'paint',
  'venue',
  'barn',
  'rooftop',
  'uplighting',
  'speaker',
  'microphone',
  'led',
  'truss',
  'dancefloor',
  'tipi',
  'buffet',
  'vintage',
];
const UNITS = ['per day', 'per hour', 'per event', 'per item'] as const;

export function generateMarketplace(options: {
  providers: number;
  services: number;
  categories: Array<{ id: string; slug: string }>;
}) {
  const random = seededRandom(42);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const districts = Object.keys(DISTRICT_CENTROIDS).concat(Object.keys(AREA_CENTROIDS).map((a) => `${a}1`));
  const providers: Array<{ providerId: string; userId: string }> = [];
  const events: BenchEvent[] = [];
  for (let i = 0; i < options.providers; i++) {
    const providerId = randomUUID();
    const userId = randomUUID();
    const outward = pick(districts);
    providers.push({ providerId, userId });
    events.push({
      stream: `provider-${providerId}`,
      type: 'ProviderProfileCreated',
      data: {
        providerId,
        userId,
        businessName: `Bench Events ${i}`,
        contactEmail: `p${i}@bench.example`,
        phoneNumber: '020 7946 0000',
        description: null,
        website: null,
        businessAddress: `${i} High Street, Town`,
        postcode: `${outward} 1AA`,
        outwardCode: outward,
        serviceAreas: [],
        depositRequired: true,
        depositPercentage: 2500,
      },
    });
  }
  for (let i = 0; i < options.services; i++) {
    const serviceId = randomUUID();
    const provider = providers[i % providers.length]!;
    const category = pick(options.categories);
    const name = `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)} hire ${i}`;
    events.push({
      stream: `service-${serviceId}`,
      type: 'ServiceListed',
      data: {
        serviceId,
        providerId: provider.providerId,
        providerUserId: provider.userId,
        categoryId: category.id,
        categorySlug: category.slug,
        name,
        description: `Professional ${pick(WORDS)} and ${pick(WORDS)} for your ${pick(WORDS)} event, delivered and set up.`,
        basePrice: Math.round(2_000 + random() * 300_000),
        priceUnit: pick(UNITS),
        minBookingDuration: 4,
        maxBookingDuration: 24,
        equipmentList: [pick(WORDS), pick(WORDS), pick(WORDS)],
        images: [
          '/demo-images/stage-hire-1.svg',
          '/demo-images/stage-hire-2.svg',
          '/demo-images/stage-hire-3.svg',
        ],
        isAvailable: random() > 0.05,
        chargesMileage: random() > 0.5,
        pricePerMile: 55,
        maxMileageDistance: pick([15, 25, 50, 50, 75, 100, 150]),
        costPerPerson: category.slug === 'food-services' ? 1500 : null,
        providerFeePercentage: 500,
      },
    });
  }
  return events;
}
