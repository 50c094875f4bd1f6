import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import { bookings } from './bookings';
import { projections } from './projections';

/**
 * Every back-office resource, one line each: `<Resource name=… list=… show=… />` with its views
 * imported lazily from the resource's folder (one folder per resource, one file per view, as in
 * react-admin's demo). authProvider.canAccess hides what the signed-in role may not use.
 */
export const resources: ReactElement[] = [
  <Resource key="bookings" name="bookings" options={{ label: 'Booking audit' }} {...bookings} />,
  <Resource key="projections" name="projections" options={{ label: 'Projections' }} {...projections} />,
];

/** Pages that are not a resource's list or show (charts, health). */
export const customRoutes: ReactElement[] = [];
