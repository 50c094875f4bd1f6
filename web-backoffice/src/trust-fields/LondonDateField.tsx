import { DateField, type DateFieldProps } from 'react-admin';

const LONDON = {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
} as const;

/** A date and time as people in the UK read it, in London time whatever the browser's zone. */
export function LondonDateField(props: DateFieldProps) {
  return <DateField locales="en-GB" options={LONDON} showTime {...props} />;
}
