import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { smokeSuite } from './smoke-suite';

/**
 * Pages loaded cold (a direct load or a refresh, nothing visited before) carry the styles of
 * what they render, and the home page's category cards clamp their text cleanly.
 */
describe('web-marketplace, pages loaded cold', () => {
  const smoke = smokeSuite();

  const open = (persona: 'client' | 'visitor', width = 1280) => smoke.open(persona, { width, height: 900 });

  /** The quote's line items lay out as rows: name on the left, price on the right. */
  async function expectQuoteLinesLaidOut(page: Page) {
    const item = page.locator('.quote-lines__item').first();
    await item.waitFor();
    const layout = await item.evaluate((el) => {
      const style = getComputedStyle(el);
      const name = el.querySelector('.quote-lines__name') as HTMLElement;
      const price = el.querySelector('.quote-lines__price') as HTMLElement;
      return {
        display: style.display,
        borderBottom: style.borderBottomStyle,
        nameWeight: getComputedStyle(name).fontWeight,
        samerow: Math.abs(name.getBoundingClientRect().top - price.getBoundingClientRect().top) < 4,
        priceRightOfName: price.getBoundingClientRect().left > name.getBoundingClientRect().right,
      };
    });
    expect(layout).toEqual({
      display: 'flex',
      borderBottom: 'dashed',
      nameWeight: '600',
      samerow: true,
      priceRightOfName: true,
    });
  }

  it('the order summary is laid out on a direct load of /checkout?quote=…', async () => {
    const s = await open('client');
    await s.goto('/checkout?quote=quote-0000-0000-0000-00000000a1b2');
    await s.page.getByRole('heading', { name: 'Order summary' }).waitFor();
    await expectQuoteLinesLaidOut(s.page);
    await s.shot('cold-checkout-quote');
    expect(s.problems).toEqual([]);
  });

  it('the quote breakdown is laid out on a direct load of /booking/{id}', async () => {
    const s = await open('client');
    await s.goto('/booking/quote-0000-0000-0000-00000000a1b2');
    await expectQuoteLinesLaidOut(s.page);
    // and after a refresh
    await s.page.reload({ waitUntil: 'domcontentloaded' });
    await expectQuoteLinesLaidOut(s.page);
    expect(s.problems).toEqual([]);
  });

  for (const width of [1280, 375]) {
    it(`category cards show two whole lines of description and nothing of a third (${width}px)`, async () => {
      const s = await open('visitor', width);
      await s.goto('/');
      const cards = s.page.locator('.category-card__description');
      await cards.first().waitFor();
      const count = await cards.count();
      expect(count).toBeGreaterThanOrEqual(10);
      const report = await cards.evaluateAll((elements) =>
        elements.map((el) => {
          const box = el.getBoundingClientRect();
          // overflow: hidden clips at the padding box: what shows is everything above this line.
          const clipBottom = box.bottom - Number.parseFloat(getComputedStyle(el).borderBottomWidth);
          const range = document.createRange();
          range.selectNodeContents(el);
          const lines = [...range.getClientRects()]
            .map((r) => ({ top: Math.round(r.top), bottom: Math.round(r.bottom) }))
            .filter((r, i, all) => all.findIndex((o) => o.top === r.top) === i);
          const shown = lines.filter((line) => line.top < clipBottom - 0.5);
          return {
            text: (el.textContent ?? '').slice(0, 30),
            wraps: lines.length > 2,
            shownLines: shown.length,
            partlyShown: shown.filter((line) => line.bottom > clipBottom + 0.5).length,
          };
        }),
      );
      // The fixtures' descriptions are long enough to need more than two lines somewhere.
      expect(report.some((r) => r.wraps)).toBe(true);
      for (const card of report) {
        expect(card, card.text).toMatchObject({ partlyShown: 0 });
        expect(card.shownLines, card.text).toBeLessThanOrEqual(2);
      }
      await s.shot(`home-categories-${width}`);
      expect(s.problems).toEqual([]);
    });
  }
});
