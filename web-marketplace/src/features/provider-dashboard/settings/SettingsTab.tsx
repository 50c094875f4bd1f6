import type { Provider } from '@esm/contract/providers';
import { Crown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PLANS } from '../../pricing/plans';
import { BankDetailsCard } from './BankDetailsCard';
import { ProviderInfoForm } from './ProviderInfoForm';

export function SettingsTab({ provider }: { provider: Provider }) {
  const plan = PLANS.find((p) => p.key === provider.plan) ?? PLANS[0];
  return (
    <div className="split">
      <ProviderInfoForm provider={provider} />
      <div className="stack stack--lg">
        <BankDetailsCard provider={provider} />
        <section className="card card__body" aria-labelledby="plan-title">
          <h2 id="plan-title" className="card__title">
            <Crown size={20} aria-hidden="true" /> Your plan
          </h2>
          <p>
            <strong>{plan?.name}</strong> · {plan?.commission} commission · balance paid {plan?.payoutDays}{' '}
            days after each event
          </p>
          {provider.plan !== 'enterprise' && (
            <Link to="/pricing" className="button button--secondary">
              Compare plans
            </Link>
          )}
        </section>
        <section className="card card__body" aria-labelledby="account-title">
          <h2 id="account-title" className="card__title">
            Your account
          </h2>
          <p className="muted">
            To close your account, first remove your services; your personal data is erased 30 days after
            closing.
          </p>
          <Link to="/complete-profile#close-account">Close your account</Link>
        </section>
      </div>
    </div>
  );
}
