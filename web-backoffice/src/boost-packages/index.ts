import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import { lazy } from 'react';

/** The boost package catalogue (admins). Views load lazily, out of the first load. */
export const boostPackages = {
  list: lazy(() => import('./BoostPackageList')),
  create: lazy(() => import('./BoostPackageCreate')),
  edit: lazy(() => import('./BoostPackageEdit')),
  icon: RocketLaunchIcon,
  recordRepresentation: 'name',
};
