import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import { disputes } from './disputes';
import { fraudAlerts } from './fraud-alerts';
import { providerStanding } from './provider-standing';

/**
 * Every back-office resource, one line each: `<Resource name=… list=… show=… />` with its views
 * imported lazily from the resource's folder (one folder per resource, one file per view, as in
 * react-admin's demo). authProvider.canAccess hides what the signed-in role may not use.
 */
export const resources: ReactElement[] = [
  <Resource key="fraud-alerts" name="fraud-alerts" options={{ label: 'Fraud alerts' }} {...fraudAlerts} />,
  <Resource key="providers" name="providers" options={{ label: 'Providers' }} {...providerStanding} />,
  <Resource key="disputes" name="disputes" options={{ label: 'Disputes' }} {...disputes} />,
];

/** Pages that are not a resource's list or show (charts, health). */
export const customRoutes: ReactElement[] = [];
