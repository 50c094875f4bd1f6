import {
  BASIS_POINTS_PER_WHOLE,
  type BasisPoints,
  DEFAULT_PROVIDER_FEE_RATE,
  type Pence,
  parseBasisPoints,
  parsePounds,
} from '../money';

export const PRICE_UNITS = ['per day', 'per hour', 'per event', 'per item'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

/** The category the API looked up for the form's categoryId. */
export interface ServiceCategory {
  id: string;
  slug: string;
  name: string;
}

/** Only food services price per guest. */
export const COST_PER_PERSON_CATEGORY = 'food-services';

/**
 * The service form (POST /api/services) as the API passes it: money as decimal
 * strings (numbers are tolerated), whole numbers as numbers or digit strings. It has no id,
 * createdAt, isBoosted or boostExpiresAt: the client may not set them.
 */
export interface ServiceFormInput {
  name: string;
  description: string;
  basePrice?: string | number | null;
  priceUnit?: string | null;
  minBookingDuration?: number | string | null;
  maxBookingDuration?: number | string | null;
  equipmentList?: readonly string[] | null;
  images: readonly string[];
  isAvailable?: boolean | null;
  chargesMileage?: boolean | null;
  pricePerMile?: string | number | null;
  maxMileageDistance?: number | string | null;
  costPerPerson?: string | number | null;
  providerFeePercentage?: string | number | null;
}

/**
 * A listing as stored: money in pence; providerFeePercentage keeps the spec's name but is held in
 * basis points (500 = "5.00"), like the quote's ServiceSnapshot and core/src/money.
 */
export interface ServiceListing {
  name: string;
  description: string;
  basePrice: Pence;
  priceUnit: PriceUnit;
  minBookingDuration: number;
  maxBookingDuration: number;
  equipmentList: string[];
  images: string[];
  isAvailable: boolean;
  chargesMileage: boolean;
  pricePerMile: Pence;
  maxMileageDistance: number;
  costPerPerson: Pence | null;
  providerFeePercentage: BasisPoints;
}

export const SERVICE_DEFAULTS = {
  basePrice: 0,
  priceUnit: 'per day',
  minBookingDuration: 4,
  maxBookingDuration: 24,
  isAvailable: true,
  chargesMileage: false,
  pricePerMile: 0,
  maxMileageDistance: 50,
  providerFeePercentage: DEFAULT_PROVIDER_FEE_RATE,
} as const;

export const SERVICE_LIMITS = {
  nameMaxLength: 120,
  descriptionMaxLength: 5000,
  minImages: 3,
  maxImages: 5,
  equipmentItemMaxLength: 100,
  maxEquipmentItems: 50,
  /** Bookings run from an hour to a month of hours. */
  minDurationHours: 1,
  maxDurationHours: 720,
  minMileageDistance: 1,
  maxMileageDistance: 500,
  /** Money columns are numeric(10,2): at most £99,999,999.99. */
  maxPence: 9_999_999_999,
} as const;

export const serviceFormTexts = {
  name: 'Service name is required',
  nameTooLong: `Service name must be at most ${SERVICE_LIMITS.nameMaxLength} characters`,
  description: 'Description is required',
  descriptionTooLong: `Description must be at most ${SERVICE_LIMITS.descriptionMaxLength} characters`,
  basePrice: 'Base price must be a valid number',
  providerFeePercentage: 'Provider fee must be a valid number',
  providerFeeTooHigh: 'Provider fee must be at most 100%',
  pricePerMile: 'Price per mile must be a valid number',
  costPerPerson: 'Cost per person must be a valid number',
  amountTooLarge: 'Amounts must be at most £99,999,999.99',
  maxMileageDistance: 'Maximum mileage distance must be a whole number from 1 to 500',
  priceUnit: 'Price unit must be per day, per hour, per event or per item',
  minBookingDuration: 'Minimum booking duration must be a whole number of hours from 1 to 720',
  maxBookingDuration: 'Maximum booking duration must be a whole number of hours from 1 to 720',
  durationOrder: 'Maximum booking duration must be at least the minimum booking duration',
  equipmentItemTooLong: `Each equipment item must be at most ${SERVICE_LIMITS.equipmentItemMaxLength} characters`,
  tooMuchEquipment: `You can list up to ${SERVICE_LIMITS.maxEquipmentItems} equipment items`,
  tooFewImages: 'Please add at least 3 photos.',
  tooManyImages: 'You can only upload up to 5 photos.',
  imageInvalid: 'Each photo must be an uploaded image.',
  imageDuplicate: 'Each photo can only be added once.',
} as const;

type Outcome<T> = { value: T } | { error: string };

const isMissing = (value: unknown): value is null | undefined => value === null || value === undefined;

const decimalText = (value: string | number): string =>
  typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();

/** A non-negative amount of pounds with at most 2 decimals, in pence. */
function money(value: string | number, invalid: string): Outcome<Pence> {
  const pence = parsePounds(decimalText(value));
  if (pence === null) return { error: invalid };
  if (pence > SERVICE_LIMITS.maxPence) return { error: serviceFormTexts.amountTooLarge };
  return { value: pence };
}

function wholeNumber(value: number | string, min: number, max: number, invalid: string): Outcome<number> {
  const number =
    typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  return Number.isInteger(number) && number >= min && number <= max ? { value: number } : { error: invalid };
}

/**
 * A service photo is one of our uploaded images (/objects/uploads/<id>) or a demo image
 * (/demo-images/<name>), nothing else: any other same-site path would be fetched by every visitor's
 * browser with their cookies (e.g. /api/logout), and other sites' images are outside the CSP.
 */
const PHOTO_PATH = /^\/(?:objects\/uploads|demo-images)\/[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9]+)*$/;

export function isServicePhotoPath(value: string): boolean {
  return value.length <= 200 && PHOTO_PATH.test(value);
}

const isImageAddress = isServicePhotoPath;

export type ServiceFormCheck =
  | { ok: true; listing: ServiceListing }
  | { ok: false; fieldErrors: Record<string, string> };

/**
 * Every field rule at once. Fields that only apply in some cases are ignored outside
 * them rather than refused, because the form hides them but may still send stale values:
 * pricePerMile and maxMileageDistance only count when chargesMileage is ticked, costPerPerson
 * only for food services.
 */
export function checkServiceForm(form: ServiceFormInput, category: ServiceCategory): ServiceFormCheck {
  const errors: Record<string, string> = {};
  const take = <T>(field: string, outcome: Outcome<T>, fallback: T): T => {
    if ('error' in outcome) {
      errors[field] = outcome.error;
      return fallback;
    }
    return outcome.value;
  };

  const name = form.name.trim();
  if (name === '') errors.name = serviceFormTexts.name;
  else if (name.length > SERVICE_LIMITS.nameMaxLength) errors.name = serviceFormTexts.nameTooLong;

  const description = form.description.trim();
  if (description === '') errors.description = serviceFormTexts.description;
  else if (description.length > SERVICE_LIMITS.descriptionMaxLength)
    errors.description = serviceFormTexts.descriptionTooLong;

  const basePrice = isMissing(form.basePrice)
    ? SERVICE_DEFAULTS.basePrice
    : take('basePrice', money(form.basePrice, serviceFormTexts.basePrice), 0);

  const priceUnit = form.priceUnit ?? SERVICE_DEFAULTS.priceUnit;
  if (!(PRICE_UNITS as readonly string[]).includes(priceUnit)) errors.priceUnit = serviceFormTexts.priceUnit;

  const { minDurationHours: low, maxDurationHours: high } = SERVICE_LIMITS;
  const minBookingDuration = isMissing(form.minBookingDuration)
    ? SERVICE_DEFAULTS.minBookingDuration
    : take(
        'minBookingDuration',
        wholeNumber(form.minBookingDuration, low, high, serviceFormTexts.minBookingDuration),
        0,
      );
  const maxBookingDuration = isMissing(form.maxBookingDuration)
    ? SERVICE_DEFAULTS.maxBookingDuration
    : take(
        'maxBookingDuration',
        wholeNumber(form.maxBookingDuration, low, high, serviceFormTexts.maxBookingDuration),
        0,
      );
  if (!errors.minBookingDuration && !errors.maxBookingDuration && minBookingDuration > maxBookingDuration)
    errors.maxBookingDuration = serviceFormTexts.durationOrder;

  const equipmentList = (form.equipmentList ?? []).map((item) => item.trim()).filter((item) => item !== '');
  if (equipmentList.some((item) => item.length > SERVICE_LIMITS.equipmentItemMaxLength))
    errors.equipmentList = serviceFormTexts.equipmentItemTooLong;
  else if (equipmentList.length > SERVICE_LIMITS.maxEquipmentItems)
    errors.equipmentList = serviceFormTexts.tooMuchEquipment;

  const images = form.images.map((image) => image.trim());
  if (images.length < SERVICE_LIMITS.minImages) errors.images = serviceFormTexts.tooFewImages;
  else if (images.length > SERVICE_LIMITS.maxImages) errors.images = serviceFormTexts.tooManyImages;
  else if (!images.every(isImageAddress)) errors.images = serviceFormTexts.imageInvalid;
  else if (new Set(images).size !== images.length) errors.images = serviceFormTexts.imageDuplicate;

  const chargesMileage = form.chargesMileage ?? SERVICE_DEFAULTS.chargesMileage;
  let pricePerMile: Pence = SERVICE_DEFAULTS.pricePerMile;
  let maxMileageDistance: number = SERVICE_DEFAULTS.maxMileageDistance;
  if (chargesMileage) {
    if (!isMissing(form.pricePerMile))
      pricePerMile = take('pricePerMile', money(form.pricePerMile, serviceFormTexts.pricePerMile), 0);
    if (!isMissing(form.maxMileageDistance))
      maxMileageDistance = take(
        'maxMileageDistance',
        wholeNumber(
          form.maxMileageDistance,
          SERVICE_LIMITS.minMileageDistance,
          SERVICE_LIMITS.maxMileageDistance,
          serviceFormTexts.maxMileageDistance,
        ),
        0,
      );
  }

  let costPerPerson: Pence | null = null;
  const typedCostPerPerson = isMissing(form.costPerPerson) ? '' : decimalText(form.costPerPerson);
  if (category.slug === COST_PER_PERSON_CATEGORY && typedCostPerPerson !== '')
    costPerPerson = take('costPerPerson', money(typedCostPerPerson, serviceFormTexts.costPerPerson), null);

  let providerFeePercentage: BasisPoints = SERVICE_DEFAULTS.providerFeePercentage;
  if (!isMissing(form.providerFeePercentage)) {
    const rate = parseBasisPoints(decimalText(form.providerFeePercentage));
    if (rate === null) errors.providerFeePercentage = serviceFormTexts.providerFeePercentage;
    else if (rate > BASIS_POINTS_PER_WHOLE)
      errors.providerFeePercentage = serviceFormTexts.providerFeeTooHigh;
    else providerFeePercentage = rate;
  }

  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return {
    ok: true,
    listing: {
      name,
      description,
      basePrice,
      priceUnit: priceUnit as PriceUnit,
      minBookingDuration,
      maxBookingDuration,
      equipmentList,
      images,
      isAvailable: form.isAvailable ?? SERVICE_DEFAULTS.isAvailable,
      chargesMileage,
      pricePerMile,
      maxMileageDistance,
      costPerPerson,
      providerFeePercentage,
    },
  };
}

export function sameListing(a: ServiceListing, b: ServiceListing): boolean {
  const sameList = (x: readonly string[], y: readonly string[]) =>
    x.length === y.length && x.every((item, index) => item === y[index]);
  return (
    a.name === b.name &&
    a.description === b.description &&
    a.basePrice === b.basePrice &&
    a.priceUnit === b.priceUnit &&
    a.minBookingDuration === b.minBookingDuration &&
    a.maxBookingDuration === b.maxBookingDuration &&
    sameList(a.equipmentList, b.equipmentList) &&
    sameList(a.images, b.images) &&
    a.isAvailable === b.isAvailable &&
    a.chargesMileage === b.chargesMileage &&
    a.pricePerMile === b.pricePerMile &&
    a.maxMileageDistance === b.maxMileageDistance &&
    a.costPerPerson === b.costPerPerson &&
    a.providerFeePercentage === b.providerFeePercentage
  );
}
