import { z } from 'zod';

export const userResponse = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  postcode: z.string().nullable(),
  isProfileComplete: z.boolean(),
  roles: z.array(z.string()),
});
