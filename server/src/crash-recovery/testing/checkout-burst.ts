import { card } from '@esm/api/checkout/testing/checkout-fixtures';
import { TestClient, type TestResponse } from '@esm/api/testing/test-client';

/**
 * Clients of the real product over HTTP, each from its own address (the product runs with
 * TRUST_PROXY=loopback), making direct checkouts with the same calls as the web app's checkout
 * page: set up the payment, pay with the simulated card form, confirm on the success page.
 */
export class AddressedClient extends TestClient {
  constructor(
    baseUrl: string,
    readonly address: string,
  ) {
    super(baseUrl);
  }

  override request<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    return super.request<T>(method, path, body, { 'x-forwarded-for': this.address, ...headers });
  }
}

/** A provider who listed `count` services over HTTP; answers the service ids. */
export async function listedServices(baseUrl: string, count: number): Promise<string[]> {
  const provider = new AddressedClient(baseUrl, '10.0.1.1');
  await provider.signUp({ firstName: 'Crash', lastName: 'Provider' });
  await provider.becomeProvider({ businessName: 'Crash Test Staging Ltd' });
  const categories = await provider.get<{ id: string; slug: string }[]>('/api/categories');
  const category = categories.body.find((c) => c.slug === 'stage-hire');
  if (!category) throw new Error('no stage-hire category');
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await provider.post<{ id: string }>('/api/services', {
      categoryId: category.id,
      name: `Festival Stage ${i + 1}`,
      description: 'A 6m x 4m covered stage with steps and skirting, set up by our crew.',
      basePrice: '450.00',
      priceUnit: 'per day',
      minBookingDuration: 4,
      maxBookingDuration: 24,
      equipmentList: ['Stage deck', 'Steps'],
      images: ['/objects/uploads/a.jpg', '/objects/uploads/b.jpg', '/objects/uploads/c.jpg'],
      isAvailable: true,
      chargesMileage: false,
      pricePerMile: '0.00',
      maxMileageDistance: 50,
      providerFeePercentage: '5.00',
      costPerPerson: null,
    });
    if (res.status !== 201) throw new Error(`service failed: ${res.status} ${JSON.stringify(res.body)}`);
    ids.push(res.body.id);
  }
  return ids;
}

/** One direct checkout and which of its writes the product acknowledged (answered 2xx). */
export interface Checkout {
  client: number;
  serviceId: string;
  eventDate: string;
  /** Set when POST /api/create-payment-intent answered 200: a pending booking and a held day. */
  paymentIntentId?: string;
  /** POST /api/simulated-gateway/confirm answered 200: the card was charged. */
  charged?: boolean;
  /** POST /api/bookings/confirm answered 200 with this booking: it is paid. */
  bookingId?: string;
}

export interface Burst {
  checkouts: Checkout[];
  /** Acknowledged confirmations when the kill was sent, on the acknowledged charge of `chargedAtKill`. */
  confirmedAtKill: number;
  chargedAtKill: Checkout;
}

// Winter days: London is on UTC then, so a booking's event date starts with the day it was booked for.
const london = (day: number) => new Date(Date.UTC(2027, 0, 11) + day * 86_400_000).toISOString().slice(0, 10);

/**
 * Every client runs `perClient` checkouts one after the other, all clients at once, each on a day
 * of its own. Once `killAfter` confirmations were acknowledged, the next acknowledged card
 * payment runs `kill` (once) from inside the handler of that answer: the kill lands at the same
 * point on every run — a client charged whose confirmation never arrives (as when a browser
 * closes on the way to the success page), while the other clients are mid-request. A request the
 * dead process cannot answer ends that client.
 */
export async function checkoutBurst(options: {
  clients: TestClient[];
  serviceIds: string[];
  perClient: number;
  killAfter: number;
  kill: () => Promise<void>;
}): Promise<Burst> {
  const { clients, serviceIds, perClient, killAfter } = options;
  const checkouts: Checkout[] = [];
  let confirmed = 0;
  let killing: Promise<void> | null = null;
  let confirmedAtKill = 0;
  let chargedAtKill: Checkout | null = null;
  const acknowledged = <T>(res: TestResponse<T>) => res.status >= 200 && res.status < 300;

  const run = async (c: number) => {
    const client = clients[c]!;
    for (let i = 0; i < perClient && killing === null; i++) {
      const day = c * perClient + i;
      const checkout: Checkout = {
        client: c,
        serviceId: serviceIds[day % serviceIds.length]!,
        eventDate: london(day),
      };
      checkouts.push(checkout);
      try {
        const setup = await client.post<{ paymentIntentId: string; clientSecret: string }>(
          '/api/create-payment-intent',
          { serviceId: checkout.serviceId, eventDate: checkout.eventDate },
        );
        if (!acknowledged(setup))
          throw new Error(`checkout refused: ${setup.status} ${JSON.stringify(setup.body)}`);
        checkout.paymentIntentId = setup.body.paymentIntentId;
        const pay = await client.post('/api/simulated-gateway/confirm', {
          clientSecret: setup.body.clientSecret,
          ...card('4242424242424242'),
        });
        if (!acknowledged(pay)) throw new Error(`card refused: ${pay.status} ${JSON.stringify(pay.body)}`);
        checkout.charged = true;
        if (confirmed >= killAfter && killing === null) {
          confirmedAtKill = confirmed;
          chargedAtKill = checkout;
          killing = options.kill();
          return;
        }
        const confirm = await client.post<{ id: string }>('/api/bookings/confirm', {
          paymentIntentId: checkout.paymentIntentId,
          serviceId: checkout.serviceId,
        });
        if (!acknowledged(confirm))
          throw new Error(`confirm refused: ${confirm.status} ${JSON.stringify(confirm.body)}`);
        checkout.bookingId = confirm.body.id;
        confirmed++;
      } catch (error) {
        // Once the kill is under way, a request it cut off is simply unacknowledged.
        if (killing === null) throw error;
        return;
      }
    }
  };
  await Promise.all(clients.map((_, c) => run(c)));
  if (killing === null || chargedAtKill === null)
    throw new Error(`the burst ended before ${killAfter} confirmations and one more charge`);
  await killing;
  return { checkouts, confirmedAtKill, chargedAtKill };
}
