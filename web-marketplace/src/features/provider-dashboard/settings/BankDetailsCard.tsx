import type { Provider } from '@esm/contract/providers';
import { Landmark } from 'lucide-react';
import { Link } from 'react-router-dom';
import { usePayoutAccountQuery } from '../../../api/providers';
import { formatDate } from '../../../lib/format';
import { BankCheckStatus } from '../../bank-details/BankCheckStatus';
import { BANK_CHECK_BADGE, BANK_CHECK_TITLE, payoutStatusView } from '../../bank-details/payout-status';

/**
 * Bank details as the API returns them: last 4 digits and a masked sort code only. The badge is
 * the details' status (Verified or Pending verification, or Rejected); the payout status below
 * is the bank details page's, in the same words.
 */
export function BankDetailsCard({ provider }: { provider: Provider }) {
  const hasDetails = Boolean(provider.bankAccountLast4);
  const payout = usePayoutAccountQuery(hasDetails);
  const check = provider.bankDetailsStatus === 'none' ? 'pending' : provider.bankDetailsStatus;
  return (
    <section className="card card__body" aria-labelledby="bank-card-title">
      <div className="card__header">
        <h2 id="bank-card-title" className="card__title">
          <Landmark size={20} aria-hidden="true" /> Bank details
        </h2>
        {hasDetails && <span className={`badge ${BANK_CHECK_BADGE[check]}`}>{BANK_CHECK_TITLE[check]}</span>}
      </div>
      {hasDetails ? (
        <>
          <dl className="summary-list">
            <div>
              <dt>Account holder</dt>
              <dd>{provider.bankAccountHolderName}</dd>
            </div>
            <div>
              <dt>Account number</dt>
              <dd>•••• {provider.bankAccountLast4}</dd>
            </div>
            <div>
              <dt>Sort code</dt>
              <dd>{provider.bankSortCode}</dd>
            </div>
            <div>
              <dt>Bank</dt>
              <dd>{provider.bankName}</dd>
            </div>
            {provider.bankDetailsAddedAt && (
              <div>
                <dt>Added</dt>
                <dd>{formatDate(provider.bankDetailsAddedAt)}</dd>
              </div>
            )}
            {payout.data && (
              <div>
                <dt>Payouts</dt>
                <dd>{payoutStatusView(payout.data, provider.bankDetailsStatus).title}</dd>
              </div>
            )}
          </dl>
          {/* A rejection's reason here too: it needs the provider's action. */}
          {provider.bankDetailsStatus === 'rejected' ? <BankCheckStatus provider={provider} /> : null}
          <Link
            to="/provider/bank-details"
            className="button button--secondary"
            style={{ marginTop: 'var(--space-4)' }}
          >
            Update bank details
          </Link>
        </>
      ) : (
        <>
          <p className="muted">Add your bank account so we can pay you for your bookings.</p>
          <Link to="/provider/bank-details" className="button button--primary">
            Add bank details
          </Link>
        </>
      )}
    </section>
  );
}
