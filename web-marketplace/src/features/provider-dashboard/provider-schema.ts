import { z } from 'zod';
import { emailField, profileFields } from '../../lib/validation';

/**
 * The website is the server's to judge (core's rule: "www.example.co.uk" gets https:// added, and
 * then it must be an http(s) address with a dotted host). The browser cannot import that rule and
 * keeps no copy of its own that could refuse what the server accepts: a refused address comes back
 * as the server's field error ("Website must be a valid web address, …"), shown on the field.
 */
const optionalWebsite = z.string().trim();

/** Provider profile rules with their texts; the server checks them again. */
export const providerInfoSchema = z.object({
  businessName: z.string().trim().min(1, 'Business name is required'),
  contactEmail: emailField('Valid email is required'),
  description: z.string().trim().max(2000, 'Description must be 2000 characters or fewer'),
  phoneNumber: z.string().trim().min(1, 'Phone number is required'),
  website: optionalWebsite,
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
