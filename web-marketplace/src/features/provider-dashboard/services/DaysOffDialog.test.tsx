import type { ServiceCalendar } from '@esm/contract/availability';
import type { Service } from '@esm/contract/services';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { serviceCalendarKey } from '../../../api/availability';
import { ApiError } from '../../../api/http';
import { failQuery, settledQueryClient } from '../../../api/testing/settled-queries';
import { todayIso } from '../../../lib/format';
import { DaysOffDialog } from './DaysOffDialog';

const service = { id: 'svc-stage-01', name: 'Modular Outdoor Stage 8m x 6m' } as Service;

/** The dialog for `service`, its calendar already answered (or failed): nothing is fetched. */
function render(calendar: ServiceCalendar | Error, open: Service | null = service): string {
  const queryClient = settledQueryClient();
  if (calendar instanceof Error) {
    failQuery(queryClient, serviceCalendarKey(service.id), calendar);
  } else {
    queryClient.setQueryData(serviceCalendarKey(service.id), calendar);
  }
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <DaysOffDialog service={open} onClose={() => {}} />
    </QueryClientProvider>,
  );
}

/** The text a screen reader or a tester reads: tags dropped. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('Days off of a service', () => {
  it('is titled Days off, names the service and says what a day off does', () => {
    const html = render({ days: [] });
    expect(html).toContain('<h2');
    expect(text(html)).toContain('Days off');
    expect(text(html)).toContain(
      'Clients cannot book or quote Modular Outdoor Stage 8m x 6m on your days off. A day that is already booked cannot be taken off: decline or cancel that booking instead.',
    );
    expect(text(html)).toContain('No days off yet.');
  });

  it('asks for a date from today (UK) on, labelled Date, with Block date', () => {
    const html = render({ days: [] });
    const input = html.match(/<input[^>]*type="date"[^>]*>/)?.[0] ?? '';
    expect(input).toContain(`min="${todayIso()}"`);
    const id = input.match(/id="([^"]+)"/)?.[1];
    expect(html).toContain(`<label for="${id}" class="field__label">Date</label>`);
    expect(html).toMatch(/<button type="submit"[^>]*>Block date<\/button>/);
  });

  it('lists the days ahead: a day off with Unblock naming the day, a booked day, a held day', () => {
    const html = render({
      days: [
        { date: '2026-12-24', status: 'blocked' },
        { date: '2026-12-26', status: 'booked' },
        { date: '2026-12-31', status: 'held' },
      ],
    });
    expect(html).toContain('aria-label="Unblock Thursday 24 December 2026"');
    expect(html.match(/>Unblock</g)).toHaveLength(1);
    expect(text(html)).toMatch(/Sat,? 26 December 2026 Booked/);
    expect(text(html)).toMatch(/Thu,? 31 December 2026 A client is paying for this day/);
    expect(text(html)).not.toContain('No days off yet.');
  });

  it('with only booked days, still says there are no days off', () => {
    const html = render({ days: [{ date: '2026-12-26', status: 'booked' }] });
    expect(text(html)).toContain('No days off yet.');
    expect(html).not.toContain('Unblock');
  });

  it("a calendar that cannot be loaded says so with the server's sentence and Try again", () => {
    const refused = new ApiError(403, '{}', {
      code: 'FORBIDDEN',
      message: 'Only the provider who offers this service can change its calendar.',
    });
    const page = text(render(refused));
    expect(page).toContain('Failed to load your calendar');
    expect(page).toContain('Only the provider who offers this service can change its calendar.');
    expect(page).toContain('Try again');
  });

  it('renders nothing while closed', () => {
    expect(render({ days: [] }, null)).toBe('');
  });
});
