/** Which side of the chat sent the message, in the words the marketplace uses. */
export const SIDE_CHOICES = [
  { id: 'customer', name: 'Client' },
  { id: 'provider', name: 'Provider' },
];
