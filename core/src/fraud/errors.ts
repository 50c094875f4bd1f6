import { defineErrors } from '../kernel/errors';

export const fraudAlertErrors = defineErrors({
  FRAUD_ALERT_INVALID: { status: 400, message: 'Please check the alert details.' },
  FRAUD_NOTE_REQUIRED: { status: 400, message: 'Please write the note.' },
  FRAUD_ACTION_INVALID: {
    status: 400,
    message: 'Please choose an action: none, warning, suspend provider, freeze payouts or terminate.',
  },
  FRAUD_RESOLUTION_INVALID: {
    status: 400,
    message:
      'Please choose an outcome (confirmed fraud, no fraud or inconclusive) and describe the resolution.',
  },
  FRAUD_ACTION_NOT_FOUND: { status: 404, message: 'This action was not taken on the alert.' },
  FRAUD_ALERT_NOT_FOUND: { status: 404, message: 'Fraud alert not found.' },
  FRAUD_ALERT_RESOLVED: {
    status: 409,
    message: 'This alert has been resolved; nothing more can be done on it.',
  },
  FRAUD_ALERT_TAKEN: {
    status: 409,
    message:
      'Another investigator took this alert since you opened it. Take it over from them if you need to.',
  },
  FRAUD_ASSIGNEE_NOT_INVESTIGATOR: {
    status: 422,
    message: 'Alerts can only be assigned to an investigator.',
  },
});
