import { analyticsResponse } from '@esm/contract/analytics';
import { type User, userResponse } from '@esm/contract/auth';
import { type CalendarDay, serviceCalendarResponse, serviceDayResponse } from '@esm/contract/availability';
import { bookingRequestResponse } from '@esm/contract/booking-requests';
import {
  type Booking,
  bookingResponse,
  cancellationPreviewResponse,
  cancellationResultResponse,
} from '@esm/contract/bookings';
import { boostPackageResponse, boostStatusResponse } from '@esm/contract/boosts';
import { categoryResponse } from '@esm/contract/categories';
import { type ChatMessage, type ChatRoom, chatMessageResponse, chatRoomResponse } from '@esm/contract/chat';
import { errorBody } from '@esm/contract/common';
import { contactReceivedResponse } from '@esm/contract/contact';
import { dashboardResponse } from '@esm/contract/dashboard';
import {
  bookingConfirmationResponse,
  checkoutPaymentSetupResponse,
  paymentSetupResponse,
  simulatedGatewayResult,
} from '@esm/contract/payments';
import { planStatusResponse } from '@esm/contract/plans';
import {
  type BlockStatus,
  blockStatusResponse,
  type PayoutAccountStatus,
  type Provider,
  payoutAccountLinkResponse,
  payoutAccountResponse,
  providerContactResponse,
  providerResponse,
  riskScoreResponse,
} from '@esm/contract/providers';
import { type Quote, type QuoteRequest, quoteResponse } from '@esm/contract/quotes';
import { reviewResponse } from '@esm/contract/reviews';
import {
  type Service,
  serviceDetailResponse,
  servicePageResponse,
  serviceResponse,
} from '@esm/contract/services';
import { uploadedObjectResponse, uploadTicketResponse } from '@esm/contract/uploads';
import { documentResponse, type VerificationDocument } from '@esm/contract/verification';
import type { Page, Route } from 'playwright-core';
import { z } from 'zod';
import {
  analytics,
  boostPackages,
  categories,
  chatRoom,
  clientBookings,
  clientUser,
  incompleteUser,
  inDays,
  initialMessages,
  makeQuote,
  photoSvg,
  provider,
  providerBookings,
  providerUser,
  reviews,
  serviceDetail,
  services,
  verificationDocuments,
} from './fixtures';

export type Persona = 'visitor' | 'client' | 'incomplete' | 'provider';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A reply the contract's schema accepts: a fixture that drifts from the server fails here. */
const parsed = <S extends z.ZodType>(schema: S, body: z.input<S>, status = 200): Reply => ({
  status,
  body: schema.parse(body),
});
const error = (
  status: number,
  code: string,
  message: string,
  fieldErrors?: Record<string, string>,
): Reply => ({
  status,
  body: errorBody.parse(fieldErrors ? { code, message, fieldErrors } : { code, message }),
});

/** The stage's days the calendar starts with: a paid booking, and a day a client is paying for. */
export const SEEDED_BOOKED_DAY = '2030-09-14';
export const SEEDED_HELD_DAY = '2030-09-21';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real yyyy-mm-dd day (not 2030-02-30), as the API's isCalendarDate. */
const isCalendarDate = (date: string) =>
  CALENDAR_DATE.test(date) && new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;
/** Today in the UK, yyyy-mm-dd. */
const ukToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'Europe/London',
  }).format(new Date());
/** "Saturday 14 September 2030", as core's spokenDay. */
const spokenDay = (date: string) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(`${date}T00:00:00Z`));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
};

/**
 * An id the API refuses with 400 before any look-up: its routes take UUIDs (uuidParam). The
 * fixtures' own readable ids ('svc-stage-01') are found first, so only unknown ids are checked.
 */
const malformedId = (id: string) =>
  !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/**
 * A stand-in for the API, answering every call of the contract with realistic fixtures and
 * keeping enough state for flows (quotes, messages, bookings). Calls it does not know are
 * answered 501 and listed in `unhandled`, so a test notices when the app and contract drift.
 */
export class MockApi {
  readonly calls: RecordedCall[] = [];
  readonly unhandled: string[] = [];
  user: User | null;
  provider: Provider | null;
  quotes: Quote[];
  bookings: Booking[];
  messages: ChatMessage[];
  rooms: ChatRoom[];
  blockStatus: BlockStatus = {
    isBlocked: false,
    violationCount: 0,
    blockReason: null as string | null,
    blockedUntil: null as string | null,
    standing: 'good',
  };
  analyticsEmpty = false;
  /** Set to answer GET /api/services as a server that stopped counting at this many matches. */
  searchCountedTo: number | null = null;
  /** Services of the fixtures their provider has marked unavailable (GET /api/services/{id}). */
  unavailable = new Set<string>();
  /** Set to answer GET /api/services from this catalogue instead of the fixtures' eight services. */
  searchCatalogue: Service[] | null = null;
  /** GET /api/providers/payout-account; onboarding (the link, then refresh) makes it enabled. */
  payoutAccount: PayoutAccountStatus = {
    gateway: 'simulated',
    status: 'enabled',
    requirementsDue: [],
    message: 'Payouts are set up: we pay into your bank account on each payout date.',
  };
  /** POST /api/bookings/confirm's answer: one booking with the demo provider unless a test sets it. */
  confirmation: { id: string; providerId: string; bookings: Array<{ id: string; providerId: string }> } = {
    id: 'booking-new0-0000-0000-0000abcd1234',
    providerId: provider.id,
    bookings: [{ id: 'booking-new0-0000-0000-0000abcd1234', providerId: provider.id }],
  };
  /** When set, POST /api/bookings/confirm is refused with this answer. */
  confirmRefusal: { status: number; body: unknown } | null = null;
  /** When set, PUT /api/providers/{id} is refused with this answer. */
  providerUpdateRefusal: { status: number; body: unknown } | null = null;
  /** GET /api/services/{id}/boost-status answers, by service id, instead of the fixture's boost. */
  boostStatus: Record<string, { isBoosted: boolean; boostLevel: 'featured' | 'category' | null }> = {};
  /** When set, POST /api/quotes is refused with this answer (e.g. a postcode the server cannot find). */
  quoteRefusal: { status: number; body: unknown } | null = null;
  /** Holds each status read's answer back, so it lands after a refresh that was sent later. */
  payoutAccountReadDelayMs = 0;
  /**
   * The days of each service that are not free, by service id then yyyy-mm-dd: what
   * GET /api/services/{id}/calendar lists (from today on), what the day check answers, and what
   * PUT and DELETE …/days/{date}/block change. A booked or held day cannot be blocked.
   */
  calendar: Record<string, Record<string, CalendarDay['status']>> = {
    'svc-stage-01': { [SEEDED_BOOKED_DAY]: 'booked', [SEEDED_HELD_DAY]: 'held' },
  };

  constructor(readonly persona: Persona) {
    this.user =
      persona === 'client'
        ? clientUser
        : persona === 'incomplete'
          ? incompleteUser
          : persona === 'provider'
            ? providerUser
            : null;
    this.provider = persona === 'provider' ? provider : null;
    this.quotes =
      persona === 'client'
        ? [makeQuote(), makeQuote({ id: 'quote-draft-0000-0000-00000000c3d4', status: 'draft' })]
        : [];
    this.bookings = persona === 'provider' ? [...providerBookings] : [...clientBookings];
    const me = this.user?.id ?? '';
    this.messages = initialMessages(me);
    this.rooms =
      persona === 'provider'
        ? [
            chatRoom({ counterpartName: 'Sarah J.' }),
            chatRoom({ id: 'room-0002', counterpartName: 'Oliver P.', lastMessage: null, unreadCount: 0 }),
          ]
        : persona === 'visitor'
          ? []
          : [chatRoom()];
  }

  async install(page: Page): Promise<void> {
    await page.route(
      (url) => url.pathname.startsWith('/api/'),
      (route) => this.handle(route),
    );
    // Photos and category images, drawn as SVG so nothing leaves the machine.
    await page.route(
      (url) => url.pathname.startsWith('/objects/'),
      (route) =>
        route.fulfill({
          status: 200,
          contentType: 'image/svg+xml',
          body: photoSvg(new URL(route.request().url()).pathname),
        }),
    );
  }

  called(method: string, path: string): RecordedCall[] {
    return this.calls.filter((call) => call.method === method && call.path === path);
  }

  private async handle(route: Route): Promise<void> {
    const request = route.request();
    const url = new URL(request.url());
    const method = request.method();
    let body: unknown = null;
    const raw = request.postData();
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    this.calls.push({ method, path: url.pathname, query: url.searchParams, body });
    const reply = this.answer(method, url.pathname, url.searchParams, body, url);
    if (method === 'GET' && url.pathname === '/api/providers/payout-account' && this.payoutAccountReadDelayMs)
      await new Promise((resolve) => setTimeout(resolve, this.payoutAccountReadDelayMs));
    if (reply.status >= 300 && reply.status < 400) {
      await route.fulfill({ status: reply.status, headers: reply.headers ?? {} });
      return;
    }
    if (reply.status === 204) {
      await route.fulfill({ status: 204 });
      return;
    }
    await route.fulfill({
      status: reply.status,
      contentType: 'application/json',
      body: JSON.stringify(reply.body ?? null),
    });
  }

  private answer(method: string, path: string, query: URLSearchParams, body: unknown, url: URL): Reply {
    const seg = path.split('/').filter(Boolean); // ['api', ...]
    const key = `${method} /${seg.slice(1).join('/')}`;
    const origin = url.origin;

    // Full-page navigations
    if (key === 'GET /login') {
      const params = new URLSearchParams();
      if (query.get('mode')) params.set('mode', query.get('mode') as string);
      params.set(
        'returnTo',
        query.get('returnTo') ?? (query.get('mode') === 'provider' ? '/provider-dashboard' : '/'),
      );
      return { status: 302, headers: { location: `${origin}/login?${params.toString()}` } };
    }
    if (key === 'GET /logout') return { status: 302, headers: { location: `${origin}/` } };

    // Accounts
    if (key === 'GET /auth/user')
      return this.user ? parsed(userResponse, this.user) : error(401, 'UNAUTHENTICATED', 'Not signed in');
    if (key === 'POST /auth/login') {
      const { email, password } = body as { email: string; password: string };
      if (email === clientUser.email && password === 'correct-horse') return parsed(userResponse, clientUser);
      return error(401, 'INVALID_CREDENTIALS', 'The e-mail address or password is incorrect.');
    }
    if (key === 'POST /auth/signup') {
      const b = body as { email: string; firstName: string; lastName: string };
      if (b.email === clientUser.email) {
        return error(409, 'EMAIL_TAKEN', 'An account with this e-mail already exists.', {
          email: 'An account with this e-mail already exists.',
        });
      }
      return parsed(userResponse, {
        ...incompleteUser,
        email: b.email,
        firstName: b.firstName,
        lastName: b.lastName,
      });
    }
    if (key === 'PUT /auth/complete-profile') {
      if (!this.user) return error(401, 'UNAUTHENTICATED', 'Not signed in');
      this.user = { ...this.user, ...(body as object), isProfileComplete: true };
      return parsed(userResponse, this.user);
    }

    // Providers
    if (key === 'GET /providers/me' || key === 'GET /provider/me') {
      if (!this.user) return error(401, 'UNAUTHENTICATED', 'Not signed in');
      return this.provider
        ? parsed(providerResponse, this.provider)
        : error(404, 'NOT_FOUND', 'No provider profile');
    }
    if (key === 'POST /providers') {
      this.provider = { ...provider, ...(body as object), id: 'provider-new', plan: 'basic' };
      return parsed(providerResponse, this.provider);
    }
    if (key === 'GET /providers/block-status') return parsed(blockStatusResponse, this.blockStatus);
    if (key === 'GET /providers/payout-account') return parsed(payoutAccountResponse, this.payoutAccount);
    if (key === 'POST /providers/payout-account/onboarding-link') {
      // Stripe's hosted page, played here: finishing it sends the provider back with ?payouts=returned.
      return parsed(payoutAccountLinkResponse, { url: `${origin}/provider/bank-details?payouts=returned` });
    }
    if (key === 'POST /providers/payout-account/refresh') {
      const onboarded = this.called('POST', '/api/providers/payout-account/onboarding-link').length > 0;
      if (onboarded)
        this.payoutAccount = {
          ...this.payoutAccount,
          status: 'enabled',
          requirementsDue: [],
          message: 'Payouts are set up: we pay into your bank account on each payout date.',
        };
      return parsed(payoutAccountResponse, this.payoutAccount);
    }
    if (key === 'POST /providers/bank-details') {
      const b = body as { bankAccountNumber: string; bankAccountHolderName: string; bankName: string };
      this.provider = this.provider && {
        ...this.provider,
        bankAccountHolderName: b.bankAccountHolderName,
        bankName: b.bankName,
        bankAccountLast4: b.bankAccountNumber.slice(-4),
        bankDetailsVerified: false,
        bankDetailsStatus: 'pending',
        bankDetailsRejectionReason: null,
      };
      return this.provider
        ? parsed(providerResponse, this.provider)
        : error(404, 'NOT_FOUND', 'No provider profile');
    }
    if (method === 'PUT' && seg[1] === 'providers' && seg.length === 3 && this.providerUpdateRefusal)
      return this.providerUpdateRefusal;
    if (method === 'PUT' && seg[1] === 'providers' && seg.length === 3) {
      this.provider = this.provider && { ...this.provider, ...(body as object) };
      return this.provider
        ? parsed(providerResponse, this.provider)
        : error(404, 'NOT_FOUND', 'No provider profile');
    }
    if (method === 'GET' && seg[1] === 'providers' && seg[3] === 'contact') {
      return parsed(providerContactResponse, {
        contactEmail: 'bookings@northernstageworks.co.uk',
        phoneNumber: '0161 496 0000',
        businessAddress: '4 Tariff Street, Manchester',
        postcode: 'M1 2FF',
        website: 'https://northernstageworks.co.uk',
      });
    }
    if (method === 'GET' && seg[1] === 'providers' && seg[3] === 'risk-score') {
      return parsed(riskScoreResponse, {
        riskScore: 34,
        level: 'medium',
        reasons: ['Insurance not yet verified'],
      });
    }
    if (key === 'GET /provider/dashboard') {
      return parsed(dashboardResponse, {
        monthlyBookings: 7,
        monthlyRevenue: '6840.00',
        rating: '4.70',
        totalReviews: 31,
        recentBookings: this.bookings.slice(0, 5),
      });
    }
    if (key === 'POST /provider/upgrade/confirm') {
      return parsed(planStatusResponse, {
        plan: 'professional',
        name: 'Professional',
        monthlyPrice: '29.00',
        commissionPercentage: 15,
        payoutDays: 5,
        renewsAt: inDays(30),
        cancelsAt: null,
      });
    }
    if (key === 'POST /provider/upgrade') {
      return parsed(paymentSetupResponse, {
        clientSecret: 'pi_upgrade_secret',
        paymentIntentId: 'pi_upgrade',
        amount: '29.00',
        gateway: 'simulated',
      });
    }

    // Catalogue
    if (key === 'GET /categories') return parsed(z.array(categoryResponse), categories);
    if (key === 'GET /services') return parsed(servicePageResponse, this.searchServices(query));
    if (key === 'POST /services') {
      const created: Service = {
        ...(services[0] as Service),
        ...(body as object),
        id: 'svc-new-01',
        isBoosted: false,
      };
      return parsed(serviceResponse, created);
    }
    if (seg[1] === 'services' && seg.length === 3) {
      const listed = services.find((s) => s.id === seg[2]);
      const found = listed && this.unavailable.has(listed.id) ? { ...listed, isAvailable: false } : listed;
      if (method === 'GET')
        return found
          ? parsed(serviceDetailResponse, serviceDetail(found))
          : malformedId(String(seg[2]))
            ? // As the API's params schema (uuidParam) refuses it, before looking anything up.
              error(400, 'VALIDATION_FAILED', 'Not a valid id (params)', { id: 'Not a valid id' })
            : error(404, 'NOT_FOUND', 'Service not found');
      if (method === 'PUT')
        return found
          ? parsed(serviceResponse, { ...found, ...(body as object) })
          : error(404, 'NOT_FOUND', 'Service not found');
      if (method === 'DELETE') return { status: 204 };
    }
    if (seg[1] === 'services' && (seg[3] === 'calendar' || (seg[3] === 'days' && seg[5] === 'block')))
      return this.calendarAnswer(method, String(seg[2]), seg[3] === 'days' ? String(seg[4]) : null);
    if (method === 'GET' && seg[1] === 'services' && seg[3] === 'days' && seg.length === 5)
      return this.dayAnswer(String(seg[2]), String(seg[4]));
    if (method === 'GET' && seg[1] === 'services' && seg[3] === 'reviews')
      return parsed(z.array(reviewResponse), reviews);
    if (method === 'GET' && seg[1] === 'services' && seg[3] === 'boost-status') {
      const override = this.boostStatus[seg[2] as string];
      if (override)
        return parsed(boostStatusResponse, {
          ...override,
          boostExpiresAt: inDays(20),
          renewsAt: inDays(20),
          cancelsAt: null,
        });
      const s = services.find((x) => x.id === seg[2]);
      return parsed(boostStatusResponse, {
        isBoosted: Boolean(s?.isBoosted),
        boostLevel: s?.boostLevel ?? null,
        boostExpiresAt: s?.boostExpiresAt ?? null,
        renewsAt: s?.isBoosted ? inDays(20) : null,
        cancelsAt: null,
      });
    }
    if (method === 'POST' && seg[1] === 'services' && seg[3] === 'boost' && seg.length === 4) {
      const pkg = boostPackages.find((p) => p.id === (body as { packageId: string }).packageId);
      return parsed(paymentSetupResponse, {
        clientSecret: 'pi_boost_secret',
        paymentIntentId: 'pi_boost',
        amount: pkg?.price ?? '0.00',
        gateway: 'simulated',
      });
    }
    if (method === 'POST' && seg[1] === 'services' && seg[3] === 'boost' && seg[4] === 'confirm') {
      return parsed(boostStatusResponse, {
        isBoosted: true,
        boostLevel: 'featured',
        boostExpiresAt: inDays(30),
        renewsAt: inDays(30),
        cancelsAt: null,
      });
    }
    if (key === 'GET /boost-packages') return parsed(z.array(boostPackageResponse), boostPackages);

    // Quotes
    if (key === 'GET /quotes') return parsed(z.array(quoteResponse), this.quotes);
    if (key === 'POST /quotes') {
      if (this.quoteRefusal) return this.quoteRefusal;
      const request = body as QuoteRequest;
      const quote = makeQuote({
        id: `quote-new-${this.quotes.length + 1}-0000-0000-00000000e5f6`,
        eventType: request.eventType ?? '',
        eventDate: request.eventDate ?? '',
        eventLocation: request.eventLocation ?? '',
        eventPostcode: request.eventPostcode ?? '',
        guestCount: request.guestCount ?? 0,
        status: request.status ?? 'draft',
      });
      this.quotes = [quote, ...this.quotes];
      return parsed(quoteResponse, quote);
    }
    if (method === 'GET' && seg[1] === 'quotes' && seg.length === 3) {
      if (seg[2] === 'quote-expired')
        return parsed(quoteResponse, makeQuote({ id: 'quote-expired', expiresAt: inDays(-2) }));
      const quote = this.quotes.find((q) => q.id === seg[2]);
      return quote
        ? parsed(quoteResponse, quote)
        : error(404, 'NOT_FOUND', 'Quote not found. The quote may have expired or been removed.');
    }

    // Bookings
    if (key === 'GET /bookings') {
      const quoteId = query.get('quoteId');
      if (quoteId)
        return parsed(
          z.array(bookingResponse),
          this.bookings.filter((b) => b.quoteId === quoteId),
        );
      return parsed(z.array(bookingResponse), this.bookings);
    }
    if (key === 'POST /bookings/confirm' && this.confirmRefusal) return this.confirmRefusal;
    if (key === 'POST /bookings/confirm') return parsed(bookingConfirmationResponse, this.confirmation);
    if (method === 'GET' && seg[1] === 'bookings' && seg.length === 3) {
      const booking = this.bookings.find((b) => b.id === seg[2]);
      return booking
        ? parsed(bookingResponse, booking)
        : error(404, 'BOOKING_NOT_FOUND', 'Booking not found');
    }
    if (method === 'GET' && seg[1] === 'bookings' && seg[3] === 'request') {
      const booking = this.bookings.find((b) => b.id === seg[2]);
      // As the server does: the event details come from the booking's quote, so a booking made
      // straight from a service page has none.
      const fromQuote = Boolean(booking?.quoteId);
      return parsed(bookingRequestResponse, {
        bookingId: String(seg[2]),
        eventType: fromQuote ? 'Wedding' : null,
        venue: fromQuote ? 'The Barn, Harewood' : null,
        postcode: fromQuote ? 'LS17 9LG' : null,
        guestCount: fromQuote ? 120 : null,
        notes: null,
        clientContact:
          booking?.status === 'confirmed' || booking?.status === 'completed'
            ? { name: 'Sarah Jones', email: 'sarah.jones.weddings@example.co.uk', phone: '07700 900123' }
            : null,
      });
    }
    if (method === 'GET' && seg[1] === 'bookings' && seg[3] === 'cancellation') {
      return parsed(cancellationPreviewResponse, {
        refundAmount: '1740.00',
        refundPercentage: 100,
        explanation: 'Your event is 45 days away, so you get a full refund.',
      });
    }
    if (method === 'POST' && seg[1] === 'bookings' && seg.length === 4) {
      const id = seg[2];
      const action = seg[3];
      const booking = this.bookings.find((b) => b.id === id);
      if (!booking) return error(404, 'NOT_FOUND', 'Booking not found');
      if ((action === 'accept' || action === 'decline') && booking.status !== 'provider_reviewing')
        return error(
          409,
          'BOOKING_NOT_REVIEWABLE',
          'This booking can only be accepted or declined while it is pending your review.',
        );
      const status = action === 'accept' ? 'confirmed' : action === 'decline' ? 'declined' : 'cancelled';
      const updated = (
        action === 'decline'
          ? { ...booking, status, paymentStatus: 'refunded', providerPayout: '0.00' }
          : { ...booking, status }
      ) as Booking;
      this.bookings = this.bookings.map((b) => (b.id === id ? updated : b));
      if (action === 'cancel')
        return parsed(cancellationResultResponse, {
          booking: updated,
          refundAmount: '1740.00',
          refundPercentage: 100,
        });
      return parsed(bookingResponse, updated);
    }

    // Payments
    if (key === 'POST /create-payment-intent') {
      const b = body as { quoteId?: string; serviceId?: string };
      if (b.quoteId === 'quote-expired') {
        return error(
          422,
          'QUOTE_EXPIRED',
          'This quote has expired and can no longer be booked. Please create a new quote.',
        );
      }
      return parsed(checkoutPaymentSetupResponse, {
        clientSecret: 'pi_checkout_secret',
        paymentIntentId: 'pi_checkout_0001',
        amount: b.quoteId ? '2689.66' : '1740.00',
        currency: 'gbp',
        gateway: 'simulated',
        holdExpiresAt: new Date(Date.now() + 15 * 60 * 1000).toISOString(),
      });
    }
    if (key === 'POST /simulated-gateway/confirm') {
      const card = (body as { cardNumber: string }).cardNumber;
      if (card === '4000000000000002')
        return parsed(simulatedGatewayResult, { status: 'failed', message: 'Your card was declined.' });
      if (card === '4000002500003155') return parsed(simulatedGatewayResult, { status: 'requires_action' });
      return parsed(simulatedGatewayResult, { status: 'succeeded' });
    }
    if (key === 'POST /simulated-gateway/authenticate') {
      return parsed(
        simulatedGatewayResult,
        (body as { approve: boolean }).approve
          ? { status: 'succeeded' }
          : { status: 'failed', message: 'Authentication failed.' },
      );
    }

    // Chat
    if (key === 'POST /chat/rooms') return parsed(chatRoomResponse, this.rooms[0] ?? chatRoom());
    if (key === 'GET /chat/rooms') return parsed(z.array(chatRoomResponse), this.rooms);
    if (seg[1] === 'chat' && seg[2] === 'rooms' && seg[4] === 'messages') {
      if (method === 'GET') {
        const after = query.get('after');
        const index = after ? this.messages.findIndex((m) => m.id === after) : -1;
        return parsed(z.array(chatMessageResponse), this.messages.slice(index + 1));
      }
      const text = (body as { message: string }).message;
      if (/\d{5}\s?\d{6}|@/.test(text)) {
        return error(
          422,
          'CONTACT_SHARING',
          'Contact sharing detected: phone numbers and e-mail addresses cannot be shared before booking.',
        );
      }
      const message: ChatMessage = {
        id: `msg-${String(this.messages.length + 1).padStart(4, '0')}`,
        senderId: this.user?.id ?? '',
        message: text,
        createdAt: new Date().toISOString(),
        isMine: true,
      };
      this.messages = [...this.messages, message];
      return parsed(chatMessageResponse, message);
    }

    // Verification and uploads
    if (key === 'GET /verification-documents')
      return parsed(z.array(documentResponse), verificationDocuments);
    if (key === 'POST /verification-documents') {
      return parsed(documentResponse, {
        ...(verificationDocuments[1] as VerificationDocument),
        id: 'doc-new',
        ...(body as object),
        verificationStatus: 'pending',
      });
    }
    if (key === 'POST /objects/upload')
      return parsed(uploadTicketResponse, { uploadURL: `${origin}/api/test-upload/${this.calls.length}` });
    if (method === 'PUT' && seg[1] === 'test-upload')
      return parsed(uploadedObjectResponse, { objectPath: `/objects/uploads/upload-${seg[2]}` });

    // Contact, reviews, analytics
    if (key === 'POST /contact') return parsed(contactReceivedResponse, { id: 'contact-1' });
    if (key === 'POST /reviews') {
      const b = body as { rating: number; title?: string | null; reviewText?: string | null };
      // The API refuses contact details in a review on the field that has them (400, REVIEW_INVALID).
      const contact = /\d{5}\s?\d{6}|@/;
      const refused: Record<string, string> = {};
      for (const [field, name] of [
        ['title', 'title'],
        ['reviewText', 'review'],
      ] as const) {
        if (contact.test(b[field] ?? ''))
          refused[field] =
            `Please remove phone numbers, e-mail addresses, links and social handles from your ${name}: everyone can read it, and contact details are shared only through a confirmed, paid booking.`;
      }
      const first = Object.values(refused)[0];
      if (first) return error(400, 'REVIEW_INVALID', first, refused);
      return parsed(reviewResponse, {
        id: 'review-new',
        rating: b.rating,
        title: b.title ?? '',
        reviewText: b.reviewText ?? '',
        photos: [],
        helpfulVotes: 0,
        customerFirstName: this.user?.firstName ?? 'A client',
        createdAt: new Date().toISOString(),
      });
    }
    if (key === 'GET /analytics')
      return this.analyticsEmpty ? { status: 204 } : parsed(analyticsResponse, analytics);

    this.unhandled.push(`${method} ${path}`);
    return error(501, 'NOT_MOCKED', `No mock for ${method} ${path}`);
  }

  /** The public day check: free unless the calendar has the day (booked, held or a day off). */
  private dayAnswer(serviceId: string, date: string): Reply {
    const status = this.calendar[serviceId]?.[date] ?? 'free';
    const name = services.find((s) => s.id === serviceId)?.name ?? 'This service';
    return parsed(serviceDayResponse, {
      date,
      status,
      available: status === 'free',
      message:
        status === 'free'
          ? null
          : status === 'blocked'
            ? `${name} is not available on ${spokenDay(date)}`
            : `${name} is already booked on ${spokenDay(date)}`,
    });
  }

  /**
   * GET /api/services/{id}/calendar, PUT and DELETE /api/services/{id}/days/{date}/block: owner
   * only, the refusals with the codes and sentences of core's calendarErrors.
   */
  private calendarAnswer(method: string, serviceId: string, date: string | null): Reply {
    const service = services.find((s) => s.id === serviceId);
    if (!service) return error(404, 'NOT_FOUND', 'Service not found');
    if (!this.provider || service.providerId !== this.provider.id)
      return error(
        403,
        'CALENDAR_NOT_SERVICE_OWNER',
        'Only the provider who offers this service can change its calendar.',
      );
    const days = this.calendar[serviceId] ?? {};
    this.calendar[serviceId] = days;
    if (date === null) {
      if (method !== 'GET') return error(405, 'METHOD_NOT_ALLOWED', 'Method not allowed');
      const today = ukToday();
      return parsed(serviceCalendarResponse, {
        days: Object.entries(days)
          .filter(([day]) => day >= today)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([day, status]) => ({ date: day, status })),
      });
    }
    if (!isCalendarDate(date)) return error(400, 'CALENDAR_DATE_INVALID', 'Please choose a valid date.');
    if (date < ukToday())
      return error(422, 'CALENDAR_DATE_IN_PAST', 'This date has passed. Please choose a future date.');
    if (method === 'PUT') {
      if (days[date] === 'booked')
        return error(
          409,
          'CALENDAR_BLOCK_BOOKED',
          'This date is already booked, so it cannot be blocked. Please cancel the booking first if you cannot attend.',
        );
      if (days[date] === 'held')
        return error(
          409,
          'CALENDAR_BLOCK_HELD',
          'A customer is paying for this date right now. Please try again in 15 minutes.',
        );
      days[date] = 'blocked';
      return this.dayAnswer(serviceId, date);
    }
    if (method === 'DELETE') {
      if (days[date] === 'blocked') delete days[date];
      return this.dayAnswer(serviceId, date);
    }
    return error(405, 'METHOD_NOT_ALLOWED', 'Method not allowed');
  }

  private searchServices(query: URLSearchParams) {
    let list = [...(this.searchCatalogue ?? services)];
    const category = query.get('category');
    if (category) list = list.filter((s) => s.category.slug === category || s.categoryId === category);
    const providerId = query.get('providerId');
    if (providerId) list = list.filter((s) => s.providerId === providerId);
    const q = query.get('q')?.toLowerCase();
    if (q) list = list.filter((s) => `${s.name} ${s.description}`.toLowerCase().includes(q));
    if (query.get('sort') === 'price_asc') list.sort((a, b) => Number(a.basePrice) - Number(b.basePrice));
    else list.sort((a, b) => Number(b.isBoosted) - Number(a.isBoosted));
    const page = Number(query.get('page') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? 12);
    return {
      items: list.slice((page - 1) * pageSize, page * pageSize),
      total: this.searchCountedTo ?? list.length,
      totalExact: this.searchCountedTo === null,
      page,
      pageSize,
    };
  }
}
