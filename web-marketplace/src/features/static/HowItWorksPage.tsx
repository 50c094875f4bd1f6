import { Link } from 'react-router-dom';
import { HowItWorksSteps } from '../../components/marketing/HowItWorksSteps';
import { PageHeader } from '../../components/PageHeader';
import '../../components/marketing/marketing.css';
import { usePageTitle } from '../../components/use-page-title';

export function HowItWorksPage() {
  usePageTitle('How It Works');
  return (
    <>
      <PageHeader title="How It Works">Book everything for your event in one place, safely.</PageHeader>
      <div className="container section stack stack--lg">
        <HowItWorksSteps />
        <div className="grid grid--2">
          <section className="info-card prose">
            <h2>For clients</h2>
            <ol>
              <li>Search by service, postcode and date, and compare providers, prices and reviews.</li>
              <li>
                Ask providers questions in chat. Contact details stay private until your booking is paid.
              </li>
              <li>
                Build a quote for several services, or book one service directly. Quotes include travel,
                provider fees, the platform fee and VAT at 20%.
              </li>
              <li>Pay by card. Your payment is held in escrow until the service is delivered.</li>
              <li>
                Your provider accepts or declines within 24 hours; a declined booking is refunded in full.
              </li>
              <li>
                Cancel 30 or more days before the event for a full refund; 14–29 days, 75%; 7–13 days, 50%;
                under 7 days, no refund (subject to provider policy). Refunds take 3–5 business days.
              </li>
            </ol>
          </section>
          <section className="info-card prose">
            <h2>For providers</h2>
            <ol>
              <li>Create your business profile and list your services with 3 to 5 photos each.</li>
              <li>Verify your identity, business and insurance to earn the Verified badge.</li>
              <li>Answer booking requests within 24 hours from your dashboard.</li>
              <li>
                Get paid by bank transfer: a deposit within 14 days of confirmation (4 days for events within
                a week), the balance 7, 5 or 3 days after the event depending on your plan.
              </li>
              <li>Boost a service to appear first in its category or on the home page.</li>
            </ol>
          </section>
        </div>
        <div className="button-row button-row--center">
          <Link to="/services" className="button button--primary button--lg">
            Browse Services
          </Link>
          <Link to="/pricing" className="button button--secondary button--lg">
            Provider Pricing
          </Link>
        </div>
      </div>
    </>
  );
}
