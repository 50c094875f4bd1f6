import type { CategoryEvent } from '@esm/core/category/events';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { id, openProjectorSpec, type ProjectorSpec } from '../runner/testing/given-events';
import { categoriesProjector } from './projector';

let spec: ProjectorSpec;
beforeAll(async () => {
  spec = await openProjectorSpec(categoriesProjector);
});
afterAll(() => spec.close());

const created = (n: number, name: string, slug: string): CategoryEvent => ({
  type: 'CategoryCreated',
  data: {
    categoryId: id(n),
    name,
    slug,
    icon: 'music',
    description: `${name} for events`,
    imageUrl: `/img/${slug}.jpg`,
  },
});

describe('categories projector: given category events, then categories rows', () => {
  it('orders categories by when they were created and updates all but the slug', async () => {
    const rm = await spec.given<CategoryEvent>([
      created(2, 'Sound', 'sound'),
      created(1, 'Staging', 'staging'),
      {
        type: 'CategoryUpdated',
        data: {
          categoryId: id(2),
          name: 'Sound & PA',
          icon: 'speaker',
          description: 'PA hire',
          imageUrl: '/img/pa.jpg',
        },
      },
    ]);
    await rm.thenRows(
      'categories',
      [
        {
          id: id(2),
          name: 'Sound & PA',
          slug: 'sound',
          icon: 'speaker',
          description: 'PA hire',
          image_url: '/img/pa.jpg',
          position: 1,
        },
        {
          id: id(1),
          name: 'Staging',
          slug: 'staging',
          icon: 'music',
          description: 'Staging for events',
          image_url: '/img/staging.jpg',
          position: 2,
        },
      ],
      'position',
    );
  });

  it('ignores a second creation of the same category', async () => {
    const rm = await spec.given<CategoryEvent>([
      created(1, 'Staging', 'staging'),
      created(1, 'Stages', 'stages'),
    ]);
    await rm.thenRows('categories', [{ id: id(1), name: 'Staging', slug: 'staging', position: 1 }]);
  });
});
