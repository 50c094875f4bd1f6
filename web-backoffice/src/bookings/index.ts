import EventNoteIcon from '@mui/icons-material/EventNote';
import { lazy } from 'react';

/** The auditor's bookings: views load on first use, so other roles never download them. */
export const bookings = {
  list: lazy(() => import('./BookingList')),
  show: lazy(() => import('./BookingShow')),
  icon: EventNoteIcon,
  recordRepresentation: (record: { id: string; serviceName?: string | null }) =>
    record.serviceName
      ? `${record.serviceName} (${record.id.slice(0, 8)})`
      : `Booking ${record.id.slice(0, 8)}`,
};
