import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { usePageTitle } from '../../components/use-page-title';
import './static.css';

/** Terms of Service, version 2.1; the figures are the business constants and. */
export function TermsPage() {
  usePageTitle('Terms of Service');
  return (
    <>
      <PageHeader title="Terms of Service">
        The rules for using EventHire UK as a client or a provider.
      </PageHeader>
      <div className="container section">
        <article className="prose">
          <p className="legal-meta">Version 2.1. EventHire UK Ltd, registered in England and Wales.</p>

          <h2>1. Who can use EventHire UK</h2>
          <p>
            You must be at least 16 years old to create an account. Providers must run a genuine business and
            keep the information in their profile accurate.
          </p>

          <h2>2. Bookings and payments</h2>
          <ul>
            <li>Prices are in pounds sterling (GBP) and include VAT at 20% where shown.</li>
            <li>
              Quotes add provider fees, a platform fee and VAT to the price of each service. A quote can be
              booked until it expires.
            </li>
            <li>
              Your payment is held in escrow and released to the provider after the service is delivered,
              unless a dispute is raised within 48 hours of the event.
            </li>
            <li>
              Providers have 24 hours to accept or decline a booking. A declined booking is refunded in full.
            </li>
          </ul>

          <h2>3. Cancellations and refunds</h2>
          <p>If you cancel a booking, the refund depends on how long before the event you cancel:</p>
          <ul>
            <li>30 days or more: 100% refund</li>
            <li>14 to 29 days: 75% refund</li>
            <li>7 to 13 days: 50% refund</li>
            <li>Under 7 days: no refund, subject to the provider's policy</li>
          </ul>
          <p>
            Cancellations by a provider are always refunded in full. Refunds reach your card within 3–5
            business days.
          </p>

          <h2>4. Contact sharing</h2>
          <p>
            To keep payments protected, phone numbers, e-mail addresses, social media handles and links may
            not be shared in chat before a booking is confirmed and paid. Messages that share contact details
            are blocked. These rules apply to clients and providers alike:
          </p>
          <ul>
            <li>1st violation: a warning.</li>
            <li>
              2nd violation: a final warning and a 24-hour messaging restriction, starting at once (you are
              told when it ends, in UK time).
            </li>
            <li>
              3rd violation: a 7-day suspension (no messages, and providers cannot list new services; existing
              bookings are unaffected).
            </li>
            <li>Repeated violations after suspensions: permanent termination of the account.</li>
          </ul>
          <p>
            Once a booking is confirmed and paid, the provider's contact details are shared with the client
            and the client's with the provider.
          </p>

          <h2>5. Providers</h2>
          <ul>
            <li>Commission: Basic 20%, Professional 15%, Enterprise 10% of each booking.</li>
            <li>
              Payouts are made by bank transfer: a deposit within 14 days of booking confirmation (4 days for
              events within a week) and the balance 7, 5 or 3 days after the event for Basic, Professional and
              Enterprise.
            </li>
            <li>Paid plans and boosts renew monthly and can be cancelled with 30 days notice.</li>
            <li>Providers must hold public liability insurance of at least £2M.</li>
          </ul>

          <h2>6. Changes to these terms</h2>
          <p>We tell you about changes to these terms at least 30 days before they take effect.</p>

          <h2>7. Contact</h2>
          <p>
            Questions about these terms? <Link to="/contact">Contact us</Link> and we'll reply within 24
            hours.
          </p>
        </article>
      </div>
    </>
  );
}
