import type { EscrowEvent } from '@esm/core/escrow/events';
import type { PayoutHoldEvent } from '@esm/core/payout-hold/events';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { id, openProjectorSpec, type ProjectorSpec } from '../runner/testing/given-events';
import { investigationProjector } from './projector';

let spec: ProjectorSpec;
beforeAll(async () => {
  spec = await openProjectorSpec(investigationProjector);
});
afterAll(() => spec.close());

describe('investigation projector: given holds and disputes, then rows', () => {
  it('a freeze then an unfreeze leaves the provider unfrozen, with who changed it last', async () => {
    const rm = await spec.given<PayoutHoldEvent>([
      {
        type: 'ProviderPayoutsFrozen',
        data: { providerId: id(1), reason: 'Alert', frozenBy: id(9), frozenAt: '2026-06-01T12:00:00.000Z' },
      },
      {
        type: 'ProviderPayoutsFrozen',
        data: { providerId: id(2), reason: 'Other', frozenBy: id(9), frozenAt: '2026-06-01T12:01:00.000Z' },
      },
      {
        type: 'ProviderPayoutsUnfrozen',
        data: {
          providerId: id(1),
          reason: 'Cleared',
          unfrozenBy: id(8),
          unfrozenAt: '2026-06-02T12:00:00.000Z',
        },
      },
    ]);
    await rm.thenRows('payout_holds', [
      { provider_id: id(1), frozen: false, reason: 'Cleared', changed_by: id(8) },
      { provider_id: id(2), frozen: true, reason: 'Other', changed_at: '2026-06-01T12:01:00.000Z' },
    ]);
  });

  it('a dispute is open when raised and resolved with its outcome and refund', async () => {
    const rm = await spec.given<EscrowEvent>([
      {
        type: 'EscrowDisputeRaised',
        data: {
          bookingId: id(3),
          customerId: id(4),
          reason: 'No-show',
          raisedAt: '2026-06-01T12:00:00.000Z',
        },
      },
      {
        type: 'EscrowDisputeRaised',
        data: { bookingId: id(5), customerId: id(4), reason: 'Late', raisedAt: '2026-06-01T13:00:00.000Z' },
      },
      {
        type: 'EscrowDisputeResolved',
        data: {
          bookingId: id(3),
          customerId: id(4),
          investigatorId: id(9),
          outcome: 'refund_in_part',
          refundAmount: 5000,
          notes: 'Half the set',
          resolvedAt: '2026-06-02T12:00:00.000Z',
        },
      },
    ]);
    await rm.thenRows('disputes', [
      {
        booking_id: id(3),
        status: 'resolved',
        outcome: 'refund_in_part',
        refund_amount: 5000,
        notes: 'Half the set',
        resolved_by: id(9),
        resolved_at: '2026-06-02T12:00:00.000Z',
      },
      { booking_id: id(5), status: 'open', reason: 'Late', outcome: null, resolved_at: null },
    ]);
  });

  it('forgets the client’s reason and the notes when the client’s account is erased', async () => {
    const rm = await spec.given([
      {
        type: 'EscrowDisputeRaised',
        data: {
          bookingId: id(3),
          customerId: id(4),
          reason: 'No-show',
          raisedAt: '2026-06-01T12:00:00.000Z',
        },
      },
      { type: 'AccountErased', data: { userId: id(4), erasedAt: '2026-07-01T12:00:00.000Z' } },
    ]);
    await rm.thenRows('disputes', [{ booking_id: id(3), reason: '[erased]', notes: null, status: 'open' }]);
  });
});

describe('investigation projector: the provider history', () => {
  it('records standing events by user and holds by provider, with reason, actor and end', async () => {
    const rm = await spec.given([
      {
        type: 'StandingSuspended',
        data: {
          userId: id(7),
          cause: 'back_office',
          violationId: null,
          blockReason: 'Fraud alert',
          blockedUntil: '2026-06-08T12:00:00.000Z',
          suspendedAt: '2026-06-01T12:00:00.000Z',
          suspendedBy: id(9),
        },
      },
      {
        type: 'ProviderPayoutsFrozen',
        data: { providerId: id(1), reason: 'Alert', frozenBy: id(9), frozenAt: '2026-06-01T12:01:00.000Z' },
      },
    ]);
    await rm.thenRows(
      'provider_history',
      [
        {
          user_id: id(7),
          provider_id: null,
          type: 'StandingSuspended',
          summary: 'Suspended (back office)',
          reason: 'Fraud alert',
          by: id(9),
          until: '2026-06-08T12:00:00.000Z',
        },
        {
          user_id: null,
          provider_id: id(1),
          type: 'ProviderPayoutsFrozen',
          summary: 'Payouts frozen',
          reason: 'Alert',
        },
      ],
      'at',
    );
  });
});
