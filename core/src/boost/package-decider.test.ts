import { describe, expect, it } from 'vitest';
import { systemActor } from '../kernel/actor';
import { fold } from '../kernel/decider';
import { given } from '../kernel/given-when-then';
import { boostPackageDecider } from './package-decider';
import type { BoostPackageEvent } from './package-events';
import {
  CATEGORY_BOOST_PACKAGE_ID,
  FEATURED_BOOST_PACKAGE_ID,
  seedBoostPackageCommands,
} from './seed-packages';

const seeder = systemActor('seed');
const admin = { kind: 'user', userId: 'u-admin', roles: ['admin'] } as const;
const provider = { kind: 'user', userId: 'u-provider', roles: [] } as const;
const [categoryCommand, featuredCommand] = seedBoostPackageCommands(seeder);
if (categoryCommand === undefined || featuredCommand === undefined)
  throw new Error('two seeded packages expected');
const { type: _t, actor: _a, ...categoryFields } = categoryCommand;
const { type: _ft, actor: _fa, ...featuredFields } = featuredCommand;
const categoryDefined: BoostPackageEvent = { type: 'BoostPackageDefined', data: categoryFields };

describe('boost packages', () => {
  it('seeds Category Boost at £25 for 30 days with 2x visibility', () => {
    given(boostPackageDecider).when(categoryCommand).thenEvents([categoryDefined]);
    expect(categoryFields).toMatchObject({
      packageId: CATEGORY_BOOST_PACKAGE_ID,
      name: 'Category Boost',
      price: 2500,
      durationDays: 30,
      visibilityMultiplier: 2,
    });
  });

  it('seeds Featured Boost at £45 for 30 days with 5x visibility, listed second (Most Popular)', () => {
    given(boostPackageDecider)
      .when(featuredCommand)
      .thenEvents([{ type: 'BoostPackageDefined', data: featuredFields }]);
    expect(featuredFields).toMatchObject({
      packageId: FEATURED_BOOST_PACKAGE_ID,
      name: 'Featured Boost',
      price: 4500,
      durationDays: 30,
      visibilityMultiplier: 5,
      sortOrder: 2,
    });
  });

  it('refuses to define a package twice', () => {
    given(boostPackageDecider, [categoryDefined]).when(categoryCommand).thenRefused('BOOST_PACKAGE_EXISTS');
  });

  it('an admin updates a package, e.g. withdraws it from sale', () => {
    given(boostPackageDecider, [categoryDefined])
      .when({ ...categoryCommand, type: 'UpdateBoostPackage', actor: admin, isActive: false })
      .thenEvents([{ type: 'BoostPackageUpdated', data: { ...categoryFields, isActive: false } }]);
    const state = fold(boostPackageDecider, [
      categoryDefined,
      { type: 'BoostPackageUpdated', data: { ...categoryFields, price: 3000 } },
    ]);
    expect(state).toMatchObject({ exists: true, price: 3000 });
  });

  it('refuses to update an unknown package', () => {
    given(boostPackageDecider)
      .when({ ...categoryCommand, type: 'UpdateBoostPackage', actor: admin })
      .thenRefused('BOOST_NOT_FOUND');
  });

  it('refuses a nameless, zero-day, fractional-price package with every field text', () => {
    const refusal = given(boostPackageDecider)
      .when({
        ...categoryCommand,
        name: ' ',
        durationDays: 0,
        price: 25.5,
        visibilityMultiplier: 0.5,
        sortOrder: 1.5,
      })
      .thenRefused('BOOST_PACKAGE_INVALID', 'Please give the package a name.');
    expect(Object.keys(refusal.fieldErrors ?? {})).toEqual([
      'name',
      'durationDays',
      'price',
      'sortOrder',
      'visibilityMultiplier',
    ]);
  });

  it('only the platform or an admin edits the catalogue', () => {
    given(boostPackageDecider)
      .when({ ...categoryCommand, actor: provider })
      .thenRefused('FORBIDDEN');
  });
});
