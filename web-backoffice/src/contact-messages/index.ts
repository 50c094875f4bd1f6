import ContactIcon from '@mui/icons-material/ContactPhone';
import { lazy } from 'react';

/** The contact form's inbox (investigators). */
export default {
  list: lazy(() => import('./ContactMessageList')),
  show: lazy(() => import('./ContactMessageShow')),
  icon: ContactIcon,
  recordRepresentation: (record: { subject?: string; name?: string }) =>
    record.subject || record.name || 'Message',
};
