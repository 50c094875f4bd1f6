import { z } from 'zod';
import { defineEvents, type EventsOf } from '../kernel/events';

export const categoryEvents = defineEvents({
  CategoryCreated: {
    schema: z.object({
      categoryId: z.string(),
      name: z.string(),
      slug: z.string(),
      icon: z.string(),
      description: z.string(),
      imageUrl: z.string(),
    }),
  },
  CategoryUpdated: {
    schema: z.object({
      categoryId: z.string(),
      name: z.string(),
      icon: z.string(),
      description: z.string(),
      imageUrl: z.string(),
    }),
  },
});

export type CategoryEvent = EventsOf<typeof categoryEvents>;

/** Stream of one category: `category-<categoryId>`. */
export const categoryStream = (categoryId: string): string => `category-${categoryId}`;
