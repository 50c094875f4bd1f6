import { Check, Zap } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../auth/use-auth';
import { PageHeader } from '../../components/PageHeader';
import { usePageTitle } from '../../components/use-page-title';
import { loginUrl } from '../../lib/navigation';
import { BOOST_MARKETING, PLANS } from './plans';
import '../../components/marketing/marketing.css';
import './pricing.css';

/** /pricing: plan cards and boost packages. Free plan → sign in; paid → /upgrade/{plan}. */
export function PricingPage() {
  usePageTitle('Pricing');
  const { provider } = useAuth();
  return (
    <>
      <PageHeader title="Simple, transparent pricing">
        Listing is free. Pay a commission only when you're booked, or upgrade for lower fees and faster
        payouts.
      </PageHeader>
      <div className="container section stack stack--lg">
        <div className="plan-grid">
          {PLANS.map((plan) => {
            const current = provider?.plan === plan.key;
            return (
              <section
                key={plan.key}
                className={`plan-card ${plan.key === 'professional' ? 'plan-card--highlight' : ''}`}
                aria-labelledby={`plan-${plan.key}`}
              >
                {plan.key === 'professional' && <span className="plan-card__ribbon">Most Popular</span>}
                <h2 id={`plan-${plan.key}`} className="plan-card__name">
                  {plan.name}
                </h2>
                <p className="plan-card__price">
                  {plan.priceLabel} <span className="subtle">{plan.period}</span>
                </p>
                <p className="muted">{plan.description}</p>
                <ul className="feature-list">
                  {plan.features.map((feature) => (
                    <li key={feature}>
                      <Check size={16} aria-hidden="true" /> {feature}
                    </li>
                  ))}
                </ul>
                <div className="plan-card__action">
                  {current ? (
                    <span className="button button--outline button--block" aria-disabled="true">
                      Your current plan
                    </span>
                  ) : plan.key === 'basic' ? (
                    provider ? (
                      <Link to="/provider-dashboard" className="button button--outline button--block">
                        Go to Dashboard
                      </Link>
                    ) : (
                      <a
                        href={loginUrl({ mode: 'provider' })}
                        className="button button--outline button--block"
                      >
                        Get Started Free
                      </a>
                    )
                  ) : (
                    <Link to={`/upgrade/${plan.key}`} className="button button--primary button--block">
                      Upgrade to {plan.name}
                    </Link>
                  )}
                </div>
              </section>
            );
          })}
        </div>

        <section aria-labelledby="boosts-title" className="stack">
          <h2 id="boosts-title">Boost your services</h2>
          <p className="muted">
            Monthly packages that put a service in front of more clients. Billed monthly; cancel with 30 days
            notice. Buy a boost from the Services tab of your dashboard.
          </p>
          <div className="grid grid--2">
            {BOOST_MARKETING.map((boost) => (
              <div key={boost.name} className="info-card">
                <span className="info-card__icon" aria-hidden="true">
                  <Zap size={22} />
                </span>
                <h3>{boost.name}</h3>
                <p className="plan-card__price">
                  {boost.price} <span className="subtle">per month</span>
                </p>
                <p>
                  <span className="badge badge--boost">{boost.visibility}</span>
                </p>
                <p className="muted">{boost.text}</p>
              </div>
            ))}
          </div>
        </section>

        <section className="info-card prose" aria-labelledby="fees-title">
          <h2 id="fees-title">Fees and payouts</h2>
          <ul>
            <li>Clients pay no hidden fees: quotes show the platform fee and VAT at 20% up front.</li>
            <li>Card processing (2.9% + 30p) is covered by EventHire.</li>
            <li>
              Payouts by bank transfer: a deposit within 14 days of booking confirmation (4 days for events
              within a week), the balance 7, 5 or 3 days after the event by plan.
            </li>
            <li>Cancel a paid plan any time with 30 days notice.</li>
          </ul>
        </section>
      </div>
    </>
  );
}
