import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import contactMessages from './contact-messages';
import emails from './emails';
import jobs from './jobs';
import payouts from './payouts';
import refunds from './refunds';
import reviews from './reviews';
import violations from './violations';

/**
 * Every back-office resource, one line each: `<Resource name=… list=… show=… />` with its views
 * imported lazily from the resource's folder (one folder per resource, one file per view, as in
 * react-admin's demo). authProvider.canAccess hides what the signed-in role may not use.
 */
export const resources: ReactElement[] = [
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
