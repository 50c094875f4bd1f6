import type { ReactElement } from 'react';

/**
 * Every back-office resource, one line each: `<Resource name=… list=… show=… />` with its views
 * imported lazily from the resource's folder (one folder per resource, one file per view, as in
 * react-admin's demo). authProvider.canAccess hides what the signed-in role may not use.
 */
export const resources: ReactElement[] = [];

/** Pages that are not a resource's list or show (charts, health). */
export const customRoutes: ReactElement[] = [];
