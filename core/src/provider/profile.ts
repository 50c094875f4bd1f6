import { customerProfileTexts } from '../account/customer-profile';
import { isEmailAddress, normaliseEmail } from '../account/email';
import { isPhoneNumber } from '../account/phone';
import { normalisePostcode, outwardCode } from '../postcode/postcode';

/** The provider profile form plus the business address and postcode we collect. */
export interface ProviderProfileInput {
  businessName: string;
  contactEmail: string;
  phoneNumber: string;
  description?: string | null;
  website?: string | null;
  businessAddress: string;
  postcode: string;
  serviceAreas?: readonly string[] | null;
}

/** The profile as stored: trimmed, e-mail lower-cased, postcode canonical, optional text null when blank. */
export interface ProviderProfile {
  businessName: string;
  contactEmail: string;
  phoneNumber: string;
  description: string | null;
  website: string | null;
  businessAddress: string;
  postcode: string;
  /** Not personal: lets search and "location" work at district level without the full address. */
  outwardCode: string;
  serviceAreas: string[];
}

export const BUSINESS_NAME_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 2000;
export const BUSINESS_ADDRESS_MAX_LENGTH = 200;
export const WEBSITE_MAX_LENGTH = 200;
export const SERVICE_AREA_MAX_LENGTH = 100;
export const MAX_SERVICE_AREAS = 50;

export const providerProfileTexts = {
  businessName: 'Business name is required',
  businessNameTooLong: `Business name must be at most ${BUSINESS_NAME_MAX_LENGTH} characters`,
  contactEmail: 'Valid email is required',
  phoneNumberRequired: 'Phone number is required',
  phoneNumberInvalid: 'Please enter a valid phone number',
  description: `Description must be at most ${DESCRIPTION_MAX_LENGTH} characters`,
  website: 'Website must be a valid web address, such as https://www.example.co.uk',
  businessAddress: 'Business address is required',
  businessAddressTooLong: `Business address must be at most ${BUSINESS_ADDRESS_MAX_LENGTH} characters`,
  postcodeRequired: customerProfileTexts.postcodeRequired,
  postcodePattern: customerProfileTexts.postcodePattern,
  serviceAreas: `Each service area must be between 1 and ${SERVICE_AREA_MAX_LENGTH} characters`,
  tooManyServiceAreas: `You can list up to ${MAX_SERVICE_AREAS} service areas`,
} as const;

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * A website as people type it: "www.example.co.uk" gets https:// in front, since nobody types the
 * scheme; anything that is then not an http(s) address with a dotted host name is refused.
 */
export function normaliseWebsite(value: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  if (withScheme.length > WEBSITE_MAX_LENGTH || /\s/.test(withScheme)) return null;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!/^[^.]+(\.[^.]+)+$/.test(url.hostname) || url.username || url.password) return null;
    return withScheme;
  } catch {
    return null;
  }
}

export type ProviderProfileCheck =
  | { ok: true; profile: ProviderProfile }
  | { ok: false; fieldErrors: Record<string, string> };

/** Every rule for the profile form at once, so the form can show each field's text. */
export function checkProviderProfile(input: ProviderProfileInput): ProviderProfileCheck {
  const fieldErrors: Record<string, string> = {};

  const businessName = input.businessName.trim();
  if (businessName === '') fieldErrors.businessName = providerProfileTexts.businessName;
  else if (businessName.length > BUSINESS_NAME_MAX_LENGTH)
    fieldErrors.businessName = providerProfileTexts.businessNameTooLong;

  if (!isEmailAddress(input.contactEmail)) fieldErrors.contactEmail = providerProfileTexts.contactEmail;

  const phoneNumber = input.phoneNumber.trim();
  if (phoneNumber === '') fieldErrors.phoneNumber = providerProfileTexts.phoneNumberRequired;
  else if (!isPhoneNumber(phoneNumber)) fieldErrors.phoneNumber = providerProfileTexts.phoneNumberInvalid;

  const description = blankToNull(input.description);
  if (description !== null && description.length > DESCRIPTION_MAX_LENGTH)
    fieldErrors.description = providerProfileTexts.description;

  const typedWebsite = blankToNull(input.website);
  const website = typedWebsite === null ? null : normaliseWebsite(typedWebsite);
  if (typedWebsite !== null && website === null) fieldErrors.website = providerProfileTexts.website;

  const businessAddress = input.businessAddress.trim();
  if (businessAddress.length < 5) fieldErrors.businessAddress = providerProfileTexts.businessAddress;
  else if (businessAddress.length > BUSINESS_ADDRESS_MAX_LENGTH)
    fieldErrors.businessAddress = providerProfileTexts.businessAddressTooLong;

  const typedPostcode = input.postcode.trim();
  const postcode = normalisePostcode(typedPostcode);
  if (typedPostcode.length < 5) fieldErrors.postcode = providerProfileTexts.postcodeRequired;
  else if (postcode === null) fieldErrors.postcode = providerProfileTexts.postcodePattern;

  const areas = (input.serviceAreas ?? []).map((area) => area.trim());
  if (areas.some((area) => area === '' || area.length > SERVICE_AREA_MAX_LENGTH))
    fieldErrors.serviceAreas = providerProfileTexts.serviceAreas;
  const serviceAreas = [...new Set(areas)];
  if (serviceAreas.length > MAX_SERVICE_AREAS)
    fieldErrors.serviceAreas = providerProfileTexts.tooManyServiceAreas;

  if (Object.keys(fieldErrors).length > 0 || postcode === null) return { ok: false, fieldErrors };
  return {
    ok: true,
    profile: {
      businessName,
      contactEmail: normaliseEmail(input.contactEmail),
      phoneNumber,
      description,
      website,
      businessAddress,
      postcode,
      outwardCode: outwardCode(postcode) ?? '',
      serviceAreas,
    },
  };
}
