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

  it('a booking says what was ordered, on its card and its page', async () => {
    const s = await smoke.open('client', {
      configure: (api) => {
        api.bookings = api.bookings.map((b, i) => (i === 0 ? { ...b, quantity: 2 } : b));
      },
    });
    await s.goto('/bookings');
    const upcoming = s.page.getByRole('region', { name: 'Upcoming' });
    await upcoming.getByText('Quantity 2').waitFor();
    // The completed booking was of the service once: nothing more is said.
    expect(
      await s.page
        .getByRole('region', { name: 'Past' })
        .getByText(/Quantity/)
        .count(),
    ).toBe(0);
    await upcoming.getByRole('link', { name: 'Modular Outdoor Stage 8m x 6m' }).click();
    await s.page.getByRole('definition').filter({ hasText: 'Quantity 2' }).waitFor();
    expect(s.problems).toEqual([]);
  });

  it('a review that shares contact details shows the server’s refusal on the review field', async () => {
    const s = await smoke.open('client');
    await s.goto('/bookings');
    const prompt = s.page.getByRole('region', { name: 'Reviews to write' });
    await prompt.getByRole('button', { name: 'Review Wedding Uplighting Package' }).click();
    const dialog = s.page.getByRole('dialog', { name: 'Leave a Review' });
    await dialog.locator('label', { hasText: '5 stars' }).click();
    await dialog.getByLabel('Title').fill('Great film');
    const text = dialog.getByLabel('Your review');
    await text.fill('Great film, contact me at amelia@gmail.com for the details.');
    await dialog.getByRole('button', { name: 'Submit Review' }).click();

    const refusal =
      'Please remove phone numbers, e-mail addresses, links and social handles from your review: everyone can read it, and contact details are shared only through a confirmed, paid booking.';
    await dialog.getByText(refusal).waitFor();
    // On the review field itself: announced with it, and the field marked invalid.
    expect(await text.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await text.getAttribute('aria-describedby')) ?? '';
    const described = await Promise.all(
      describedBy
        .split(' ')
        .filter(Boolean)
        .map((id) => s.page.locator(`[id="${id}"]`).textContent()),
    );
    expect(described).toContain(refusal);
    // Refused, not submitted: the dialog stays open with what was typed, and no success toast.
    expect(await text.inputValue()).toBe('Great film, contact me at amelia@gmail.com for the details.');
    expect(await s.page.getByText('Review submitted').count()).toBe(0);
    expect(s.api.called('POST', '/api/reviews')).toHaveLength(1);
    await s.shot('review-contact-refused');
    expect(s.problems).toEqual([]);
  });
});
