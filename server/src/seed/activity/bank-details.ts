import { providerDecider } from '@esm/core/provider/decider';
import { providerStream } from '@esm/core/provider/events';
import type { SeededProvider } from '../demo-marketplace';
import { type Activity, user } from './context';

/**
 * Every demo business can be paid (payouts wait for bank details); those of the `verified`
 * businesses were checked by the verifier too. Numbers come from the provider id, not the rng,
 * so the rest of the demo stays the same.
 */
export async function seedBankDetails(a: Activity, verified: SeededProvider[]): Promise<void> {
  const verifiedIds = new Set(verified.map((p) => p.providerId));
  for (const provider of [a.southbank, ...a.providers]) {
    const digits = (offset: number, length: number) =>
      String(Number.parseInt(provider.providerId.replace(/-/g, '').slice(offset, offset + 8), 16))
        .padStart(length, '0')
        .slice(-length);
    await a.run(a.at(-95), providerStream(provider.providerId), providerDecider, {
      type: 'SetBankDetails',
      actor: user(provider.userId),
      providerId: provider.providerId,
      bankAccountHolderName: provider.businessName,
      bankAccountNumber: digits(0, 8),
      bankSortCode: digits(8, 6),
      bankName: 'Demo Bank',
    });
    if (!verifiedIds.has(provider.providerId)) continue;
    await a.run(a.at(-87), providerStream(provider.providerId), providerDecider, {
      type: 'VerifyBankDetails',
      actor: user(a.verifierId, ['verifier']),
      providerId: provider.providerId,
      revision: 1,
    });
  }
}
