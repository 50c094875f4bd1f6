export type FaqTopic = 'booking' | 'payments' | 'cancellations' | 'providers' | 'safety';

export const FAQ_TOPICS: ReadonlyArray<{ key: FaqTopic; label: string }> = [
  { key: 'booking', label: 'Booking' },
  { key: 'payments', label: 'Payments' },
  { key: 'cancellations', label: 'Cancellations' },
  { key: 'providers', label: 'Providers' },
  { key: 'safety', label: 'Safety' },
];

export interface Faq {
  topic: FaqTopic;
  question: string;
  answer: string;
}

/** Answers use the business constants and. */
export const FAQS: Faq[] = [
  {
    topic: 'booking',
    question: 'How do I book a service?',
    answer:
      'Open a service, choose your event date and press Get Quote. You will see the total with the platform fee and VAT, accept the terms and pay by card. The provider then has 24 hours to accept.',
  },
  {
    topic: 'booking',
    question: 'Can I book several services for one event?',
    answer:
      'Yes. Use the quote builder on the home page to add services from different providers, enter your venue postcode for travel costs, and request one quote for the whole event.',
  },
  {
    topic: 'booking',
    question: 'How long is a quote valid?',
    answer:
      'Every quote shows its expiry date. After it expires it can no longer be booked, because prices and availability may have changed; simply build a new quote.',
  },
  {
    topic: 'booking',
    question: 'Can I talk to a provider before booking?',
    answer:
      'Yes. Press Ask Questions on a service page to chat. Contact details are shared once your booking is confirmed and paid.',
  },
  {
    topic: 'payments',
    question: 'When am I charged?',
    answer:
      'You pay when you book. Your money is held in escrow and only released to the provider after your event, so you are protected if something goes wrong.',
  },
  {
    topic: 'payments',
    question: 'What fees do I pay?',
    answer:
      'There are no hidden fees. Quotes list provider fees, the platform fee and VAT at 20% before you pay. Booking a single service directly costs its price plus 20%.',
  },
  {
    topic: 'payments',
    question: 'Which cards do you accept?',
    answer:
      'All major debit and credit cards. Payments are processed securely and we never store your card number.',
  },
  {
    topic: 'cancellations',
    question: 'What refund do I get if I cancel?',
    answer:
      'Cancel 30 or more days before your event for a 100% refund; 14 to 29 days, 75%; 7 to 13 days, 50%; under 7 days there is no refund, subject to the provider’s policy. Your bookings page shows the exact refund before you confirm.',
  },
  {
    topic: 'cancellations',
    question: 'What if the provider cancels or declines?',
    answer: 'Bookings declined or cancelled by a provider are always refunded in full.',
  },
  {
    topic: 'cancellations',
    question: 'How long do refunds take?',
    answer: 'Refunds reach your card within 3 to 5 business days.',
  },
  {
    topic: 'providers',
    question: 'How do I become a provider?',
    answer:
      'Sign up, open the provider dashboard and create your business profile. Then add your services with 3 to 5 photos each. Listing is free on the Basic plan.',
  },
  {
    topic: 'providers',
    question: 'When do providers get paid?',
    answer:
      'A deposit is paid within 14 days of booking confirmation (4 days for events within a week). The balance is paid 7, 5 or 3 days after the event on the Basic, Professional and Enterprise plans.',
  },
  {
    topic: 'providers',
    question: 'What commission does EventHire take?',
    answer: 'Basic 20%, Professional (£29 per month) 15%, Enterprise (£99 per month) 10%.',
  },
  {
    topic: 'providers',
    question: 'How does verification work?',
    answer:
      'Upload proof of identity, business registration and insurance (at least £2M public liability) from the Verification tab. A background check is optional. Reviews take 3 to 5 business days.',
  },
  {
    topic: 'safety',
    question: 'Why can’t I share my phone number in chat?',
    answer:
      'Keeping conversations and payments on EventHire protects both sides. Messages with phone numbers, e-mail addresses or social handles are blocked; contact details are shared automatically after booking.',
  },
  {
    topic: 'safety',
    question: 'What happens to providers who share contact details?',
    answer:
      'A first violation gives a warning, a second a final warning with a 24-hour messaging restriction, and a third a 7-day suspension. Repeated violations lead to permanent termination.',
  },
  {
    topic: 'safety',
    question: 'What if something goes wrong at my event?',
    answer:
      'Contact us within 48 hours of the event. The provider’s payment is held while we look into it, and we aim to reply within 24 hours.',
  },
];

/** Case-insensitive match on question or answer; every word of the query must appear. */
export function searchFaqs(query: string): Faq[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return FAQS;
  return FAQS.filter((faq) => {
    const text = `${faq.question} ${faq.answer}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
