import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import { analytics } from './analytics';
import { bookings } from './bookings';
import { boostPackages } from './boost-packages';
import { categories } from './categories';
import contactMessages from './contact-messages';
import { disputes } from './disputes';
import emails from './emails';
import { fraudAlerts } from './fraud-alerts';
import jobs from './jobs';
import payouts from './payouts';
import { projections } from './projections';
import { providerStanding } from './provider-standing';
import { providerVerifications } from './provider-verifications';
import refunds from './refunds';
import reviews from './reviews';
import { users } from './users';
import { verificationDocuments } from './verification-documents';
import violations from './violations';

/**
 * Every back-office resource, one line each: `<Resource name=… list=… show=… />` with its views
 * imported lazily from the resource's folder (one folder per resource, one file per view, as in
 * react-admin's demo). authProvider.canAccess hides what the signed-in role may not use.
 */
export const resources: ReactElement[] = [
  <Resource key="users" name="users" options={{ label: 'Users' }} {...users} />,
  <Resource key="categories" name="categories" options={{ label: 'Categories' }} {...categories} />,
  <Resource
    key="boost-packages"
    name="boost-packages"
    options={{ label: 'Boost packages' }}
    {...boostPackages}
  />,
  <Resource key="analytics" name="analytics" options={{ label: 'Analytics' }} {...analytics} />,
  <Resource
    key="verification-documents"
    name="verification-documents"
    options={{ label: 'Document queue' }}
    {...verificationDocuments}
  />,
  <Resource
    key="provider-verifications"
    name="provider-verifications"
    options={{ label: 'Provider verification' }}
    {...providerVerifications}
  />,
  <Resource key="bookings" name="bookings" options={{ label: 'Booking audit' }} {...bookings} />,
  <Resource key="projections" name="projections" options={{ label: 'Projections' }} {...projections} />,
  <Resource key="fraud-alerts" name="fraud-alerts" options={{ label: 'Fraud alerts' }} {...fraudAlerts} />,
  <Resource key="providers" name="providers" options={{ label: 'Providers' }} {...providerStanding} />,
  <Resource key="disputes" name="disputes" options={{ label: 'Disputes' }} {...disputes} />,
  <Resource key="violations" name="violations" options={{ label: 'Contact sharing' }} {...violations} />,
  <Resource key="reviews" name="reviews" options={{ label: 'Reported reviews' }} {...reviews} />,
  <Resource
    key="contact-messages"
    name="contact-messages"
    options={{ label: 'Contact inbox' }}
    {...contactMessages}
  />,
  <Resource key="payouts" name="payouts" options={{ label: 'Payouts' }} {...payouts} />,
  <Resource key="refunds" name="refunds" options={{ label: 'Refunds' }} {...refunds} />,
  <Resource key="emails" name="emails" options={{ label: 'E-mail outbox' }} {...emails} />,
  <Resource key="jobs" name="jobs" options={{ label: 'Job queues' }} {...jobs} />,
];

/** Pages that are not a resource's list or show (charts, health). */
export const customRoutes: ReactElement[] = [];
