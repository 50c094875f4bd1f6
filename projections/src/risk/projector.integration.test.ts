import type { BookingEvent } from '@esm/core/booking/events';
import type { EscrowEvent } from '@esm/core/escrow/events';
import type { FraudAlertEvent } from '@esm/core/fraud/events';
import type { PayoutEvent } from '@esm/core/payout/events';
import type { ProviderEvent } from '@esm/core/provider/events';
import type { StandingEvent } from '@esm/core/standing/events';
import type { VerificationEvent } from '@esm/core/verification/events';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { eventIdAt, id, openProjectorSpec, type ProjectorSpec } from '../runner/testing/given-events';
import { riskFactsProjector } from './projector';

let spec: ProjectorSpec;
beforeAll(async () => {
  spec = await openProjectorSpec(riskFactsProjector);
});
afterAll(() => spec.close());

type Event =
  | ProviderEvent
  | StandingEvent
  | BookingEvent
  | EscrowEvent
  | PayoutEvent
  | VerificationEvent
  | FraudAlertEvent;

const provider = id(1);
const owner = id(2);
const profile = {
  providerId: provider,
  userId: owner,
  businessName: 'Stages Ltd',
  contactEmail: 'hi@stages.example',
  phoneNumber: '07700 900123',
  description: null,
  website: null,
  businessAddress: '1 High St',
  postcode: 'SW1A 1AA',
  outwardCode: 'SW1A',
  serviceAreas: [],
};
const created: ProviderEvent = {
  type: 'ProviderProfileCreated',
  data: { ...profile, depositRequired: false, depositPercentage: 0 },
};
const booking = (n: number): BookingEvent => ({
  type: 'BookingCreated',
  data: {
    bookingId: id(100 + n),
    quoteId: null,
    serviceId: id(3),
    customerId: id(4),
    providerId: provider,
    providerUserId: owner,
    eventDate: '2026-07-01T14:00:00.000Z',
    eventEndsAt: '2026-07-01T22:00:00.000Z',
    duration: 8,
    quantity: 1,
    tableQuantity: null,
    chairQuantity: null,
    totalAmount: 67500,
    platformFee: 9000,
    vatAmount: 11250,
    providerAmount: 47250,
    depositAmount: 11813,
    plan: 'basic',
    paymentId: id(7),
    notes: null,
    specialRequests: null,
    cancellationPolicy: '30_day_refund',
    refundEligibleUntil: '2026-06-01T23:00:00.000Z',
    createdAt: '2026-06-01T12:00:00.000Z',
  },
});
const cancelledBy = (n: number, by: 'customer' | 'provider'): BookingEvent => ({
  type: 'BookingCancelled',
  data: {
    bookingId: id(100 + n),
    cancelledBy: by,
    refundReason: by === 'provider' ? 'provider_cancelled' : 'customer_cancelled',
    daysBeforeEvent: 10,
    refundRate: 10000,
    refundAmount: 67500,
    cancelledAt: `2026-06-1${n}T12:00:00.000Z`,
  },
});

describe('risk facts projector: given events, then dated facts per provider', () => {
  it('dates each fact the rules count and moves the provider’s position', async () => {
    const rm = await spec.given<Event>([
      created,
      {
        type: 'ContactSharingViolationRecorded',
        data: {
          userId: owner,
          violationId: 'v-1',
          chatRoomId: id(10),
          chatMessageId: id(11),
          senderRole: 'provider',
          violationType: 'contact_sharing',
          kinds: ['phone'],
          detectedContent: '07700 900123',
          violationNumber: 1,
          actionTaken: 'warning',
          banExpiresAt: null,
          recordedAt: '2026-06-02T10:00:00.000Z',
        },
      },
      booking(1),
      booking(2),
      cancelledBy(1, 'customer'),
      cancelledBy(2, 'provider'),
      {
        type: 'EscrowDisputeRaised',
        data: {
          bookingId: id(101),
          customerId: id(4),
          reason: 'No show',
          raisedAt: '2026-07-02T10:00:00.000Z',
        },
      },
      {
        type: 'ProviderBankDetailsChanged',
        data: {
          providerId: provider,
          userId: owner,
          bankAccountHolderName: 'Stages Ltd',
          bankAccountNumber: '12345678',
          bankSortCode: '12-34-56',
          bankName: 'Barclays',
          accountNumberLast4: '5678',
          revision: 2,
          bankDetailsAddedAt: '2026-06-05T10:00:00.000Z',
        },
      },
      {
        type: 'PayoutScheduled',
        data: {
          payoutId: 'po-1',
          bookingId: id(101),
          providerId: provider,
          amount: 11813,
          paymentRule: 'deposit',
          paymentDate: '2026-06-06T12:00:00.000Z',
          eventDate: '2026-07-01T14:00:00.000Z',
          scheduledAt: '2026-06-05T12:00:00.000Z',
        },
      },
    ]);
    await rm.thenRows('risk_providers', [
      {
        provider_id: provider,
        user_id: owner,
        account_created_at: '2026-06-01T12:00:00.000Z',
        last_position: 9,
      },
    ]);
    await rm.thenRows(
      'risk_facts',
      [
        { kind: 'bank_change', ref: eventIdAt(8), at: '2026-06-05T10:00:00.000Z' },
        { kind: 'dispute', ref: id(101), at: '2026-07-02T10:00:00.000Z' },
        { kind: 'payout', ref: 'po-1', at: '2026-06-06T12:00:00.000Z' },
        // Only the provider's own cancellations count against them.
        { kind: 'provider_cancellation', ref: id(102), at: '2026-06-12T12:00:00.000Z' },
        { kind: 'violation', ref: 'v-1', at: '2026-06-02T10:00:00.000Z', provider_id: provider },
      ],
      'kind',
    );
  });

  it('keeps whether each document is approved and which alerts are open', async () => {
    const doc = (type: 'identity' | 'insurance', n: number) => ({
      providerId: provider,
      documentId: id(20 + n),
      documentType: type,
    });
    const rm = await spec.given<Event>([
      created,
      {
        type: 'VerificationDocumentSubmitted',
        data: {
          ...doc('identity', 1),
          documentUrl: '/uploads/id.pdf',
          fileType: 'pdf',
          expiryDate: null,
          expiresAt: null,
          submittedBy: owner,
          submittedAt: '2026-06-01T12:00:00.000Z',
        },
      },
      {
        type: 'VerificationDocumentApproved',
        data: { ...doc('identity', 1), verifiedBy: id(9), verifiedAt: '2026-06-02T12:00:00.000Z' },
      },
      {
        type: 'VerificationDocumentApproved',
        data: { ...doc('insurance', 2), verifiedBy: id(9), verifiedAt: '2026-06-02T12:00:00.000Z' },
      },
      {
        type: 'VerificationDocumentExpired',
        data: { ...doc('insurance', 2), expiredAt: '2027-06-01T00:00:00.000Z' },
      },
      ...(['a', 'b'] as const).map(
        (n, i): FraudAlertEvent => ({
          type: 'FraudAlertRaised',
          data: {
            alertId: id(30 + i),
            providerId: provider,
            customerId: null,
            alertType: `rule_${n}`,
            severity: 'medium',
            description: 'Unusual pattern',
            metadata: {},
            riskScore: 50,
            status: 'open',
            raisedBy: 'worker:fraud-rules',
            raisedAt: '2026-06-03T12:00:00.000Z',
          },
        }),
      ),
      {
        type: 'FraudAlertResolved',
        data: {
          alertId: id(30),
          outcome: 'no_fraud',
          resolutionNote: 'Explained',
          resolvedBy: id(9),
          resolvedAt: '2026-06-04T12:00:00.000Z',
        },
      },
    ]);
    await rm.thenRows('risk_documents', [
      { document_id: id(21), document_type: 'identity', approved: true },
      { document_id: id(22), document_type: 'insurance', approved: false },
    ]);
    await rm.thenRows('risk_alerts', [
      { alert_id: id(30), open: false },
      { alert_id: id(31), open: true },
    ]);
    await rm.thenRows('risk_providers', [{ provider_id: provider, last_position: 7 }]);
  });
});
