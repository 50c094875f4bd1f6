import { BadgeCheck, HeartHandshake, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { usePageTitle } from '../../components/use-page-title';
import '../../components/marketing/marketing.css';
import './static.css';

const VALUES = [
  {
    icon: BadgeCheck,
    title: 'Verified providers',
    text: 'Every provider can verify their identity, business and insurance (at least £2M public liability) with us. Verification takes 3–5 business days.',
  },
  {
    icon: ShieldCheck,
    title: 'Safe payments',
    text: 'Clients pay through EventHire and the money is held in escrow until the service is delivered. Contact details are shared only after a booking is confirmed and paid.',
  },
  {
    icon: HeartHandshake,
    title: 'Fair for everyone',
    text: 'No hidden fees for clients, a clear commission for providers (20%, 15% or 10% by plan) and support from a UK team, Monday to Friday, 9:00–18:00 GMT.',
  },
];

export function AboutPage() {
  usePageTitle('About Us');
  return (
    <>
      <PageHeader title="About EventHire UK">
        The marketplace that connects people planning events with the UK's best event service providers.
      </PageHeader>
      <div className="container section stack stack--lg">
        <div className="prose">
          <h2>Our story</h2>
          <p>
            Planning an event means finding a stage, sound, lighting, catering, furniture, a bar, a marquee, a
            DJ, a photographer and often a venue — usually from a dozen different suppliers, with a dozen
            different ways of quoting and paying. EventHire UK brings them together in one place: browse and
            compare, build one quote for the whole event, chat with providers before you book and pay
            securely.
          </p>
          <p>
            For providers we are a shop window and a back office: list your services, answer booking requests,
            get verified and get paid on a clear schedule.
          </p>
        </div>
        <dl className="figures" aria-label="EventHire UK in numbers">
          <div>
            <dt>events delivered</dt>
            <dd>50,000+</dd>
          </div>
          <div>
            <dt>providers</dt>
            <dd>5,000+</dd>
          </div>
          <div>
            <dt>in bookings</dt>
            <dd>£10M+</dd>
          </div>
          <div>
            <dt>average rating</dt>
            <dd>4.9/5</dd>
          </div>
        </dl>
        <div className="grid grid--3">
          {VALUES.map((value) => (
            <div key={value.title} className="info-card">
              <span className="info-card__icon" aria-hidden="true">
                <value.icon size={24} />
              </span>
              <h3>{value.title}</h3>
              <p className="muted">{value.text}</p>
            </div>
          ))}
        </div>
        <div className="button-row">
          <Link to="/services" className="button button--primary">
            Browse Services
          </Link>
          <Link to="/contact" className="button button--secondary">
            Contact Us
          </Link>
        </div>
      </div>
    </>
  );
}
