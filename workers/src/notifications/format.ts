import { formatPounds } from '@esm/core/money/pence';

/** How e-mails show money and time: pounds with two decimals, UK wall-clock time. */
export const pounds = (pence: number) => `£${formatPounds(pence)}`;

const londonDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  dateStyle: 'full',
  timeStyle: 'short',
});
export const ukDateTime = (iso: string | Date) => londonDateTime.format(new Date(iso));

export const signOff = ['', 'The EventHire UK team'];
