import EmailIcon from '@mui/icons-material/Mail';
import { lazy } from 'react';

/** The e-mail outbox (admins, read-only). */
export default {
  list: lazy(() => import('./EmailList')),
  show: lazy(() => import('./EmailShow')),
  icon: EmailIcon,
  recordRepresentation: 'subject',
};
