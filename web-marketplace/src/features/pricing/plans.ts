import type { ProviderPlan } from '@esm/contract/common';

export interface PlanInfo {
  key: ProviderPlan;
  name: string;
  /** Marketing price; the upgrade payment's amount comes from the server. */
  priceLabel: string;
  period: string;
  commission: string;
  payoutDays: number;
  description: string;
  features: string[];
}

/** Plans /: commission 20/15/10%, payouts 7/5/3 days after the event. */
export const PLANS: PlanInfo[] = [
  {
    key: 'basic',
    name: 'Basic Provider',
    priceLabel: 'Free',
    period: 'forever',
    commission: '20%',
    payoutDays: 7,
    description: 'Everything you need to start taking bookings.',
    features: [
      'List unlimited services with 3–5 photos each',
      'Booking requests and customer chat',
      'Secure payments held in escrow',
      '20% commission per booking',
      'Balance paid 7 days after the event',
    ],
  },
  {
    key: 'professional',
    name: 'Professional',
    priceLabel: '£29',
    period: 'per month',
    commission: '15%',
    payoutDays: 5,
    description: 'For busy providers who want lower fees and faster payouts.',
    features: [
      'Everything in Basic',
      '15% commission per booking',
      'Balance paid 5 days after the event',
      'Priority support',
      'Booking analytics',
    ],
  },
  {
    key: 'enterprise',
    name: 'Enterprise',
    priceLabel: '£99',
    period: 'per month',
    commission: '10%',
    payoutDays: 3,
    description: 'For established companies with a high volume of events.',
    features: [
      'Everything in Professional',
      '10% commission per booking',
      'Balance paid 3 days after the event',
      'Dedicated account manager',
      'Early access to new features',
    ],
  },
];

export const paidPlan = (key: string | undefined) =>
  PLANS.find((plan) => plan.key === key && plan.key !== 'basic') ?? null;

export const BOOST_MARKETING = [
  {
    name: 'Category Boost',
    price: '£25',
    visibility: '2x visibility',
    text: 'Your service appears at the top of its category listing, marked Boosted.',
  },
  {
    name: 'Featured Boost',
    price: '£45',
    visibility: '5x visibility',
    text: 'Your service is featured on the home page and first in search results, marked Boosted.',
  },
];
