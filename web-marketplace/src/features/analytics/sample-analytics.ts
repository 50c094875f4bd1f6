import type { Analytics } from '@esm/contract/analytics';

/**
 * Built-in sample figures, shown only when the analytics call returns nothing and
 * labelled as samples on the page.
 */
export function sampleAnalytics(today = new Date()): Analytics {
  const monthly = Array.from({ length: 12 }, (_, index) => {
    const date = new Date(today.getFullYear(), today.getMonth() - 11 + index, 1);
    const month = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
    const bookings = 180 + index * 22 + (index % 3) * 15;
    return { month, bookings, revenue: (bookings * 612.5).toFixed(2), signups: 240 + index * 18 };
  });
  return {
    totalSignups: 12480,
    newSignupsThisMonth: 438,
    signupGrowthRate: 12.4,
    totalProviders: 1860,
    activeProviders: 1324,
    totalCustomers: 10620,
    activeCustomers: 4215,
    totalBookings: 6920,
    monthlyBookings: 442,
    totalRevenue: '4238500.00',
    monthlyRevenue: '270725.00',
    averageRating: '4.80',
    totalReviews: 3874,
    monthly,
  };
}
