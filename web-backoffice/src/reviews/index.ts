import ReviewIcon from '@mui/icons-material/RateReview';
import { lazy } from 'react';

/** Reported reviews and their moderation (investigators). */
export default {
  list: lazy(() => import('./ReviewList')),
  show: lazy(() => import('./ReviewShow')),
  icon: ReviewIcon,
  recordRepresentation: (record: { title?: string }) => record.title || 'Review',
};
