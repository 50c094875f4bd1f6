import type { CommandActor } from '../kernel/actor';
import type { BoostPackageCommand } from './package-decider';

/** Fixed ids, because the web app maps its two package keys to them. */
export const CATEGORY_BOOST_PACKAGE_ID = '6f1c2a4e-8b0d-4c51-9a37-2e5d7c1b9f01';
export const FEATURED_BOOST_PACKAGE_ID = '6f1c2a4e-8b0d-4c51-9a37-2e5d7c1b9f02';

/** The two packages of the pricing page: Category Boost £25 / 30 days 2×, Featured Boost £45 / 30 days 5×. */
export const seedBoostPackageCommands = (actor: CommandActor): BoostPackageCommand[] => [
  {
    type: 'DefineBoostPackage',
    actor,
    packageId: CATEGORY_BOOST_PACKAGE_ID,
    name: 'Category Boost',
    description: 'Show your service at the top of its category.',
    durationDays: 30,
    price: 2500,
    features: [
      '2x visibility in your category',
      'Boosted badge on your service',
      'Monthly auto-billing, cancel with 30 days notice',
    ],
    isActive: true,
    sortOrder: 1,
    visibilityMultiplier: 2,
  },
  {
    type: 'DefineBoostPackage',
    actor,
    packageId: FEATURED_BOOST_PACKAGE_ID,
    name: 'Featured Boost',
    description: 'Feature your service across the marketplace, ahead of category boosts.',
    durationDays: 30,
    price: 4500,
    features: [
      '5x visibility across the marketplace',
      'Boosted badge on your service',
      'Monthly auto-billing, cancel with 30 days notice',
    ],
    isActive: true,
    sortOrder: 2,
    visibilityMultiplier: 5,
  },
];
