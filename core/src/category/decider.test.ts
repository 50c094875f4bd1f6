import { describe, expect, it } from 'vitest';
import { systemActor } from '../kernel/actor';
import { given } from '../kernel/given-when-then';
import { categoryDecider } from './decider';
import type { CategoryEvent } from './events';

const fields = {
  name: 'Stage Hire',
  icon: 'fas fa-theater-masks',
  description: 'Stages',
  imageUrl: '/x.svg',
};
const created: CategoryEvent = {
  type: 'CategoryCreated',
  data: { categoryId: 'c1', slug: 'stage-hire', ...fields },
};
const seeder = systemActor('seed');
const admin = { kind: 'user', userId: 'u-admin', roles: ['admin'] } as const;
const client = { kind: 'user', userId: 'u1', roles: [] } as const;

describe('category', () => {
  it('given nothing, when the platform creates a category, then it is created', () => {
    given(categoryDecider)
      .when({ type: 'CreateCategory', actor: seeder, categoryId: 'c1', slug: 'stage-hire', ...fields })
      .thenEvents([created]);
  });
  it('given a category, when it is created again, then it is refused', () => {
    given(categoryDecider, [created])
      .when({ type: 'CreateCategory', actor: seeder, categoryId: 'c1', slug: 'stage-hire', ...fields })
      .thenRefused('CATEGORY_EXISTS');
  });
  it('refuses a slug that is not lower-case words joined by hyphens', () => {
    given(categoryDecider)
      .when({ type: 'CreateCategory', actor: seeder, categoryId: 'c1', slug: 'Stage Hire', ...fields })
      .thenRefused('CATEGORY_SLUG_INVALID');
  });
  it('given a category, when an admin updates it, then it is updated', () => {
    given(categoryDecider, [created])
      .when({ type: 'UpdateCategory', actor: admin, categoryId: 'c1', ...fields, name: 'Stages' })
      .thenEvents([{ type: 'CategoryUpdated', data: { categoryId: 'c1', ...fields, name: 'Stages' } }]);
  });
  it('refuses an update of an unknown category', () => {
    given(categoryDecider)
      .when({ type: 'UpdateCategory', actor: admin, categoryId: 'c1', ...fields })
      .thenRefused('CATEGORY_NOT_FOUND');
  });
  it('refuses a client editing categories', () => {
    given(categoryDecider, [created])
      .when({ type: 'UpdateCategory', actor: client, categoryId: 'c1', ...fields })
      .thenRefused('FORBIDDEN');
  });
  it('refuses a slug another category already uses', () => {
    given(categoryDecider)
      .when({
        type: 'CreateCategory',
        actor: admin,
        categoryId: 'c2',
        slug: 'stage-hire',
        slugInUse: true,
        ...fields,
      })
      .thenRefused('CATEGORY_SLUG_TAKEN');
  });
  it('given nothing, when an admin creates a category, then it is created with trimmed names', () => {
    given(categoryDecider)
      .when({
        type: 'CreateCategory',
        actor: admin,
        categoryId: 'c1',
        slug: 'stage-hire',
        slugInUse: false,
        ...fields,
        name: '  Stage Hire ',
      })
      .thenEvents([created]);
  });
  it('refuses a category without a name or icon, naming both fields', () => {
    const error = given(categoryDecider, [created])
      .when({ type: 'UpdateCategory', actor: admin, categoryId: 'c1', ...fields, name: ' ', icon: '' })
      .thenRefused('CATEGORY_INVALID');
    expect(Object.keys(error.fieldErrors ?? {})).toEqual(['name', 'icon']);
  });
});
