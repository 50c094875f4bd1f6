/** Labels of the fraud investigator's screens (fraud alerts, providers, disputes), in British English. */

export const SEVERITY_LABEL: Record<string, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export const ALERT_STATUS_LABEL: Record<string, string> = {
  open: 'Open',
  investigating: 'Investigating',
  resolved: 'Resolved',
};

export const ALERT_TYPE_LABEL: Record<string, string> = {
  bank_details_changed_before_payout: 'Bank details changed before a payout',
  repeated_contact_sharing: 'Repeated contact sharing',
  repeated_provider_cancellations: 'Repeated cancellations',
  repeated_disputes: 'Repeated disputes',
  high_risk_score: 'High risk score',
};

export const OUTCOME_LABEL: Record<string, string> = {
  confirmed_fraud: 'Confirmed fraud',
  no_fraud: 'No fraud',
  inconclusive: 'Inconclusive',
};

export const ACTION_LABEL: Record<string, string> = {
  none: 'None',
  warning: 'Warning recorded',
  suspend_provider: 'Provider suspended',
  freeze_payouts: 'Payouts frozen',
  terminate: 'Provider terminated',
};

export const STANDING_LABEL: Record<string, string> = {
  good: 'Good standing',
  warned: 'Warned',
  restricted: 'Messaging restricted',
  suspended: 'Suspended',
  terminated: 'Terminated',
};

export const DISPUTE_STATUS_LABEL: Record<string, string> = { open: 'Open', resolved: 'Resolved' };

export const DISPUTE_OUTCOME_LABEL: Record<string, string> = {
  release_to_provider: 'Released to the provider',
  refund_in_full: 'Refunded in full',
  refund_in_part: 'Refunded in part',
};

export const choicesOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([id, name]) => ({ id, name }));

export const labelOf = (labels: Record<string, string>, value: string | null | undefined) =>
  value ? (labels[value] ?? value.replaceAll('_', ' ')) : '—';

export const UK_DATE = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
} as const;
export const UK_DATE_TIME = { ...UK_DATE, hour: '2-digit', minute: '2-digit' } as const;

const dateTime = new Intl.DateTimeFormat('en-GB', UK_DATE_TIME);
/** An instant as a date and time in the UK, e.g. "1 Jun 2026, 13:00". */
export const ukDateTime = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—');

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
/** Integer pence as pounds, e.g. 12050 → "£120.50". */
export const poundsOf = (pence: number | null | undefined) =>
  pence == null ? '—' : pounds.format(pence / 100);
