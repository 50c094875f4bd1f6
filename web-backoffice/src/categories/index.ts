import CategoryIcon from '@mui/icons-material/Category';
import { lazy } from 'react';

/** The marketplace's service categories (admins). Views load lazily, out of the first load. */
export const categories = {
  list: lazy(() => import('./CategoryList')),
  create: lazy(() => import('./CategoryCreate')),
  edit: lazy(() => import('./CategoryEdit')),
  icon: CategoryIcon,
  recordRepresentation: 'name',
};
