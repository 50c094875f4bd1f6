import { normalisePostcode } from '../postcode/postcode';
import { isPhoneNumber } from './phone';
import { nameError } from './sign-up';

/** The five fields of profile completion. */
export interface CustomerProfile {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  address: string;
  postcode: string;
}

export const ADDRESS_MAX_LENGTH = 200;

/** The customer profile rules and, with the spec's texts. */
export const customerProfileTexts = {
  phoneNumber: 'Valid phone number is required',
  address: 'Address is required',
  addressTooLong: `Address must be at most ${ADDRESS_MAX_LENGTH} characters`,
  postcodeRequired: 'Valid postcode is required',
  postcodePattern: 'Please enter a valid UK postcode',
} as const;

export type ProfileCheck =
  | { ok: true; profile: CustomerProfile }
  | { ok: false; fieldErrors: Record<string, string> };

/**
 * Checks every field (so the form can show all texts at once) and returns the profile as it is
 * stored: values trimmed, the postcode upper-cased in its canonical "SW1A 1AA" form.
 */
export function checkCustomerProfile(input: CustomerProfile): ProfileCheck {
  const fieldErrors: Record<string, string> = {};
  const firstName = nameError(input.firstName, 'firstName');
  if (firstName) fieldErrors.firstName = firstName;
  const lastName = nameError(input.lastName, 'lastName');
  if (lastName) fieldErrors.lastName = lastName;

  const phoneNumber = input.phoneNumber.trim();
  if (phoneNumber.length < 10 || !isPhoneNumber(phoneNumber))
    fieldErrors.phoneNumber = customerProfileTexts.phoneNumber;

  const address = input.address.trim();
  if (address.length < 5) fieldErrors.address = customerProfileTexts.address;
  else if (address.length > ADDRESS_MAX_LENGTH) fieldErrors.address = customerProfileTexts.addressTooLong;

  const typedPostcode = input.postcode.trim();
  const postcode = normalisePostcode(typedPostcode);
  if (typedPostcode.length < 5) fieldErrors.postcode = customerProfileTexts.postcodeRequired;
  else if (postcode === null) fieldErrors.postcode = customerProfileTexts.postcodePattern;

  if (Object.keys(fieldErrors).length > 0 || postcode === null) return { ok: false, fieldErrors };
  return {
    ok: true,
    profile: {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      phoneNumber,
      address,
      postcode,
    },
  };
}
