import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import { providerVerifications } from './provider-verifications';
import { verificationDocuments } from './verification-documents';

/**
 * Every back-office resource, one line each: `<Resource name=… list=… show=… />` with its views
 * imported lazily from the resource's folder (one folder per resource, one file per view, as in
 * react-admin's demo). authProvider.canAccess hides what the signed-in role may not use.
 */
export const resources: ReactElement[] = [
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
];

/** Pages that are not a resource's list or show (charts, health). */
export const customRoutes: ReactElement[] = [];
