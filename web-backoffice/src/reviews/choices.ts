/** Moderation statuses and report reasons in the words the back office shows. */
export const STATUS_CHOICES = [
  { id: 'approved', name: 'Shown' },
  { id: 'hidden', name: 'Hidden' },
  { id: 'removed', name: 'Removed' },
];

export const REASON_CHOICES = [
  { id: 'inappropriate', name: 'Inappropriate' },
  { id: 'fake', name: 'Fake' },
  { id: 'contact_details', name: 'Contact details' },
  { id: 'other', name: 'Other' },
];
