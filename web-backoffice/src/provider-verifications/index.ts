import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { lazy } from 'react';

/** Each provider's checks, level, expiring documents and bank details review. */
export const providerVerifications = {
  list: lazy(() => import('./ProviderVerificationList')),
  show: lazy(() => import('./ProviderVerificationShow')),
  icon: VerifiedUserIcon,
  recordRepresentation: 'businessName',
};
