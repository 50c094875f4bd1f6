import type { Analytics } from '@esm/contract/analytics';
import type { User } from '@esm/contract/auth';
import type { Booking } from '@esm/contract/bookings';
import type { BoostPackage } from '@esm/contract/boosts';
import type { Category } from '@esm/contract/categories';
import type { ChatMessage, ChatRoom } from '@esm/contract/chat';
import type { Provider } from '@esm/contract/providers';
import type { Quote } from '@esm/contract/quotes';
import type { Review } from '@esm/contract/reviews';
import type { Service, ServiceDetail } from '@esm/contract/services';
import type { VerificationDocument } from '@esm/contract/verification';

/** Realistic data typed by the HTTP contract (@esm/contract); the mock API parses it with its schemas. */

const DAY = 24 * 3600 * 1000;
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
/** A calendar day (yyyy-mm-dd) `days` from now: event days are sent as dates, not instants. */
export const dayIn = (days: number) => inDays(days).slice(0, 10);

export const clientUser: User = {
  id: 'user-client-0001',
  email: 'sarah.jones@example.co.uk',
  firstName: 'Sarah',
  lastName: 'Jones',
  profileImageUrl: null,
  phoneNumber: '07700 900123',
  address: '12 Deansgate, Manchester',
  postcode: 'M3 2BW',
  isProfileComplete: true,
  roles: ['client'],
};

export const incompleteUser: User = {
  ...clientUser,
  id: 'user-client-0002',
  email: 'tom.new@example.co.uk',
  firstName: 'Tom',
  lastName: 'Newman',
  phoneNumber: null,
  address: null,
  postcode: null,
  isProfileComplete: false,
};

export const providerUser: User = {
  id: 'user-provider-0001',
  email: 'james@northernstageworks.co.uk',
  firstName: 'James',
  lastName: 'Walker',
  profileImageUrl: null,
  phoneNumber: '0161 496 0000',
  address: '4 Tariff Street, Manchester',
  postcode: 'M1 2FF',
  isProfileComplete: true,
  roles: ['client', 'provider'],
};

export const provider: Provider = {
  id: 'provider-0001',
  userId: providerUser.id,
  businessName: 'Northern Stageworks',
  description: 'Staging, sound and lighting for festivals, weddings and conferences across the North West.',
  businessAddress: '4 Tariff Street, Manchester',
  postcode: 'M1 2FF',
  phoneNumber: '0161 496 0000',
  contactEmail: 'bookings@northernstageworks.co.uk',
  website: 'https://northernstageworks.co.uk',
  vatNumber: null,
  businessRegNumber: null,
  successRate: '100.00',
  isVerified: false,
  verificationLevel: 'basic',
  identityVerified: true,
  businessVerified: true,
  insuranceVerified: false,
  backgroundCheckPassed: false,
  verificationProgress: 50,
  verificationDate: null,
  serviceAreas: ['Manchester', 'Salford'],
  rating: '4.70',
  totalReviews: 31,
  completedBookings: 58,
  depositRequired: true,
  depositPercentage: '25.00',
  responseTime: 24,
  riskScore: 34,
  bankAccountHolderName: 'Northern Stageworks Ltd',
  bankAccountLast4: '4821',
  bankSortCode: '**-**-56',
  bankName: 'Barclays',
  bankDetailsVerified: false,
  bankDetailsStatus: 'pending',
  bankDetailsRejectionReason: null,
  bankDetailsAddedAt: inDays(-40),
  plan: 'basic',
  createdAt: '2023-03-14T10:00:00.000Z',
};

const CATEGORY_ROWS: Array<[string, string, string, string]> = [
  [
    'stage-hire',
    'Stage Hire',
    'fas fa-theater-masks',
    'Indoor risers to full festival stages, built by trained crews.',
  ],
  [
    'sound-hire',
    'Sound Hire',
    'fas fa-volume-up',
    'PA systems, microphones and engineers for any size of event.',
  ],
  [
    'lighting-hire',
    'Lighting Hire',
    'fas fa-lightbulb',
    'Uplighting, moving heads and festoon to set the mood.',
  ],
  ['food-services', 'Food Services', 'fas fa-utensils', 'Caterers, street food vans and private chefs.'],
  ['furniture-hire', 'Table & Chair Hire', 'fas fa-chair', 'Tables, chairs and linen delivered and set up.'],
  ['bar-hire', 'Bar Hire', 'fas fa-glass-martini', 'Mobile bars with licensed, friendly bar staff.'],
  ['wedding-planning', 'Wedding Planning', 'fas fa-heart', 'Planners and coordinators for your big day.'],
  [
    'marquee-hire',
    'Marquee Hire',
    'fas fa-campground',
    'Marquees and tipis for garden parties and festivals.',
  ],
  ['dj-services', 'DJ Services', 'fas fa-compact-disc', 'Experienced DJs with their own sound and lighting.'],
  ['silent-disco', 'Silent Disco', 'fas fa-headphones', 'Wireless headphones and channels for every crowd.'],
];

export const categories: Category[] = CATEGORY_ROWS.map(([slug, name, icon, description], index) => ({
  id: `cat-${String(index + 1).padStart(2, '0')}`,
  slug,
  name,
  icon,
  description,
  imageUrl: `/objects/uploads/category-${slug}`,
}));

const category = (slug: string) => {
  const found = categories.find((c) => c.slug === slug);
  if (!found) throw new Error(`no category ${slug}`);
  return found;
};

function service(
  id: string,
  slug: string,
  name: string,
  basePrice: string,
  extra: Partial<Service> = {},
): Service {
  const c = category(slug);
  return {
    id,
    providerId: 'provider-0002',
    categoryId: c.id,
    name,
    description: `${name}: delivered, installed and taken down by our own crew. Fully insured with £5M public liability, PAT-tested equipment and a technician on site.`,
    basePrice,
    // The API's headline total for a direct booking: the base price × 1.2 (the platform fee).
    directBookingTotal: (Number(basePrice) * 1.2).toFixed(2),
    priceUnit: 'per day',
    minBookingDuration: 4,
    maxBookingDuration: 24,
    equipmentList: ['Delivery', 'Set-up crew', 'Technician on site'],
    images: [`/objects/uploads/${id}-1`, `/objects/uploads/${id}-2`, `/objects/uploads/${id}-3`],
    isAvailable: true,
    chargesMileage: false,
    pricePerMile: '0.00',
    maxMileageDistance: 50,
    costPerPerson: null,
    providerFeePercentage: '5.00',
    isBoosted: false,
    boostLevel: null,
    boostExpiresAt: null,
    createdAt: inDays(-90),
    location: 'Leeds, LS1',
    category: { id: c.id, name: c.name, slug: c.slug },
    price: basePrice,
    rating: '4.60',
    reviewCount: 12,
    ...extra,
  };
}

export const services: Service[] = [
  service('svc-stage-01', 'stage-hire', 'Modular Outdoor Stage 8m x 6m', '1450.00', {
    providerId: provider.id,
    isBoosted: true,
    boostLevel: 'featured',
    boostExpiresAt: inDays(20),
    chargesMileage: true,
    pricePerMile: '0.55',
    location: 'Manchester, M1',
    equipmentList: ['Stage decks', 'Roof canopy', 'Skirting', 'Access steps', 'Handrails', 'Crew of four'],
    images: [1, 2, 3, 4, 5, 6, 7].map((n) => `/objects/uploads/svc-stage-01-${n}`),
    rating: '4.80',
    reviewCount: 24,
  }),
  service('svc-sound-01', 'sound-hire', 'Festival PA System with Engineer', '890.00', {
    providerId: provider.id,
    location: 'Manchester, M1',
  }),
  service('svc-light-01', 'lighting-hire', 'Wedding Uplighting Package', '320.00', {
    priceUnit: 'per event',
  }),
  service('svc-food-01', 'food-services', 'Wood-fired Pizza Van', '650.00', {
    priceUnit: 'per event',
    costPerPerson: '12.50',
    location: 'Bristol, BS1',
  }),
  service('svc-furn-01', 'furniture-hire', 'Banquet Tables and Chiavari Chairs', '95.00', {
    priceUnit: 'per item',
    location: 'Birmingham, B1',
  }),
  service('svc-bar-01', 'bar-hire', 'Vintage Horsebox Bar', '750.00', {
    priceUnit: 'per event',
    location: 'York, YO1',
  }),
  service('svc-dj-01', 'dj-services', 'Wedding DJ with Dancefloor Lighting', '60.00', {
    priceUnit: 'per hour',
    minBookingDuration: 3,
    maxBookingDuration: 8,
    location: 'London, SE1',
    isAvailable: false,
  }),
  service('svc-marquee-01', 'marquee-hire', '9m x 18m Clearspan Marquee', '2200.00', {
    location: 'Oxford, OX1',
  }),
];

export const serviceDetail = (s: Service): ServiceDetail => ({
  ...s,
  provider: {
    id: s.providerId,
    businessName: s.providerId === provider.id ? provider.businessName : 'Yorkshire Event Co.',
    rating: '4.70',
    totalReviews: 31,
    completedBookings: 58,
    memberSince: '2023-03-14T10:00:00.000Z',
    isVerified: true,
    responseTime: 6,
  },
});

export const reviews: Review[] = [
  {
    id: 'review-1',
    rating: 5,
    title: 'Brilliant crew, perfect stage',
    reviewText: 'Arrived on time, built the stage in two hours and were a pleasure to deal with all day.',
    photos: [],
    helpfulVotes: 3,
    customerFirstName: 'Priya',
    createdAt: inDays(-12),
  },
  {
    id: 'review-2',
    rating: 4,
    title: 'Great value',
    reviewText: 'Good kit and helpful team; the get-out ran a little late but nothing we minded.',
    photos: [],
    helpfulVotes: 0,
    customerFirstName: 'Mark',
    createdAt: inDays(-40),
  },
];

export function makeQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    id: 'quote-0000-0000-0000-00000000a1b2',
    customerId: clientUser.id,
    eventDate: dayIn(60),
    eventType: 'wedding',
    eventLocation: 'Hollins Hall, Baildon',
    eventPostcode: 'BD17 7QW',
    guestCount: 120,
    services: [
      {
        serviceId: 'svc-stage-01',
        providerId: provider.id,
        serviceName: 'Modular Outdoor Stage 8m x 6m',
        quantity: 1,
        duration: 8,
        tableQuantity: null,
        chairQuantity: null,
        mileageMiles: 42,
        price: '1473.10',
      },
      {
        serviceId: 'svc-light-01',
        providerId: 'provider-0002',
        serviceName: 'Wedding Uplighting Package',
        quantity: 1,
        duration: 6,
        tableQuantity: null,
        chairQuantity: null,
        mileageMiles: 0,
        price: '320.00',
      },
    ],
    subtotal: '1793.10',
    providerFees: '89.66',
    platformFee: '358.62',
    platformFeePercentage: 20,
    vatAmount: '448.28',
    totalAmount: '2689.66',
    status: 'requested',
    expiresAt: inDays(7),
    createdAt: inDays(-1),
    ...overrides,
  };
}

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 'booking-7f3a-4c1d-9e2b-5a6c7d8e9f01',
    quoteId: null,
    serviceId: 'svc-stage-01',
    serviceName: 'Modular Outdoor Stage 8m x 6m',
    customerId: clientUser.id,
    customerName: 'Sarah J.',
    providerId: provider.id,
    providerName: provider.businessName,
    eventDate: dayIn(45),
    duration: 8,
    quantity: 1,
    tableQuantity: null,
    chairQuantity: null,
    totalAmount: '1740.00',
    platformFee: '290.00',
    providerAmount: '1160.00',
    providerPayout: '1160.00',
    status: 'provider_reviewing',
    paymentStatus: 'paid',
    providerResponse: null,
    providerNotifiedAt: inDays(-0.2),
    respondBy: new Date(Date.now() + 19 * 3600 * 1000).toISOString(),
    providerRespondedAt: null,
    notes: null,
    specialRequests: null,
    cancellationPolicy: '30_day_refund',
    stripeChargeId: 'ch_test_booking_01',
    createdAt: inDays(-0.2),
    canReview: false,
    ...overrides,
  };
}

export const clientBookings: Booking[] = [
  makeBooking(),
  makeBooking({
    id: 'booking-1111-2222-3333-44445555aaaa',
    serviceId: 'svc-light-01',
    serviceName: 'Wedding Uplighting Package',
    providerId: 'provider-0002',
    providerName: 'Yorkshire Event Co.',
    status: 'completed',
    eventDate: dayIn(-10),
    totalAmount: '384.00',
    respondBy: null,
    providerResponse: 'Thanks Sarah, looking forward to it!',
    canReview: true,
  }),
];

export const providerBookings: Booking[] = [
  makeBooking(),
  makeBooking({
    id: 'booking-9999-8888-7777-66665555bbbb',
    serviceName: 'Festival PA System with Engineer',
    serviceId: 'svc-sound-01',
    customerName: 'Oliver P.',
    status: 'confirmed',
    respondBy: null,
    providerResponse: 'Confirmed, see you there.',
  }),
];

export const boostPackages: BoostPackage[] = [
  {
    id: 'boost-pkg-category',
    key: 'category',
    name: 'Category Boost',
    description: 'Top of your category listing with a Boosted badge.',
    durationDays: 30,
    price: '25.00',
    features: ['Top of category results', 'Boosted badge', '2x visibility'],
    isActive: true,
    sortOrder: 1,
    visibilityMultiplier: 2,
  },
  {
    id: 'boost-pkg-featured',
    key: 'featured',
    name: 'Featured Boost',
    description: 'Featured on the home page and first in search.',
    durationDays: 30,
    price: '45.00',
    features: ['Home page feature', 'First in search results', '5x visibility'],
    isActive: true,
    sortOrder: 2,
    visibilityMultiplier: 5,
  },
];

export const verificationDocuments: VerificationDocument[] = [
  {
    id: 'doc-1',
    documentType: 'insurance',
    documentUrl: '/objects/uploads/doc-1',
    verificationStatus: 'rejected',
    rejectionReason: 'The certificate has expired',
    verifiedAt: null,
    expiryDate: null,
    createdAt: inDays(-5),
  },
  {
    id: 'doc-2',
    documentType: 'background_check',
    documentUrl: '/objects/uploads/doc-2',
    verificationStatus: 'pending',
    rejectionReason: null,
    verifiedAt: null,
    expiryDate: null,
    createdAt: inDays(-1),
  },
];

export function chatRoom(overrides: Partial<ChatRoom> = {}): ChatRoom {
  return {
    id: 'room-0001',
    customerId: clientUser.id,
    providerId: provider.id,
    serviceId: 'svc-stage-01',
    serviceName: 'Modular Outdoor Stage 8m x 6m',
    counterpartName: provider.businessName,
    status: 'active',
    lastMessageAt: inDays(-0.1),
    lastMessage: 'Yes, the roof canopy is included.',
    unreadCount: 1,
    ...overrides,
  };
}

export const initialMessages = (mineId: string): ChatMessage[] => [
  {
    id: 'msg-0001',
    senderId: clientUser.id,
    message: 'Hi! Does the stage come with a roof?',
    createdAt: inDays(-0.2),
    isMine: mineId === clientUser.id,
  },
  {
    id: 'msg-0002',
    senderId: providerUser.id,
    message: 'Yes, the roof canopy is included.',
    createdAt: inDays(-0.1),
    isMine: mineId === providerUser.id,
  },
];

export const analytics: Analytics = {
  totalSignups: 8421,
  newSignupsThisMonth: 312,
  signupGrowthRate: 9.6,
  totalProviders: 1204,
  activeProviders: 877,
  totalCustomers: 7217,
  activeCustomers: 2950,
  totalBookings: 5120,
  monthlyBookings: 388,
  totalRevenue: '3120450.00',
  monthlyRevenue: '236800.00',
  averageRating: '4.72',
  totalReviews: 2987,
  monthly: Array.from({ length: 12 }, (_, i) => ({
    month: `2025-${String(i + 1).padStart(2, '0')}`,
    bookings: 200 + i * 17,
    revenue: ((200 + i * 17) * 610).toFixed(2),
    signups: 400 + i * 12,
  })),
};

/** A small SVG photo, so images load without network access. */
export function photoSvg(seed: string): string {
  const hues = [230, 262, 28, 160, 340, 200];
  const hue = hues[[...seed].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % hues.length] ?? 230;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,28%)"/><stop offset="1" stop-color="hsl(${hue + 30},70%,52%)"/></linearGradient></defs><rect width="800" height="450" fill="url(#g)"/><circle cx="620" cy="110" r="70" fill="hsl(${hue + 180},90%,70%)" opacity=".55"/><rect x="120" y="300" width="560" height="40" rx="8" fill="#fff" opacity=".25"/></svg>`;
}
