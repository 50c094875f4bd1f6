import { DateField, type DateFieldProps } from 'react-admin';
import { LONDON_DATE, LONDON_DATE_TIME } from '../format/london-time';

/**
 * A date and time as people in the UK read it, in London time whatever the browser's zone;
 * `dateOnly` for a day (an expiry, a join date).
 */
export function LondonDateField({ dateOnly, ...props }: DateFieldProps & { dateOnly?: boolean }) {
  return (
    <DateField
      locales="en-GB"
      options={dateOnly ? LONDON_DATE : LONDON_DATE_TIME}
      showTime={!dateOnly}
      {...props}
    />
  );
}
