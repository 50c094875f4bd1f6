/** A row of rm.boost_packages. */
export interface BoostPackageRow {
  id: string;
  name: string;
  description: string;
  duration_days: number;
  price: number;
  features: string[];
  is_active: boolean;
  sort_order: number;
  visibility_multiplier: string;
}

/** The boost in force on a service, from rm.service_boosts. */
export interface ActiveBoostRow {
  boost_id: string;
  level: 'featured' | 'category';
  visibility_multiplier: string;
  term_value: number;
  start_date: Date;
  end_date: Date;
  cancels_at: Date | null;
}
