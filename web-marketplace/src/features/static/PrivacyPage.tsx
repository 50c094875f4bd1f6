import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { usePageTitle } from '../../components/use-page-title';
import './static.css';

/** Privacy policy; retention periods and response times. */
export function PrivacyPage() {
  usePageTitle('Privacy Policy');
  return (
    <>
      <PageHeader title="Privacy Policy">How we collect, use and protect your personal data.</PageHeader>
      <div className="container section">
        <article className="prose">
          <p className="legal-meta">
            EventHire UK Ltd, registered in England and Wales, is the data controller.
          </p>

          <h2>What we collect</h2>
          <ul>
            <li>Account details: your name, e-mail address, phone number, address and postcode.</li>
            <li>Booking details: the services you quote and book, event dates, venues and payments.</li>
            <li>Messages you exchange with providers or clients through our chat.</li>
            <li>For providers: business details, verification documents and bank details for payouts.</li>
          </ul>

          <h2>How we use it</h2>
          <ul>
            <li>To run the marketplace: quotes, bookings, payments, refunds and payouts.</li>
            <li>
              To keep people safe: verifying providers, preventing fraud and blocking contact sharing in chat.
            </li>
            <li>To answer your questions and send the e-mails your bookings need.</li>
          </ul>
          <p>
            Card details are handled by our payment provider and never stored by us. Bank account numbers are
            shown back only as their last 4 digits.
          </p>

          <h2>How long we keep it</h2>
          <ul>
            <li>Booking data: 7 years, as UK tax and accounting rules require.</li>
            <li>Communications: 3 years.</li>
            <li>Account data: deleted 30 days after you close your account.</li>
          </ul>

          <h2>Your rights</h2>
          <p>
            You can ask for a copy of your data, ask us to correct or delete it, or object to how we use it.
            We answer every request within 30 days. You can also complain to the Information Commissioner's
            Office (ICO).
          </p>

          <h2>Contact</h2>
          <p>
            For privacy questions, <Link to="/contact">contact us</Link>.
          </p>
        </article>
      </div>
    </>
  );
}
