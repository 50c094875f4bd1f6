import { describe, expect, it } from 'vitest';
import { smokeSuite } from './smoke-suite';

/**
 * My Bookings as a client finds it: upcoming and past apart, a review asked for once a booking
 * is completed, and each booking opening its own page.
 */
describe('My Bookings', () => {
  const smoke = smokeSuite();

  it('groups upcoming and past, prompts a review, and opens a booking’s detail page', async () => {
    const s = await smoke.open('client');
    await s.goto('/bookings');
    const upcoming = s.page.getByRole('region', { name: 'Upcoming' });
    const past = s.page.getByRole('region', { name: 'Past' });
    await upcoming.getByText('Modular Outdoor Stage 8m x 6m').waitFor();
    await past.getByText('Wedding Uplighting Package').waitFor();
    expect(await upcoming.getByText('Wedding Uplighting Package').count()).toBe(0);
    expect(await past.getByText('Modular Outdoor Stage 8m x 6m').count()).toBe(0);

    const prompt = s.page.getByRole('region', { name: 'Reviews to write' });
    await prompt.getByText(/How was/).waitFor();
    await prompt.getByRole('button', { name: 'Review Wedding Uplighting Package' }).click();
    await s.page.getByRole('dialog', { name: 'Leave a Review' }).waitFor();
    await s.page.keyboard.press('Escape');
    await s.shot('my-bookings-groups');

    await upcoming.getByRole('link', { name: 'Modular Outdoor Stage 8m x 6m' }).click();
    await s.page.waitForURL(/\/bookings\/booking-7f3a-4c1d-9e2b-5a6c7d8e9f01$/);
    await s.page.getByRole('heading', { name: 'Modular Outdoor Stage 8m x 6m' }).waitFor();
    await s.page.getByText(/The provider has .* left to accept or decline/).waitFor();
    await s.page.getByText('Northern Stageworks').waitFor();
    await s.page.getByRole('button', { name: 'Cancel Booking' }).waitFor();
    await s.shot('booking-detail');

    await s.goto('/bookings/booking-unknown');
    await s.page.getByText('Booking not found').waitFor();
    expect(s.problems).toEqual([]);
  });
});
