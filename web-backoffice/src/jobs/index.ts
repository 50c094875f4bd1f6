import JobIcon from '@mui/icons-material/WorkHistory';
import { lazy } from 'react';

/** Job-queue health (admins). */
export default {
  list: lazy(() => import('./JobQueueList')),
  show: lazy(() => import('./JobQueueShow')),
  icon: JobIcon,
  recordRepresentation: 'id',
};
