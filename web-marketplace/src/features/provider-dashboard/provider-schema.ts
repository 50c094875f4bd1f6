import { z } from 'zod';
import { emailField, profileFields } from '../../lib/validation';

const optionalUrl = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value),
    'Please enter a full web address, e.g. https://example.co.uk',
  );

/** Provider profile rules with their texts; the server checks them again. */
export const providerInfoSchema = z.object({
  businessName: z.string().trim().min(1, 'Business name is required'),
  contactEmail: emailField('Valid email is required'),
  description: z.string().trim().max(2000, 'Description must be 2000 characters or fewer'),
  phoneNumber: z.string().trim().min(1, 'Phone number is required'),
  website: optionalUrl,
});

/** Creating a profile also collects the business address and postcode (real values, not placeholders). */
export const createProviderSchema = providerInfoSchema.extend({
  businessAddress: z.string().trim().min(5, 'Business address is required'),
  postcode: profileFields.postcode,
});

export type ProviderInfoValues = z.input<typeof providerInfoSchema>;
export type CreateProviderValues = z.input<typeof createProviderSchema>;

/** The profile as the server takes it: trimmed, as the person sees it once saved. */
export const providerInfoBody = (values: ProviderInfoValues) => ({
  businessName: values.businessName.trim(),
  contactEmail: values.contactEmail.trim(),
  description: values.description.trim(),
  phoneNumber: values.phoneNumber.trim(),
  website: values.website.trim(),
});

export const createProviderBody = (values: CreateProviderValues) => ({
  ...providerInfoBody(values),
  businessAddress: values.businessAddress.trim(),
  postcode: values.postcode.trim().toUpperCase(),
});
