/** Counts and sums come back from PostgreSQL as text (bigint and numeric). */
type Figure = string | number;

export interface AccountFiguresRow {
  total: Figure;
  this_month: Figure;
  last_month: Figure;
  /** Accounts without a provider profile. */
  customers: Figure;
}

export interface ProviderFiguresRow {
  total: Figure;
  /** Providers with at least one available listing. */
  active: Figure;
}

export interface BookingFiguresRow {
  total: Figure;
  /** Paid minus refunded, pence. */
  revenue: Figure;
  month_count: Figure;
  month_revenue: Figure;
  active_customers: Figure;
}

export interface ReviewFiguresRow {
  total: Figure;
  /** Two decimals, as text. */
  average: string;
}

export interface MonthFiguresRow {
  /** yyyy-mm in London. */
  month: string;
  bookings: Figure;
  revenue: Figure;
  signups: Figure;
}

export interface PlatformFigures {
  accounts: AccountFiguresRow;
  providers: ProviderFiguresRow;
  bookings: BookingFiguresRow;
  reviews: ReviewFiguresRow;
  /** The last twelve London months, oldest first. */
  months: MonthFiguresRow[];
}
