/** The words staff read for the verification data's codes (British English). */
export const DOCUMENT_TYPE_LABEL: Record<string, string> = {
  identity: 'Identity',
  business_registration: 'Business registration',
  insurance: 'Insurance',
  background_check: 'Background check',
};

export const DOCUMENT_STATUS_LABEL: Record<string, string> = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
  expired: 'Expired',
};

export const LEVEL_LABEL: Record<string, string> = {
  basic: 'Basic',
  verified: 'Verified',
  enhanced: 'Enhanced',
};

export const BANK_STATUS_LABEL: Record<string, string> = {
  none: 'No bank details',
  pending: 'Pending verification',
  verified: 'Verified',
  rejected: 'Rejected',
};
