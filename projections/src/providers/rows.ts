import type { ProviderVerificationColumns } from '../verification/rows';

/** A row of rm.providers with its verification columns joined in. */
export interface ProviderRow extends ProviderVerificationColumns {
  id: string;
  user_id: string;
  business_name: string;
  description: string | null;
  business_address: string | null;
  postcode: string | null;
  outward_code: string;
  phone_number: string | null;
  contact_email: string | null;
  website: string | null;
  service_areas: string[];
  deposit_required: boolean;
  deposit_percentage: number;
  bank_account_holder_name: string | null;
  bank_account_last4: string | null;
  bank_sort_code_last2: string | null;
  bank_name: string | null;
  bank_details_verified: boolean;
  bank_details_added_at: Date | null;
  plan: string;
  rating_sum: number;
  rating_count: number;
  completed_bookings: number;
  created_at: Date;
}

/** How a provider is reached: shared with clients once they paid, and used for the provider's mail. */
export interface ProviderContactRow {
  user_id: string;
  business_name: string;
  contact_email: string | null;
  phone_number: string | null;
  business_address: string | null;
  postcode: string | null;
  website: string | null;
}
