import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazy } from 'react';

/** Providers' standing and payouts (folder named apart from src/providers, the app's own providers). */
export const providerStanding = {
  list: lazy(() => import('./ProviderList')),
  show: lazy(() => import('./ProviderShow')),
  icon: StorefrontIcon,
  recordRepresentation: 'businessName',
};
