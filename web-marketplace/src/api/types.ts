/**
 * Every response (and request) shape the marketplace app exchanges with the API.
 *
 * This file is the contract the backend follows where the spec is silent. Conventions:
 * - Money is a decimal string in pounds with two decimals ("450.00"), never pence, never a number.
 * - Dates and times are ISO 8601 strings ("2026-06-14T00:00:00.000Z"); calendar dates the user
 *   picks are sent as "YYYY-MM-DD".
 * - Ids are uuids (strings).
 * - Errors are `ApiErrorBody` with 400 bad input, 401 signed out, 403 not allowed, 404 unknown,
 *   409 conflict, 422 refused by a rule.
 */

/** The body of every non-OK response. `fieldErrors` keys are the request's field names. */
export interface ApiErrorBody {
  code: string;
  message: string;
  fieldErrors?: Record<string, string>;
}

/** A decimal string in pounds, e.g. "450.00". */
export type Money = string;
/** An ISO 8601 date-time string. */
export type IsoDateTime = string;
/** A day of the UK calendar, yyyy-mm-dd (an event day): never an instant, so no zone moves it. */
export type CalendarDate = string;

// ---------------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------------

/** GET /api/auth/user (401 when signed out); also the answer of signup, login, complete-profile. */
export interface User {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  phoneNumber: string | null;
  address: string | null;
  postcode: string | null;
  isProfileComplete: boolean;
  /** e.g. ['client'], ['client', 'provider']; back-office roles may also appear. */
  roles: string[];
}

/** POST /api/auth/signup (409 when the e-mail is taken). */
export interface SignUpRequest {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** POST /api/auth/login (401 on wrong credentials). */
export interface SignInRequest {
  email: string;
  password: string;
}

/** PUT /api/auth/complete-profile. */
export interface CompleteProfileRequest {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  address: string;
  postcode: string;
}

// ---------------------------------------------------------------------------------------------
// Providers
// ---------------------------------------------------------------------------------------------

export type ProviderPlan = 'basic' | 'professional' | 'enterprise';

/**
 * GET /api/providers/me (alias /api/provider/me): the signed-in user's provider record, 401/404
 * when there is none. Bank numbers never leave the server: only the last 4 digits of the account
 * and a masked sort code ("**-**-56").
 */
export interface Provider {
  id: string;
  userId: string;
  businessName: string;
  description: string | null;
  businessAddress: string | null;
  postcode: string | null;
  phoneNumber: string | null;
  contactEmail: string;
  website: string | null;
  isVerified: boolean;
  verificationLevel: string;
  identityVerified: boolean;
  businessVerified: boolean;
  insuranceVerified: boolean;
  backgroundCheckPassed: boolean;
  /** Decimal string with two places, e.g. "4.70"; "0.00" before the first review. */
  rating: string;
  totalReviews: number;
  completedBookings: number;
  /** Decimal string percentage, e.g. "100.00". */
  successRate: string;
  /** Typical response time in hours. */
  responseTime: number;
  depositRequired: boolean;
  depositPercentage: string;
  riskScore: number;
  bankAccountHolderName: string | null;
  bankAccountLast4: string | null;
  /** Masked, e.g. "**-**-56". */
  bankSortCode: string | null;
  bankName: string | null;
  bankDetailsVerified: boolean;
  bankDetailsAddedAt: IsoDateTime | null;
  plan: ProviderPlan;
  createdAt: IsoDateTime;
}

/** GET /api/providers/{id}: what anyone may see (no contact details, no bank details). */
export type PublicProvider = Pick<
  Provider,
  | 'id'
  | 'businessName'
  | 'description'
  | 'isVerified'
  | 'verificationLevel'
  | 'rating'
  | 'totalReviews'
  | 'completedBookings'
  | 'successRate'
  | 'responseTime'
  | 'createdAt'
>;

/** POST /api/providers. */
export interface CreateProviderRequest {
  businessName: string;
  contactEmail: string;
  phoneNumber: string;
  description: string;
  website: string;
  businessAddress: string;
  postcode: string;
}

/** PUT /api/providers/{id}. */
export interface UpdateProviderRequest {
  businessName: string;
  contactEmail: string;
  description: string;
  phoneNumber: string;
  website: string;
}

/** POST /api/providers/bank-details: the only time full numbers travel; answers Provider. */
export interface BankDetailsRequest {
  bankAccountHolderName: string;
  bankAccountNumber: string;
  bankSortCode: string;
  bankName: string;
}

/** GET /api/providers/{id}/contact: 403 unless the caller has a paid, confirmed booking with them. */
export interface ProviderContact {
  contactEmail: string;
  phoneNumber: string | null;
  businessAddress: string | null;
  postcode: string | null;
  website: string | null;
}

export type RiskLevel = 'low' | 'medium' | 'high';

/** GET /api/providers/{id}/risk-score: 0–100; up to 20 Low, up to 50 Medium, above High. */
export interface RiskScore {
  riskScore: number;
  level: RiskLevel;
  /** Plain-language reasons that raised the score, for the provider to act on. */
  reasons: string[];
}

export type AccountStanding = 'good' | 'warned' | 'restricted' | 'suspended' | 'terminated';

/** GET /api/providers/block-status: the contact-sharing standing of the signed-in provider. */
export interface BlockStatus {
  isBlocked: boolean;
  violationCount: number;
  blockReason: string | null;
  blockedUntil: IsoDateTime | null;
  standing: AccountStanding;
}

/** GET /api/provider/dashboard: this calendar month's figures for the signed-in provider. */
export interface ProviderDashboard {
  monthlyBookings: number;
  monthlyRevenue: Money;
  rating: string;
  totalReviews: number;
  /** The 5 most recent bookings, newest first. */
  recentBookings: Booking[];
}

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------

/** GET /api/categories. `icon` is an icon-class string such as 'fas fa-microphone'. */
export interface Category {
  id: string;
  name: string;
  slug: string;
  description: string;
  icon: string;
  imageUrl: string | null;
}

export type PriceUnit = 'per day' | 'per hour' | 'per event' | 'per item';
export type BoostLevel = 'featured' | 'category';

export interface Service {
  id: string;
  providerId: string;
  categoryId: string;
  name: string;
  description: string;
  basePrice: Money;
  /** What a direct booking of the base price costs, fees and VAT included (the server's headline total). */
  directBookingTotal: Money;
  priceUnit: PriceUnit;
  /** Hours. */
  minBookingDuration: number;
  /** Hours. */
  maxBookingDuration: number;
  equipmentList: string[];
  /** Object paths ('/objects/uploads/<id>') or absolute URLs; 3 to 5 of them. */
  images: string[];
  isAvailable: boolean;
  chargesMileage: boolean;
  pricePerMile: Money;
  maxMileageDistance: number;
  costPerPerson: Money | null;
  providerFeePercentage: string;
  isBoosted: boolean;
  boostLevel: BoostLevel | null;
  boostExpiresAt: IsoDateTime | null;
  createdAt: IsoDateTime;
  /** The provider's town and outward postcode, e.g. "Manchester, M1". */
  location: string;
  category: { id: string; name: string; slug: string };
  /** Same as basePrice (read-side convenience the spec names). */
  price: Money;
  /** Average review rating of the service, e.g. "4.70"; "0.00" without reviews. */
  rating: string;
  reviewCount: number;
  /** Only present when the listing was searched with a postcode. */
  distanceMiles?: number;
}

/** GET /api/services/{id}: the service with the public facts about its provider. */
export interface ServiceDetail extends Service {
  provider: {
    id: string;
    businessName: string;
    rating: string;
    totalReviews: number;
    completedBookings: number;
    memberSince: IsoDateTime;
    isVerified: boolean;
    /** Typical response time in hours. */
    responseTime: number;
  };
}

export type ServiceSort = 'relevance' | 'price_asc' | 'price_desc' | 'newest' | 'distance';

/**
 * Query of GET /api/services. `category` takes a category id or slug. Relevance puts boosted
 * services first. `distance` needs a postcode.
 */
export interface ServiceSearch {
  category?: string;
  categoryId?: string;
  providerId?: string;
  postcode?: string;
  /** Miles around `postcode`. */
  radius?: number;
  /** YYYY-MM-DD: only services free on that day. */
  date?: string;
  q?: string;
  sort?: ServiceSort;
  page?: number;
  pageSize?: number;
}

/**
 * GET /api/services answers one page rather than the spec's plain list, so that the listing can
 * paginate and show the total without downloading the catalogue.
 */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** POST /api/services and PUT /api/services/{id} (001 §7). */
export interface ServiceRequest {
  providerId: string;
  categoryId: string;
  name: string;
  description: string;
  basePrice: Money;
  priceUnit: PriceUnit;
  minBookingDuration: number;
  maxBookingDuration: number;
  equipmentList: string[];
  images: string[];
  chargesMileage: boolean;
  pricePerMile: Money;
  maxMileageDistance: number;
  providerFeePercentage: string;
  isAvailable: boolean;
  /** Only for the food-services category; null otherwise. */
  costPerPerson: Money | null;
}

/** GET /api/services/{id}/reviews, newest first. */
export interface Review {
  id: string;
  rating: number;
  title: string;
  reviewText: string;
  customerFirstName: string;
  createdAt: IsoDateTime;
}

/** POST /api/reviews: only after a completed booking of the caller (Booking.canReview). */
export interface ReviewRequest {
  bookingId: string;
  rating: number;
  title: string;
  reviewText: string;
}

// ---------------------------------------------------------------------------------------------
// Quotes
// ---------------------------------------------------------------------------------------------

export type EventType = 'wedding' | 'corporate' | 'private' | 'festival' | 'conference';
export type QuoteStatus = 'draft' | 'requested' | 'booked' | 'expired';

/**
 * One service of a quote request. The meaning of `quantity` follows the service's price unit:
 * days for 'per day', items for 'per item', events for 'per event', and 1 for 'per hour' (which
 * bills `duration`). `duration` is the hours on the day, within the service's min/max booking
 * duration. Table-and-chair services also send tableQuantity (0–50) and chairQuantity (0–200).
 */
export interface QuoteServiceRequest {
  serviceId: string;
  quantity: number;
  /** Hours. */
  duration: number;
  tableQuantity?: number;
  chairQuantity?: number;
}

/**
 * POST /api/quotes. No prices: the server prices every item from the stored service.
 * `status: 'draft'` saves it for later; without it the quote is requested.
 */
export interface QuoteRequest {
  eventType: EventType;
  eventDate: CalendarDate;
  eventLocation: string;
  eventPostcode: string;
  guestCount: number;
  services: QuoteServiceRequest[];
  status?: 'draft';
}

export interface QuoteServiceItem {
  serviceId: string;
  providerId: string;
  serviceName: string;
  quantity: number;
  duration: number;
  tableQuantity: number | null;
  chairQuantity: number | null;
  /** Miles charged for travel to the venue; 0 when the service does not charge mileage. */
  mileageMiles: number;
  /** The item's price including mileage. */
  price: Money;
}

/** GET /api/quotes (the caller's, newest first), GET /api/quotes/{id}, POST /api/quotes. */
export interface Quote {
  id: string;
  customerId: string;
  eventDate: CalendarDate;
  eventType: EventType;
  eventLocation: string;
  eventPostcode: string;
  guestCount: number;
  services: QuoteServiceItem[];
  subtotal: Money;
  providerFees: Money;
  platformFee: Money;
  vatAmount: Money;
  totalAmount: Money;
  status: QuoteStatus;
  expiresAt: IsoDateTime;
  createdAt: IsoDateTime;
}

// ---------------------------------------------------------------------------------------------
// Bookings
// ---------------------------------------------------------------------------------------------

export type BookingStatus =
  | 'pending'
  | 'provider_reviewing'
  | 'confirmed'
  | 'declined'
  | 'completed'
  | 'cancelled';

export type PaymentStatus = 'pending' | 'paid' | 'refunded' | 'partially_refunded' | 'failed';

/** GET /api/bookings (the caller's as client), ?quoteId=, ?providerId= (the provider's). */
export interface Booking {
  id: string;
  quoteId: string | null;
  serviceId: string;
  serviceName: string;
  customerId: string;
  /** First name and last initial ("Sarah J."), for providers. */
  customerName: string;
  providerId: string;
  providerName: string;
  eventDate: CalendarDate;
  duration: number;
  totalAmount: Money;
  platformFee: Money;
  providerAmount: Money;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  providerResponse: string | null;
  providerNotifiedAt: IsoDateTime | null;
  /** End of the provider's 24-hour window to accept or decline. */
  respondBy: IsoDateTime | null;
  providerRespondedAt: IsoDateTime | null;
  createdAt: IsoDateTime;
  /** True when the caller is the client, the booking is completed and not yet reviewed. */
  canReview: boolean;
}

/** GET /api/bookings/{id}/cancellation: what cancelling now would refund. */
export interface CancellationPreview {
  refundAmount: Money;
  /** 100, 75, 50 or 0. */
  refundPercentage: number;
  explanation: string;
}

/** POST /api/bookings/{id}/cancel. */
export interface CancellationResult {
  booking: Booking;
  refundAmount: Money;
  refundPercentage: number;
}

/** POST /api/bookings/confirm (idempotent per payment intent). */
export interface BookingConfirmation {
  /** The first booking's id. */
  id: string;
  providerId: string;
  /** One booking per provider of the quote (one for a direct service checkout). */
  bookings: Array<{ id: string; providerId: string }>;
}

// ---------------------------------------------------------------------------------------------
// Payments
// ---------------------------------------------------------------------------------------------

export type PaymentGateway = 'simulated' | 'stripe';

/** The part every payment set-up answer shares (checkout, boost, upgrade). */
export interface PaymentSetup {
  clientSecret: string;
  paymentIntentId: string;
  /** Decimal pounds, like every money field. */
  amount: Money;
  gateway: PaymentGateway;
  /** Present when gateway is 'stripe'. */
  publishableKey?: string;
}

/** POST /api/create-payment-intent body: a quote, or a service with its event date. */
export type PaymentIntentRequest =
  | { quoteId: string }
  | { serviceId: string; eventDate: string; tableQuantity?: number; chairQuantity?: number };

/** POST /api/create-payment-intent: also holds the service's day(s) for 15 minutes. */
export interface CheckoutPaymentSetup extends PaymentSetup {
  currency: 'gbp';
  holdExpiresAt: IsoDateTime;
}

/** POST /api/simulated-gateway/confirm. Card number without spaces, expiry "MM/YY". */
export interface SimulatedConfirmRequest {
  clientSecret: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** Answer of /api/simulated-gateway/confirm and /api/simulated-gateway/authenticate. */
export interface SimulatedGatewayResult {
  status: 'succeeded' | 'requires_action' | 'failed';
  message?: string;
}

// ---------------------------------------------------------------------------------------------
// Boosts and plans
// ---------------------------------------------------------------------------------------------

/** GET /api/boost-packages, in sortOrder. */
export interface BoostPackage {
  id: string;
  key: BoostLevel;
  name: string;
  description: string;
  durationDays: number;
  price: Money;
  features: string[];
  isActive: boolean;
  sortOrder: number;
  /** 2 for Category Boost, 5 for Featured Boost. */
  visibilityMultiplier: number;
}

/** GET /api/provider/plan, POST /api/provider/upgrade/confirm and POST /api/provider/plan/cancel. */
export interface PlanStatus {
  plan: ProviderPlan;
  name: string;
  monthlyPrice: Money;
  /** Platform commission on each new booking: 20, 15 or 10. */
  commissionPercentage: number;
  /** Days after the event that the balance is paid: 7, 5 or 3. */
  payoutDays: number;
  renewsAt: IsoDateTime | null;
  cancelsAt: IsoDateTime | null;
}

/** GET /api/services/{id}/boost-status. */
export interface BoostStatus {
  isBoosted: boolean;
  boostLevel: BoostLevel | null;
  boostExpiresAt: IsoDateTime | null;
  /** Next monthly renewal, null once cancelled. */
  renewsAt: IsoDateTime | null;
  /** Set after cancelling: the boost runs until then (30 days notice). */
  cancelsAt: IsoDateTime | null;
}

// ---------------------------------------------------------------------------------------------
// Chat
// ---------------------------------------------------------------------------------------------

/** GET /api/chat/rooms: the caller's rooms, as client or as provider, latest first. */
export interface ChatRoom {
  id: string;
  customerId: string;
  providerId: string;
  serviceId: string;
  serviceName: string;
  /** The other side: the provider's business name for clients, the client's name for providers. */
  counterpartName: string;
  status: string;
  lastMessageAt: IsoDateTime | null;
  lastMessage: string | null;
  unreadCount: number;
}

/** GET /api/chat/rooms/{id}/messages?after=<messageId>: oldest first, only those after `after`. */
export interface ChatMessage {
  id: string;
  senderId: string;
  message: string;
  createdAt: IsoDateTime;
  isMine: boolean;
}

// ---------------------------------------------------------------------------------------------
// Verification, uploads, contact
// ---------------------------------------------------------------------------------------------

export type DocumentType = 'identity' | 'business_registration' | 'insurance' | 'background_check';
/** `expired`: the document's expiry date has passed; it no longer counts and a new one may be sent. */
export type VerificationStatus = 'pending' | 'approved' | 'rejected' | 'expired';

/** GET /api/verification-documents: the signed-in provider's documents, newest first. */
export interface VerificationDocument {
  id: string;
  documentType: DocumentType;
  documentUrl: string;
  verificationStatus: VerificationStatus;
  rejectionReason: string | null;
  verifiedAt: IsoDateTime | null;
  expiryDate: IsoDateTime | null;
  createdAt: IsoDateTime;
}

/** POST /api/objects/upload: a signed, expiring URL to PUT the raw file to. */
export interface UploadTicket {
  uploadURL: string;
}

/** The answer of the PUT to uploadURL; the file then displays from objectPath. */
export interface UploadedObject {
  objectPath: string;
}

export type ContactCategory =
  | 'general'
  | 'booking'
  | 'provider'
  | 'payment'
  | 'technical'
  | 'complaint'
  | 'callback';

/** POST /api/contact. */
export interface ContactRequest {
  name: string;
  email: string;
  subject: string;
  category: ContactCategory;
  message: string;
}

// ---------------------------------------------------------------------------------------------
// Analytics
// ---------------------------------------------------------------------------------------------

/** GET /api/analytics: platform statistics (any signed-in user). */
export interface Analytics {
  totalSignups: number;
  newSignupsThisMonth: number;
  /** Percentage, e.g. 12.5. */
  signupGrowthRate: number;
  totalProviders: number;
  activeProviders: number;
  totalCustomers: number;
  activeCustomers: number;
  totalBookings: number;
  monthlyBookings: number;
  totalRevenue: Money;
  monthlyRevenue: Money;
  /** e.g. "4.62". */
  averageRating: string;
  totalReviews: number;
  /** The last 12 months, oldest first; month is "YYYY-MM". */
  monthly: Array<{ month: string; bookings: number; revenue: Money; signups: number }>;
}

/** GET /api/providers/payout-account: whether payouts can reach the provider yet. */
export interface PayoutAccountStatus {
  gateway: 'simulated' | 'stripe';
  status: 'no_bank_details' | 'setting_up' | 'action_required' | 'enabled';
  requirementsDue: string[];
  message: string;
}
