import { z } from 'zod';

/** GET /api/categories. `icon` is an icon-class string such as 'fas fa-microphone'. */
export const categoryResponse = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  icon: z.string(),
  imageUrl: z.string(),
});
export type Category = z.infer<typeof categoryResponse>;
