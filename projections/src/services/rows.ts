/** A row of rm.services joined with its category, as the queries select it; distance_miles in a search near a venue. */
export interface ServiceRow {
  id: string;
  provider_id: string;
  category_id: string;
  category_slug: string;
  category_name: string;
  name: string;
  description: string;
  base_price: number;
  price_unit: string;
  min_booking_duration: number;
  max_booking_duration: number;
  equipment_list: string[];
  images: string[];
  is_available: boolean;
  charges_mileage: boolean;
  price_per_mile: number;
  max_mileage_distance: number;
  cost_per_person: number | null;
  provider_fee_percentage: number;
  boost_rank: number;
  boost_level: string | null;
  boost_expires_at: Date | null;
  rating_sum: number;
  rating_count: number;
  location: string | null;
  created_at: Date;
  distance_miles?: number | null;
}

/** A listed service with the user who answers for its provider. */
export interface ListedServiceRow {
  id: string;
  provider_id: string;
  provider_user_id: string;
  name: string;
}
