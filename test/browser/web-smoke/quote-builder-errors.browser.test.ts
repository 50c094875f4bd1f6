import { describe, expect, it } from 'vitest';
import { smokeSuite } from './smoke-suite';

/** The quote builder says what is wrong, on the field that is wrong, and then opens the new quote. */
describe('web-marketplace, quote builder errors', () => {
  const smoke = smokeSuite();

  it('missing details and an unknown postcode are shown on their fields; saving opens the quote (375 px)', async () => {
    const s = await smoke.open('client', { width: 375, height: 812 });
    await s.goto('/');
    const builder = s.page.locator('#quote-builder');
    const request = builder.getByRole('button', { name: 'Request Full Quote' });
    await request.scrollIntoViewIfNeeded();
    await request.click();

    // Every missing detail is marked on its own field, and said next to the buttons.
    await builder.getByRole('alert').filter({ hasText: 'Missing Information' }).waitFor();
    for (const label of ['Event type', 'Event date', 'Venue postcode', 'Venue address']) {
      expect(await builder.getByLabel(label).getAttribute('aria-invalid'), label).toBe('true');
    }
    expect(await builder.getByLabel('Guest count').getAttribute('aria-invalid')).toBe('false');
    await builder.getByText('Add at least one service.', { exact: true }).waitFor();
    // The first wrong field has the focus; nothing covers the button the user presses next.
    expect(await builder.getByLabel('Event type').evaluate((el) => el === document.activeElement)).toBe(true);
    await request.scrollIntoViewIfNeeded();
    const covered = await request.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !(top && button.contains(top));
    });
    expect(covered).toBe(false);
    await s.shot('quote-builder-missing-375');

    await builder.getByLabel('Event type').selectOption('wedding');
    await builder.getByLabel('Event date').fill('2030-07-18');
    await builder.getByLabel('Venue address').fill('Hollins Hall, Baildon');
    await builder.getByLabel('Venue postcode').fill('ZZ9 9ZZ');
    // Corrected fields lose their error as soon as they are filled.
    expect(await builder.getByLabel('Event type').getAttribute('aria-invalid')).toBe('false');
    await builder.getByRole('button', { name: 'Add Service' }).click();
    const picker = s.page.getByRole('dialog', { name: 'Add a service to your quote' });
    await picker.getByLabel('Search services').fill('chairs');
    await picker.getByRole('button', { name: 'Add Banquet Tables and Chiavari Chairs' }).click();
    await s.page.keyboard.press('Escape');

    s.api.quoteRefusal = {
      status: 400,
      body: {
        code: 'QUOTE_INVALID_DISTANCE',
        message: 'The distance to the venue could not be worked out.',
        fieldErrors: { eventPostcode: 'Postcode not found' },
      },
    };
    await request.click();
    const postcode = builder.getByLabel('Venue postcode');
    await builder.getByText('Postcode not found').waitFor();
    expect(await postcode.getAttribute('aria-invalid')).toBe('true');
    expect(await s.page.getByText('Failed to create quote').count()).toBe(0);
    await s.shot('quote-builder-postcode-375');

    s.api.quoteRefusal = null;
    await postcode.fill('BD17 7QW');
    expect(await postcode.getAttribute('aria-invalid')).toBe('false');
    await request.click();
    await s.page.waitForURL(/\/booking\/quote-new-/);
    await s.page.getByRole('link', { name: /Book & Checkout/ }).waitFor();
    // The refusal above is a 400 on purpose; the browser logs it.
    expect(s.problems.filter((p) => !/status of 400/.test(p))).toEqual([]);
  });
});
