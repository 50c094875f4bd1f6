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
