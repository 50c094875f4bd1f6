import type { PlatformEvent } from '@esm/core/event-catalogue';
import { AREA_CENTROIDS, DISTRICT_CENTROIDS } from '@esm/core/postcode/uk-centroids';
import type pg from 'pg';

/**
 * A deterministic, realistic-looking marketplace log for measuring and for the batch-equivalence
 * test: people register, some become providers and list services, customers open chats about
 * services and exchange messages (the bulk of any marketplace's events), providers edit
 * listings and block days, a few accounts get back-office roles. Ids are derived from a counter
 * (valid uuids), times advance a second per event, and everything follows from `seed`.
 */
export interface GeneratedEvent {
  stream: string;
  version: number;
  occurredAt: Date;
  event: PlatformEvent;
}

export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const CATEGORY_SLUGS = [
  'stage-hire',
  'sound-hire',
  'lighting-hire',
  'food-services',
  'furniture-hire',
  'bar-hire',
  'wedding-planning',
  'marquee-hire',
  'dj-services',
  'silent-disco',
  'drone-services',
  'photography-services',
] as const;
const WORDS = ['stage', 'sound', 'lighting', 'festoon', 'wedding', 'marquee', 'dj', 'bar', 'pizza', 'disco'];
const UNITS = ['per day', 'per hour', 'per event', 'per item'] as const;

export function generateMarketplaceEvents(options: { count: number; seed?: number; start?: Date }) {
  const random = seededRandom(options.seed ?? 42);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const districts = Object.keys(DISTRICT_CENTROIDS)
    .slice(0, 400)
    .concat(Object.keys(AREA_CENTROIDS).map((a) => `${a}1`));
  let idCounter = 0;
  const uuid = () => {
    idCounter += 1;
    return `00000000-0000-4000-8000-${idCounter.toString(16).padStart(12, '0')}`;
  };
  const start = (options.start ?? new Date('2026-01-01T00:00:00Z')).getTime();
  const out: GeneratedEvent[] = [];
  const versions = new Map<string, number>();
  const push = (stream: string, event: PlatformEvent) => {
    const version = versions.get(stream) ?? 0;
    versions.set(stream, version + 1);
    out.push({ stream, version, occurredAt: new Date(start + out.length * 1000), event });
  };

  const categories = CATEGORY_SLUGS.map((slug) => ({ id: uuid(), slug }));
  for (const c of categories) {
    push(`category-${c.id}`, {
      type: 'CategoryCreated',
      data: {
        categoryId: c.id,
        name: c.slug,
        slug: c.slug,
        icon: 'fas fa-star',
        description: c.slug,
        imageUrl: '/x.svg',
      },
    });
  }
  const users: string[] = [];
  const providers: Array<{ providerId: string; userId: string }> = [];
  const providerUsers = new Set<string>();
  const services: Array<{ serviceId: string; providerId: string; providerUserId: string }> = [];
  const rooms: Array<{ roomId: string; customerId: string; providerUserId: string }> = [];

  const register = () => {
    const userId = uuid();
    users.push(userId);
    push(`account-${userId}`, {
      type: 'AccountRegistered',
      data: {
        userId,
        email: `u${users.length}@example.test`,
        firstName: 'Sam',
        lastName: `Tester${users.length}`,
      },
    });
    return userId;
  };
  const listService = () => {
    const provider = pick(providers);
    const category = pick(categories);
    const serviceId = uuid();
    services.push({ serviceId, providerId: provider.providerId, providerUserId: provider.userId });
    push(`service-${serviceId}`, {
      type: 'ServiceListed',
      data: {
        serviceId,
        providerId: provider.providerId,
        providerUserId: provider.userId,
        categoryId: category.id,
        categorySlug: category.slug,
        name: `${pick(WORDS)} ${pick(WORDS)} hire ${services.length}`,
        description: `Professional ${pick(WORDS)} and ${pick(WORDS)} for your event, delivered and set up.`,
        basePrice: Math.round(2_000 + random() * 300_000),
        priceUnit: pick(UNITS),
        minBookingDuration: 4,
        maxBookingDuration: 24,
        equipmentList: [pick(WORDS), pick(WORDS)],
        images: ['/demo-images/stage-hire-1.svg'],
        isAvailable: random() > 0.05,
        chargesMileage: random() > 0.5,
        pricePerMile: 55,
        maxMileageDistance: pick([15, 25, 50, 75, 100]),
        costPerPerson: category.slug === 'food-services' ? 1500 : null,
        providerFeePercentage: 500,
      },
    });
  };

  while (out.length < options.count) {
    const r = random();
    if (users.length < 20 || r < 0.08) {
      register();
    } else if (providers.length < 5 || r < 0.1) {
      const userId = pick(users);
      if (providerUsers.has(userId)) continue;
      providerUsers.add(userId);
      const providerId = uuid();
      const outward = pick(districts);
      providers.push({ providerId, userId });
      push(`provider-${providerId}`, {
        type: 'ProviderProfileCreated',
        data: {
          providerId,
          userId,
          businessName: `Events ${providers.length}`,
          contactEmail: `p${providers.length}@example.test`,
          phoneNumber: '020 7946 0000',
          description: null,
          website: null,
          businessAddress: `${providers.length} High Street, Town`,
          postcode: `${outward} 1AA`,
          outwardCode: outward,
          serviceAreas: random() > 0.5 ? [pick(districts), pick(districts)] : [],
          depositRequired: true,
          depositPercentage: 2500,
        },
      });
    } else if (services.length < 5 || r < 0.2) {
      listService();
    } else if (r < 0.22) {
      const s = pick(services);
      push(`service-${s.serviceId}`, {
        type: 'ServiceAvailabilityChanged',
        data: { serviceId: s.serviceId, isAvailable: random() > 0.3 },
      });
    } else if (r < 0.24) {
      // A day's life on a service's calendar: held at checkout, then booked or let go; blocked days off.
      const s = pick(services);
      const date = new Date(start + Math.floor(random() * 60) * 86_400_000).toISOString().slice(0, 10);
      const day = { serviceId: s.serviceId, date };
      const customerId = pick(users);
      const holdId = `hold-${out.length}`;
      const roll = random();
      if (roll < 0.3) {
        push(`calendar-${s.serviceId}`, {
          type: 'CalendarDayBlocked',
          data: { ...day, blockedBy: s.providerUserId, reason: null },
        });
      } else if (roll < 0.4) {
        push(`calendar-${s.serviceId}`, {
          type: 'CalendarDayUnblocked',
          data: { ...day, unblockedBy: s.providerUserId },
        });
      } else {
        push(`calendar-${s.serviceId}`, {
          type: 'CalendarDayHeld',
          data: {
            ...day,
            holdId,
            customerId,
            expiresAt: new Date(start + out.length * 1000 + 900_000).toISOString(),
          },
        });
        if (roll < 0.7) {
          push(`calendar-${s.serviceId}`, {
            type: 'CalendarDayBooked',
            data: { ...day, bookingId: uuid(), customerId, holdId },
          });
          if (roll < 0.5) {
            push(`calendar-${s.serviceId}`, {
              type: 'CalendarBookingReleased',
              data: { ...day, bookingId: uuid(), reason: 'cancelled' },
            });
          }
        } else if (roll < 0.85) {
          push(`calendar-${s.serviceId}`, {
            type: 'CalendarHoldReleased',
            data: { ...day, holdId: roll < 0.8 ? holdId : 'another-hold', customerId, reason: 'expired' },
          });
        }
      }
    } else if (r < 0.2425) {
      // A provider moves: its listings' location follows.
      const p = pick(providers);
      const outward = pick(districts);
      push(`provider-${p.providerId}`, {
        type: 'ProviderProfileUpdated',
        data: {
          providerId: p.providerId,
          userId: p.userId,
          businessName: `Moved Events ${out.length}`,
          contactEmail: `moved${out.length}@example.test`,
          phoneNumber: '020 7946 0001',
          description: 'Now somewhere else',
          website: null,
          businessAddress: `1 New Road, Town`,
          postcode: `${outward} 2BB`,
          outwardCode: outward,
          serviceAreas: [],
        },
      });
    } else if (r < 0.245) {
      const s = pick(services);
      push(`service-${s.serviceId}`, {
        type: 'ServiceRemoved',
        data: { serviceId: s.serviceId, removedBy: 'provider', reason: null },
      });
    } else if (r < 0.25) {
      const userId = pick(users);
      push(`account-${userId}`, {
        type: 'AccountRoleGranted',
        data: {
          userId,
          role: pick(['admin', 'verifier', 'investigator', 'auditor'] as const),
          grantedBy: users[0]!,
        },
      });
    } else if (rooms.length < 5 || r < 0.33) {
      const s = pick(services);
      const customerId = pick(users);
      const roomId = uuid();
      rooms.push({ roomId, customerId, providerUserId: s.providerUserId });
      push(`chat-${roomId}`, {
        type: 'ChatRoomOpened',
        data: {
          roomId,
          customerId,
          providerId: s.providerId,
          providerUserId: s.providerUserId,
          serviceId: s.serviceId,
          status: 'active',
          openedAt: new Date(start + out.length * 1000).toISOString(),
        },
      });
    } else {
      const room = pick(rooms);
      const fromCustomer = random() > 0.5;
      push(`chat-${room.roomId}`, {
        type: 'ChatMessageSent',
        data: {
          roomId: room.roomId,
          messageId: uuid(),
          senderId: fromCustomer ? room.customerId : room.providerUserId,
          senderRole: fromCustomer ? 'customer' : 'provider',
          message: `Is the ${pick(WORDS)} free on the ${1 + Math.floor(random() * 28)}th?`,
          messageType: 'text',
          sentAt: new Date(start + out.length * 1000).toISOString(),
        },
      });
    }
  }
  return out.slice(0, options.count);
}

/**
 * Loads generated events straight into es.events, 10,000 per INSERT, instead of one append each:
 * for measurements and tests only, on a database nobody else writes to.
 */
export async function bulkInsertEvents(pool: pg.Pool, events: readonly GeneratedEvent[]): Promise<void> {
  for (let i = 0; i < events.length; i += 10_000) {
    const rows = events.slice(i, i + 10_000).map((e) => ({
      stream: e.stream,
      version: e.version,
      type: e.event.type,
      at: e.occurredAt.toISOString(),
      data: e.event.data,
    }));
    await pool.query(
      `INSERT INTO es.events (event_id, stream, version, type, schema_version, occurred_at, data, actor, correlation_id)
       SELECT gen_random_uuid(), r.stream, r.version, r.type, 1, r.at, r.data, '{"kind":"system","name":"generated"}', 'generated'
       FROM ROWS FROM (jsonb_to_recordset($1::jsonb) AS (stream text, version int, type text, at timestamptz, data jsonb))
         WITH ORDINALITY AS r(stream, version, type, at, data, n)
       ORDER BY r.n`,
      [JSON.stringify(rows)],
    );
  }
}
