import { z } from 'zod';
import { isUkPostcode } from './postcode';

/** A trimmed e-mail address with the screen's own error text. */
export const emailField = (message: string) => z.string().trim().pipe(z.email(message));

/** The customer profile rules shared by the platform, with their texts. */
export const profileFields = {
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().min(1, 'Last name is required'),
  phoneNumber: z.string().trim().min(10, 'Valid phone number is required'),
  address: z.string().trim().min(5, 'Address is required'),
  postcode: z
    .string()
    .trim()
    .min(5, 'Valid postcode is required')
    .refine((value) => isUkPostcode(value), 'Please enter a valid UK postcode'),
};
