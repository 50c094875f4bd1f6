import type { BackOfficeRole } from '@esm/core/kernel/actor';

/** Accounts `npm start` creates so every screen can be tried at once; printed at start-up. */
export interface DemoAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  roles: BackOfficeRole[];
  label: string;
}

export const DEMO_PASSWORD = 'demo-pass-2026';

export const demoAccounts: DemoAccount[] = [
  {
    label: 'client',
    email: 'client@demo.eventhire.uk',
    password: DEMO_PASSWORD,
    firstName: 'Chloe',
    lastName: 'Client',
    roles: [],
  },
  {
    label: 'provider',
    email: 'provider@demo.eventhire.uk',
    password: DEMO_PASSWORD,
    firstName: 'Priya',
    lastName: 'Provider',
    roles: [],
  },
  {
    label: 'admin',
    email: 'admin@demo.eventhire.uk',
    password: DEMO_PASSWORD,
    firstName: 'Adam',
    lastName: 'Admin',
    roles: ['admin'],
  },
  {
    label: 'verifier',
    email: 'verifier@demo.eventhire.uk',
    password: DEMO_PASSWORD,
    firstName: 'Vera',
    lastName: 'Verifier',
    roles: ['verifier'],
  },
  {
    label: 'investigator',
    email: 'investigator@demo.eventhire.uk',
    password: DEMO_PASSWORD,
    firstName: 'Ian',
    lastName: 'Investigator',
    roles: ['investigator'],
  },
  {
    label: 'auditor',
    email: 'auditor@demo.eventhire.uk',
    password: DEMO_PASSWORD,
    firstName: 'Aud',
    lastName: 'Auditor',
    roles: ['auditor'],
  },
];
