import type { BackOfficeRoleName } from '@esm/contract/admin/access';

/** What each back-office role lets its holder do, in the words staff use. */
export const ROLE_LABELS: Record<BackOfficeRoleName, { label: string; text: string }> = {
  admin: { label: 'Admin', text: 'Everything, including users, roles, categories and boost packages.' },
  verifier: { label: 'Verifier', text: 'Reviews providers’ documents and bank details.' },
  investigator: {
    label: 'Fraud investigator',
    text: 'Fraud alerts, disputes, contact sharing, reported reviews and the contact inbox.',
  },
  auditor: { label: 'Auditor', text: 'Reads bookings, ledgers, payouts and analytics; changes nothing.' },
};
