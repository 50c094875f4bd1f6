import DescriptionIcon from '@mui/icons-material/Description';
import { lazy } from 'react';

/** The verifiers' document queue: views load when first opened. */
export const verificationDocuments = {
  list: lazy(() => import('./DocumentList')),
  show: lazy(() => import('./DocumentShow')),
  icon: DescriptionIcon,
  // Kept free of the views' modules, so the shell loads none of them.
  recordRepresentation: (record: { documentType: string; businessName: string | null }) =>
    `${record.documentType.replace(/_/g, ' ')} — ${record.businessName ?? 'provider'}`,
};
