import { quoteDecider } from '@esm/core/quote/decider';
import { quoteStream } from '@esm/core/quote/events';
import type { SeededService } from '../demo-marketplace';
import { type Activity, user } from './context';

/** The demo client has a requested quote and a saved draft. */
export async function seedQuotes(a: Activity): Promise<void> {
  const { rng, providers } = a;
  const sb = a.southbank.services;
  const quoteItems = (services: SeededService[]) =>
    services.map((s) => ({
      service: { ...s.snapshot, plan: a.plans.get(s.providerId) ?? 'basic' },
      quantity: 1,
      duration: 6,
      oneWayMiles: 8,
    }));
  for (const [type, items] of [
    ['RequestQuote', [sb[0]!, sb[3]!, sb[6]!]],
    ['SaveQuoteDraft', [providers[9]!.services[0]!, providers[13]!.services[0]!]],
  ] as const) {
    const quoteId = rng.uuid();
    await a.run(a.now, quoteStream(quoteId), quoteDecider, {
      type,
      actor: user(a.clientId),
      quoteId,
      details: {
        eventType: 'wedding',
        eventDate: a.at(70).toISOString(),
        eventLocation: 'Kew Gardens, Richmond',
        eventPostcode: 'TW9 3AE',
        guestCount: 120,
        services: quoteItems([...items]),
      },
    });
    a.counts.quotes++;
  }
}
