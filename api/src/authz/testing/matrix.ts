import { CATEGORY_BOOST_PACKAGE_ID } from '@esm/core/boost/seed-packages';
import { testServiceForm } from '../../chat/testing';
import type { Fixtures, Principal } from './fixtures';

/**
 * The authorisation matrix (the same table is docs/permissions.md).
 * One row per route and target object: who is allowed. Everyone else is denied:
 * 401 for a visitor, 403 for a signed-in user, or 404 where the row says `hides` (the answer of an
 * unknown id, so ids cannot be probed). "Allowed" means neither 401 nor 403 (a 400/404/409/422
 * for the fixture's state is fine); `expect` pins an exact status where the answer matters.
 */
export interface MatrixRow {
  /** `METHOD /path` exactly as fastify registered it. */
  route: string;
  /** The object the call is aimed at, in words. */
  target: string;
  allow: readonly Principal[];
  /** A signed-in caller who is not allowed gets this (default 403). */
  deny?: 403 | 404;
  /** Why a 404 is right for the denied (the row hides the object's existence). */
  hides?: string;
  /** Exact statuses for some callers. */
  expect?: Partial<Record<Principal, number>>;
  path: (f: Fixtures) => string;
  body?: (f: Fixtures, who: Principal) => unknown;
  /** Run on a fresh session of the caller (the call signs in, signs up or signs out). */
  fresh?: boolean;
}

const SIGNED_IN: readonly Principal[] = [
  'clientA',
  'clientB',
  'providerA',
  'providerB',
  'suspended',
  'verifier',
  'investigator',
  'auditor',
  'admin',
];
const EVERYONE: readonly Principal[] = ['visitor', ...SIGNED_IN];
const except = (...who: Principal[]) => SIGNED_IN.filter((p) => !who.includes(p));

const profile = {
  firstName: 'Test',
  lastName: 'User',
  phoneNumber: '07700 900123',
  address: '10 Test Road, Leeds',
  postcode: 'LS1 4DY',
};
const providerProfile = {
  businessName: 'Alpha Events Ltd',
  contactEmail: 'hello@alpha-events.co.uk',
  phoneNumber: '0113 496 0000',
  description: 'Event kit for Yorkshire.',
  website: 'https://alpha-events.co.uk',
};
const quote = (serviceId: string) => ({
  eventType: 'wedding',
  eventDate: '2026-09-19T12:00:00.000Z',
  eventLocation: 'The Barn, Harewood',
  eventPostcode: 'LS17 9LG',
  guestCount: 80,
  services: [{ serviceId, quantity: 1, duration: 2 }],
});
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Casey Client' };
/** The providers (own-data routes of the provider's business side: docs/provider-business.md). */
const PROVIDERS: readonly Principal[] = ['providerA', 'providerB', 'suspended'];
const bankDetails = {
  bankAccountHolderName: 'Alpha Events Ltd',
  bankAccountNumber: '12345678',
  bankSortCode: '401276',
  bankName: 'HSBC UK',
};
/** An intent the gateway does not know: the owner's confirm gets 404, not 401/403. */
const unknownIntent = { paymentIntentId: 'pi_matrix_unknown' };
const UNKNOWN_MAIL = '00000000-0000-4000-8000-000000000000';

/** Rows run in this order; calls that change or end things come last. */
export const MATRIX: readonly MatrixRow[] = [
  // Public
  { route: 'GET /api/health', target: '-', allow: EVERYONE, path: () => '/api/health' },
  { route: 'GET /readyz', target: '-', allow: EVERYONE, path: () => '/readyz' },
  { route: 'GET /api/login', target: '-', allow: EVERYONE, path: () => '/api/login?returnTo=/' },
  { route: 'GET /api/categories', target: '-', allow: EVERYONE, path: () => '/api/categories' },
  { route: 'GET /api/services', target: 'search', allow: EVERYONE, path: () => '/api/services' },
  {
    route: 'GET /api/services/:id',
    target: "provider A's service",
    allow: EVERYONE,
    path: (f) => `/api/services/${f.providerA.serviceId}`,
  },
  {
    route: 'GET /api/services/:id/days/:date',
    target: "one day of provider A's service",
    allow: EVERYONE,
    expect: Object.fromEntries(EVERYONE.map((p) => [p, 200])),
    path: (f) => `/api/services/${f.providerA.serviceId}/days/2026-12-12`,
  },
  { route: 'GET /api/providers', target: 'public list', allow: EVERYONE, path: () => '/api/providers' },
  {
    route: 'GET /api/providers/:id',
    target: 'provider A (public fields; the full record only for provider A)',
    allow: EVERYONE,
    path: (f) => `/api/providers/${f.providerA.providerId}`,
  },
  {
    route: 'POST /api/stripe/webhook',
    target: 'unsigned body (the signature is the authorisation: 400 for everyone)',
    allow: EVERYONE,
    expect: Object.fromEntries(EVERYONE.map((p) => [p, 400])),
    path: () => '/api/stripe/webhook',
    body: () => ({ id: 'evt_x', type: 'payment_intent.succeeded' }),
  },
  // Own account
  { route: 'GET /api/auth/user', target: 'own', allow: SIGNED_IN, path: () => '/api/auth/user' },
  {
    route: 'PUT /api/auth/complete-profile',
    target: 'own profile',
    allow: SIGNED_IN,
    path: () => '/api/auth/complete-profile',
    body: () => profile,
  },
  {
    route: 'GET /api/providers/me',
    target: 'own provider profile (404 when not a provider)',
    allow: SIGNED_IN,
    path: () => '/api/providers/me',
  },
  {
    route: 'GET /api/provider/me',
    target: 'own provider profile (404 when not a provider)',
    allow: SIGNED_IN,
    path: () => '/api/provider/me',
  },
  {
    route: 'GET /api/providers/block-status',
    target: 'own standing',
    allow: SIGNED_IN,
    path: () => '/api/providers/block-status',
  },
  {
    route: 'GET /api/provider/payouts',
    target: 'own payouts (404 when not a provider)',
    allow: SIGNED_IN,
    path: () => '/api/provider/payouts',
  },
  // Provider profiles and services
  {
    route: 'PUT /api/providers/:id',
    target: "provider A's profile",
    allow: ['providerA', 'admin'],
    path: (f) => `/api/providers/${f.providerA.providerId}`,
    body: () => providerProfile,
  },
  {
    route: 'GET /api/providers/:id/risk-score',
    target: "provider A's risk score",
    allow: ['providerA', 'verifier', 'investigator', 'auditor', 'admin'],
    path: (f) => `/api/providers/${f.providerA.providerId}/risk-score`,
  },
  {
    route: 'GET /api/providers/:id/contact',
    target: "provider A's contact details",
    allow: ['clientA', 'providerA'],
    path: (f) => `/api/providers/${f.providerA.providerId}/contact`,
  },
  {
    route: 'POST /api/services',
    target: 'a new listing of the caller (suspended: 422 by the standing rule)',
    allow: ['providerA', 'providerB', 'suspended'],
    expect: { providerA: 201, providerB: 201, suspended: 422 },
    path: () => '/api/services',
    body: () => testServiceForm({ name: 'Matrix PA' }),
  },
  {
    route: 'PUT /api/services/:id',
    target: "provider A's service",
    allow: ['providerA'],
    expect: { providerA: 200 },
    path: (f) => `/api/services/${f.providerA.serviceId}`,
    body: () => testServiceForm({ name: 'Alpha Events Ltd PA' }),
  },
  {
    route: 'PATCH /api/services/:id/availability',
    target: "provider A's spare service",
    allow: ['providerA'],
    expect: { providerA: 200 },
    path: (f) => `/api/services/${f.providerA.spareServiceId}/availability`,
    body: () => ({ isAvailable: true }),
  },
  // The provider's business side (docs/provider-business.md): each provider's own data only
  {
    route: 'GET /api/provider/dashboard',
    target: 'own dashboard (providers; no provider profile: 403)',
    allow: PROVIDERS,
    expect: { providerA: 200, providerB: 200 },
    path: () => '/api/provider/dashboard',
  },
  {
    route: 'GET /api/analytics',
    target: 'platform statistics (any signed-in user)',
    allow: SIGNED_IN,
    path: () => '/api/analytics',
  },
  {
    route: 'GET /api/providers/bank-details',
    target: 'own bank details, masked (providers)',
    allow: PROVIDERS,
    expect: { providerA: 200 },
    path: () => '/api/providers/bank-details',
  },
  {
    route: 'GET /api/providers/payout-account',
    target: 'own payout set-up (providers)',
    allow: PROVIDERS,
    expect: { providerA: 200 },
    path: () => '/api/providers/payout-account',
  },
  {
    route: 'POST /api/providers/payout-account/refresh',
    target: 'own payout set-up, asked again of the gateway (providers)',
    allow: PROVIDERS,
    expect: { providerA: 200 },
    path: () => '/api/providers/payout-account/refresh',
    body: () => ({}),
  },
  {
    route: 'POST /api/providers/payout-account/onboarding-link',
    target: 'own payout account’s onboarding page (providers; none open yet: 404)',
    allow: PROVIDERS,
    path: () => '/api/providers/payout-account/onboarding-link',
    body: () => ({}),
  },
  {
    route: 'GET /api/boost-packages',
    target: 'the boost catalogue (public prices)',
    allow: EVERYONE,
    expect: Object.fromEntries(EVERYONE.map((p) => [p, 200])),
    path: () => '/api/boost-packages',
  },
  {
    route: 'GET /api/services/:id/boost-status',
    target: "provider A's service",
    allow: ['providerA'],
    expect: { providerA: 200 },
    path: (f) => `/api/services/${f.providerA.serviceId}/boost-status`,
  },
  {
    route: 'GET /api/provider/plan',
    target: 'own plan (providers)',
    allow: PROVIDERS,
    expect: { providerA: 200 },
    path: () => '/api/provider/plan',
  },
  {
    route: 'POST /api/providers/bank-details',
    target: 'own bank details (providers; nobody, an admin included, sets another’s)',
    allow: PROVIDERS,
    expect: { providerA: 200 },
    path: () => '/api/providers/bank-details',
    body: () => bankDetails,
  },
  {
    route: 'POST /api/services/:id/boost',
    target: "a Category Boost for provider A's service",
    allow: ['providerA'],
    expect: { providerA: 200 },
    path: (f) => `/api/services/${f.providerA.serviceId}/boost`,
    body: () => ({ packageId: CATEGORY_BOOST_PACKAGE_ID }),
  },
  {
    route: 'POST /api/services/:id/boost/confirm',
    target: "provider A's service (an unknown payment: 404)",
    allow: ['providerA'],
    expect: { providerA: 404 },
    path: (f) => `/api/services/${f.providerA.serviceId}/boost/confirm`,
    body: () => unknownIntent,
  },
  {
    route: 'POST /api/services/:id/boost/cancel',
    target: "provider A's service (no active boost: 409)",
    allow: ['providerA'],
    expect: { providerA: 409 },
    path: (f) => `/api/services/${f.providerA.serviceId}/boost/cancel`,
  },
  {
    route: 'POST /api/provider/upgrade',
    target: 'own plan: Professional (providers)',
    allow: PROVIDERS,
    expect: { providerA: 200 },
    path: () => '/api/provider/upgrade',
    body: () => ({ plan: 'professional' }),
  },
  {
    route: 'POST /api/provider/upgrade/confirm',
    target: 'own plan (providers; an unknown payment: 404)',
    allow: PROVIDERS,
    expect: { providerA: 404 },
    path: () => '/api/provider/upgrade/confirm',
    body: () => unknownIntent,
  },
  {
    route: 'POST /api/provider/plan/cancel',
    target: 'own plan (providers; not on a paid plan: 409)',
    allow: PROVIDERS,
    expect: { providerA: 409 },
    path: () => '/api/provider/plan/cancel',
  },
  // The dev mailbox (docs/email.md): every user's mail, so admins only, in every environment.
  {
    route: 'GET /dev/mailbox',
    target: 'the outbox (admins only)',
    allow: ['admin'],
    expect: { admin: 200 },
    path: () => '/dev/mailbox',
  },
  {
    route: 'GET /dev/mailbox/:id',
    target: 'an unknown message (admins only; 404 for them)',
    allow: ['admin'],
    expect: { admin: 404 },
    path: () => `/dev/mailbox/${UNKNOWN_MAIL}`,
  },
  {
    route: 'GET /dev/mailbox/:id/attachments/:index',
    target: 'an unknown message (admins only; 404 for them)',
    allow: ['admin'],
    expect: { admin: 404 },
    path: () => `/dev/mailbox/${UNKNOWN_MAIL}/attachments/0`,
  },
  // Quotes
  { route: 'GET /api/quotes', target: 'own quotes', allow: SIGNED_IN, path: () => '/api/quotes' },
  {
    route: 'GET /api/quotes/:id',
    target: "client A's quote",
    allow: ['clientA'],
    deny: 404,
    hides: 'a quote is answered like an unknown one to anyone but its client',
    path: (f) => `/api/quotes/${f.clientA.quoteId}`,
  },
  {
    route: 'POST /api/quotes',
    target: "a new quote of the caller for provider B's service",
    allow: SIGNED_IN,
    path: () => '/api/quotes',
    body: (f) => quote(f.providerB.serviceId),
  },
  {
    route: 'POST /api/quotes',
    target: "client A's quote (quoteId in the body)",
    allow: ['clientA'],
    deny: 404,
    hides: 'someone else’s quote id is answered as unknown',
    path: () => '/api/quotes',
    body: (f) => ({ ...quote(f.providerA.serviceId), quoteId: f.clientA.quoteId }),
  },
  // Checkout and payment
  {
    route: 'POST /api/bookings',
    target: "client A's quote",
    allow: ['clientA'],
    deny: 404,
    hides: 'someone else’s quote id is answered as unknown',
    path: () => '/api/bookings',
    body: (f) => ({ quoteId: f.clientA.quoteId }),
  },
  {
    route: 'POST /api/create-payment-intent',
    target: "client A's quote",
    allow: ['clientA'],
    deny: 404,
    hides: 'someone else’s quote id is answered as unknown',
    path: () => '/api/create-payment-intent',
    body: (f) => ({ quoteId: f.clientA.quoteId }),
  },
  {
    route: 'POST /api/create-payment-intent',
    target: "a day of provider B's service (provider B: 422, own service)",
    allow: SIGNED_IN,
    expect: { providerB: 422 },
    path: () => '/api/create-payment-intent',
    body: (f) => ({ serviceId: f.providerB.serviceId, eventDate: '2026-10-03' }),
  },
  {
    route: 'POST /api/simulated-gateway/confirm',
    target: "client A's payment intent",
    allow: ['clientA'],
    path: () => '/api/simulated-gateway/confirm',
    body: (f) => ({ clientSecret: f.clientA.setup.clientSecret, ...card }),
  },
  {
    route: 'POST /api/simulated-gateway/authenticate',
    target: "client A's payment intent",
    allow: ['clientA'],
    path: () => '/api/simulated-gateway/authenticate',
    body: (f) => ({ clientSecret: f.clientA.setup.clientSecret, approve: true }),
  },
  {
    route: 'POST /api/bookings/confirm',
    target: "client A's payment intent",
    allow: ['clientA'],
    expect: { clientA: 200 },
    deny: 404,
    hides: 'someone else’s payment is answered as unknown',
    path: () => '/api/bookings/confirm',
    body: (f) => ({ paymentIntentId: f.clientA.setup.paymentIntentId, quoteId: f.clientA.quoteId }),
  },
  // Bookings
  {
    route: 'GET /api/bookings',
    target: 'own bookings as a client',
    allow: SIGNED_IN,
    path: () => '/api/bookings',
  },
  {
    route: 'GET /api/bookings',
    target: "?providerId= provider A's bookings",
    allow: ['providerA', 'auditor', 'admin'],
    path: (f) => `/api/bookings?providerId=${f.providerA.providerId}`,
  },
  {
    route: 'GET /api/bookings/:id',
    target: "client A's booking",
    allow: ['clientA', 'providerA'],
    expect: { clientA: 200, providerA: 200 },
    path: (f) => `/api/bookings/${f.clientA.bookingId}`,
  },
  {
    route: 'GET /api/bookings/:id/request',
    target: "client A's booking, as its provider sees the request",
    allow: ['providerA'],
    expect: { providerA: 200 },
    path: (f) => `/api/bookings/${f.clientA.bookingId}/request`,
  },
  {
    route: 'GET /api/bookings/:id/cancellation',
    target: "client A's booking",
    allow: ['clientA', 'providerA'],
    path: (f) => `/api/bookings/${f.clientA.bookingId}/cancellation`,
  },
  {
    route: 'POST /api/bookings/:id/dispute',
    target: "client A's booking (before the event: refused by the time rule)",
    allow: ['clientA'],
    path: (f) => `/api/bookings/${f.clientA.bookingId}/dispute`,
    body: () => ({ reason: 'The stage never arrived.' }),
  },
  {
    route: 'POST /api/bookings/:id/accept',
    target: "client A's booking",
    allow: ['providerA'],
    expect: { providerA: 200 },
    path: (f) => `/api/bookings/${f.clientA.bookingId}/accept`,
    body: () => ({ response: 'See you there.' }),
  },
  {
    route: 'POST /api/bookings/:id/decline',
    target: "client A's booking (already accepted: 409)",
    allow: ['providerA'],
    path: (f) => `/api/bookings/${f.clientA.bookingId}/decline`,
    body: () => ({ response: 'Sorry.' }),
  },
  // Chat
  { route: 'GET /api/chat/rooms', target: 'own rooms', allow: SIGNED_IN, path: () => '/api/chat/rooms' },
  {
    route: 'POST /api/chat/rooms',
    target: "the caller's room about provider A's service (provider A: 403, own service)",
    allow: except('providerA'),
    path: () => '/api/chat/rooms',
    body: (f) => ({ providerId: f.providerA.providerId, serviceId: f.providerA.serviceId }),
  },
  {
    route: 'GET /api/chat/rooms/:id/messages',
    target: "client A's room with provider A",
    allow: ['clientA', 'providerA'],
    expect: { clientA: 200, providerA: 200 },
    path: (f) => `/api/chat/rooms/${f.clientA.roomId}/messages`,
  },
  {
    route: 'POST /api/chat/rooms/:id/messages',
    target: "client A's room with provider A",
    allow: ['clientA', 'providerA'],
    expect: { clientA: 201, providerA: 201 },
    path: (f) => `/api/chat/rooms/${f.clientA.roomId}/messages`,
    body: () => ({ message: 'Looking forward to it.' }),
  },
  {
    route: 'POST /api/chat/rooms/:id/messages',
    target: "client A's room with the suspended provider (who may not send: 403)",
    allow: ['clientA'],
    expect: { clientA: 201 },
    path: (f) => `/api/chat/rooms/${f.suspended.roomId}/messages`,
    body: () => ({ message: 'Are you still available?' }),
  },
  // Back office
  {
    route: 'GET /api/admin/providers/:id/standing',
    target: 'the suspended provider',
    allow: ['investigator', 'auditor', 'admin'],
    path: (f) => `/api/admin/providers/${f.suspended.providerId}/standing`,
  },
  {
    route: 'GET /api/admin/fraud-alerts',
    target: 'all',
    allow: ['investigator', 'auditor', 'admin'],
    path: () => '/api/admin/fraud-alerts',
  },
  {
    route: 'GET /api/admin/payouts',
    target: 'all',
    allow: ['auditor', 'admin'],
    path: () => '/api/admin/payouts',
  },
  {
    route: 'POST /api/admin/payouts/:id/retry',
    target: 'an unknown payout (404 for the allowed)',
    allow: ['admin'],
    path: () => '/api/admin/payouts/balance-unknown/retry',
  },
  {
    route: 'GET /api/admin/refunds',
    target: 'all',
    allow: ['auditor', 'admin'],
    path: () => '/api/admin/refunds',
  },
  {
    route: 'POST /api/admin/refunds/:refundKey/retry',
    target: 'an unknown refund (404 for the allowed)',
    allow: ['admin'],
    path: () => '/api/admin/refunds/refund-unknown/retry',
  },
  {
    route: 'POST /api/admin/disputes/:id/resolve',
    target: "client A's booking (no open dispute: 409)",
    allow: ['investigator', 'admin'],
    path: (f) => `/api/admin/disputes/${f.clientA.bookingId}/resolve`,
    body: () => ({ outcome: 'release_to_provider' }),
  },
  {
    route: 'POST /api/admin/providers/:id/standing/lift',
    target: 'provider A (nothing to lift: 409)',
    allow: ['investigator', 'admin'],
    path: (f) => `/api/admin/providers/${f.providerA.providerId}/standing/lift`,
    body: () => ({ reason: 'Matrix' }),
  },
  {
    route: 'POST /api/admin/providers/:id/standing/block',
    target: 'the suspended provider (suspended again)',
    allow: ['investigator', 'admin'],
    path: (f) => `/api/admin/providers/${f.suspended.providerId}/standing/block`,
    body: () => ({ block: 'suspension', reason: 'Matrix' }),
  },
  // Uploads, verification, reviews, contact (docs/uploads-and-verification.md)
  {
    route: 'POST /api/objects/upload',
    target: 'a photo upload URL',
    allow: SIGNED_IN,
    path: () => '/api/objects/upload',
    body: () => ({ kind: 'image' }),
  },
  {
    route: 'POST /api/objects/upload',
    target: 'a verification-document upload URL (providers)',
    allow: ['providerA', 'providerB', 'suspended'],
    path: () => '/api/objects/upload',
    body: () => ({ kind: 'document' }),
  },
  {
    route: 'PUT /objects/uploads/:file',
    target: 'an unsigned upload (the signature is the authorisation: 403 for everyone)',
    allow: EVERYONE,
    expect: Object.fromEntries(EVERYONE.map((p) => [p, 403])),
    path: () => '/objects/uploads/00000000-0000-4000-8000-000000000000?u=x&exp=9999999999999&sig=forged',
  },
  {
    route: 'PUT /objects/documents/:file',
    target: 'an unsigned upload (the signature is the authorisation: 403 for everyone)',
    allow: EVERYONE,
    expect: Object.fromEntries(EVERYONE.map((p) => [p, 403])),
    path: () => '/objects/documents/00000000-0000-4000-8000-000000000000?u=x&exp=9999999999999&sig=forged',
  },
  {
    route: 'GET /objects/uploads/:file',
    target: 'a photo (public; 404 for an unknown one)',
    allow: EVERYONE,
    path: () => '/objects/uploads/00000000-0000-4000-8000-000000000000',
  },
  {
    route: 'GET /objects/documents/:file',
    target: "a provider's document: its provider, verifiers and admins",
    allow: ['providerA', 'verifier', 'admin'],
    deny: 404,
    hides: 'document ids are not probed: others get the answer of an unknown file',
    path: () => '/objects/documents/00000000-0000-4000-8000-000000000000',
  },
  {
    route: 'GET /api/verification-documents',
    target: 'own documents (providers)',
    allow: ['providerA', 'providerB', 'suspended'],
    path: () => '/api/verification-documents',
  },
  {
    route: 'POST /api/verification-documents',
    target: 'own profile (providers; 400 without an uploaded file)',
    allow: ['providerA', 'providerB', 'suspended'],
    path: () => '/api/verification-documents',
    body: () => ({
      documentType: 'identity',
      documentUrl: '/objects/documents/00000000-0000-4000-8000-000000000000',
    }),
  },
  {
    route: 'GET /api/admin/verification/documents',
    target: 'the review queue',
    allow: ['verifier', 'admin'],
    path: () => '/api/admin/verification/documents?status=pending',
  },
  {
    route: 'POST /api/admin/verification/documents/:id/approve',
    target: 'a document (404 for an unknown one)',
    allow: ['verifier', 'admin'],
    path: () => '/api/admin/verification/documents/00000000-0000-4000-8000-000000000000/approve',
    body: () => ({}),
  },
  {
    route: 'POST /api/admin/verification/documents/:id/reject',
    target: 'a document (404 for an unknown one)',
    allow: ['verifier', 'admin'],
    path: () => '/api/admin/verification/documents/00000000-0000-4000-8000-000000000000/reject',
    body: () => ({ reason: 'Unreadable scan.' }),
  },
  {
    route: 'POST /api/reviews',
    target: "client A's booking (422 until it is completed)",
    allow: ['clientA'],
    path: () => '/api/reviews',
    body: (f) => ({ bookingId: f.clientA.bookingId, rating: 5, title: 'Great', reviewText: 'Great kit.' }),
  },
  {
    route: 'GET /api/services/:id/reviews',
    target: "provider A's service",
    allow: EVERYONE,
    path: (f) => `/api/services/${f.providerA.serviceId}/reviews`,
  },
  {
    route: 'POST /api/reviews/:bookingId/report',
    target: 'a review (404 while there is none)',
    allow: SIGNED_IN,
    path: (f) => `/api/reviews/${f.clientA.bookingId}/report`,
    body: () => ({ reason: 'fake' }),
  },
  {
    route: 'POST /api/admin/reviews/:bookingId/moderate',
    target: 'a review (404 while there is none)',
    allow: ['investigator', 'admin'],
    path: (f) => `/api/admin/reviews/${f.clientA.bookingId}/moderate`,
    body: () => ({ moderationStatus: 'hidden', reason: 'Reported as fake.' }),
  },
  {
    route: 'POST /api/contact',
    target: 'support (visitors too)',
    allow: EVERYONE,
    expect: Object.fromEntries(EVERYONE.map((p) => [p, 201])),
    path: () => '/api/contact',
    body: () => ({
      name: 'Casey Client',
      email: 'casey@example.co.uk',
      subject: 'A question about deposits',
      category: 'payment',
      message: 'When is the deposit paid to the provider?',
    }),
  },
  {
    route: 'GET /api/admin/contact-messages',
    target: "support's inbox",
    allow: ['admin'],
    path: () => '/api/admin/contact-messages',
  },
  {
    route: 'POST /api/admin/contact-messages/:id/handle',
    target: 'a message (404 for an unknown one)',
    allow: ['admin'],
    path: () => '/api/admin/contact-messages/00000000-0000-4000-8000-000000000000/handle',
    body: () => ({ note: null }),
  },
  // Changes that end things: last
  {
    route: 'POST /api/providers',
    target: 'a provider profile for the caller (an invalid form: 400, or 409 for a provider)',
    allow: SIGNED_IN,
    path: () => '/api/providers',
    body: () => ({
      ...providerProfile,
      businessName: '',
      businessAddress: '5 Wellington Street',
      postcode: 'LS1 4DY',
    }),
  },
  {
    route: 'POST /api/bookings/:id/cancel',
    target: "client A's booking",
    allow: ['clientA', 'providerA'],
    path: (f) => `/api/bookings/${f.clientA.bookingId}/cancel`,
    body: () => ({ reason: 'Plans changed' }),
  },
  {
    route: 'PUT /api/bookings/:id',
    target: "client A's booking (already cancelled: 409)",
    allow: ['clientA', 'providerA'],
    path: (f) => `/api/bookings/${f.clientA.bookingId}`,
    body: () => ({ status: 'cancelled' }),
  },
  {
    route: 'DELETE /api/services/:id',
    target: "provider A's spare service",
    allow: ['providerA', 'admin'],
    path: (f) => `/api/services/${f.providerA.spareServiceId}`,
  },
  {
    route: 'POST /api/auth/signup',
    target: 'a new account (a fresh session of the caller)',
    allow: EVERYONE,
    expect: Object.fromEntries(EVERYONE.map((p) => [p, 201])),
    fresh: true,
    path: () => '/api/auth/signup',
    body: (_f, who) => ({
      email: `signup-${who}-${Math.random().toString(36).slice(2, 8)}@example.co.uk`,
      password: 'correct-horse-battery',
      firstName: 'New',
      lastName: 'Person',
    }),
  },
  {
    route: 'POST /api/auth/login',
    target: "the caller's own credentials (a visitor uses client A's)",
    allow: EVERYONE,
    expect: Object.fromEntries(EVERYONE.map((p) => [p, 200])),
    fresh: true,
    path: () => '/api/auth/login',
    body: (f, who) => f.credentials[who === 'visitor' ? 'clientA' : who],
  },
  {
    route: 'POST /api/account/close',
    target: 'own account, with a wrong password (400: nothing closes)',
    allow: SIGNED_IN,
    expect: Object.fromEntries(SIGNED_IN.map((p) => [p, 400])),
    path: () => '/api/account/close',
    body: () => ({ password: 'not-the-password' }),
  },
  {
    route: 'POST /api/auth/forgot-password',
    target: "client A's e-mail address (the same 202 for any address)",
    allow: EVERYONE,
    expect: Object.fromEntries(EVERYONE.map((p) => [p, 202])),
    path: () => '/api/auth/forgot-password',
    body: (f) => ({ email: f.credentials.clientA.email }),
  },
  {
    route: 'POST /api/auth/reset-password',
    target: "client A's account with a token never sent (400 for everyone)",
    allow: EVERYONE,
    expect: Object.fromEntries(EVERYONE.map((p) => [p, 400])),
    path: () => '/api/auth/reset-password',
    body: (f) => ({ userId: f.clientA.userId, token: 'not-a-real-token', password: 'a-new-password-1' }),
  },
  {
    route: 'GET /api/logout',
    target: 'own session',
    allow: EVERYONE,
    fresh: true,
    path: () => '/api/logout',
  },
  {
    route: 'POST /api/logout',
    target: 'own session',
    allow: EVERYONE,
    expect: Object.fromEntries(EVERYONE.map((p) => [p, 204])),
    fresh: true,
    path: () => '/api/logout',
  },
];

/** Registered routes the matrix does not classify: docs, static files, demo pictures. */
export const UNCLASSIFIED = (method: string, url: string): boolean =>
  method === 'HEAD' ||
  method === 'OPTIONS' ||
  url === '/api/docs' ||
  url.startsWith('/api/docs/') ||
  url.startsWith('/demo-images/') ||
  // @fastify/static registers one route per built file of web-marketplace/dist.
  (!url.startsWith('/api/') && !url.startsWith('/objects/') && /\.[a-z0-9]+$/i.test(url));
