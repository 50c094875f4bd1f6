import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';

/** Users and their back-office roles (admins). Views load lazily, out of the first load. */
export const users = {
  list: lazy(() => import('./UserList')),
  show: lazy(() => import('./UserShow')),
  icon: PeopleIcon,
  recordRepresentation: 'name',
};
